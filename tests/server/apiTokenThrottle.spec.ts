// Issue 35: each API token is throttled on its own (API_TOKEN_RATE_PER_SECOND, counted in the database): above the
// rate a 429 with Retry-After and its message; another token, and the login throttle, are unaffected.
import { describe, expect, it } from 'vitest';
import { ADMIN, backends, signedInApp } from './helpers.ts';
import { bearer, createToken } from './apiTokenHelpers.ts';

const RATE = 5;
const URL = '/api/status/store/KR001/gw/search';

describe.each(backends)('API token throttle on $name', (backend) => {
  const s = signedInApp(backend, { config: { apiTokenRatePerSecond: RATE } });

  /** `count` calls at once with the secret: their answers */
  const burst = (secret: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        s.t.app.inject({ method: 'POST', url: URL, headers: bearer(secret), payload: {} }),
      ),
    );

  it('over the rate: 429 with Retry-After; another token is unaffected; login still works', async () => {
    const busy = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    const calm = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    // a burst far above the rate: whatever second boundaries it spans, some of it is refused
    const answers = await burst(busy.secret, RATE * 6);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.statusCode !== 429).every((r) => r.statusCode === 200)).toBe(true);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.json()).toMatchObject({ messageKey: 'app.serverMessages.tokenRateExceeded' });
    const [other] = await burst(calm.secret, 1);
    expect(other!.statusCode).toBe(200);
    const login = await s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
  });

  it('the count is one row per token and second, shared by every instance (the database)', async () => {
    const token = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    await burst(token.secret, 3);
    const rows = await s.t.db.query<{ requests: number }>(
      'SELECT requests FROM api_token_rate WHERE "tokenId" = $1',
      [token.id],
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((n, r) => n + r.requests, 0)).toBeLessThanOrEqual(3);
  });
});
