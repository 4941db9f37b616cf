// The sensor calls of doc 2 §7 (docs/api.md "Sensors"): store summaries, the paged store list, a store's sensors,
// a sensor's sensing history and alarm history; privileges, store scope, paging, filters and sort in SQL; and the
// simulator's sensors (samples, out-of-range and no-response alarms, store status).
import { describe, expect, it, beforeAll } from 'vitest';
import { backends, postJson, signedInApp, type Headers, type Page } from './helpers.ts';
import { scopedSensorPaperAccount } from './sensorPaperHelpers.ts';
import { SensorSimulation, SENSOR_ALARM } from '../../server/sim/sensors.ts';
import { AlarmsRepository } from '../../server/repositories/alarms.ts';
import { createPrng } from '../../server/sim/prng.ts';

interface SensorStore {
  storeCode: string;
  totalSensorCount: number;
  lowBatteryCount: number;
  successRate: number;
  status: string;
  updatedAt: string | null;
  position: { latitude: number; longitude: number } | null;
}
interface Sensor {
  sensorMac: string;
  gwMac: string;
  operation: string;
  battery: number;
  rssi: number;
  status: string;
  version: string;
  updatedAt: string;
}

describe.each(backends)('sensors on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  let scoped: Headers;
  let kr001: Sensor[];
  beforeAll(async () => {
    scoped = await scopedSensorPaperAccount(t.app, admin, 'KR001');
    kr001 = (await postJson<Page<Sensor>>(t.app, viewer, '/status/store/KR001/sensor/search', { length: -1 }))
      .body.data;
  });
  const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('answers 401 without a session and 403 without the sensor privilege on every call', async () => {
    const mac = kr001[0].sensorMac;
    const calls: Array<[string, string]> = [
      ['GET', '/status/sensor'],
      ['POST', '/status/store/pagination/3'],
      ['POST', '/status/store/KR001/sensor/search'],
      ['GET', `/history/store/KR001/sensor/${mac}`],
      ['POST', `/history/alarm/store/KR001/sensor/${mac}/search`],
    ];
    for (const [method, url] of calls) {
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const denied = await t.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: manager,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('keeps an account to its stores: summaries list only them, another store answers 403', async () => {
    const own = (await get('/status/sensor', scoped)).json<{ data: SensorStore[] }>().data;
    expect(own.map((s) => s.storeCode)).toEqual(['KR001']);
    expect((await postJson(t.app, scoped, '/status/store/KR002/sensor/search')).status).toBe(403);
    const other = (await postJson<Page<Sensor>>(t.app, viewer, '/status/store/KR002/sensor/search')).body
      .data[0];
    expect((await get(`/history/store/KR002/sensor/${other.sensorMac}`, scoped)).statusCode).toBe(403);
    expect(
      (await postJson(t.app, scoped, `/history/alarm/store/KR002/sensor/${other.sensorMac}/search`)).status,
    ).toBe(403);
    // a sensor of another store named under the account's own store is unknown there
    expect((await get(`/history/store/KR001/sensor/${other.sensorMac}`, scoped)).statusCode).toBe(404);
    expect((await postJson(t.app, admin, '/status/store/NOPE/sensor/search')).status).toBe(404);
  });

  it('GET /status/sensor gives every store its counters and status derived from its sensors', async () => {
    const stores = (await get('/status/sensor', viewer)).json<{ data: SensorStore[] }>().data;
    expect(stores.length).toBeGreaterThanOrEqual(6);
    for (const store of stores) {
      expect(store.totalSensorCount).toBe(6);
      expect(store.position).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    }
    // the demo's third store has a sensor with a flat battery: NO_RESPONSE, so the store is OFFLINE
    const third = stores.find((s) => s.storeCode === 'JP001')!;
    expect(third).toMatchObject({ status: 'OFFLINE', successRate: 83.3 });
    expect(third.lowBatteryCount).toBeGreaterThanOrEqual(1);
    // a sensor out of range makes its store ALARM
    await t.db.query(`UPDATE sensors SET status = 'OUT_OF_RANGE' WHERE "sensorMac" = $1`, [
      kr001[0].sensorMac,
    ]);
    const kr = (await get('/status/sensor', viewer))
      .json<{ data: SensorStore[] }>()
      .data.find((s) => s.storeCode === 'KR001');
    expect(kr).toMatchObject({ status: 'ALARM', successRate: 100 });
    await t.db.query(`UPDATE sensors SET status = 'OK' WHERE "sensorMac" = $1`, [kr001[0].sensorMac]);
  });

  it('the paged store list filters, sorts and pages in SQL, 10 per page by default', async () => {
    const all = (await postJson<Page<SensorStore>>(t.app, viewer, '/status/store/pagination/3', {})).body;
    expect(all.data.length).toBe(Math.min(10, all.recordsTotal));
    const offline = (
      await postJson<Page<SensorStore>>(t.app, viewer, '/status/store/pagination/3', {
        filter_status: 'OFFLINE',
      })
    ).body;
    expect(offline.recordsFiltered).toBeGreaterThanOrEqual(1);
    expect(offline.data.every((s) => s.status === 'OFFLINE')).toBe(true);
    const byCode = (
      await postJson<Page<SensorStore>>(t.app, viewer, '/status/store/pagination/3', {
        filter_storeCode: 'kr',
      })
    ).body;
    expect(byCode.data.map((s) => s.storeCode)).toEqual(['KR001', 'KR002']);
    const sorted = (
      await postJson<Page<SensorStore>>(t.app, viewer, '/status/store/pagination/3', {
        order: [{ column: 'lowBatteryCount', dir: 'desc' }],
        start: 1,
        length: 2,
      })
    ).body;
    expect(sorted.data.length).toBe(2);
    expect(sorted.data[0].lowBatteryCount).toBeGreaterThanOrEqual(sorted.data[1].lowBatteryCount);
  });

  it("a store's sensors: 25 per page by default, filters and sort", async () => {
    const page = (await postJson<Page<Sensor>>(t.app, viewer, '/status/store/KR001/sensor/search', {})).body;
    expect(page.recordsTotal).toBe(6);
    expect(page.data.map((s) => s.sensorMac)).toEqual([...page.data.map((s) => s.sensorMac)].sort());
    expect(Object.keys(page.data[0])).toEqual(
      expect.arrayContaining([
        'sensorMac',
        'gwMac',
        'operation',
        'version',
        'battery',
        'rssi',
        'status',
        'updatedAt',
      ]),
    );
    const humidity = (
      await postJson<Page<Sensor>>(t.app, viewer, '/status/store/KR001/sensor/search', {
        filter_operation: 'HUMIDITY',
      })
    ).body;
    expect(humidity.recordsFiltered).toBe(1);
    expect(humidity.recordsTotal).toBe(6);
    const byBattery = (
      await postJson<Page<Sensor>>(t.app, viewer, '/status/store/KR001/sensor/search', {
        order: [{ column: 'battery', dir: 'asc' }],
        length: 2,
        start: 2,
      })
    ).body;
    const batteries = [...kr001.map((s) => s.battery)].sort((a, b) => a - b);
    expect(byBattery.data.map((s) => s.battery)).toEqual(batteries.slice(2, 4));
  });

  it('the sensing history answers the samples of the range, data, startDate and endDate', async () => {
    const mac = kr001[0].sensorMac;
    const day = (await get(`/history/store/KR001/sensor/${mac}`, viewer)).json<{
      data: Array<{ sensingTime: string; sensingValue: number }>;
      startDate: string;
      endDate: string;
      bucketSeconds: number;
    }>();
    expect(day.data.length).toBeGreaterThanOrEqual(280); // 24 hours every 5 minutes
    expect(day.bucketSeconds).toBe(0);
    expect(new Date(day.endDate).getTime() - new Date(day.startDate).getTime()).toBe(86_400_000);
    const end = Math.floor(Date.now() / 1000) - 3600;
    const start = end - 3 * 3600;
    const range = (
      await get(`/history/store/KR001/sensor/${mac}?startDate=${start}&endDate=${end}`, viewer)
    ).json<typeof day>();
    expect(range.data.length).toBe(36);
    for (const point of range.data) {
      const time = new Date(point.sensingTime).getTime() / 1000;
      expect(time).toBeGreaterThanOrEqual(start);
      expect(time).toBeLessThanOrEqual(end);
    }
    expect(range.startDate).toBe(new Date(start * 1000).toISOString());
    // dates as text too; a reversed or unreadable range is a 400
    const text = await get(
      `/history/store/KR001/sensor/${mac}?startDate=2026-01-01%2000:00:00&endDate=2026-01-02%2000:00:00`,
      viewer,
    );
    expect(text.statusCode).toBe(200);
    expect(
      (await get(`/history/store/KR001/sensor/${mac}?startDate=${end}&endDate=${start}`, viewer)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/history/store/KR001/sensor/${mac}?startDate=yesterday`, viewer)).json(),
    ).toMatchObject({
      message: 'startDate and endDate must be dates (epoch seconds or yyyy-mm-dd hh:ii:ss).',
    });
    expect((await get('/history/store/KR001/sensor/00:00:00:00:00:00', viewer)).json()).toMatchObject({
      message: 'This sensor does not exist.',
    });
  });

  it('a range up to two days averages the raw samples into at most 1000 points; a longer one reads hours', async () => {
    const mac = kr001[1].sensorMac;
    await t.db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
       SELECT $1, t, 4 + (extract(minute FROM t)::int % 7) / 10.0
       FROM generate_series(date_trunc('minute', now()) - interval '10 days', now() - interval '2 days', interval '1 minute') t
       ON CONFLICT DO NOTHING`,
      [mac],
    );
    const now = Math.floor(Date.now() / 1000);
    const history = (start: number, end: number) =>
      get(`/history/store/KR001/sensor/${mac}?startDate=${start}&endDate=${end}`, viewer).then((r) =>
        r.json<{ data: Array<{ sensingTime: string; sensingValue: number }>; bucketSeconds: number }>(),
      );
    // a day and a half of minutes, three days back: raw bucket averages
    const raw = await history(now - 4.5 * 86400, now - 3 * 86400);
    expect(raw.bucketSeconds).toBe(Math.ceil((1.5 * 86400) / 1000));
    expect(raw.data.length).toBeLessThanOrEqual(1000);
    expect(raw.data.length).toBeGreaterThan(500);
    // eleven days: one point per hour from the rollup, each the average of that hour's samples
    const long = await history(now - 11 * 86400, now);
    expect(long.bucketSeconds).toBe(3600);
    expect(long.data.length).toBeGreaterThan(8 * 24 - 2);
    expect(long.data.length).toBeLessThanOrEqual(11 * 24 + 1);
    const hourly = await t.db.query<{ hour: string; avg: number }>(
      `SELECT date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00') AS hour,
         round(avg("sensingValue")::numeric, 2)::float8 AS avg
       FROM sensor_samples WHERE "sensorMac" = $1 AND "sensingTime" >= to_timestamp($2) - interval '1 hour'
       GROUP BY 1 ORDER BY 1`,
      [mac, now - 11 * 86400],
    );
    const expected = new Map(hourly.map((h) => [new Date(h.hour).getTime(), h.avg]));
    for (const point of long.data)
      expect(point.sensingValue, point.sensingTime).toBeCloseTo(
        expected.get(new Date(point.sensingTime).getTime())!,
        2,
      );
    // a year: several hours per point, never more than 1000 points
    const year = await history(now - 365 * 86400, now);
    expect(year.bucketSeconds).toBe(9 * 3600);
    expect(year.data.length).toBeLessThanOrEqual(1000);
  });

  it('the simulator samples each sensor once per interval, raises out-of-range and no-response alarms once', async () => {
    const alarms = new AlarmsRepository(t.db);
    const sim = new SensorSimulation(t.db, alarms, createPrng(5), 60_000);
    // a store's sensor pushed far out of its range reports outside it; another goes silent
    const [hot, silent] = kr001.filter((s) => s.operation === 'TEMPERATURE');
    await t.db.query(
      `UPDATE sensors SET "sensingValue" = 40, "sensingTime" = now() - interval '2 minutes' WHERE "sensorMac" = $1`,
      [hot.sensorMac],
    );
    await t.db.query(`UPDATE sensors SET battery = 0 WHERE "sensorMac" = $1`, [silent.sensorMac]);
    const before = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sensor_samples WHERE "sensorMac" = $1`,
      [hot.sensorMac],
    );
    // the alarms this tick raises (the demo's seeded alarms are older)
    const [{ lastId }] = await t.db.query<{ lastId: number }>(
      `SELECT coalesce(max(id), 0)::int AS "lastId" FROM alarm_history`,
    );
    const now = new Date(Date.now() + 10 * 60_000);
    await sim.tick(now);
    await sim.tick(new Date(now.getTime() + 1000)); // within the interval: no second sample, no second alarm
    const after = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sensor_samples WHERE "sensorMac" = $1`,
      [hot.sensorMac],
    );
    expect(after[0].n).toBe(before[0].n + 1);
    const raised = await t.db.query<{ type: string; sourceId: string }>(
      `SELECT type, "sourceId" FROM alarm_history WHERE "sourceType" = 'sensor' AND location = 'KR001' AND id > $1
       ORDER BY id`,
      [lastId],
    );
    expect(
      raised.filter((a) => a.type === SENSOR_ALARM.outOfRange && a.sourceId === hot.sensorMac),
    ).toHaveLength(1);
    expect(
      raised.filter((a) => a.type === SENSOR_ALARM.noResponse && a.sourceId === silent.sensorMac),
    ).toHaveLength(1);
    const store = (await get('/status/sensor', viewer))
      .json<{ data: SensorStore[] }>()
      .data.find((s) => s.storeCode === 'KR001');
    expect(store?.status).toBe('OFFLINE');
    // the alarm history of the sensor: 10 per page, newest first, date range on alarmTime (from the tick: the
    // demo's seeded alarms are hours older)
    const history = (
      await postJson<Page<{ type: string; alarmTime: string; alarmType: string }>>(
        t.app,
        scoped,
        `/history/alarm/store/KR001/sensor/${hot.sensorMac}/search`,
        { filter_startDate: Math.floor(now.getTime() / 1000) - 1 },
      )
    ).body;
    expect(history.data.map((a) => [a.type, a.alarmType])).toEqual([[SENSOR_ALARM.outOfRange, 'WARNING']]);
    const later = Math.floor(now.getTime() / 1000) + 60;
    const none = (
      await postJson<Page<unknown>>(
        t.app,
        scoped,
        `/history/alarm/store/KR001/sensor/${hot.sensorMac}/search`,
        { filter_startDate: later },
      )
    ).body;
    expect(none).toMatchObject({ recordsTotal: history.recordsTotal, recordsFiltered: 0, data: [] });
  });
  it('the hourly rollup agrees with the raw samples after inserts, a conflicting insert, an update and deletes', async () => {
    const [a, b] = kr001.map((x) => x.sensorMac);
    await t.db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
       SELECT mac, t, 3 + random() * 4
       FROM unnest($1::text[]) mac, generate_series(now() - interval '30 hours', now() - interval '26 hours', interval '37 seconds') t
       ON CONFLICT DO NOTHING`,
      [[a, b]],
    );
    // the same instants again (skipped by the key: counted once), an edit, a deleted stretch
    await t.db.query(
      `INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
       SELECT "sensorMac", "sensingTime", 99 FROM sensor_samples WHERE "sensorMac" = $1 ON CONFLICT DO NOTHING`,
      [a],
    );
    await t.db.query(
      `UPDATE sensor_samples SET "sensingValue" = "sensingValue" + 10
       WHERE "sensorMac" = $1 AND "sensingTime" > now() - interval '29 hours' AND "sensingTime" < now() - interval '28 hours'`,
      [b],
    );
    await t.db.query(
      `DELETE FROM sensor_samples WHERE "sensorMac" = $1 AND "sensingTime" > now() - interval '28 hours 10 minutes'
         AND "sensingTime" < now() - interval '27 hours 20 minutes'`,
      [a],
    );
    // the simulator's ticks write through the same table
    const sim = new SensorSimulation(t.db, new AlarmsRepository(t.db), createPrng(11), 60_000);
    await sim.tick(new Date(Date.now() + 20 * 60_000));
    await sim.tick(new Date(Date.now() + 22 * 60_000));
    const differences = await t.db.query<{ sensorMac: string; hour: string }>(
      `WITH raw AS (
         SELECT "sensorMac", date_bin('1 hour', "sensingTime", timestamptz '1970-01-01 00:00:00+00') AS hour,
           count(*)::int AS n, sum("sensingValue") AS total, min("sensingValue") AS lo, max("sensingValue") AS hi
         FROM sensor_samples GROUP BY 1, 2)
       SELECT coalesce(r."sensorMac", h."sensorMac") AS "sensorMac", coalesce(r.hour, h.hour) AS hour
       FROM raw r FULL JOIN sensor_sample_hours h ON h."sensorMac" = r."sensorMac" AND h.hour = r.hour
       WHERE r.n IS DISTINCT FROM h.n OR abs(r.total - h.total) > 1e-6 OR r.lo IS DISTINCT FROM h."minValue"
         OR r.hi IS DISTINCT FROM h."maxValue"`,
    );
    expect(differences).toEqual([]);
    const [{ hours }] = await t.db.query<{ hours: number }>(
      `SELECT count(*)::int AS hours FROM sensor_sample_hours WHERE "sensorMac" = ANY($1)`,
      [[a, b]],
    );
    expect(hours).toBeGreaterThan(24);
  });
});
