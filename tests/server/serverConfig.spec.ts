// GET/PUT /config/server (doc 3 §3, §5, §7): privileges, each save rule's message, and the effects of the saved
// values without a restart (history and update-history retention, the gateway check interval).
import { describe, expect, it } from 'vitest';
import { retentionRule } from '../../server/alarms/rules.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { gatewayStaleMs } from '../../server/settings/serverConfig.ts';
import { backends, signedInApp } from './helpers.ts';

const DAY = 86_400_000;

describe.each(backends)('server configuration on $name', (backend) => {
  const s = signedInApp(backend);
  const call = (method: 'GET' | 'PUT', headers?: Record<string, string>, payload?: object) =>
    s.t.app.inject({ method, url: '/api/config/server', headers, payload });

  it('answers 401 without a session and 403 without server config', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', s.viewer)).statusCode).toBe(403);
    expect((await call('PUT', s.manager, {})).statusCode).toBe(403);
  });

  it('reads every field with its default', async () => {
    const config = (await call('GET', s.admin)).json();
    expect(config).toMatchObject({
      historyRetentionDays: 30,
      updateHistoryRetentionDays: 30,
      gatewayStatusCheckInterval: 10,
      panId: '0001',
      tagDisplayRefreshDays: 7,
      timeServerPort: 123,
      generateTaskForLayoutUpdate: false,
      forwardLayoutToGateway: false,
    });
    for (const field of [
      'retailServerIp',
      'retailServerPort',
      'timeServerIp',
      'mobile',
      'email',
      'mainFromMac',
      'mainFromPage',
    ])
      expect(config).toHaveProperty(field);
  });

  const full = {
    retailServerIp: '10.0.0.5',
    retailServerPort: 9000,
    timeServerIp: 'ntp.example.com',
    timeServerPort: 123,
    historyRetentionDays: 10,
    updateHistoryRetentionDays: 5,
    tagDisplayRefreshDays: 3,
    gatewayStatusCheckInterval: 120,
    panId: 'A1B2',
    mobile: '010-1234',
    email: 'ops@example.com',
    mainFromMac: 'AA:BB',
    mainFromPage: 1,
    generateTaskForLayoutUpdate: true,
    forwardLayoutToGateway: true,
  };

  it.each([
    ['historyRetentionDays', null, 'Fill in History Retention!'],
    ['updateHistoryRetentionDays', '', 'Fill in Tag Update History Retention!'],
    ['tagDisplayRefreshDays', undefined, 'Fill in Tag Display Refresh!'],
    ['gatewayStatusCheckInterval', ' ', 'Fill in G/W Status Check Interval!'],
    ['panId', '  ', 'Fill in PAN ID!'],
  ])('refuses a missing %s with "%s"', async (field, value, message) => {
    const answer = await call('PUT', s.admin, { ...full, [field]: value });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('saves every field and the saved values take effect at once', async () => {
    const saved = await call('PUT', s.admin, full);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(full);
    expect((await call('GET', s.admin)).json()).toMatchObject({ ...full, updatedAt: expect.any(String) });
    // the gateway check: silent for longer than the interval → OFFLINE
    expect(await gatewayStaleMs(s.t.db, 5000)).toBe(120_000);
    // history retention 10 days, update history 5 days
    const now = new Date();
    const old = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    await s.t.db.query(
      `INSERT INTO alarm_history (location, type, "alarmType", class, data, "alarmTime") VALUES
       ('SYSTEM', 'SERVER STATUS ABNORMAL', 'SERVER STATUS ABNORMAL', 1, '{}', $1), ('SYSTEM', 'SERVER STATUS ABNORMAL', 'SERVER STATUS ABNORMAL', 1, '{}', $2)`,
      [old(11), old(9)],
    );
    const [task] = await s.t.db.query<{ taskId: string }>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "startTime", "endTime") VALUES ('KR001', 'UPDATE', $1, $1)
       RETURNING "taskId"`,
      [old(6)],
    );
    // mails: sent and failed ones older than the retention go, a pending one stays whatever its age
    await s.t.db.query(
      `INSERT INTO mail_outbox ("to", subject, body, status, "createdAt") VALUES
       ('a@example.com', 'old sent', '-', 'sent', $1), ('a@example.com', 'old failed', '-', 'failed', $1),
       ('a@example.com', 'old pending', '-', 'pending', $1), ('a@example.com', 'new sent', '-', 'sent', $2)`,
      [old(11), old(9)],
    );
    const [recent] = await s.t.db.query<{ taskId: string }>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "startTime", "endTime") VALUES ('KR001', 'UPDATE', $1, $1)
       RETURNING "taskId"`,
      [old(4)],
    );
    await retentionRule(
      {
        db: s.t.db,
        alarms: createRepositories(s.t.db).alarms,
        systemConfig: createRepositories(s.t.db).systemConfig,
      },
      now,
    );
    const alarms = await s.t.db.query<{ t: string }>(
      `SELECT "alarmTime"::text AS t FROM alarm_history WHERE type = 'SERVER STATUS ABNORMAL' AND location = 'SYSTEM'`,
    );
    expect(alarms).toHaveLength(1);
    const tasks = await s.t.db.query<{ taskId: string }>(
      'SELECT "taskId" FROM update_tasks WHERE "taskId" = ANY($1)',
      [[task.taskId, recent.taskId]],
    );
    expect(tasks.map((t) => String(t.taskId))).toEqual([String(recent.taskId)]);
    const mails = await s.t.db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE subject LIKE 'old %' OR subject = 'new sent' ORDER BY subject`,
    );
    expect(mails.map((m) => m.subject)).toEqual(['new sent', 'old pending']);
  });

  it('refuses a value out of range with the generic message, never a 500', async () => {
    const answer = await call('PUT', s.admin, { ...full, historyRetentionDays: 'many' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('validation error');
  });
});
