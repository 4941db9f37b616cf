// Drives a single sign-on through the real test provider (tests/support/oidcProvider.ts) as a browser would: the
// console's start (a cookie kept), the provider's pages (its own cookies, its development login form posted), and
// back to the console's redirect URI, whose answer is the login page's URL with a code or an error key.
import type { FastifyInstance } from 'fastify';
import { postJson } from './helpers.ts';

/** a cookie jar of one site: name → value, from Set-Cookie headers */
class Jar {
  readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

const setCookiesOf = (header: string | string[] | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [header];

export interface SsoRun {
  /** where the console's callback sent the browser: /#/sso?code=... or ?error=... */
  landing: URL;
  code?: string;
  error?: string;
}

export interface SsoBrowser {
  /** the console's start: its 302 location (the provider, or the login page with an error) */
  start(providerId: number): Promise<URL>;
  /** signs `login` in at the provider from its authorization URL: the redirect URI it sends the browser to */
  atProvider(authorization: URL, login: string): Promise<URL>;
  /** the console's callback with this URL (the browser's cookie unless `withoutCookie`) */
  callback(url: URL, options?: { withoutCookie?: boolean }): Promise<SsoRun>;
  /** the whole sign-in, start to the console's answer */
  signIn(providerId: number, login: string): Promise<SsoRun>;
}

export function ssoBrowser(app: FastifyInstance): SsoBrowser {
  const consoleJar = new Jar();
  const providerJar = new Jar();

  const landingOf = (location: string): SsoRun => {
    const landing = new URL(location);
    const query = new URLSearchParams(landing.hash.split('?')[1] ?? '');
    return { landing, code: query.get('code') ?? undefined, error: query.get('error') ?? undefined };
  };

  const browser: SsoBrowser = {
    async start(providerId) {
      const r = await app.inject({ method: 'GET', url: `/api/auth/sso/${providerId}/start` });
      if (r.statusCode !== 302) throw new Error(`start answered ${r.statusCode} ${r.body}`);
      consoleJar.take(setCookiesOf(r.headers['set-cookie']));
      return new URL(String(r.headers.location));
    },

    async atProvider(authorization, login) {
      let url = authorization;
      let posted = false;
      for (let hop = 0; hop < 10; hop++) {
        const r = await fetch(url, { redirect: 'manual', headers: { cookie: providerJar.header() } });
        providerJar.take(r.headers.getSetCookie());
        const location = r.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (next.origin !== authorization.origin) return next;
          url = next;
          continue;
        }
        const page = await r.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        if (r.status !== 200 || !action || posted)
          throw new Error(`provider page ${r.status}: ${page.slice(0, 300)}`);
        posted = true;
        const submit = await fetch(new URL(action, url), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: providerJar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        });
        providerJar.take(submit.headers.getSetCookie());
        url = new URL(submit.headers.get('location') ?? '', url);
      }
      throw new Error('the provider did not send the browser back');
    },

    async callback(url, options = {}) {
      const r = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: options.withoutCookie ? {} : { cookie: consoleJar.header() },
      });
      if (r.statusCode !== 302) throw new Error(`callback answered ${r.statusCode} ${r.body}`);
      return landingOf(String(r.headers.location));
    },

    async signIn(providerId, login) {
      const authorization = await browser.start(providerId);
      if (authorization.hash.startsWith('#/sso')) return landingOf(authorization.href);
      return browser.callback(await browser.atProvider(authorization, login));
    },
  };
  return browser;
}

/** the session user info of a sign-in's one-time code */
export async function exchange(
  app: FastifyInstance,
  code: string,
): Promise<{
  status: number;
  body: { accessToken: string; email: string; role_id: number; store: string[] };
}> {
  return postJson(app, undefined, '/auth/sso/exchange', { code });
}
