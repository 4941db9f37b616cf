// System scripts are the keys to the house (issue 21): the third-party authentication script is saved only by
// role 0 and never signs role 0 in; it accepts only accounts that exist and are not locked, and never changes a
// role or stores; its failures are recorded without what it saw; every save of a system script raises SYSTEM
// SCRIPT SAVED naming who saved it, mails role 0 and keeps the replaced version for the editor's restore.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates.ts';
import { ADMIN, backends, login, postJson, signedInApp, VIEWER, type Headers } from './helpers.ts';

interface Saved {
  code: string;
  useType: string;
  updatedBy: string;
}
interface Version {
  id: number;
  code: string;
  useType: string;
  savedBy: string | null;
  replacedBy: string;
}

const ACCEPT_ALL = `function authenticate({ email }) {
  return { accept: true, name: 'x', role_id: 0, store: [], enableWholeStore: true };
}`;

describe.each(backends)('system scripts on $name', (backend) => {
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const { t, admin, viewer } = signedInApp(backend, { logger: createLogger('info', sink) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const loginAs = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const account = (email: string) =>
    t.db
      .query<{ name: string; role_id: number; store: string[] | null; enableWholeStore: boolean | null }>(
        `SELECT name, role_id, store, "enableWholeStore" FROM accounts WHERE email = $1`,
        [email],
      )
      .then((rows) => rows[0]);
  const saveAuth = (headers: Headers, code: string, useType = 'custom') =>
    postJson<Saved & { message?: string }>(t.app, headers, '/auth/3rd/party', { code, useType });

  /** an account with setting read/write that sees every store, not role 0 */
  async function wholeStoreScripter(): Promise<Headers> {
    const role = await postJson<{ role_id: number }>(t.app, admin, '/auth/role', {
      name: 'Whole-store scripter',
      privilege: [{ key: 'setting', depth: 0, read: true, write: true }],
    });
    expect(role.status).toBe(200);
    const who = { email: 'whole-store@example.com', password: 'Scripter#2026' };
    const created = await postJson(t.app, admin, '/auth/account', {
      ...who,
      name: 'Whole store',
      mobile: '010',
      role_id: role.body.role_id,
      store: [],
      enableWholeStore: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return login(t.app, who);
  }

  it('only role 0 saves or switches the third-party authentication script; role 0 signs in with its own password only', async () => {
    const scripter = await wholeStoreScripter();
    const refused = await saveAuth(scripter, ACCEPT_ALL);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only a role 0 account may save the third-party authentication script.',
    );
    expect((await saveAuth(scripter, '', 'none')).status).toBe(403);
    // the whole-store account still saves the other system scripts' default entries
    expect(
      (await postJson(t.app, scripter, '/tag/decorator/store/default', { code: '', useType: 'none' })).status,
    ).toBe(200);
    expect((await loginAs(ADMIN.email, 'anything')).statusCode).toBe(401);

    // even a script role 0 saved does not sign role 0 in, nor rename it
    const adminName = (await account(ADMIN.email)).name;
    expect((await saveAuth(admin, ACCEPT_ALL)).status).toBe(200);
    try {
      expect((await loginAs(ADMIN.email, 'anything')).statusCode).toBe(401);
      expect((await loginAs(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
      expect((await account(ADMIN.email)).name).toBe(adminName);
    } finally {
      expect((await saveAuth(admin, '', 'none')).status).toBe(200);
    }
  });

  it('a script accepts only accounts that exist and are not locked, and never changes a role or stores', async () => {
    const before = await account(VIEWER.email);
    expect((await saveAuth(admin, ACCEPT_ALL)).status).toBe(200);
    try {
      const accepted = await loginAs(VIEWER.email, 'anything');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ role_id: before.role_id, name: 'x' });
      expect(await account(VIEWER.email)).toEqual({ ...before, name: 'x' });
      expect((await loginAs('nobody@example.com', 'anything')).statusCode).toBe(401);
      await t.db.query('UPDATE accounts SET locked = true WHERE email = $1', [VIEWER.email]);
      expect((await loginAs(VIEWER.email, 'anything')).statusCode).toBe(423);
    } finally {
      await t.db.query('UPDATE accounts SET locked = false, name = $2 WHERE email = $1', [
        VIEWER.email,
        before.name,
      ]);
      expect((await saveAuth(admin, '', 'none')).status).toBe(200);
    }
  });

  it('a failing script: the login says only that it failed; the alarm and the log hold the error class and line, never the password', async () => {
    const typed = 'Typed#Secret-4711';
    expect(
      (
        await saveAuth(
          admin,
          `function authenticate({ email, password }) {
  throw new Error('typed ' + password);
}`,
        )
      ).status,
    ).toBe(200);
    try {
      const failed = await loginAs(VIEWER.email, typed);
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toMatchObject({ message: 'Third-party authentication failed.' });
      const alarms = await t.db.query<{ data: unknown }>(
        `SELECT data FROM alarm_history WHERE type = 'THIRD PARTY AUTH EXCEPTION'`,
      );
      expect(alarms.map((a) => a.data)).toContainEqual({ target: 'default', errorClass: 'Error', line: 2 });
      const history = await postJson<{ data: unknown[] }>(t.app, viewer, '/history/alarm/system/search', {
        start: 0,
        length: 100,
      });
      expect(JSON.stringify(history.body)).not.toContain(typed);
      expect(JSON.stringify(alarms)).not.toContain(typed);
      expect(logLines.join('')).toContain('third-party authentication script failed');
      expect(logLines.join('')).not.toContain(typed);
    } finally {
      expect((await saveAuth(admin, '', 'none')).status).toBe(200);
    }
  });

  it('every save raises SYSTEM SCRIPT SAVED naming who saved it and mails role 0; the replaced version is restored', async () => {
    const path = '/paper/parser/store/KR001';
    const first = SCRIPT_TEMPLATES.paperParser;
    const second = 'function parsePaper(text) { return []; }';
    const alarmsBefore = await t.db.query(`SELECT id FROM alarm_history WHERE type = 'SYSTEM SCRIPT SAVED'`);
    expect((await postJson(t.app, admin, path, { code: first, useType: 'custom' })).status).toBe(200);
    expect((await postJson(t.app, admin, path, { code: second, useType: 'custom' })).status).toBe(200);

    const alarms = await t.db.query<{ sourceId: string; data: Record<string, unknown> }>(
      `SELECT "sourceId", data FROM alarm_history WHERE type = 'SYSTEM SCRIPT SAVED' ORDER BY id`,
    );
    expect(alarms.length - alarmsBefore.length).toBe(2);
    expect(alarms.at(-1)).toEqual({
      sourceId: ADMIN.email,
      data: { kind: 'paperParser', target: 'KR001', useType: 'custom', savedBy: ADMIN.email },
    });
    const roleZero = await t.db.query<{ email: string }>('SELECT email FROM accounts WHERE role_id = 0');
    const mails = await t.db.query<{ to: string; body: string }>(
      `SELECT "to", body FROM mail_outbox WHERE subject LIKE '%SYSTEM SCRIPT SAVED: paperParser (KR001)%'`,
    );
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(roleZero.map((a) => a.email)));
    expect(mails[0].body).toContain(`saved by ${ADMIN.email}`);

    const versions = (await get(`${path}/versions`, admin)).json<Version[]>();
    expect(versions[0]).toMatchObject({
      code: first,
      useType: 'custom',
      savedBy: ADMIN.email,
      replacedBy: ADMIN.email,
    });
    const restored = await postJson<Saved>(t.app, admin, `${path}/versions/${versions[0].id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ code: first, useType: 'custom' });
    expect((await get(path, admin)).json()).toMatchObject({ code: first });
    // the restore is a save: its alarm, and the code it replaced kept in turn
    expect((await get(`${path}/versions`, admin)).json<Version[]>()[0]).toMatchObject({ code: second });
    expect(
      (await t.db.query(`SELECT id FROM alarm_history WHERE type = 'SYSTEM SCRIPT SAVED'`)).length -
        alarmsBefore.length,
    ).toBe(3);
    // restoring needs setting write; an unknown version: 404; an id that is no number: 400 naming it (the
    // contract's integer path parameter)
    expect((await postJson(t.app, viewer, `${path}/versions/${versions[0].id}/restore`)).status).toBe(403);
    expect((await postJson(t.app, admin, `${path}/versions/999999/restore`)).status).toBe(404);
    const notAnId = await postJson<{ field?: string }>(t.app, admin, `${path}/versions/abc/restore`);
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.field).toBe('path.id');
    await postJson(t.app, admin, path, { code: '', useType: 'default' });
  });
});
