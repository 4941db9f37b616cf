// The low-battery count of the maintained statistics (store_tag_stats."lowBattery": the tag status page and the
// exception stats) follows the tags between two full refreshes: a battery draining below 20 % adds the tag, a
// battery coming back removes it, without waiting for the 5-minute refresh.
import { describe, expect, it } from 'vitest';
import { StatsDeltasRepository, type TagChange } from '../../server/repositories/statsDeltas.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { BatterySimulation } from '../../server/sim/batteries.ts';
import { backends, signedInApp } from './helpers.ts';

const STORE = 'KR001';

describe.each(backends)('low-battery statistics on $name', (backend) => {
  const { t, admin } = signedInApp(backend);

  /** the store's low-battery figure as the tag status page reads it */
  const shown = async (): Promise<number> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status/store/tag', headers: admin });
    expect(response.statusCode).toBe(200);
    const row = response
      .json<{ data: Array<{ storeCode: string; lowBattery: number }> }>()
      .data.find((r) => r.storeCode === STORE);
    return row!.lowBattery;
  };
  const recount = async (): Promise<number> => {
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "storeCode" = $1 AND "battStatus" = 'LOW'`,
      [STORE],
    );
    return n;
  };

  it('adds a tag when its battery drains below 20 %, before any refresh', async () => {
    // every tag of the store at 20 % (not low yet) behind a working gateway, the statistics settled
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = $1`, [STORE]);
    await t.db.query(
      `UPDATE tags SET battery = 20, "battStatus" = 'GOOD', status = 'OK' WHERE "storeCode" = $1`,
      [STORE],
    );
    await new StatsRefreshRepository(t.db).refresh([STORE]);
    expect(await shown()).toBe(0);

    // the simulator's batteries drain by their model (server/sim/batteries.ts): a day after it first saw them,
    // the store's tags read under 20 % mostly
    const batteries = new BatterySimulation(t.db, 5);
    const start = Date.now();
    await batteries.tick(new Date(start));
    await batteries.tick(new Date(start + 24 * 3600_000));
    const low = await recount();
    // some of the store's tags crossed
    expect(low).toBeGreaterThan(0);
    expect(await shown()).toBe(low);
    await new StatsRefreshRepository(t.db).refresh([STORE]);
    expect(await shown()).toBe(low);
  });

  it('removes a tag when its battery comes back, and leaves the count alone when the battery did not move', async () => {
    const before = await shown();
    expect(before).toBeGreaterThan(0);
    const change = (oldBattStatus?: string | null, newBattStatus?: string | null): TagChange => ({
      storeCode: STORE,
      gwMac: null,
      tagType: null,
      oldStatus: 'OK',
      newStatus: 'OK',
      wasToday: true,
      updated: false,
      oldBattStatus,
      newBattStatus,
    });
    const deltas = new StatsDeltasRepository(t.db);
    await deltas.apply([change('LOW', 'GOOD')]);
    expect(await shown()).toBe(before - 1);
    await deltas.apply([change('LOW', 'LOW'), change('GOOD', 'GOOD'), change(), change(null, null)]);
    expect(await shown()).toBe(before - 1);
    await deltas.apply([change('GOOD', 'LOW'), change(null, 'LOW')]);
    expect(await shown()).toBe(before + 1);
  });
});
