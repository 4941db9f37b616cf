// The 'battery' server job (issue 27 §2; server/jobs/serverJobs.ts, once per BATTERY_EVERY_MS across the
// instances, with or without the simulator): each tag whose battery history moved since its forecast (or without
// one) gets its forecast again from its daily readings of the last FIT_DAYS (src/domain/battery.ts: a Theil-Sen fit
// since the last replacement jump, the date it crosses the low-battery level, or 'too few readings'); forecasts of
// tags that are gone are dropped.
import type { Queryable } from '../db/db.ts';
import { BatteryRepository, FIT_DAYS, type ForecastWrite } from '../repositories/battery.ts';
import { forecastBattery } from '../../src/domain/battery.ts';

/** tags forecast per batch, and batches per run at most (the rest waits for the next run) */
const BATCH = 2000;
const MAX_BATCHES = 25;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

export async function runBatteryJob(
  db: Queryable,
  now: Date,
): Promise<{ forecast: number; dropped: number }> {
  const repo = new BatteryRepository(db);
  const since = new Date(now.getTime() - FIT_DAYS * 24 * 3600_000);
  let forecast = 0;
  const done = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    // a tag read again within the run (a reading came in meanwhile) waits for the next run
    const tagIds = (await repo.stale(BATCH)).filter((tagId) => !done.has(tagId));
    if (tagIds.length === 0) break;
    for (const tagId of tagIds) done.add(tagId);
    const history = await repo.dailyReadings(tagIds, since);
    const writes: ForecastWrite[] = tagIds.map((tagId) => {
      const { readings, lastAt, lastId } = history.get(tagId) ?? { readings: [], lastAt: null, lastId: null };
      const f = forecastBattery(readings);
      return {
        tagId,
        state: f.state,
        level: f.level,
        ratePerMonth: f.ratePerMonth === null ? null : Math.round(f.ratePerMonth * 1000) / 1000,
        forecastAt: iso(f.crossingAt),
        readings: f.readings,
        replacedAt: iso(f.replacedAt),
        lastReadingAt: lastAt,
        historyId: lastId,
      };
    });
    await repo.save(writes, now);
    forecast += writes.length;
    if (tagIds.length < BATCH) break;
  }
  const dropped = await repo.dropOrphans();
  return { forecast, dropped };
}
