// A fresh demo shows what its pages are for (issue 33 §5): the battery page has, in every store, tags due this week
// beyond those already low and tags due next week (seeded battery lines, forecast by the job), and every store has
// a sensor alarm to look at in its sensor alarm history (a door left open hours ago, its samples out of range),
// without waiting minutes for the simulator.
import { describe, expect, it } from 'vitest';
import { runBatteryJob } from '../../server/battery/batteryJob.ts';
import { DEMO_STORES } from '../../server/seed/demoData.ts';
import { seedStatusHistory } from '../../server/seed/history.ts';
import { backends, signedInApp } from './helpers.ts';

describe.each(backends)('the fresh demo on $name', (backend) => {
  const s = signedInApp(backend);

  it('every store has tags due next week, and due this week beyond those low now', async () => {
    // the battery job's first run (every BATTERY_EVERY_MS on a running server)
    await runBatteryJob(s.t.db, new Date());
    const answer = await s.t.app.inject({ method: 'GET', url: '/api/battery/stores', headers: s.admin });
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<{
      data: Array<{ storeCode: string; thisWeek: number; nextWeek: number; low: number; tags: number }>;
    }>().data;
    expect(rows.map((r) => r.storeCode).sort()).toEqual(DEMO_STORES.map((d) => d.storeCode).sort());
    for (const row of rows) {
      expect(row.nextWeek, row.storeCode).toBeGreaterThan(0);
      expect(row.thisWeek, row.storeCode).toBeGreaterThan(row.low);
      // most tags are due later
      expect(row.thisWeek + row.nextWeek, row.storeCode).toBeLessThan(row.tags / 2);
    }
  });

  it("every store's sensor alarm history has an alarm of the last day, its samples out of range then", async () => {
    for (const { storeCode } of DEMO_STORES) {
      const sensors = await s.t.db.query<{ sensorMac: string; minValue: number; maxValue: number }>(
        `SELECT "sensorMac", "minValue", "maxValue" FROM sensors WHERE "storeCode" = $1 ORDER BY "sensorMac"`,
        [storeCode],
      );
      const found: Array<{ mac: string; alarmTime: string; min: number; max: number }> = [];
      for (const sensor of sensors) {
        const page = await s.t.app.inject({
          method: 'POST',
          url: `/api/history/alarm/store/${storeCode}/sensor/${encodeURIComponent(sensor.sensorMac)}/search`,
          headers: s.admin,
          payload: {},
        });
        expect(page.statusCode, page.body).toBe(200);
        for (const alarm of page.json<{ data: Array<{ type: string; alarmTime: string }> }>().data)
          if (alarm.type === 'SENSOR VALUE OUT OF RANGE')
            found.push({
              mac: sensor.sensorMac,
              alarmTime: alarm.alarmTime,
              min: sensor.minValue,
              max: sensor.maxValue,
            });
      }
      expect(found.length, storeCode).toBeGreaterThan(0);
      for (const alarm of found) {
        expect(Date.now() - Date.parse(alarm.alarmTime)).toBeLessThan(24 * 3600_000);
        const [sample] = await s.t.db.query<{ value: number }>(
          `SELECT "sensingValue"::float8 AS value FROM sensor_samples WHERE "sensorMac" = $1 AND "sensingTime" = $2`,
          [alarm.mac, alarm.alarmTime],
        );
        expect(sample.value < alarm.min || sample.value > alarm.max, `${alarm.mac} ${sample.value}`).toBe(
          true,
        );
      }
    }
  });
});

describe.each(backends)('the demo seed on a chain fleet on $name', (backend) => {
  const s = signedInApp(backend);

  it("writes status history for the demo stores' gateways only, never every gateway of the chain", async () => {
    await s.t.db.query('DELETE FROM gateway_status_samples');
    await seedStatusHistory(s.t.db, 1, ['KR001']);
    const rows = await s.t.db.query<{ storeCode: string | null; n: number }>(
      `SELECT g."storeCode", count(*)::int AS n FROM gateway_status_samples x
         LEFT JOIN gateways g ON g."gwMac" = x."gwMac" GROUP BY 1`,
    );
    expect(rows.map((row) => row.storeCode)).toEqual(['KR001']);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
