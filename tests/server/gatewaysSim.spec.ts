// The gateway simulation (server/sim/gateways.ts): outages turn gateways OFFLINE once their lastStatusTime is
// stale and they come back, alarms land in alarm_history (sourceType gw), samples carry ramdisk and ramdisk
// logs, and the same seed gives the same fleet history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Simulator } from '../../server/sim/simulator.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const TICK_MS = 5_000;

async function run(t: TestApp, ticks: number, seed = 7): Promise<Array<{ gwMac: string; status: string }>> {
  const simulator = new Simulator(t.db, { seed, tickMs: TICK_MS, sampleEvery: 10 });
  const start = Date.now();
  for (let i = 1; i <= ticks; i++) {
    await simulator.tick(new Date(start + i * TICK_MS));
  }
  return t.db.query<{ gwMac: string; status: string }>(
    'SELECT "gwMac", status FROM gateways ORDER BY "gwMac"',
  );
}

describe.each(backends)('gateway simulation on $name', (backend) => {
  let t: TestApp;
  let finalStates: Array<{ gwMac: string; status: string }>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    finalStates = await run(t, 160);
  });
  afterAll(async () => t?.close());

  it('takes gateways offline (stale heartbeat) and back, with GW alarms in alarm history', async () => {
    const alarms = await t.db.query<{ type: string; location: string; sourceId: string; class: number }>(
      `SELECT type, location, "sourceId", class FROM alarm_history WHERE "sourceType" = 'gw'`,
    );
    const offline = alarms.filter((a) => a.type === 'GW STATUS ABNORMAL' && a.class === 3);
    expect(offline.length).toBeGreaterThan(0);
    const types = new Set(alarms.map((a) => a.type));
    // time sync lost now and then; SEND TO GW FAILURE is no roll of the dice but a refused send (gateways.spec)
    expect(types.has('GW TIME SYNC ABNORMAL')).toBe(true);
    expect(types.has('SEND TO GW FAILURE')).toBe(false);
    const gateways = await t.db.query<{ gwMac: string; storeCode: string }>(
      'SELECT "gwMac", "storeCode" FROM gateways',
    );
    const storeOf = new Map(gateways.map((g) => [g.gwMac, g.storeCode]));
    for (const alarm of alarms) expect(alarm.location).toBe(storeOf.get(alarm.sourceId));
    // an outage is temporary: not every gateway that went offline is still offline
    const stillOffline = new Set(finalStates.filter((g) => g.status === 'OFFLINE').map((g) => g.gwMac));
    expect(offline.some((a) => !stillOffline.has(a.sourceId))).toBe(true);
  });

  it('an offline gateway keeps its lastStatusTime; online ones report every tick', async () => {
    const rows = await t.db.query<{ status: string; age: number }>(
      `SELECT status, extract(epoch FROM (max("lastStatusTime") OVER () - "lastStatusTime"))::float8 AS age FROM gateways`,
    );
    for (const row of rows) if (row.status === 'OFFLINE') expect(row.age).toBeGreaterThan(TICK_MS / 1000);
    expect(rows.filter((r) => r.status !== 'OFFLINE').every((r) => r.age === 0)).toBe(true);
  });

  it('stores samples with ramdisk and ramdisk logs, and store counters follow', async () => {
    const [sample] = await t.db.query<{ disk: Array<{ path: string; percent: number }> }>(
      'SELECT disk FROM gateway_status_samples ORDER BY time DESC LIMIT 1',
    );
    expect(sample.disk.map((d) => d.path)).toEqual(['ramdisk', 'ramdisk logs']);
    const mismatched = await t.db.query(
      `SELECT s."storeCode" FROM stores s WHERE s.offline <> (SELECT count(*) FROM gateways g WHERE g."storeCode" = s."storeCode" AND g.status = 'OFFLINE')`,
    );
    expect(mismatched).toEqual([]);
  });
});

describe('gateway simulation determinism', () => {
  it('gives the same gateway states for the same seed', async () => {
    const [a, b] = [await createTestApp(backends[0]), await createTestApp(backends[0])];
    try {
      await a.db.query(`UPDATE gateways SET "lastStatusTime" = now()`);
      await b.db.query(`UPDATE gateways SET "lastStatusTime" = now()`);
      const [ra, rb] = [await run(a, 60, 3), await run(b, 60, 3)];
      expect(ra).toEqual(rb);
      expect(ra.length).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
