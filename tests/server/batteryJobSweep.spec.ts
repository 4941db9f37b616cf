// The battery job's sweep (issue 27 §2, server/battery/batteryJob.ts): a run examines a bounded range of the tags
// and the next run goes on where it stopped, wrapping around, so a run costs the same at any fleet size and every
// tag is forecast within a cycle; a reading of a tag the sweep already passed is forecast in the next cycle; the
// forecast of a tag gone is dropped as the sweep passes its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBatteryJob, type BatterySweep } from '../../server/battery/batteryJob.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const LIMITS = { batch: 5, batches: 3 };
const PER_RUN = LIMITS.batch * LIMITS.batches;

describe.each(backends)('battery job sweep on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.db.query('DELETE FROM battery_forecasts');
  });
  afterAll(async () => {
    await t.close();
  });
  const forecasts = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM battery_forecasts'))[0].n;

  it('forecasts a bounded range a run, goes on where it stopped and covers every tag in a cycle', async () => {
    const [{ tags }] = await t.db.query<{ tags: number }>('SELECT count(*)::int AS tags FROM tags');
    expect(tags).toBeGreaterThan(2 * PER_RUN);
    const sweep: BatterySweep = { after: '' };
    const now = new Date();
    const first = await runBatteryJob(t.db, now, sweep, LIMITS);
    expect(first.forecast).toBe(PER_RUN);
    const [{ last }] = await t.db.query<{ last: string }>(
      `SELECT max("tagId") AS last FROM (SELECT "tagId" FROM tags ORDER BY "tagId" LIMIT $1) x`,
      [PER_RUN],
    );
    expect(sweep.after).toBe(last);
    // the next run goes on after it: the first range is not examined again
    expect((await runBatteryJob(t.db, now, sweep, LIMITS)).forecast).toBe(PER_RUN);
    expect(await forecasts()).toBe(2 * PER_RUN);
    // a reading of a tag the sweep already passed
    const [passed] = await t.db.query<{ tagId: string; storeCode: string }>(
      `SELECT "tagId", "storeCode" FROM tags ORDER BY "tagId" LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt") VALUES ($1, $2, 42, $3)`,
      [passed.tagId, passed.storeCode, now],
    );
    // the runs go on until every tag has its forecast: one run per PER_RUN tags
    let runs = 2;
    while ((await forecasts()) < tags && runs < 1000) {
      expect((await runBatteryJob(t.db, now, sweep, LIMITS)).forecast).toBeLessThanOrEqual(PER_RUN + 1);
      runs++;
    }
    expect(runs).toBe(Math.ceil(tags / PER_RUN));
    // the passed tag's new reading is forecast when the sweep comes round to it: that run or the next
    const level = async () =>
      (
        await t.db.query<{ level: number | null }>(`SELECT level FROM battery_forecasts WHERE "tagId" = $1`, [
          passed.tagId,
        ])
      )[0].level;
    if ((await level()) !== 42) await runBatteryJob(t.db, now, sweep, LIMITS);
    expect(await level()).toBe(42);
  });

  it('sweeps a fleet smaller than a run whole every run, wrapping to the tags before where it began', async () => {
    const [{ tags }] = await t.db.query<{ tags: number }>('SELECT count(*)::int AS tags FROM tags');
    const [middle] = await t.db.query<{ tagId: string; storeCode: string }>(
      `SELECT "tagId", "storeCode" FROM tags ORDER BY "tagId" OFFSET $1 LIMIT 1`,
      [Math.floor(tags / 2)],
    );
    const [early] = await t.db.query<{ tagId: string; storeCode: string }>(
      `SELECT "tagId", "storeCode" FROM tags ORDER BY "tagId" LIMIT 1 OFFSET 3`,
    );
    for (const tag of [middle, early])
      await t.db.query(
        `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt") VALUES ($1, $2, 77, now())`,
        [tag.tagId, tag.storeCode],
      );
    // a run beginning mid-way reaches the last tag, then the first ones up to where it began
    const sweep: BatterySweep = { after: middle.tagId };
    const run = await runBatteryJob(t.db, new Date(), sweep, { batch: 500, batches: 1000 });
    expect(run.forecast).toBe(2);
    expect(sweep.after).toBe('');
    // a tag gone: its forecast is dropped as the sweep passes its place
    await t.db.query('DELETE FROM tags WHERE "tagId" = $1', [early.tagId]);
    const gone = await runBatteryJob(t.db, new Date(), { after: '' }, { batch: 500, batches: 1000 });
    expect(gone).toEqual({ forecast: 0, dropped: 1 });
    expect(
      await t.db.query(`SELECT 1 FROM battery_forecasts WHERE "tagId" = $1`, [early.tagId]),
    ).toHaveLength(0);
  });
});
