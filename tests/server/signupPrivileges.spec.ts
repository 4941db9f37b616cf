// Self-registered accounts start without privileges, and the server log carries no secrets and no emails
// (issue 9): a signup gets the seeded 'No privileges' role, so server status, system alarms and the server log
// answer 403; a reader with the server privilege gets a log with secrets redacted and emails masked.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { download } from './downloadsHelpers.ts';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

describe.each(backends)('signup accounts and the server log on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let newcomer: Headers;
  const signup = { email: 'newcomer@example.com', name: 'N', mobile: '1', password: 'Newcomer#2026' };
  beforeAll(async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    t = await createTestApp(backend, { logger: createLogger('info', sink) });
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup });
    expect(answer.json()).toMatchObject({ code: 1 });
    newcomer = await login(t.app, signup);
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  it('a signup reads no server status, no system alarm and no server log', async () => {
    const serverId = (await t.db.query<{ id: string }>('SELECT id FROM servers ORDER BY id LIMIT 1'))[0].id;
    const info = (await call('GET', '/auth/login', newcomer)).json<{ privilege: object; role_id: number }>();
    expect(info.role_id).toBe(3);
    expect(Object.values(info.privilege).every((p: { read: boolean }) => !p.read)).toBe(true);
    const refused: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/status/server'],
      ['GET', `/status/server/${serverId}`],
      ['GET', `/system/status/server/${serverId}`],
      ['POST', `/history/alarm/server/${serverId}/search`, {}],
      ['POST', '/history/alarm/system/search', {}],
      ['POST', '/file/download', { type: 0, serverId }],
    ];
    for (const [method, url, payload] of refused)
      expect((await call(method, url, newcomer, payload)).statusCode, `${method} ${url}`).toBe(403);
  });

  it('the server log download has no secrets and masks every email', async () => {
    const serverId = (await t.db.query<{ id: string }>('SELECT id FROM servers ORDER BY id LIMIT 1'))[0].id;
    const manager = await login(t.app, MANAGER);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: MANAGER.email, password: 'Wrong#Secret1' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget/password',
      payload: { email: signup.email },
    });
    const mail = await vi.waitFor(async () => {
      const [row] = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [
        signup.email,
      ]);
      if (!row) throw new Error('no mail yet');
      return row.body;
    });
    const resetToken = /token=([^&\s]+)/.exec(mail)![1];
    await call('GET', `/auth/account/${encodeURIComponent(MANAGER.email)}`, manager);
    const { file } = await download(t.app, admin, { type: 0, serverId });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('## Recent log lines');
    const secrets = [
      manager['access-token'],
      newcomer['access-token'],
      admin['access-token'],
      MANAGER.password,
      'Wrong#Secret1',
      signup.password,
      resetToken,
    ];
    for (const secret of secrets) expect(file.body).not.toContain(secret);
    for (const email of [MANAGER.email, ADMIN.email, signup.email, 'manager%40example.com'])
      expect(file.body).not.toContain(email);
    expect(file.body).toContain('m***@example.com');
  });
});
