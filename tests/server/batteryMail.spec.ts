// The weekly battery swap-list mail (issue 27 §2): opted in beside the notification settings (alarm read / write;
// 401 / 403 / 400) by each member for itself (issue 33 §4: an account limited to KR001 used to switch the whole
// fleet's mail), sent once per ISO week from the configured weekday and hour to each opted-in member for each of its
// stores with tags due within 7 days (or low), through the outbox to a real SMTP server in process; nothing when
// nobody opted in.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwapMailJob } from '../../server/battery/swapMail.ts';
import { TestSmtpServer, waitFor } from '../support/testSmtp.ts';
import { ADMIN, backends, login, MANAGER, postJson, signedInApp, type Headers } from './helpers.ts';

const FAST = { mailPollMs: 30, mailBackoffMs: 30, mailMaxAttempts: 200 };
/** a Monday (ISO week 2026-49) */
const MONDAY = Date.parse('2026-11-30T00:00:00Z');
const HOUR = 3600_000;
const SCHEDULE = { weekday: 1, hour: 7 };

describe.each(backends)('battery swap-list mail on $name', (backend) => {
  const s = signedInApp(backend, { config: FAST });
  const smtp = new TestSmtpServer();
  const put = (headers: Headers | undefined, payload: unknown) =>
    s.t.app.inject({ method: 'PUT', url: '/api/battery/mail/setting', headers, payload: payload as object });
  const setting = (headers: Headers) =>
    s.t.app
      .inject({ method: 'GET', url: '/api/battery/mail/setting', headers })
      .then((r) => r.json<{ enabled: boolean; sentWeek: string | null }>());
  /** an account limited to KR001 with alarm write, the store operator of the issue */
  const OPERATOR = { email: 'kr001-alarms@example.com', password: 'Operator#2026' };
  let operator: Headers;
  beforeAll(async () => {
    await smtp.start();
    const role = await postJson<{ role_id: number }>(s.t.app, s.admin, '/auth/role', {
      name: 'KR001 alarms',
      privilege: [{ key: 'alarm', depth: 0, read: true, write: true }],
    });
    expect(role.status).toBe(200);
    const created = await postJson(s.t.app, s.admin, '/auth/account', {
      ...OPERATOR,
      name: 'KR001 operator',
      mobile: '010',
      role_id: role.body.role_id,
      store: ['KR001'],
      enableWholeStore: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    operator = await login(s.t.app, OPERATOR);
  });
  afterAll(async () => smtp.stop());

  it('opt-in: 401 without a session, 403 without alarm write, 400 for a non-boolean', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/battery/mail/setting' })).statusCode).toBe(401);
    const read = await s.t.app.inject({ method: 'GET', url: '/api/battery/mail/setting', headers: s.viewer });
    expect(read.json()).toEqual({ enabled: false, weekday: 1, hour: 7, sentWeek: null });
    expect((await put(undefined, { enabled: true })).statusCode).toBe(401);
    expect((await put(s.viewer, { enabled: true })).statusCode).toBe(403);
    expect((await put(s.manager, { enabled: true })).statusCode).toBe(403);
    const bad = await put(s.admin, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'enabled must be true or false.' });
    // opted out: the job sends nothing
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 9 * HOUR), SCHEDULE)).toBe(0);
  });

  it('a store-limited account opts in or out for itself only, never for the fleet', async () => {
    expect((await put(operator, { enabled: true })).json()).toMatchObject({ enabled: true });
    expect(await setting(operator)).toMatchObject({ enabled: true });
    expect(await setting(s.admin)).toMatchObject({ enabled: false });
    expect((await put(s.admin, { enabled: true })).json()).toMatchObject({ enabled: true });
    expect((await put(operator, { enabled: false })).json()).toMatchObject({ enabled: false });
    expect(await setting(s.admin)).toMatchObject({ enabled: true });
    expect((await put(s.admin, { enabled: false })).statusCode).toBe(200);
  });

  it('mails each opted-in member the tags due within the week of its own stores, once a week, from the configured hour', async () => {
    expect(
      (
        await s.t.app.inject({
          method: 'PUT',
          url: '/api/config/smtp',
          headers: s.admin,
          payload: {
            enable: true,
            server: '127.0.0.1',
            port: smtp.port,
            account: 'esl@example.com',
            password: '',
            tls: false,
            ssl: false,
          },
        })
      ).statusCode,
    ).toBe(200);
    expect((await put(operator, { enabled: true })).json()).toMatchObject({ enabled: true });
    const tags = await s.t.db.query<{ tagId: string }>(
      `SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 4`,
    );
    const [jpTag] = await s.t.db.query<{ tagId: string }>(
      `SELECT "tagId" FROM tags WHERE "storeCode" = 'JP001' ORDER BY "tagId" LIMIT 1`,
    );
    // KR001: due in 2 and 3 days, low now, due in 20 days (not this mail's); JP001: due in 2 days
    const specs: Array<[string, string, number]> = [
      [tags[0].tagId, 'forecast', 2],
      [tags[1].tagId, 'forecast', 3],
      [tags[2].tagId, 'low', -1],
      [tags[3].tagId, 'forecast', 20],
      [jpTag.tagId, 'forecast', 2],
    ];
    for (const [tagId, state, days] of specs)
      await s.t.db.query(
        `INSERT INTO battery_forecasts ("tagId", "storeCode", "gwMac", level, "forecastAt", state, readings)
         SELECT "tagId", "storeCode", "gwMac", $2, $3, $4, 10 FROM tags WHERE "tagId" = $1`,
        [
          tagId,
          state === 'low' ? 15 : 25,
          new Date(MONDAY + 9 * HOUR + days * 24 * HOUR).toISOString(),
          state,
        ],
      );
    // Monday before the hour: nothing yet; at 9: the KR001 operator gets KR001's list, nobody else any (the
    // manager of KR001 and JP001 did not opt in)
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 6 * HOUR), SCHEDULE)).toBe(0);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 9 * HOUR), SCHEDULE)).toBe(1);
    // once a week
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 30 * HOUR), SCHEDULE)).toBe(0);
    await waitFor(() => smtp.mails.length >= 1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual([OPERATOR.email]);
    expect(mail.subject).toBe('[ESL] Batteries to change this week: Seoul Gangnam (KR001)');
    expect(mail.text).toContain('3 tags');
    for (const tag of tags.slice(0, 3)) expect(mail.text).toContain(`[ ] ${tag.tagId}`);
    expect(mail.text).not.toContain(tags[3].tagId);
    expect(mail.text).toContain('low now');
    expect(await setting(operator)).toMatchObject({ enabled: true, sentWeek: '2026-49' });
    // role 0 opting in later that week gets every store's list at the next run, once
    expect((await put(s.admin, { enabled: true })).statusCode).toBe(200);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 31 * HOUR), SCHEDULE)).toBe(2);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 32 * HOUR), SCHEDULE)).toBe(0);
    await waitFor(() => smtp.mails.length >= 3);
    expect(smtp.mails.slice(1).map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        [[ADMIN.email], expect.stringContaining('(KR001)')],
        [[ADMIN.email], expect.stringContaining('(JP001)')],
      ]),
    );
    // the next week they go again, to those still opted in
    expect((await put(s.admin, { enabled: false })).statusCode).toBe(200);
    expect((await put(operator, { enabled: false })).statusCode).toBe(200);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 7 * 24 * HOUR + 9 * HOUR), SCHEDULE)).toBe(0);
  });

  it('migration 885 carries the fleet-wide switch over: where it was on, the members with stores start opted in', async () => {
    const migration = readFileSync(
      new URL('../../server/db/migrations/885_battery_mail_members.sql', import.meta.url),
      'utf8',
    );
    const members = () =>
      s.t.db
        .query<{ email: string; sentWeek: string | null }>(
          `SELECT email, "sentWeek" FROM battery_mail_members ORDER BY email`,
        )
        .then((rows) => rows);
    const saved = await members();
    try {
      // the state before the migration: the old switch on, nobody in the table
      await s.t.db.query(`DELETE FROM battery_mail_members`);
      await s.t.db.query(
        `INSERT INTO system_config (key, value) VALUES ('batterySwapMail', '{"enabled":true,"sentWeek":"2026-48"}')`,
      );
      await s.t.db.exec(migration);
      const withStores = await s.t.db.query<{ email: string }>(
        `SELECT email FROM accounts WHERE jsonb_array_length(coalesce(store, '[]'::jsonb)) > 0 ORDER BY email`,
      );
      expect(withStores.map((a) => a.email)).toEqual(expect.arrayContaining([MANAGER.email, OPERATOR.email]));
      expect(await members()).toEqual(withStores.map(({ email }) => ({ email, sentWeek: '2026-48' })));
      expect(await s.t.db.query(`SELECT 1 FROM system_config WHERE key = 'batterySwapMail'`)).toEqual([]);
      // the switch off: nobody opted in
      await s.t.db.query(`DELETE FROM battery_mail_members`);
      await s.t.db.query(
        `INSERT INTO system_config (key, value) VALUES ('batterySwapMail', '{"enabled":false}')`,
      );
      await s.t.db.exec(migration);
      expect(await members()).toEqual([]);
    } finally {
      await s.t.db.query(`DELETE FROM battery_mail_members`);
      for (const member of saved)
        await s.t.db.query(`INSERT INTO battery_mail_members (email, "sentWeek") VALUES ($1, $2)`, [
          member.email,
          member.sentWeek,
        ]);
    }
  });

  it("writes each member's mail in the language of their last login, and refuses an unknown language", async () => {
    const login = (locale: unknown) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: MANAGER.email, password: MANAGER.password, locale },
      });
    expect((await login('xx_XX')).statusCode).toBe(400);
    const signedIn = await login('ja_JP');
    expect(signedIn.statusCode).toBe(200);
    // the manager's role gets alarm write, and the manager opts in
    await s.t.db.query(
      `UPDATE roles SET privilege = (SELECT jsonb_agg(CASE WHEN e ->> 'key' = 'alarm'
         THEN e || '{"read":true,"write":true}'::jsonb ELSE e END) FROM jsonb_array_elements(privilege) e)
       WHERE role_id = (SELECT role_id FROM accounts WHERE email = $1)`,
      [MANAGER.email],
    );
    const manager = {
      'access-token': signedIn.json<{ accessToken: string }>().accessToken,
      'access-email': MANAGER.email,
    };
    expect((await put(manager, { enabled: true })).statusCode).toBe(200);
    const before = smtp.mails.length;
    const week = new Date(MONDAY + 14 * 24 * HOUR + 9 * HOUR);
    // the manager's two stores, JP001 and KR001
    expect(await runSwapMailJob(s.t.db, week, SCHEDULE)).toBe(2);
    await waitFor(() => smtp.mails.length >= before + 2);
    const mail = smtp.mails.slice(before).find((m) => m.subject.includes('(KR001)'))!;
    expect(mail.to).toEqual([MANAGER.email]);
    expect(mail.subject).toBe('[ESL] 今週の電池交換: Seoul Gangnam (KR001)');
    expect(mail.text).toContain('現在低下');
    expect(mail.text).toContain('「電池交換」');
    expect(mail.text).not.toContain('low now');
  });
});
