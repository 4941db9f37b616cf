// The named methods of the access-control area (doc 1 §2.9): account unlock and reset, sign-up, password
// reset and change, the own account, and the server status of the header; part of the app's data provider.
import type { Request } from './dataProvider';
import type { Row } from './resourceApi';

export interface AccessControlMethods {
  unlock(email: string): Promise<unknown>;
  reset(email: string): Promise<{ email: string; password: string }>;
  signup(body: {
    name: string;
    email: string;
    mobile: string;
    password: string;
  }): Promise<{ code: number; message?: string }>;
  forgetPassword(email: string): Promise<{ code: number; message?: string }>;
  /** the mailed reset link's email and token with the new password */
  resetPassword(body: {
    email: string;
    token: string;
    password: string;
  }): Promise<{ code: number; message?: string }>;
  changePassword(body: { email: string; password: string }): Promise<unknown>;
  updateOwnAccount(body: {
    email: string;
    name?: string;
    mobile?: string;
    password?: string;
  }): Promise<unknown>;
  serverStatus(): Promise<Record<string, Row[]>>;
}

export function accessControlMethods(request: Request): AccessControlMethods {
  return {
    unlock: (email) => request('/auth/account/unlock', { method: 'POST', body: { email } }),
    reset: (email) => request('/auth/account/reset', { method: 'POST', body: { email } }),
    signup: (body) => request('/auth/signup', { method: 'POST', body, anonymous: true }),
    forgetPassword: (email) =>
      request('/auth/forget/password', { method: 'POST', body: { email }, anonymous: true }),
    resetPassword: (body) => request('/auth/reset/password', { method: 'POST', body, anonymous: true }),
    changePassword: (body) => request('/auth/account', { method: 'PUT', body }),
    updateOwnAccount: (body) => request('/auth/account', { method: 'PUT', body }),
    serverStatus: async () => {
      const answer = await request<unknown>('/status/server');
      if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
        return Object.fromEntries(
          Object.entries(answer as Record<string, unknown>).filter(([, rows]) => Array.isArray(rows)),
        ) as Record<string, Row[]>;
      }
      return {};
    },
  };
}
