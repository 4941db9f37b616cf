// react-admin authProvider on the session calls of doc 1 §7 (POST/GET /auth/login, POST /auth/logout).
import { HttpError, type AuthProvider, type UserIdentity } from 'ra-core';
import type { Permissions } from '../auth/privileges';
import { twoFactorCalls } from '../generated/client';
import type { TwoFactorLogin } from '../../domain/generated/calls';
import { httpRequest, readAnswer } from './httpClient';
import { sendLogin, type LoginCredentials } from './loginCall';
import { clearSession, readSession, writeSession, type SessionUser } from './session';

export type { LoginCredentials };

/** What a login answers: the session user info, an address to navigate to, or the two-factor code step's
 * challenge (issue 36) */
export type LoginResult =
  | { kind: 'session'; session: SessionUser }
  | { kind: 'redirect'; url: string }
  | { kind: 'twoFactor'; challenge: string };

function isChallenge(body: unknown): body is { twoFactor: true; challenge: string } {
  return !!body && typeof body === 'object' && 'twoFactor' in body && 'challenge' in body;
}

function started(session: SessionUser): { kind: 'session'; session: SessionUser } {
  writeSession(session);
  // the login's answer is this page load's server check of the session (checkAuth asks no more)
  sessionCheck = Promise.resolve();
  return { kind: 'session', session };
}

function isRedirect(body: unknown): body is { redirect: string } {
  return (
    !!body &&
    typeof body === 'object' &&
    'redirect' in body &&
    typeof body.redirect === 'string' &&
    !!body.redirect
  );
}

/** Logs in: sends the credentials, or reads the answer of a login the page sent already (`sent`). */
export async function loginRequest(
  credentials: LoginCredentials,
  sent?: Promise<Response>,
): Promise<LoginResult> {
  const body = await readAnswer<SessionUser | { redirect: string }>(await (sent ?? sendLogin(credentials)));
  if (isRedirect(body)) return { kind: 'redirect', url: body.redirect };
  if (isChallenge(body)) return { kind: 'twoFactor', challenge: body.challenge };
  return started(body as SessionUser);
}

/** The login's code step: the challenge with a code of the authenticator app or a recovery code. */
export async function loginCodeRequest(body: TwoFactorLogin): Promise<LoginResult> {
  return started((await twoFactorCalls.loginCode({ body })) as SessionUser);
}

/** Keeps a session the server just answered (a login, a single sign-on's exchange) as this page load's. */
export function adoptSession(session: SessionUser): SessionUser {
  return started(session).session;
}

/** One server check per page load; later calls reuse it (401s on data calls end the session anyway). */
let sessionCheck: Promise<void> | null = null;

/** the server answered and refused the session (a call that never got an answer refuses nothing) */
function refused(error: unknown): boolean {
  return error instanceof HttpError && error.status > 0;
}

async function checkSession(): Promise<void> {
  const stored = readSession();
  if (!stored) throw new Error('no session');
  try {
    const fresh = await httpRequest<SessionUser>('/auth/login');
    writeSession({ ...stored, ...fresh, accessToken: stored.accessToken });
  } catch (error) {
    // a reload or a lost connection cuts the check short: the stored session stays for the next page load
    if (!refused(error)) return;
    clearSession();
    throw error;
  }
}

/** Reloads the session user info now (the system configuration changed under the session). */
export function refreshSession(): Promise<void> {
  const check = checkSession();
  sessionCheck = check.catch((error: unknown) => {
    sessionCheck = null;
    throw error;
  });
  return sessionCheck;
}

export function permissionsOf(session: SessionUser): Permissions {
  return {
    role_id: session.role_id,
    privilege: session.privilege ?? {},
    store: session.store ?? [],
    systemConfig: session.systemConfig ?? {},
    enableWholeStore: !!session.enableWholeStore,
  };
}

export function identityOf(session: SessionUser): UserIdentity {
  return { id: session.email, fullName: session.name || session.email };
}

/** this page load's server check of the session: the one on its way or answered, else a new one */
function sessionChecked(): Promise<void> {
  sessionCheck ??= checkSession().catch((error: unknown) => {
    sessionCheck = null;
    throw error;
  });
  return sessionCheck;
}

/**
 * Sends the server check of a stored session as soon as the API base is known (the entry, main.ts), so that it
 * is answered while the console loads: the first checkAuth, which every page waits for, then finds it done
 * (issue 39: it was sent only once the console had drawn its frame, and the page's data waited for it).
 */
export function startSessionCheck(): void {
  if (!readSession()) return;
  // a refusal is checkAuth's to report, when it asks
  sessionChecked().catch(() => undefined);
}

export function resetSessionCheck(): void {
  sessionCheck = null;
}

export const authProvider: AuthProvider = {
  async login(credentials: LoginCredentials) {
    const result = await loginRequest(credentials);
    if (result.kind === 'redirect') {
      window.location.assign(result.url);
      return { redirectTo: false };
    }
    // the login page drives the code step; this provider's callers have no place for it
    if (result.kind === 'twoFactor') throw new Error('two-factor code required');
    return undefined;
  },

  async logout() {
    const session = readSession();
    resetSessionCheck();
    if (session) {
      try {
        await httpRequest('/auth/logout', { method: 'POST', body: {} });
      } catch {
        // the token may already be dead: the local session goes anyway
      }
      clearSession();
      const logoutUrl = session.systemConfig?.adfsLogoutUrl;
      if (session.adfs && typeof logoutUrl === 'string' && logoutUrl) {
        window.open(logoutUrl, '_blank', 'noopener');
      }
    }
  },

  async checkAuth() {
    if (!readSession()) {
      resetSessionCheck();
      throw new Error('no session');
    }
    await sessionChecked();
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      resetSessionCheck();
      throw new Error('session expired');
    }
  },

  async getPermissions(): Promise<Permissions | undefined> {
    const session = readSession();
    return session ? permissionsOf(session) : undefined;
  },

  async getIdentity(): Promise<UserIdentity> {
    const session = readSession();
    if (!session) throw new Error('no session');
    return identityOf(session);
  },
};
