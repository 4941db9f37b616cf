import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRule, runAlarmRules, type RuleContext } from '../../server/alarms/rules.ts';
import { logGatewayChanges } from '../../server/repositories/gatewayLog.ts';
import { ERROR_STATUSES } from '../../server/repositories/tagGroups.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;

describe.each(backends)('alarm rules on $name', (backend) => {
  let t: TestApp;
  /** what runs at one moment: the simulated gateways' log, the alarm rules job and the retention job */
  let rules: { tick(now: Date): Promise<void> };
  let gwMac: string;
  const base = new Date(2026, 2, 2, 8, 0, 0); // 8 am local time
  const at = (ms: number) => new Date(base.getTime() + ms);
  const alarms = (type: string) =>
    t.db.query<{
      location: string;
      class: number;
      alarmType: string;
      sourceId: string | null;
      data: Record<string, unknown>;
    }>(
      `SELECT location, class, "alarmType", "sourceId", data FROM alarm_history WHERE type = $1 ORDER BY id`,
      [type],
    );

  beforeAll(async () => {
    t = await createTestApp(backend);
    const repos = createRepositories(t.db);
    const context: RuleContext = { db: t.db, alarms: repos.alarms, systemConfig: repos.systemConfig };
    rules = {
      async tick(now) {
        await logGatewayChanges(t.db, now);
        await runAlarmRules(context, now);
        await retentionRule(context, now);
      },
    };
    await t.db.query('DELETE FROM alarm_history');
    await t.db.query(`UPDATE gateways SET status = 'NORMAL', "lastStatusTime" = $1`, [base.toISOString()]);
    await t.db.query(`UPDATE system_config SET value = to_jsonb($1::text) WHERE key = 'lastProductFileAt'`, [
      base.toISOString(),
    ]);
    gwMac = (
      await t.db.query<{ gwMac: string }>(
        `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' ORDER BY "gwMac" LIMIT 1`,
      )
    )[0]!.gwMac;
  });
  afterAll(async () => t?.close());

  it('a gateway offline more than 1 hour raises GW STATUS ABNORMAL once per outage, and logs its change', async () => {
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = $1`, [gwMac]);
    await rules.tick(at(30 * 60_000));
    expect(await alarms('GW STATUS ABNORMAL')).toEqual([]);
    await rules.tick(at(HOUR + 60_000));
    await rules.tick(at(HOUR + 3 * 60_000));
    expect(await alarms('GW STATUS ABNORMAL')).toEqual([
      expect.objectContaining({ location: 'KR001', class: 3, alarmType: 'CRITICAL', sourceId: gwMac }),
    ]);
    const log = await t.db.query<{ message: string }>(
      `SELECT message FROM gateway_log WHERE "gwMac" = $1 ORDER BY id`,
      [gwMac],
    );
    expect(log.map((l) => l.message)).toContain('status OFFLINE, time sync ok');
    // back, then a new outage: one more alarm
    const back = at(2 * HOUR);
    await t.db.query(`UPDATE gateways SET status = 'NORMAL', "lastStatusTime" = $2 WHERE "gwMac" = $1`, [
      gwMac,
      back.toISOString(),
    ]);
    await rules.tick(back);
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = $1`, [gwMac]);
    await rules.tick(at(3 * HOUR + 2 * 60_000));
    expect(await alarms('GW STATUS ABNORMAL')).toHaveLength(2);
    const changes = await t.db.query<{ message: string }>(
      `SELECT message FROM gateway_log WHERE "gwMac" = $1 ORDER BY id`,
      [gwMac],
    );
    expect(changes.map((l) => l.message)).toEqual(
      expect.arrayContaining(['status changed to NORMAL', 'status changed to OFFLINE']),
    );
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "gwMac" = $1`, [gwMac]);
  });

  it('no product CSV for more than 4 hours raises one alarm per gap', async () => {
    expect(await alarms('PRODUCT FILE NOT RECEIVED')).toEqual([]); // 3 h 2 min so far
    await rules.tick(at(4 * HOUR + 5 * 60_000));
    await rules.tick(at(5 * HOUR));
    expect(await alarms('PRODUCT FILE NOT RECEIVED')).toEqual([
      expect.objectContaining({
        location: 'SYSTEM',
        class: 2,
        data: expect.objectContaining({ since: base.toISOString(), hours: 4 }),
      }),
    ]);
  });

  it('the daily abnormal report comes once at 10 am with the counts', async () => {
    // the ticks above ran from 8 am to 1 pm: the report of the day is there once
    const reports = await alarms('DAILY ABNORMAL REPORT');
    expect(reports).toHaveLength(1);
    // the counts as one statement over every tag counts them (the rule counts them a group of stores at a time)
    const [counts] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM tags WHERE status = ANY($1)) AS "errorTags",
         (SELECT count(*)::int FROM tags WHERE "battStatus" = 'LOW') AS "lowBatteryTags",
         (SELECT count(*)::int FROM tags WHERE "prCode" IS NULL OR "prCode" = '') AS "noProductTags",
         (SELECT count(*)::int FROM tags t WHERE t."prCode" <> '' AND NOT EXISTS (
            SELECT 1 FROM products p WHERE p."storeCode" = t."storeCode" AND p."prCode" = t."prCode")) AS "unknownProductTags"`,
      [ERROR_STATUSES],
    );
    expect(reports[0]).toMatchObject({
      location: 'SYSTEM',
      class: 1,
      data: { day: '2026-03-02', ...counts },
    });
    expect(counts!.errorTags).toBeGreaterThan(0);
    await rules.tick(at(24 * HOUR - 60_000)); // 7:59 next day: not yet
    expect(await alarms('DAILY ABNORMAL REPORT')).toHaveLength(1);
    await rules.tick(at(26 * HOUR)); // 10 am next day
    expect(await alarms('DAILY ABNORMAL REPORT')).toHaveLength(2);
  });

  it('purges samples, alarms and gateway log lines older than historyRetentionDays', async () => {
    await t.db.query(`UPDATE system_config SET value = '2' WHERE key = 'historyRetentionDays'`);
    const now = at(30 * HOUR);
    const old = new Date(now.getTime() - 3 * 24 * HOUR).toISOString();
    const recent = new Date(now.getTime() - 24 * HOUR).toISOString();
    for (const time of [old, recent]) {
      await t.db.query(
        `INSERT INTO gateway_status_samples ("gwMac", time, memory, disk) VALUES ($1, $2, 40, '[]')`,
        [gwMac, time],
      );
      await t.db.query(
        `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime") VALUES ('SYSTEM', 'RETENTION TEST', 1, 'SYSTEM', $1)`,
        [time],
      );
    }
    await rules.tick(now);
    const kept = await t.db.query<{ time: Date }>(
      `SELECT time FROM gateway_status_samples WHERE "gwMac" = $1 AND time = ANY($2::timestamptz[])`,
      [gwMac, [old, recent]],
    );
    expect(kept.map((k) => new Date(k.time).toISOString())).toEqual([recent]);
    expect(await alarms('RETENTION TEST')).toHaveLength(1);
  });
});
