// The statistics refresh's daily backfill (server/repositories/statsRefresh.ts): the store days of the last two
// weeks without a row get the counts of the tags (successful) and products last updated on that day; the days with a
// row keep what the deltas counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { insertFixture, STORE } from './stats.fixture.ts';

interface Day {
  day: string;
  tags: number;
  products: number;
}

describe.each(backends)('the daily backfill of the statistics refresh on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await insertFixture(t.db);
  });
  afterAll(async () => t?.close());

  const refresh = () => new StatsRefreshRepository(t.db).refresh([STORE]);
  const days = () =>
    t.db.query<Day>(
      `SELECT day::text AS day, tags, products FROM store_daily_updates WHERE "storeCode" = $1 ORDER BY day`,
      [STORE],
    );
  /** the days of the last two weeks with a tag or a product last updated on them, counted here */
  const counted = async () =>
    (
      await t.db.query<Day>(
        `SELECT g.day::date::text AS day,
           (SELECT count(*)::int FROM tags WHERE "storeCode" = $1 AND status = 'OK'
              AND "updatedAt"::date = g.day::date) AS tags,
           (SELECT count(*)::int FROM products WHERE "storeCode" = $1 AND "updatedAt"::date = g.day::date) AS products
         FROM generate_series(current_date - 13, current_date, interval '1 day') AS g(day) ORDER BY 1`,
        [STORE],
      )
    ).filter((d) => d.tags > 0 || d.products > 0);

  it('counts the days without a row and leaves the counted days alone', async () => {
    await refresh();
    const first = await days();
    expect(first).toEqual(await counted());
    expect(first.length).toBeGreaterThan(2);

    // a day the deltas counted keeps its count; a day without a row is counted again
    const [kept, lost] = first;
    await t.db.query(`UPDATE store_daily_updates SET tags = tags + 100 WHERE "storeCode" = $1 AND day = $2`, [
      STORE,
      kept.day,
    ]);
    await t.db.query(`DELETE FROM store_daily_updates WHERE "storeCode" = $1 AND day = $2`, [
      STORE,
      lost.day,
    ]);
    expect((await days()).map((d) => d.day)).not.toContain(lost.day);
    await refresh();
    expect(await days()).toEqual(first.map((d) => (d.day === kept.day ? { ...d, tags: d.tags + 100 } : d)));
  });
});
