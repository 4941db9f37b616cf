// The session of the logged-in user (doc 1 §3 session user info), kept in localStorage.
import type { SystemConfig } from '../../domain/generated/calls';

export interface PrivilegeFlags {
  read: boolean;
  write: boolean;
}

export interface SessionUser {
  email: string;
  name?: string;
  accessToken: string;
  authenticated: boolean;
  role_id: number;
  store: string[];
  enableWholeStore?: boolean;
  privilege: Record<string, PrivilegeFlags>;
  /** the server answers every field; older sessions may lack some */
  systemConfig: Partial<SystemConfig> & Record<string, unknown>;
  /** version of systemConfig; answers carry the current one in X-System-Config-Version */
  systemConfigVersion?: string;
  weakPwd?: boolean;
  expireSoon?: boolean;
  forceChange?: boolean;
  adfs?: boolean;
  /** the two-factor policy requires the account to enrol before the session is of use (issue 36) */
  twoFactorEnrol?: boolean;
}

/** the localStorage key of the session (also read by the login form's boot script) */
export const SESSION_STORAGE_KEY = 'esl.session';

export function readSession(): SessionUser | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionUser;
    return parsed && typeof parsed.email === 'string' && typeof parsed.accessToken === 'string'
      ? parsed
      : null;
  } catch {
    return null;
  }
}

export function writeSession(session: SessionUser): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}
