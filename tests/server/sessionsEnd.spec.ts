// Sessions die with the password or the lock (issue 9): a password change ends the account's other sessions,
// a lock (after failed logins) ends them all, an admin reset too, and a session opened before a lock stops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';

describe.each(backends)('sessions end on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(backend, { config: { lockAfterFailures: 3 } });
    admin = await login(t.app, { email: 'admin@example.com', password: 'Admin#2026' });
  });
  afterAll(async () => t?.close());

  const alive = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/login', headers })).statusCode === 200;
  const account = async (email: string, password: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: admin,
      payload: { email, name: 'S', mobile: '1', password, role_id: 2 },
    });
    expect(created.statusCode, created.body).toBe(200);
    return { email, password };
  };

  it("changing one's password ends the other sessions, not the caller's", async () => {
    const who = await account('change@example.com', 'Change#2026');
    const mine = await login(t.app, who);
    const other = await login(t.app, who);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      headers: mine,
      payload: { email: who.email, password: 'Changed#2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
  });

  it("an administrator's password change ends all the account's sessions", async () => {
    const who = await account('changed.by.admin@example.com', 'Change#2026');
    const session = await login(t.app, who);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      headers: admin,
      payload: { email: who.email, password: 'Changed#2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await alive(session)).toBe(false);
    expect(await alive(admin)).toBe(true);
  });

  it('a lock after failed logins ends the sessions opened before it', async () => {
    const who = await account('locked@example.com', 'Lock#2026x');
    const session = await login(t.app, who);
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: who.email, password: 'Wrong#2026' },
      });
    expect(await alive(session)).toBe(false);
    const store = await t.app.inject({ method: 'GET', url: '/api/status/store', headers: session });
    expect(store.statusCode).toBe(401);
  });

  it('a session of a locked account stops working even when its row survives', async () => {
    const who = await account('locked.row@example.com', 'Lock#2026x');
    const session = await login(t.app, who);
    await t.db.query('UPDATE accounts SET locked = true WHERE email = $1', [who.email]);
    expect(await alive(session)).toBe(false);
    await t.db.query('UPDATE accounts SET locked = false WHERE email = $1', [who.email]);
  });

  it('an admin reset ends the sessions', async () => {
    const who = await account('reset@example.com', 'Reset#2026x');
    const session = await login(t.app, who);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/reset',
      headers: admin,
      payload: { email: who.email },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    expect(await alive(session)).toBe(false);
  });
});
