// The forgotten-password flow (issue 9): a request changes nothing but mails a single-use, expiring reset link
// (only its hash stored); the link sets a new password and ends the account's sessions; the answer is the same
// for unknown emails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/repositories/token.ts';
import { ADMIN, backends, createTestApp, login, VIEWER, type TestApp } from './helpers.ts';

describe.each(backends)('password reset on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { publicUrl: 'https://esl.example.com' } });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const loginStatus = async (email: string, password: string) =>
    (await post('/auth/login', { email, password })).statusCode;
  const mails = (email: string) =>
    t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1 ORDER BY id', [email]);

  /** asks for a link and answers its token, read from the mail */
  async function resetToken(email: string): Promise<string> {
    const before = (await mails(email)).length;
    const answer = await post('/auth/forget/password', { email });
    expect(answer.json()).toMatchObject({ code: 1 });
    const body = await vi.waitFor(
      async () => {
        const queued = await mails(email);
        if (queued.length <= before) throw new Error('no mail yet');
        return queued.at(-1)!.body;
      },
      { timeout: 10_000, interval: 50 },
    );
    const link = /https:\/\/esl\.example\.com\/#\/reset-password\?(\S+)/.exec(body);
    expect(link, body).not.toBeNull();
    const query = new URLSearchParams(link![1]);
    expect(query.get('email')).toBe(email);
    return query.get('token')!;
  }

  it('changes nothing until the link is used: the old password keeps working, no forced change', async () => {
    const token = await resetToken(VIEWER.email);
    expect(await loginStatus(VIEWER.email, VIEWER.password)).toBe(200);
    const info = (await post('/auth/login', VIEWER)).json();
    expect(info.forceChange).toBe(false);
    // only the hash of the token is stored
    const stored = await t.db.query<{ tokenHash: string }>('SELECT "tokenHash" FROM password_resets');
    expect(stored.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const known = await post('/auth/forget/password', { email: ADMIN.email });
    const unknown = await post('/auth/forget/password', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(async () => expect((await mails(ADMIN.email)).length).toBeGreaterThan(0));
    expect(await mails('ghost@example.com')).toEqual([]);
  });

  it('the link sets a new password once, ends the sessions, and the old password stops', async () => {
    const email = 'reset.me@example.com';
    const signup = await post('/auth/signup', { name: 'R', email, mobile: '1', password: 'Before#2026' });
    expect(signup.json()).toMatchObject({ code: 1 });
    const session = await login(t.app, { email, password: 'Before#2026' });
    const token = await resetToken(email);
    const done = await post('/auth/reset/password', { email, token, password: 'After#2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: 1 });
    expect(await loginStatus(email, 'Before#2026')).toBe(401);
    expect(await loginStatus(email, 'After#2026')).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/login', headers: session })).statusCode).toBe(
      401,
    );
    const again = await post('/auth/reset/password', { email, token, password: 'Third#2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This password reset link is invalid or has expired.' });
    expect(await loginStatus(email, 'After#2026')).toBe(200);
  });

  it('refuses an expired link, a link of another email, a replaced link and a blank password', async () => {
    const email = 'expired@example.com';
    await post('/auth/signup', { name: 'E', email, mobile: '1', password: 'Keep#2026' });
    const old = await resetToken(email);
    const token = await resetToken(email);
    const refused = {
      message: 'This password reset link is invalid or has expired.',
      messageKey: 'app.serverMessages.resetLinkInvalid',
    };
    // a newer link replaces the older one
    expect((await post('/auth/reset/password', { email, token: old, password: 'New#2026x' })).json()).toEqual(
      refused,
    );
    const other = await post('/auth/reset/password', { email: VIEWER.email, token, password: 'New#2026x' });
    expect(other.json()).toEqual(refused);
    const blank = await post('/auth/reset/password', { email, token, password: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Fill in Password!' });
    await t.db.query(
      `UPDATE password_resets SET "expiresAt" = now() - interval '1 second' WHERE email = $1`,
      [email],
    );
    const expired = await post('/auth/reset/password', { email, token, password: 'New#2026x' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(refused);
    expect(await loginStatus(email, 'Keep#2026')).toBe(200);
  });
});
