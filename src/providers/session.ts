// The session of the logged-in user (doc 1 §3 session user info), kept in localStorage.

export interface PrivilegeFlags {
  read: boolean;
  write: boolean;
}

export interface SystemConfig {
  site?: string;
  enableTagStatusCheck?: boolean;
  imageBaseUpdate?: boolean;
  enableTagUpdateHistory?: boolean;
  /** enterprise sign-on logout address, when configured */
  adfsLogoutUrl?: string;
  /** product codes of a family product (doc 2 §3) */
  familyProductItemCount?: number;
  /** product rows link to their update history (doc 2 §1) */
  enableProductUpdateHistory?: boolean;
  [key: string]: unknown;
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
  systemConfig: SystemConfig;
  /** version of systemConfig; answers carry the current one in X-System-Config-Version */
  systemConfigVersion?: string;
  weakPwd?: boolean;
  expireSoon?: boolean;
  forceChange?: boolean;
  adfs?: boolean;
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
