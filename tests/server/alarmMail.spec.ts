// Alarms and mail (issue 12): SMTP settings and test, notification settings and contents, the outbox delivered
// through a real SMTP server in-process (smtp-server on a loopback port), retries, SEND E-MAIL FAILURE once,
// nothing lost or doubled when the SMTP server stops mid-way, never sent twice after a restart.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSender } from '../../server/mail/outboxSender.ts';
import { interruptedSends } from '../../server/mail/interruptedSends.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { INTERRUPTED_SEND, MailOutboxRepository } from '../../server/repositories/mailOutbox.ts';
import { TestSmtpServer, waitFor } from '../support/testSmtp.ts';
import { ADMIN, backends, type Headers, login, postJson, signedInApp, VIEWER } from './helpers.ts';

const FAST = { mailPollMs: 30, mailBackoffMs: 30, mailMaxAttempts: 200, lockAfterFailures: 5 };

describe.each(backends)('alarm mail on $name', (backend) => {
  const s = signedInApp(backend, { config: FAST });
  const smtp = new TestSmtpServer();
  const app = () => s.t.app;
  const put = (headers: Headers | undefined, url: string, payload: object) =>
    app().inject({ method: 'PUT', url: `/api${url}`, headers, payload });
  const get = (headers: Headers | undefined, url: string) =>
    app().inject({ method: 'GET', url: `/api${url}`, headers });
  const smtpSettings = (extra: object = {}) => ({
    enable: true,
    server: '127.0.0.1',
    port: smtp.port,
    account: 'esl@example.com',
    password: '',
    tls: false,
    ssl: false,
    ...extra,
  });
  const outbox = () =>
    s.t.db.query<{
      id: number;
      to: string;
      subject: string;
      status: string;
      attempts: number;
      error: string | null;
    }>(`SELECT id::int AS id, "to", subject, status, attempts, error FROM mail_outbox ORDER BY id`);

  beforeAll(async () => {
    await smtp.start();
  });
  afterAll(async () => smtp.stop());
  afterEach(async () => {
    // every test leaves SMTP on and the outbox and settings empty
    await put(s.admin, '/config/smtp', smtpSettings());
    await s.t.db.query('DELETE FROM mail_outbox');
    await s.t.db.query('DELETE FROM alarm_notification_settings');
    await s.t.db.query('DELETE FROM alarm_notification_contents');
    await s.t.db.query(`DELETE FROM system_config WHERE key IN ('alarmSetting', 'mailFailureRaised')`);
    smtp.mails.length = 0;
  });

  it('SMTP settings: 401 without a session, 403 without server config, the spec messages when enabled', async () => {
    expect((await get(undefined, '/config/smtp')).statusCode).toBe(401);
    expect((await get(s.manager, '/config/smtp')).statusCode).toBe(403);
    expect((await put(s.viewer, '/config/smtp', smtpSettings())).statusCode).toBe(403);
    const missing = async (field: string) => {
      const response = await put(
        s.admin,
        '/config/smtp',
        smtpSettings({ [field]: field === 'port' ? null : ' ' }),
      );
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await missing('server')).toBe('Fill in SMTP Server IP!');
    expect(await missing('port')).toBe('Fill in SMTP Server Port!');
    expect(await missing('account')).toBe('Fill in SMTP Account!');
    // disabled: nothing is required
    expect((await put(s.admin, '/config/smtp', { enable: false, server: '', account: '' })).statusCode).toBe(
      200,
    );
    expect((await put(s.admin, '/config/smtp', smtpSettings({ password: 'secret' }))).statusCode).toBe(200);
    const read = (await get(s.admin, '/config/smtp')).json<Record<string, unknown>>();
    expect(read).toMatchObject({ enable: true, server: '127.0.0.1', port: smtp.port, password: '' });
    // an empty password keeps the stored one
    await put(s.admin, '/config/smtp', smtpSettings());
    const [{ value }] = await s.t.db.query<{ value: { password: string } }>(
      `SELECT value FROM system_config WHERE key = 'smtp'`,
    );
    expect(value.password).toBe('secret');
    await put(s.admin, '/config/smtp', smtpSettings({ password: '' }));
  });

  it('POST /test/smtp sends a real mail with the entered settings, or answers the SMTP error text', async () => {
    const ok = await postJson<{ success: boolean; message: string }>(app(), s.admin, '/test/smtp', {
      ...smtpSettings({ account: 'tester@example.com' }),
      to: 'someone@example.com',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(true);
    await waitFor(() => smtp.mails.length === 1);
    expect(smtp.mails[0]).toMatchObject({ from: 'tester@example.com', to: ['someone@example.com'] });
    expect(smtp.mails[0]!.subject).toBe('ESL console SMTP test');
    // a server that refuses the login: its own error text comes back
    const auth = new TestSmtpServer({ password: 'right' });
    await auth.start();
    try {
      const refused = await postJson<{ message: string }>(app(), s.admin, '/test/smtp', {
        ...smtpSettings({ port: auth.port, password: 'wrong' }),
      });
      expect(refused.status).toBe(502);
      expect(refused.body.message).toMatch(/^SMTP test failed: .*Invalid username or password/);
      expect(auth.logins).toEqual([{ user: 'esl@example.com', pass: 'wrong' }]);
    } finally {
      await auth.stop();
    }
    const closed = await postJson<{ message: string }>(
      app(),
      s.admin,
      '/test/smtp',
      smtpSettings({ port: 1 }),
    );
    expect(closed.status).toBe(502);
    expect(closed.body.message).toMatch(/ECONNREFUSED/);
    expect((await postJson(app(), s.viewer, '/test/smtp', smtpSettings())).status).toBe(403);
  });

  it('ACCOUNT LOCKED is raised once by five bad logins, and mailed with the configured content', async () => {
    const saved = await postJson<Array<{ type: string; enabled: boolean }>>(
      app(),
      s.admin,
      '/alarm/notification/setting',
      {
        type: 'ACCOUNT LOCKED',
        enabled: true,
        class: 1,
        members: [ADMIN.email],
        addresses: ['ops@example.com'],
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.find((x) => x.type === 'ACCOUNT LOCKED')).toMatchObject({ enabled: true });
    const content = await postJson(app(), s.admin, '/alarm/notification/content/ACCOUNT LOCKED', {
      title: 'Locked',
      detail: 'account {source} locked',
      subject: 'Locked: {source} at {location}',
      body: 'Class {class} ({alarmType}). {detail}.',
    });
    expect(content.status).toBe(200);
    const victim = { email: 'locked-victim@example.com', password: 'Victim#2026' };
    await postJson(app(), s.admin, '/auth/account', {
      email: victim.email,
      name: 'Victim',
      mobile: '0100000000',
      password: victim.password,
      role_id: 2,
      store: [],
    });
    for (let i = 0; i < 5; i += 1)
      await postJson(app(), undefined, '/auth/login', { email: victim.email, password: 'wrong' });
    const alarms = await s.t.db.query<{ class: number; location: string; sourceId: string }>(
      `SELECT class, location, "sourceId" FROM alarm_history WHERE type = 'ACCOUNT LOCKED' AND "sourceId" = $1`,
      [victim.email],
    );
    expect(alarms).toEqual([{ class: 2, location: 'SYSTEM', sourceId: victim.email }]);
    await waitFor(() => smtp.mails.length === 2);
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([ADMIN.email, 'ops@example.com']);
    for (const mail of smtp.mails) {
      expect(mail.subject).toBe(`Locked: ${victim.email} at SYSTEM`);
      expect(mail.text).toContain(`Class 2 (WARNING). account ${victim.email} locked.`);
    }
    // the system alarm history shows it, newest first, with what raised it: the account's email to the admin (member
    // read), masked to the viewer
    const search = (session: typeof s.admin) =>
      postJson<{ data: Array<{ type: string; sourceId: string; class: number }> }>(
        app(),
        session,
        '/history/alarm/system/search',
        { filter_type: 'ACCOUNT LOCKED', condition_type: '==' },
      );
    expect((await search(s.admin)).body.data[0]).toMatchObject({
      type: 'ACCOUNT LOCKED',
      sourceId: victim.email,
      class: 2,
    });
    expect((await search(s.viewer)).body.data[0]).toMatchObject({ sourceId: 'l***@example.com', class: 2 });
  });

  it('receiveCriticalOnly mails only class 3; the class of a setting is a minimum', async () => {
    const alarms = new AlarmsRepository(s.t.db);
    await postJson(app(), s.admin, '/alarm/notification/setting', [
      { type: 'UPDATE FAILURE', enabled: true, class: 2, addresses: ['a@example.com'] },
      { type: 'STATS TASK FAILURE', enabled: true, class: 1, addresses: ['a@example.com'] },
    ]);
    expect(
      await alarms.raise([
        { location: 'KR001', type: 'UPDATE FAILURE', class: 1 },
        { location: 'KR001', type: 'UPDATE FAILURE', class: 2 },
        { location: 'SYSTEM', type: 'STATS TASK FAILURE', class: 3 },
        { location: 'SYSTEM', type: 'GW STATUS ABNORMAL', class: 3 },
      ]),
    ).toEqual({ alarms: 4, mails: 2 });
    const set = await postJson(app(), s.admin, '/alarm/setting', { receiveCriticalOnly: true });
    expect(set.status).toBe(200);
    expect((await get(s.viewer, '/alarm/setting')).json()).toMatchObject({
      receiveCriticalOnly: true,
      memoryThreshold: 90,
    });
    expect(
      await alarms.raise([
        { location: 'KR001', type: 'UPDATE FAILURE', class: 2 },
        { location: 'SYSTEM', type: 'STATS TASK FAILURE', class: 3 },
      ]),
    ).toEqual({ alarms: 2, mails: 1 });
    expect((await postJson(app(), s.viewer, '/alarm/setting', { receiveCriticalOnly: false })).status).toBe(
      403,
    );
    expect((await postJson(app(), s.admin, '/alarm/setting', { memoryThreshold: 101 })).body).toMatchObject({
      message: 'validation error',
    });
  });

  it('notification settings: a table of every type (50 per page), refusals with a clear message', async () => {
    const table = await postJson<{ recordsTotal: number; data: Array<{ type: string }> }>(
      app(),
      s.viewer,
      '/alarm/notification/setting/search',
      { start: 0, length: 50 },
    );
    expect(table.status).toBe(200);
    const types = table.body.data.map((r) => r.type);
    for (const type of [
      'SEND E-MAIL FAILURE',
      'PRODUCT FILE PARSER EXCEPTION',
      'THIRD PARTY AUTH EXCEPTION',
      'TAG DATA DECORATOR EXCEPTION',
    ])
      expect(types).toContain(type);
    const refuse = async (body: object) =>
      (await postJson<{ message: string }>(app(), s.admin, '/alarm/notification/setting', body)).body.message;
    expect(await refuse({ type: 'NO SUCH ALARM', enabled: true })).toBe('Unknown alarm type: NO SUCH ALARM');
    expect(await refuse({ type: 'UPDATE FAILURE', addresses: ['not-an-address'] })).toBe(
      'Invalid email address: not-an-address',
    );
    expect(await refuse({ type: 'UPDATE FAILURE', members: ['nobody@example.com'] })).toBe(
      'Unknown member: nobody@example.com',
    );
    expect(
      (await postJson(app(), s.viewer, '/alarm/notification/setting', { type: 'UPDATE FAILURE' })).status,
    ).toBe(403);
    expect((await postJson(app(), undefined, '/alarm/notification/setting/search', {})).status).toBe(401);
    // content: preview fills the sample values without saving
    const preview = await postJson<{ subject: string }>(
      app(),
      s.admin,
      '/alarm/notification/content/UPDATE FAILURE',
      {
        title: 't',
        detail: 'd {location}',
        subject: '{type} / {detail}',
        body: 'b',
        preview: true,
      },
    );
    expect(preview.body.subject).toBe('ACCOUNT LOCKED / d SYSTEM');
    // a preview that is not a boolean is refused, not saved
    for (const notBoolean of ['true', 1, null, {}]) {
      const answer = await postJson<{ message: string }>(
        app(),
        s.admin,
        '/alarm/notification/content/UPDATE FAILURE',
        { title: 't', detail: 'd', subject: 's', body: 'b', preview: notBoolean },
      );
      expect(answer, JSON.stringify(notBoolean)).toMatchObject({
        status: 400,
        body: { message: 'preview must be true or false.' },
      });
    }
    expect((await get(s.viewer, '/alarm/notification/content/UPDATE FAILURE')).json()).toMatchObject({
      custom: false,
    });
    const blank = await postJson<{ message: string }>(
      app(),
      s.admin,
      '/alarm/notification/content/UPDATE FAILURE',
      {
        title: 't',
        detail: 'd',
        subject: ' ',
        body: 'b',
      },
    );
    expect(blank).toMatchObject({ status: 400, body: { message: 'Fill in Subject!' } });
    const config = (await get(s.viewer, '/alarm/config')).json<{
      variables: Array<{ name: string }>;
      admin: string[];
    }>();
    expect(config.variables.map((v) => v.name)).toContain('location');
    // the viewer has no member read: other accounts' emails come masked; the admin (member read) sees them
    expect(config.admin).toContain('a***@example.com');
    expect(config.admin).not.toContain(ADMIN.email);
    const adminConfig = (await get(s.admin, '/alarm/config')).json<{ admin: string[] }>();
    expect(adminConfig.admin).toContain(ADMIN.email);
  });

  it('the SMTP server stopping mid-way loses and doubles nothing: mails wait, retry and go once', async () => {
    const mails = new MailOutboxRepository(s.t.db);
    for (let i = 0; i < 30; i += 1)
      await mails.queue({ to: `r${i}@example.com`, subject: `mail ${i}`, body: 'x' });
    await waitFor(() => smtp.mails.length >= 5);
    const port = smtp.port;
    await smtp.stop();
    // attempts fail while it is down
    await waitFor(async () =>
      (await outbox()).some((m) => m.status === 'pending' && m.attempts > 0 && m.error),
    );
    const during = await outbox();
    expect(during.some((m) => m.status === 'sent')).toBe(true);
    expect(during.some((m) => m.status !== 'sent')).toBe(true);
    await smtp.start(port);
    await waitFor(async () => (await outbox()).every((m) => m.status === 'sent'), 30_000);
    const subjects = smtp.mails
      .map((m) => m.subject)
      .filter((x) => x.startsWith('mail '))
      .sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `mail ${i}`).sort());
    expect(
      new Set(smtp.mails.filter((m) => m.subject.startsWith('mail ')).map((m) => m.messageId)).size,
    ).toBe(30);
    // failures on the way raised no SEND E-MAIL FAILURE (the mails did not fail for good)
    const raised = await s.t.db.query(`SELECT 1 FROM alarm_history WHERE type = 'SEND E-MAIL FAILURE'`);
    expect(raised).toEqual([]);
  });

  it('a mail failing for good is kept as failed with the SMTP error, and SEND E-MAIL FAILURE is raised once', async () => {
    // the app's own sender (200 attempts) pauses; this one gives up after 2
    await app().mail.stop();
    const sender = new OutboxSender(s.t.db, 'test-instance', { pollMs: 0, maxAttempts: 2, backoffMs: 1 });
    await put(s.admin, '/config/smtp', smtpSettings({ port: 1 }));
    await s.t.db.query(`DELETE FROM alarm_history WHERE type = 'SEND E-MAIL FAILURE'`);
    const mails = new MailOutboxRepository(s.t.db);
    for (let i = 0; i < 3; i += 1)
      await mails.queue({ to: `f${i}@example.com`, subject: `fail ${i}`, body: 'x' });
    await waitFor(async () => {
      await sender.poll();
      return (await outbox()).every((m) => m.status === 'failed');
    });
    for (const row of await outbox()) expect(row.error).toMatch(/ECONNREFUSED/);
    const raised = await s.t.db.query<{ class: number }>(
      `SELECT class FROM alarm_history WHERE type = 'SEND E-MAIL FAILURE'`,
    );
    expect(raised).toEqual([{ class: 3 }]);
    // role 0 sees the outbox with the errors; others do not
    const page = await postJson<{ data: Array<{ status: string; error: string }> }>(
      app(),
      s.admin,
      '/mail/outbox/search',
      { filter_status: 'failed' },
    );
    expect(page.body.data).toHaveLength(3);
    expect(page.body.data[0]!.error).toMatch(/ECONNREFUSED/);
    expect((await postJson(app(), s.viewer, '/mail/outbox/search', {})).status).toBe(403);
    await sender.stop();
    app().mail.start();
  });

  it('after a restart nothing is sent twice: sent rows stay sent, a send cut by a dead instance is not resent', async () => {
    const mails = new MailOutboxRepository(s.t.db);
    await mails.queue({ to: 'once@example.com', subject: 'once', body: 'x' });
    await waitFor(() => smtp.mails.length === 1);
    // a mail went out, so the failure alarm is armed again (the sender re-arms it right after the send)
    await waitFor(
      async () =>
        (
          await s.t.db.query(
            `SELECT 1 FROM system_config WHERE key = 'mailFailureRaised' AND value = 'true'::jsonb`,
          )
        ).length === 0,
    );
    // a row a dead instance was sending when it died
    await s.t.db.query(
      `INSERT INTO mail_outbox ("to", subject, body, status, "claimedBy", attempts)
       VALUES ('cut@example.com', 'cut', 'x', 'sending', 'dead-instance', 1)`,
    );
    // a new process: a fresh sender and the sweep of dead instances
    const sender = new OutboxSender(s.t.db, 'new-instance', { pollMs: 0 });
    await interruptedSends(s.t.db).closeInterrupted('new-instance', 1);
    await sender.poll();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.map((m) => m.subject).filter((x) => x === 'once' || x === 'cut')).toEqual(['once']);
    expect((await outbox()).map((m) => [m.subject, m.status])).toEqual([
      ['once', 'sent'],
      ['cut', 'failed'],
    ]);
    // the given-up mail is a failure the operator hears of, once (the guard was re-armed by 'once' going out)
    const raised = await s.t.db.query<{ data: { error: string } }>(
      `SELECT data FROM alarm_history WHERE type = 'SEND E-MAIL FAILURE' AND data ? 'mailIds'`,
    );
    expect(raised.map((r) => r.data.error)).toEqual([INTERRUPTED_SEND]);
    expect(await interruptedSends(s.t.db).closeInterrupted('new-instance', 1)).toBe(0);
    await sender.stop();
  });

  it('every 403 of the privilege check raises API PERMISSION DENIED', async () => {
    const viewer = await login(app(), VIEWER);
    // (and its once-per-window claims: an earlier refusal of the same call in this file holds one)
    await s.t.db.query(`DELETE FROM alarm_history WHERE type = 'API PERMISSION DENIED'`);
    await s.t.db.query('DELETE FROM alarm_throttle');
    expect((await put(viewer, '/config/smtp', smtpSettings())).statusCode).toBe(403);
    const rows = await s.t.db.query<{ sourceId: string; data: { method: string; url: string } }>(
      `SELECT "sourceId", data FROM alarm_history WHERE type = 'API PERMISSION DENIED'`,
    );
    expect(rows).toEqual([
      { sourceId: VIEWER.email, data: expect.objectContaining({ method: 'PUT', url: '/api/config/smtp' }) },
    ]);
  });
});
