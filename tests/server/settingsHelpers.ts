// Shared by the settings server tests: a settings operator (setting, server config, store config and alias
// read and write, limited to the manager's stores; not role 0) created through the member calls.
import type { FastifyInstance } from 'fastify';
import { MANAGER_STORES } from '../../server/seed/demoData.ts';
import { login, type Headers } from './helpers.ts';

export const SETTINGS_OPERATOR = { email: 'settings@example.com', password: 'Settings#2026' };

export async function settingsOperator(app: FastifyInstance, admin: Headers): Promise<Headers> {
  const call = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload });
  const role = await call('/auth/role', {
    name: 'Settings operator',
    privilege: ['setting', 'server_config', 'store_config', 'alias'].map((key) => ({
      key,
      depth: key === 'setting' ? 0 : 1,
      read: true,
      write: true,
    })),
  });
  if (role.statusCode !== 200) throw new Error(`role: ${role.body}`);
  const account = await call('/auth/account', {
    ...SETTINGS_OPERATOR,
    name: 'Settings',
    mobile: '010',
    role_id: role.json().role_id,
    store: MANAGER_STORES,
  });
  if (account.statusCode !== 200) throw new Error(`account: ${account.body}`);
  return login(app, SETTINGS_OPERATOR);
}
