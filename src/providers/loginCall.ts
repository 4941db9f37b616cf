// The login call itself (doc 1 §7 POST /auth/login), with nothing else loaded: the login form's early submit
// (src/login/shell/earlyLogin.ts) sends it before the console's code is there, and authProvider.loginRequest
// sends it, or reads the answer of the early one, afterwards.
import { apiUrl } from '../config/appConfig';
import { storedLocale } from '../i18n/locales';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** Sends the login; answers the server's raw answer (read by authProvider.readLoginAnswer). */
export function sendLogin({ email, password }: LoginCredentials): Promise<Response> {
  return fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    // the interface language goes with it: the server writes the member's mails in it
    body: JSON.stringify({ email, password, locale: storedLocale() }),
  });
}
