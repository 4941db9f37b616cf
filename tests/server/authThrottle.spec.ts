// Throttling of login, signup, forgotten password and reset (issue 9): per email and per address, 429 with a
// message and Retry-After; other emails and other calls keep their own counters. Logins count failures only, a
// successful login clears its address's failures, the counters are in the database (every instance counts the
// same), and behind a trusted proxy the address is X-Forwarded-For's (issue 21). Logins of an unknown email cost
// the same scrypt time as of a known one.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import { MESSAGES } from '../../server/http/errors.ts';
import { messageBody } from '../../server/http/messages.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const [backend] = backends;

async function withApp(
  limits: Partial<Config> & { authLimitPerAddress: number; authLimitPerEmail: number },
  body: (t: TestApp) => Promise<void>,
) {
  const t = await createTestApp(backend, { config: limits });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const post = (
  t: Pick<TestApp, 'app'>,
  url: string,
  payload: object,
  remoteAddress = '127.0.0.1',
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress, headers });

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const wrong = (i: number) => ({ email: `nobody${i}@example.com`, password: 'Wrong#2026' });

describe('auth throttling', () => {
  it('login: the fourth try of one email answers 429 with a message; another email still answers', async () => {
    await withApp({ authLimitPerAddress: 100, authLimitPerEmail: 3 }, async (t) => {
      const wrong = { email: 'viewer@example.com', password: 'Wrong#2026' };
      for (let i = 0; i < 3; i++) expect((await post(t, '/auth/login', wrong)).statusCode).toBe(401);
      const limited = await post(t, '/auth/login', wrong, '10.0.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(messageBody(MESSAGES.tooManyAttempts));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const other = await post(t, '/auth/login', { email: 'admin@example.com', password: 'Admin#2026' });
      expect(other.statusCode).toBe(200);
    });
  });

  it('login, signup and forgotten password: per address, each call its own counter', async () => {
    await withApp({ authLimitPerAddress: 2, authLimitPerEmail: 100 }, async (t) => {
      for (const email of ['a1@example.com', 'a2@example.com'])
        expect((await post(t, '/auth/login', { email, password: 'x' })).statusCode).toBe(401);
      expect((await post(t, '/auth/login', { email: 'a3@example.com', password: 'x' })).statusCode).toBe(429);
      expect(
        (await post(t, '/auth/login', { email: 'a3@example.com', password: 'x' }, '10.0.0.2')).statusCode,
      ).toBe(401);

      const signup = (email: string) =>
        post(t, '/auth/signup', { email, name: 'N', mobile: '1', password: 'Signup#2026' });
      expect((await signup('viewer@example.com')).json()).toMatchObject({
        code: 0,
        message: 'This email is already registered.',
      });
      expect((await signup('admin@example.com')).statusCode).toBe(200);
      const probing = await signup('manager@example.com');
      expect(probing.statusCode).toBe(429);
      expect(probing.json()).toEqual(messageBody(MESSAGES.tooManyAttempts));

      for (let i = 0; i < 2; i++)
        expect((await post(t, '/auth/forget/password', { email: `f${i}@example.com` })).statusCode).toBe(200);
      expect((await post(t, '/auth/forget/password', { email: 'f3@example.com' })).statusCode).toBe(429);
      for (let i = 0; i < 2; i++)
        expect(
          (await post(t, '/auth/reset/password', { email: 'r@example.com', token: 'x', password: 'y' }))
            .statusCode,
        ).toBe(400);
      const reset = await post(t, '/auth/reset/password', {
        email: 'r@example.com',
        token: 'x',
        password: 'y',
      });
      expect(reset.statusCode).toBe(429);
    });
  });

  it('login counts failures, not successes: one address signs in past its limit; a success clears its failures', async () => {
    await withApp({ authLimitPerAddress: 3, authLimitPerEmail: 100 }, async (t) => {
      for (let i = 0; i < 5; i++) expect((await post(t, '/auth/login', ADMIN)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await post(t, '/auth/login', wrong(i))).statusCode).toBe(401);
      expect((await post(t, '/auth/login', ADMIN)).statusCode).toBe(200);
      // the success cleared the two failures: three more before the limit
      for (let i = 2; i < 5; i++) expect((await post(t, '/auth/login', wrong(i))).statusCode).toBe(401);
      const limited = await post(t, '/auth/login', ADMIN);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // another address is not concerned
      expect((await post(t, '/auth/login', ADMIN, '10.0.0.7')).statusCode).toBe(200);
    });
  });

  it('counts within the window only, and prunes older attempts', async () => {
    await withApp(
      { authLimitPerAddress: 2, authLimitPerEmail: 100, authLimitWindowSeconds: 60 },
      async (t) => {
        await t.db.query(
          `INSERT INTO auth_attempts (call, key, at) SELECT 'login', 'address:127.0.0.1', now() - interval '61 seconds'
         FROM generate_series(1, 5)`,
        );
        expect((await post(t, '/auth/login', wrong(0))).statusCode).toBe(401);
        const rows = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM auth_attempts WHERE at < now() - interval '60 seconds'`,
        );
        expect(rows[0]!.n).toBe(0);
        expect((await post(t, '/auth/login', wrong(1))).statusCode).toBe(401);
        expect((await post(t, '/auth/login', wrong(2))).statusCode).toBe(429);
      },
    );
  });

  it('behind a trusted proxy (TRUST_PROXY) the address is the X-Forwarded-For client; otherwise the header is ignored', async () => {
    const forwarded = (client: string) => ({ 'x-forwarded-for': client });
    await withApp({ authLimitPerAddress: 2, authLimitPerEmail: 100, trustProxy: '127.0.0.1' }, async (t) => {
      for (let i = 0; i < 2; i++)
        expect(
          (await post(t, '/auth/login', wrong(i), '127.0.0.1', forwarded('203.0.113.5'))).statusCode,
        ).toBe(401);
      expect((await post(t, '/auth/login', ADMIN, '127.0.0.1', forwarded('203.0.113.5'))).statusCode).toBe(
        429,
      );
      // another client behind the same proxy signs in
      expect((await post(t, '/auth/login', ADMIN, '127.0.0.1', forwarded('203.0.113.6'))).statusCode).toBe(
        200,
      );
      // a connection that is not the proxy cannot choose its address
      for (let i = 0; i < 2; i++)
        expect(
          (await post(t, '/auth/login', wrong(i), '10.0.0.3', forwarded(`198.51.100.${i}`))).statusCode,
        ).toBe(401);
      expect((await post(t, '/auth/login', ADMIN, '10.0.0.3', forwarded('198.51.100.9'))).statusCode).toBe(
        429,
      );
    });
    await withApp({ authLimitPerAddress: 2, authLimitPerEmail: 100 }, async (t) => {
      for (let i = 0; i < 2; i++)
        expect(
          (await post(t, '/auth/login', wrong(i), '127.0.0.1', forwarded(`198.51.100.${i}`))).statusCode,
        ).toBe(401);
      expect((await post(t, '/auth/login', ADMIN, '127.0.0.1', forwarded('198.51.100.9'))).statusCode).toBe(
        429,
      );
    });
  });

  it('TRUST_PROXY takes addresses and CIDRs; anything else stops the start', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('the default limits protect: the configuration caps the attempts of one email', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    const defaults = loadConfig({});
    expect(defaults.authLimitPerEmail).toBeLessThanOrEqual(20);
    expect(defaults.authLimitPerAddress).toBeLessThanOrEqual(100);
  });
});

describe.each(backends)('auth throttling across instances on $name', (each) => {
  it('a limit reached on one instance applies on another on the same database, and a success on either clears it', async () => {
    const limits = { authLimitPerAddress: 3, authLimitPerEmail: 100 };
    const first = await createTestApp(each, { config: limits });
    const second = await buildApp({ config: testConfig({ ...limits, heartbeatMs: 60_000 }), db: first.db });
    try {
      for (let i = 0; i < 2; i++) expect((await post(first, '/auth/login', wrong(i))).statusCode).toBe(401);
      expect((await post({ app: second }, '/auth/login', wrong(2))).statusCode).toBe(401);
      expect((await post(first, '/auth/login', ADMIN)).statusCode).toBe(429);
      expect((await post({ app: second }, '/auth/login', ADMIN)).statusCode).toBe(429);
      await first.db.query(`DELETE FROM auth_attempts WHERE key = 'address:127.0.0.1' AND call = 'login'`);
      for (let i = 0; i < 2; i++) expect((await post(first, '/auth/login', wrong(i))).statusCode).toBe(401);
      expect((await post({ app: second }, '/auth/login', ADMIN)).statusCode).toBe(200);
      for (let i = 0; i < 2; i++) expect((await post(first, '/auth/login', wrong(i))).statusCode).toBe(401);
      expect((await post({ app: second }, '/auth/login', wrong(3))).statusCode).toBe(401);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('login timing', () => {
  it('an unknown email takes as long as a wrong password of a known one (dummy hash)', async () => {
    await withApp({ authLimitPerAddress: 1000, authLimitPerEmail: 1000 }, async (t) => {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const time = async (email: string) => {
        const started = performance.now();
        const answer = await post(t, '/auth/login', { email, password: 'Wrong#2026' });
        expect(answer.statusCode).toBe(401);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // alternate, so a slow phase of a busy machine hits both; the lock (5 failures) is reset in between
      for (let i = 0; i < 7; i++) {
        await t.db.query(`UPDATE accounts SET "failCount" = 0 WHERE email = 'manager@example.com'`);
        known.push(await time('manager@example.com'));
        unknown.push(await time(`nobody${i}@example.com`));
      }
      // main: 3.8 ms against 78 ms; with the dummy hash both run one scrypt
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
    });
  });
});
