// The 'battery' server job (issue 27 §2; server/jobs/serverJobs.ts, once per BATTERY_EVERY_MS across the
// instances, with or without the simulator): a sweep over the tags in tag id order, SCAN_PER_RUN at most a run,
// each run going on where the last one stopped (the sweep's cursor, kept by the caller) and wrapping around: each
// tag whose battery history moved since its forecast (or without one) gets its forecast again from its daily
// readings of the last FIT_DAYS (domain/battery.ts: a Theil-Sen fit since the last replacement jump, the date it
// crosses the low-battery level, or 'too few readings'); forecasts of tags gone from the range examined are
// dropped. A fleet of up to SCAN_PER_RUN tags is swept whole every run; a larger one in turns, at the same cost.
import type { Queryable } from '../db/db.ts';
import { BatteryRepository, FIT_DAYS, type ForecastWrite } from '../repositories/battery.ts';
import { forecastBattery } from '../../domain/battery.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { checkLowBattery } from '../sim/tagRadioAlarms.ts';

/** tags examined per batch, and batches per run at most (the rest of the sweep waits for the next run) */
const BATCH = 2000;
const MAX_BATCHES = 25;
export const SCAN_PER_RUN = BATCH * MAX_BATCHES;

/** where the sweep goes on: the last tag id examined ('' from the start) */
export interface BatterySweep {
  after: string;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

async function forecastTags(repo: BatteryRepository, tagIds: string[], now: Date): Promise<number> {
  if (tagIds.length === 0) return 0;
  const since = new Date(now.getTime() - FIT_DAYS * 24 * 3600_000);
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
  return writes.length;
}

export async function runBatteryJob(
  db: Queryable,
  now: Date,
  sweep: BatterySweep = { after: '' },
  limits = { batch: BATCH, batches: MAX_BATCHES },
): Promise<{ forecast: number; dropped: number }> {
  const repo = repositoriesOf(db).battery;
  const start = sweep.after;
  // the first leg from the cursor to the last tag; then, for a run that began mid-way, from the first tag to it
  let leg: { after: string; upTo: string | null } = { after: start, upTo: null };
  let forecast = 0;
  let dropped = 0;
  for (let batch = 0; batch < limits.batches; batch++) {
    const scan = await repo.scanStale(leg.after, leg.upTo, limits.batch);
    forecast += await forecastTags(repo, scan.stale, now);
    const full = scan.scanned === limits.batch && scan.last !== null;
    // the forecasts of tags gone from the range examined (to the leg's end when it ended)
    dropped += await repo.dropOrphans(leg.after, full ? scan.last : leg.upTo);
    if (full) {
      leg = { ...leg, after: scan.last! };
      continue;
    }
    // a leg ended: the whole fleet was examined this run, or the second leg begins
    if (leg.upTo !== null || start === '') {
      leg = { after: '', upTo: null };
      break;
    }
    leg = { after: '', upTo: start };
  }
  sweep.after = leg.after;
  // the stores' low-battery lists, with or without the simulator: a change raises its alarm and webhook event once
  await checkLowBattery(db, repositoriesOf(db).alarms, 'all', now);
  return { forecast, dropped };
}
