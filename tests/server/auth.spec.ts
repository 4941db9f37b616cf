import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, MANAGER, type TestApp } from './helpers.ts';

describe.each(backends)('session calls on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const history = (email: string) =>
    t.db.query<{ ip: string; type: number; success: boolean; locked: boolean }>(
      'SELECT ip, type, success, locked FROM login_history WHERE email = $1 ORDER BY id',
      [email],
    );

  it('login answers the session user info with privileges, stores and flags', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: MANAGER });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      email: MANAGER.email,
      authenticated: true,
      role_id: 1,
      store: ['KR001', 'JP001'],
      systemConfig: {
        site: '',
        enableTagStatusCheck: false,
        imageBaseUpdate: false,
        enableTagUpdateHistory: false,
      },
      weakPwd: false,
      expireSoon: false,
      forceChange: false,
      adfs: false,
    });
    expect(info.accessToken).toMatch(/^[\w-]{43}$/);
    expect(info.privilege.store).toEqual({ read: true, write: true });
    expect(info.privilege.member).toEqual({ read: false, write: false });
    const rows = await history(MANAGER.email);
    expect(rows.at(-1)).toMatchObject({ type: 0, success: true, locked: false });
    expect(rows.at(-1)?.ip).toBeTruthy();
  });

  it('role 0 gets every key of the privilege tree, read and write', async () => {
    const info = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN })).json();
    for (const key of [
      'dashboard',
      'member',
      'role',
      'setting',
      'server_config',
      'store_config',
      'alias',
      'plus',
    ]) {
      expect(info.privilege[key]).toEqual({ read: true, write: true });
    }
  });

  it('an empty email or password is refused with the login messages', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ' ', password: 'x' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: 'Enter Email, Please!' });
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c' },
    });
    expect(noPassword.json()).toMatchObject({ message: 'Enter Password, Please!' });
  });

  it('a wrong password is refused and recorded; the fifth failure locks the account', async () => {
    const email = 'lockme@example.com';
    const admin = await login(t.app, ADMIN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: admin,
      payload: { email, name: 'Lock Me', mobile: '010', password: 'Lock#2026x', role_id: 1 },
    });
    expect(created.statusCode).toBe(200);
    for (let i = 1; i <= 4; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong' },
      });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ message: 'Authentication Failure.' });
    }
    const fifth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong' },
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ message: 'This account is locked.' });
    // locked: even the right password is refused
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Lock#2026x' },
    });
    expect(right.json()).toMatchObject({ message: 'This account is locked.' });
    const rows = await history(email);
    expect(rows.map((r) => [r.type, r.success, r.locked])).toEqual([
      [0, false, false],
      [0, false, false],
      [0, false, false],
      [0, false, false],
      [0, false, true],
      [0, false, true],
    ]);
    const [alarm] = await t.db.query<{ type: string }>(
      `SELECT type FROM alarm_history WHERE "sourceId" = $1`,
      [email],
    );
    expect(alarm?.type).toBe('ACCOUNT LOCKED');
    // unlock lets the right password in again
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/unlock',
      headers: admin,
      payload: { email },
    });
    expect(unlocked.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Lock#2026x' },
    });
    expect(after.statusCode).toBe(200);
  });

  it('an unknown account is refused and still lands in login history', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(r.statusCode).toBe(401);
    expect(await history('nobody@example.com')).toHaveLength(1);
  });

  it('the session check answers the user info for a live token and 401 otherwise', async () => {
    const headers = await login(t.app, MANAGER);
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/login', headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: MANAGER.email, accessToken: headers['access-token'] });
    const wrongEmail = await t.app.inject({
      method: 'GET',
      url: '/api/auth/login',
      headers: { ...headers, 'access-email': ADMIN.email },
    });
    expect(wrongEmail.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(none.statusCode).toBe(401);
  });

  it('tokens are stored hashed and expire', async () => {
    const headers = await login(t.app, MANAGER);
    const stored = await t.db.query<{ tokenHash: string; hours: number }>(
      `SELECT "tokenHash", extract(epoch FROM "expiresAt" - "createdAt") / 3600 AS hours FROM sessions ORDER BY "createdAt" DESC LIMIT 1`,
    );
    expect(stored[0].tokenHash).not.toContain(headers['access-token']);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(Number(stored[0].hours))).toBe(12);
    expect((await t.app.inject({ method: 'GET', url: '/api/status/store', headers })).statusCode).toBe(200);
    await t.db.query(`UPDATE sessions SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = $1`, [
      stored[0].tokenHash,
    ]);
    const expired = await t.app.inject({ method: 'GET', url: '/api/status/store', headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: 'Authentication Failure.' });
  });

  it('logout kills the token and records a logout row', async () => {
    const headers = await login(t.app, MANAGER);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/login', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/status/store', headers })).statusCode).toBe(401);
    expect((await history(MANAGER.email)).at(-1)).toMatchObject({ type: 1, success: true });
  });

  it('signup creates an account with the signup role and no store, answering code 1, then code 0 for the same email', async () => {
    const payload = {
      name: 'New Person',
      email: 'New.Person@example.com',
      mobile: '010-1234',
      password: 'Signup#2026',
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 1 });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(again.json()).toMatchObject({ code: 0, message: 'This email is already registered.' });
    const info = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'new.person@example.com', password: 'Signup#2026' },
      })
    ).json();
    expect(info).toMatchObject({ role_id: 3, store: [], enableWholeStore: false });
    expect(Object.values(info.privilege).some((p) => (p as { read: boolean }).read)).toBe(false);
  });

  it('signup checks its fields in the spec order', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Enter Email, please!'],
      [{ email: 'a@b.c' }, 'Enter Name, please!'],
      [{ email: 'a@b.c', name: 'A' }, 'Enter Phone, please!'],
      [{ email: 'a@b.c', name: 'A', mobile: ' ' }, 'Enter Phone, please!'],
      [{ email: 'a@b.c', name: 'A', mobile: '1' }, 'Enter Password, please!'],
    ];
    for (const [payload, message] of cases) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ message });
    }
  });

  it('a forced change (after an admin reset) allows only the own password change and logout', async () => {
    const email = 'forgetful@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'F', email, mobile: '1', password: 'Forget#2026' },
    });
    const admin = await login(t.app, ADMIN);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/account/reset',
      headers: admin,
      payload: { email },
    });
    const temporary = reset.json<{ password: string }>().password;
    const info = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: temporary } })
    ).json();
    expect(info.forceChange).toBe(true);
    const headers = { 'access-token': info.accessToken, 'access-email': email };
    const blocked = await t.app.inject({ method: 'GET', url: '/api/status/store', headers });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: 'Password change required.' });
    const otherAccount = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      headers,
      payload: { email: ADMIN.email, password: 'x' },
    });
    expect(otherAccount.statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      headers,
      payload: { email, password: 'Changed#2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ forceChange: false });
    expect(changed.json()).not.toHaveProperty('passwordHash');
    const relogin = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Changed#2026' },
      })
    ).json();
    expect(relogin.forceChange).toBe(false);
  });

  it('weak passwords are flagged and old ones expire soon', async () => {
    const email = 'weak@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'W', email, mobile: '1', password: 'weakweak' },
    });
    const info = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'weakweak' } })
    ).json();
    expect(info).toMatchObject({ weakPwd: true, expireSoon: false });
    await t.db.query(`UPDATE accounts SET "lastPwdChanged" = now() - interval '80 days' WHERE email = $1`, [
      email,
    ]);
    const later = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'weakweak' } })
    ).json();
    expect(later).toMatchObject({ expireSoon: true, forceChange: false });
    await t.db.query(`UPDATE accounts SET "lastPwdChanged" = now() - interval '91 days' WHERE email = $1`, [
      email,
    ]);
    const expired = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'weakweak' } })
    ).json();
    expect(expired.forceChange).toBe(true);
  });
});
