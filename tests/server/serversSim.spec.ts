// The server simulation (server/sim/servers.ts): deterministic for a seed, realistic, not noisy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmNotificationsRepository } from '../../server/repositories/alarmNotifications.ts';
import type { AlarmInput } from '../../server/repositories/alarms.ts';
import { createRepositories } from '../../server/repositories/index.ts';
import { ServerBehaviour } from '../../server/sim/servers.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const START = Date.parse('2030-01-01T00:00:00Z');

/** Runs `ticks` heartbeats of `tickMs` from START; answers every state seen, the alarms and the final rows. */
async function run(t: TestApp, seed: number, ticks: number, tickMs: number, from = START) {
  const repos = createRepositories(t.db);
  const sim = new ServerBehaviour(repos, { seed, tickMs });
  const alarms: AlarmInput[] = [];
  const seen: Array<{ tick: number; id: string; status: string; state: string | null }> = [];
  for (let i = 1; i <= ticks; i++) {
    await sim.tick(new Date(from + i * tickMs), alarms);
    const rows = await repos.servers.all();
    for (const r of rows) seen.push({ tick: i, id: r.id, status: r.status, state: r.state });
  }
  const rows = await t.db.query(
    'SELECT id, status, state, "reportTime", "ramUsage", "diskUsage", "serviceStatusList", "networkInformation" FROM servers ORDER BY id',
  );
  return { alarms, seen, rows };
}

describe.each(backends)('server simulation on $name', (backend) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(backend);
    b = await createTestApp(backend);
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  it('is deterministic for a seed and differs for another', async () => {
    const first = await run(a, 11, 80, 600_000);
    const second = await run(b, 11, 80, 600_000);
    expect(second.rows).toEqual(first.rows);
    expect(second.alarms).toEqual(first.alarms);
    expect(first.alarms.length).toBeGreaterThan(0);
    const other = await run(b, 12, 80, 600_000);
    expect(other.alarms).not.toEqual(first.alarms);
  });

  it('drives statuses, replication states, services, samples and the alarms of doc 1 §8 by server type', async () => {
    // 40 hours in 10 minute ticks
    const ticks = 240;
    const from = START + 200 * 600_000; // after the ticks of the determinism test
    const { alarms, seen, rows } = await run(a, 5, ticks, 600_000, from);
    expect(new Set(seen.map((s) => s.status))).toEqual(new Set(['NORMAL', 'ALARM', 'OFFLINE']));
    const dbStates = new Set(seen.filter((s) => s.id.startsWith('db')).map((s) => s.state));
    for (const state of ['PRIMARY', 'SECONDARY', 'RECOVERING', 'ARBITER', 'DOWN'])
      expect(dbStates).toContain(state);
    expect(seen.filter((s) => s.status === 'OFFLINE').every((s) => s.state === 'DOWN')).toBe(true);
    expect(new Set(alarms.map((x) => x.type))).toEqual(
      new Set(['SERVER STATUS ABNORMAL', 'DISK USAGE ABNORMAL', 'MEMORY USAGE ABNORMAL']),
    );
    const classOf = { proxy: 1, esl: 2, db: 3 } as Record<string, number>;
    for (const alarm of alarms) {
      expect(alarm).toMatchObject({ location: 'SYSTEM', sourceType: 'server' });
      expect(alarm.class).toBe(classOf[String(alarm.sourceId).split('-')[0]]);
    }
    for (const row of rows as Array<{ serviceStatusList: Array<{ status: string }> }>)
      expect(row.serviceStatusList.every((x) => ['RUNNING', 'STOPPED'].includes(x.status))).toBe(true);
    // the chart gets a sample for every online server and tick; an offline server's report goes stale
    const [samples] = await a.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM server_status_samples WHERE time > $1`,
      [new Date(from).toISOString()],
    );
    expect(samples.n).toBe(seen.filter((s) => s.status !== 'OFFLINE').length);
    const offline = (rows as Array<{ status: string; reportTime: Date }>).filter(
      (r) => r.status === 'OFFLINE',
    );
    for (const r of offline) expect(r.reportTime.getTime()).toBeLessThan(from + ticks * 600_000);
  });

  it("raises MEMORY and DISK USAGE ABNORMAL against the alarm setting's thresholds", async () => {
    const settings = new AlarmNotificationsRepository(b.db);
    const before = await settings.setting();
    const usage = (alarms: AlarmInput[]) =>
      alarms.filter((x) => x.type === 'MEMORY USAGE ABNORMAL' || x.type === 'DISK USAGE ABNORMAL');
    try {
      // thresholds above any simulated surge: no usage alarm in 40 hours
      await settings.saveSetting({ ...before, memoryThreshold: 99, diskThreshold: 99 });
      const quiet = await run(b, 5, 240, 600_000, START + 1_000 * 600_000);
      expect(usage(quiet.alarms)).toEqual([]);
      // a low memory threshold: the everyday use crosses it, and the alarm names it
      await settings.saveSetting({ ...before, memoryThreshold: 30, diskThreshold: 99 });
      const low = await run(b, 5, 240, 600_000, START + 2_000 * 600_000);
      const memory = usage(low.alarms).filter((x) => x.type === 'MEMORY USAGE ABNORMAL');
      expect(memory.length).toBeGreaterThan(0);
      expect(memory.every((x) => (x.data as { threshold: number }).threshold === 30)).toBe(true);
      expect(usage(low.alarms).some((x) => x.type === 'DISK USAGE ABNORMAL')).toBe(false);
    } finally {
      await settings.saveSetting(before);
    }
  });

  it('keeps one online leader per kind whenever one can lead', async () => {
    const repos = createRepositories(b.db);
    const sim = new ServerBehaviour(repos, { seed: 9, tickMs: 600_000 });
    for (let i = 1; i <= 150; i++) {
      await sim.tick(new Date(START + 400 * 600_000 + i * 600_000), []);
      const rows = await repos.servers.all();
      for (const [type, leader] of [
        ['proxy', 'LEADER'],
        ['database', 'PRIMARY'],
        ['esl', 'MASTER'],
      ]) {
        const leaders = rows.filter((r) => r.type === type && r.state === leader && r.status !== 'OFFLINE');
        expect(leaders.length, `${type} at tick ${i}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('raises a handful of alarms an hour for the fleet, not a flood', async () => {
    const alarms: AlarmInput[] = [];
    // one day in 5 minute ticks (the rates are per hour, whatever the tick)
    const sim = new ServerBehaviour(createRepositories(a.db), { seed: 1, tickMs: 300_000 });
    const from = START + 1000 * 600_000;
    for (let i = 1; i <= 24 * 12; i++) await sim.tick(new Date(from + i * 300_000), alarms);
    const perHour = alarms.length / 24;
    expect(perHour).toBeGreaterThanOrEqual(1);
    expect(perHour).toBeLessThanOrEqual(10);
  });
});
