// THE ROUTE TEST: every API route registered in the app (read from the app itself) is guarded.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardPlugin, type RegisteredRoute } from '../../server/auth/guard.ts';
import { PRIVILEGE_KEYS } from '../../server/auth/privileges.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';

/** The calls docs/api.md exempts from the auth headers. */
const PUBLIC = [
  'POST /api/auth/login',
  'GET /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/forget/password',
  'POST /api/auth/reset/password',
  // the code step of a two-factor login: its challenge stands for the credentials (docs/api.md, issue 36)
  'POST /api/auth/login/otp',
  'GET /api/tag/status/collecting/store',
  // the same list over a websocket (docs/api.md: an upgrade, public)
  'GET /api/ws',
  'GET /api/version',
  // load balancers' and Kubernetes' probes (README "Health and readiness")
  'GET /api/health/live',
  'GET /api/health/ready',
  // single sign-on (issue 36): the enabled providers for the login page, the flow's start and the provider's
  // return (state, PKCE and the browser's cookie stand for the credentials), and the one-time code's exchange
  'GET /api/auth/sso/providers',
  'GET /api/auth/sso/:id/start',
  'GET /api/auth/sso/callback',
  'POST /api/auth/sso/exchange',
];

const areasOf = (route: RegisteredRoute): string[] =>
  Array.isArray(route.guard.privilege)
    ? route.guard.privilege
    : route.guard.privilege
      ? [route.guard.privilege]
      : [];

function fill(url: string, email: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'email' ? email : name === 'id' ? '1' : name === 'gwMac' ? '00:1B:00:00:00:01' : 'KR001',
  );
}

describe.each(backends)('every registered route on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  const sessions = new Map<string, Headers>();

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  /** A session whose role has every privilege except the given areas (none, or read only). */
  async function sessionWithout(areas: string[], keepRead: boolean): Promise<Headers> {
    const key = `${keepRead ? 'ro' : 'no'}-${areas.join('-')}`;
    const cached = sessions.get(key);
    if (cached) return cached;
    // role names are limited in length: a short name per combination of areas
    const name = `${keepRead ? 'ro' : 'no'}-${sessions.size + 1}`;
    const privilege = PRIVILEGE_KEYS.map(({ key, depth }) =>
      areas.includes(key)
        ? { key, depth, read: keepRead, write: false }
        : { key, depth, read: true, write: true },
    );
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: admin,
      payload: { name, privilege },
    });
    expect(role.statusCode).toBe(200);
    const email = `${name}@routes.test`;
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: admin,
      // every store: a 403 must come from the privilege, not from store scoping
      payload: {
        email,
        name,
        mobile: '1',
        password: 'Route#2026x',
        role_id: role.json().role_id,
        enableWholeStore: true,
      },
    });
    expect(account.statusCode).toBe(200);
    const headers = await login(t.app, { email, password: 'Route#2026x' });
    sessions.set(key, headers);
    return headers;
  }

  it('registers the API routes with their guards', () => {
    const routes = t.app.routeRegistry;
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const publicRoutes = routes
      .filter((r) => r.guard.public && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC].sort());
    // "any session" is only for logout, the caller's own second factor (issue 36: every person may add one,
    // whatever its role) and the store pickers' search (issue 39: the session's own stores, scoped in SQL):
    // everything else names its area
    const sessionRoutes = routes
      .filter((r) => r.guard.session && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(sessionRoutes.sort()).toEqual(
      [
        'POST /api/auth/logout',
        'GET /api/auth/twofactor',
        'POST /api/auth/twofactor/enrol',
        'POST /api/auth/twofactor/enrol/confirm',
        'POST /api/auth/twofactor/disable',
        'POST /api/auth/twofactor/recovery',
        'POST /api/store/options/search',
      ].sort(),
    );
  });

  it('answers 401 without a session on every non-public route', async () => {
    for (const route of t.app.routeRegistry.filter((r) => !r.guard.public)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url, ADMIN.email),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD')
        expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
          message: 'Authentication Failure.',
        });
      const forged = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url, ADMIN.email),
        headers: { 'access-token': 'forged', 'access-email': ADMIN.email },
      });
      expect(forged.statusCode, `${route.method} ${route.url} forged`).toBe(401);
    }
  });

  it('answers 403 on every privileged route for a role without its area, and on write routes for read-only', async () => {
    const privileged = t.app.routeRegistry.filter((r) => areasOf(r).length > 0);
    expect(privileged.length).toBeGreaterThanOrEqual(15);
    for (const route of privileged) {
      const areas = areasOf(route);
      const cases: Array<[string, Headers]> = [['without the area', await sessionWithout(areas, false)]];
      if (route.guard.access === 'write') cases.push(['with read only', await sessionWithout(areas, true)]);
      for (const [label, headers] of cases) {
        // the target email is never the caller's own: "or own email" must not open the route
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.url, ADMIN.email),
          headers,
          payload:
            route.method === 'GET' || route.method === 'HEAD'
              ? undefined
              : { email: ADMIN.email, name: 'x', storeCode: 'KR001' },
        });
        expect(response.statusCode, `${route.method} ${route.url} ${label}`).toBe(403);
        if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ message: 'Permission denied.' });
      }
    }
  });

  it('lets the same routes through for role 0 (no 401/403)', async () => {
    for (const route of t.app.routeRegistry.filter((r) => r.method === 'GET' && !r.guard.public)) {
      const response = await t.app.inject({
        method: 'GET',
        url: fill(route.url, ADMIN.email),
        headers: admin,
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });
});

describe('route registration', () => {
  it('refuses a route that declares no guard', async () => {
    const app = Fastify();
    app.decorate('routeRegistry', []);
    const start = async () => {
      await app.register(
        async (api) => {
          await guardPlugin(api);
          api.get('/unguarded', async () => ({}));
        },
        { prefix: '/api' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/unguarded declares no guard/);
  });

  it('refuses a privilege without an access', async () => {
    const app = Fastify();
    app.decorate('routeRegistry', []);
    const start = async () => {
      await app.register(async (api) => {
        await guardPlugin(api);
        api.get('/half', { config: { privilege: 'tag' } }, async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no guard/);
  });
});
