// The weekly battery swap-list mail (issue 27 §2): opted in beside the notification settings (alarm read / write;
// 401 / 403 / 400), sent once per ISO week from the configured weekday and hour to each member of a store with tags
// due within 7 days (or low), through the outbox to a real SMTP server in process; nothing when opted out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwapMailJob } from '../../server/battery/swapMail.ts';
import { TestSmtpServer, waitFor } from '../support/testSmtp.ts';
import { backends, MANAGER, signedInApp, type Headers } from './helpers.ts';

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
  beforeAll(async () => {
    await smtp.start();
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

  it('mails each store member the tags due within the week, once a week, from the configured hour', async () => {
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
    expect((await put(s.admin, { enabled: true })).json()).toMatchObject({ enabled: true });
    const tags = await s.t.db.query<{ tagId: string }>(
      `SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 4`,
    );
    // due in 2 and 3 days, low now, due in 20 days (not this mail's)
    const specs: Array<[string, number]> = [
      ['forecast', 2],
      ['forecast', 3],
      ['low', -1],
      ['forecast', 20],
    ];
    for (const [i, [state, days]] of specs.entries())
      await s.t.db.query(
        `INSERT INTO battery_forecasts ("tagId", "storeCode", "gwMac", level, "forecastAt", state, readings)
         SELECT "tagId", "storeCode", "gwMac", $2, $3, $4, 10 FROM tags WHERE "tagId" = $1`,
        [
          tags[i].tagId,
          state === 'low' ? 15 : 25,
          new Date(MONDAY + 9 * HOUR + days * 24 * HOUR).toISOString(),
          state,
        ],
      );
    // Monday before the hour: nothing yet; at 9: the manager (KR001 and JP001) gets KR001's list
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 6 * HOUR), SCHEDULE)).toBe(0);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 9 * HOUR), SCHEDULE)).toBe(1);
    // once a week
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 30 * HOUR), SCHEDULE)).toBe(0);
    await waitFor(() => smtp.mails.length >= 1);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual(['manager@example.com']);
    expect(mail.subject).toBe('[ESL] Batteries to change this week: Seoul Gangnam (KR001)');
    expect(mail.text).toContain('3 tags');
    for (const tag of tags.slice(0, 3)) expect(mail.text).toContain(`[ ] ${tag.tagId}`);
    expect(mail.text).not.toContain(tags[3].tagId);
    expect(mail.text).toContain('low now');
    const setting = await s.t.app.inject({
      method: 'GET',
      url: '/api/battery/mail/setting',
      headers: s.admin,
    });
    expect(setting.json()).toMatchObject({ enabled: true, sentWeek: '2026-49' });
    // the next week it goes again, unless opted out
    expect((await put(s.admin, { enabled: false })).statusCode).toBe(200);
    expect(await runSwapMailJob(s.t.db, new Date(MONDAY + 7 * 24 * HOUR + 9 * HOUR), SCHEDULE)).toBe(0);
  });

  it("writes each member's mail in the language of their last login, and refuses an unknown language", async () => {
    const login = (locale: unknown) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: MANAGER.email, password: MANAGER.password, locale },
      });
    expect((await login('xx_XX')).statusCode).toBe(400);
    expect((await login('ja_JP')).statusCode).toBe(200);
    expect((await put(s.admin, { enabled: true })).statusCode).toBe(200);
    const before = smtp.mails.length;
    const week = new Date(MONDAY + 14 * 24 * HOUR + 9 * HOUR);
    expect(await runSwapMailJob(s.t.db, week, SCHEDULE)).toBe(1);
    await waitFor(() => smtp.mails.length > before);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual([MANAGER.email]);
    expect(mail.subject).toBe('[ESL] 今週の電池交換: Seoul Gangnam (KR001)');
    expect(mail.text).toContain('現在低下');
    expect(mail.text).toContain('「電池交換」');
    expect(mail.text).not.toContain('low now');
  });
});
