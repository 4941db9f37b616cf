// Throttling of login, signup, forgotten password and reset (issue 9): per email and per address, 429 with a
// message and Retry-After; other emails and other calls keep their own counters. Logins of an unknown email cost
// the same scrypt time as of a known one.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/errors.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const [backend] = backends;

async function withApp(
  limits: { authLimitPerAddress: number; authLimitPerEmail: number },
  body: (t: TestApp) => Promise<void>,
) {
  const t = await createTestApp(backend, { config: limits });
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

const post = (t: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

describe('auth throttling', () => {
  it('login: the fourth try of one email answers 429 with a message; another email still answers', async () => {
    await withApp({ authLimitPerAddress: 100, authLimitPerEmail: 3 }, async (t) => {
      const wrong = { email: 'viewer@example.com', password: 'Wrong#2026' };
      for (let i = 0; i < 3; i++) expect((await post(t, '/auth/login', wrong)).statusCode).toBe(401);
      const limited = await post(t, '/auth/login', wrong, '10.0.0.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: MESSAGES.tooManyAttempts });
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
      expect((await signup('viewer@example.com')).json()).toEqual({
        code: 0,
        message: 'This email is already registered.',
      });
      expect((await signup('admin@example.com')).statusCode).toBe(200);
      const probing = await signup('manager@example.com');
      expect(probing.statusCode).toBe(429);
      expect(probing.json()).toEqual({ message: MESSAGES.tooManyAttempts });

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

  it('the default limits protect: the configuration caps the attempts of one email', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    const defaults = loadConfig({});
    expect(defaults.authLimitPerEmail).toBeLessThanOrEqual(20);
    expect(defaults.authLimitPerAddress).toBeLessThanOrEqual(100);
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
