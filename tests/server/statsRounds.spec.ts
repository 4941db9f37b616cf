// The stats job's rounds (server/repositories/statsRefresh.ts refreshRound): below STATS_ROUND_TAGS tags every
// store is recounted each round; above it a round recounts the stores recounted longest ago (never recounted
// first), while the tags of the stores before each one are fewer than the round's, so every store gets its turn and
// a drifted count is put right in its store's round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { StatsTask } from '../../server/stats/statsTask.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { insertFixture, STORE } from './stats.fixture.ts';

interface StoreStats {
  storeCode: string;
  total: number;
  refreshedAt: Date | null;
}

describe.each(backends)('the rounds of the statistics refresh on $name', (backend) => {
  let t: TestApp;
  let refresher: StatsRefreshRepository;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertFixture(t.db);
    refresher = new StatsRefreshRepository(t.db);
  });
  afterAll(async () => t?.close());

  const stats = () =>
    t.db.query<StoreStats>(
      `SELECT s."storeCode", x.total, x."refreshedAt" FROM stores s
       LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode" ORDER BY s."storeCode"`,
    );
  const tagsOf = async () =>
    new Map(
      (
        await t.db.query<{ storeCode: string; n: number }>(
          `SELECT "storeCode", count(*)::int AS n FROM tags WHERE "storeCode" IS NOT NULL GROUP BY 1`,
        )
      ).map((r) => [r.storeCode, r.n]),
    );

  it('recounts every store each round while the fleet is smaller than a round', async () => {
    const fleetTags = [...(await tagsOf()).values()].reduce((a, b) => a + b, 0);
    expect(await refresher.refreshRound(fleetTags + 1)).toBeUndefined();
    const rows = await stats();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.refreshedAt !== null)).toBe(true);
    const tags = await tagsOf();
    expect(rows.map((r) => r.total)).toEqual(rows.map((r) => tags.get(r.storeCode) ?? 0));
  });

  it('recounts the stores recounted longest ago, up to the round, so each has its turn', async () => {
    const tags = await tagsOf();
    // every store once more, one after the other: the order of their turns is the order of their last recounts
    const order = (await stats())
      .sort(
        (a, b) => a.refreshedAt!.getTime() - b.refreshedAt!.getTime() || (a.storeCode < b.storeCode ? -1 : 1),
      )
      .map((r) => r.storeCode);
    const turns: string[][] = [];
    for (let i = 0; i < order.length; i += 1)
      turns.push((await refresher.refreshRound(1)) ?? ['every store']);
    expect(turns).toEqual(order.map((store) => [store]));

    // a round of more tags takes the stores in turn while the tags of those before each are fewer than it
    const roundTags = (tags.get(order[0]) ?? 0) + 1;
    const expected: string[] = [];
    for (let i = 0, before = 0; i < order.length && before < roundTags; i += 1) {
      expected.push(order[i]);
      before += tags.get(order[i]) ?? 0;
    }
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(await refresher.refreshRound(roundTags)).toEqual(expected);

    // a drifted count stays until its store's turn, which puts it right
    await t.db.query(`UPDATE store_tag_stats SET total = total + 5 WHERE "storeCode" = $1`, [STORE]);
    const totalOf = async () => (await stats()).find((r) => r.storeCode === STORE)!.total;
    const rounds: Array<string[] | undefined> = [];
    while ((await totalOf()) !== tags.get(STORE) && rounds.length <= order.length)
      rounds.push(await refresher.refreshRound(1));
    expect(rounds.at(-1)).toEqual([STORE]);
    expect(await totalOf()).toBe(tags.get(STORE));
  });

  it('puts a store without statistics first (its tags unknown, counted as none)', async () => {
    await t.db.query(`DELETE FROM store_tag_stats WHERE "storeCode" = $1`, [STORE]);
    const round = (await refresher.refreshRound(1))!;
    expect(round[0]).toBe(STORE);
    expect(round).toHaveLength(2);
    expect((await stats()).find((r) => r.storeCode === STORE)!.total).toBe((await tagsOf()).get(STORE));
  });

  it("runs as the stats job's round", async () => {
    const before = new Map((await stats()).map((r) => [r.storeCode, r.refreshedAt!.getTime()]));
    await new StatsTask(t.db, undefined, 1).run();
    const changed = (await stats()).filter((r) => r.refreshedAt!.getTime() !== before.get(r.storeCode));
    expect(changed).toHaveLength(1);
  });
});
