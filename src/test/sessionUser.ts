// A signed-in admin session for component and provider tests.
import type { SessionUser } from '../providers/session';

export const ADMIN_SESSION: SessionUser = {
  email: 'admin@example.com',
  accessToken: 'token',
  authenticated: true,
  role_id: 0,
  store: [],
  privilege: {},
  systemConfig: {},
};
