// The demo's battery histories (issue 33 §5): the battery page is there to say which tags need a new battery this
// week and next, so a fresh demo has, in every store, tags already low (the fleet's), some due this week, some
// next week and most later. Each tag of the demo stores gets the readings of its drain line at the simulator's own
// rate (server/sim/batteryDrain.ts: its type, updates and temperature), one a day for HISTORY_DAYS and one every
// 4 hours for the last 3 days, replacing the tag history's samples: the simulator, once it starts, backfills older
// readings on the same line (server/sim/batteries.ts) and goes on from the level now. In each store, by tag id,
// one tag in DUE_EVERY is due this week and one next week (the 9th and 10th of every 20: a store's first tags keep
// their seeded battery, which the tests of the forecast routes and the simulator count on):
//   - this week: its line crosses LOW_BATTERY from just before now (an overdue forecast: its reading still 20) to
//     halfway to Monday, so that some are this week's whatever the day (on a Sunday evening: overdue ones);
//   - next week: between Tuesday and Sunday of the next week.
// Those lines are written without reading noise (the forecast's fit finds the crossing within hours), the others
// with the simulator's noise of a point or two. The battery job (every BATTERY_EVERY_MS, with or without the
// simulator) forecasts them. Deterministic for the seed and tags (the clock aside).
import type { Queryable } from '../db/db.ts';
import { LOW_BATTERY } from '../../domain/battery.ts';
import { BatterySimRepository, type NewSimTag, type SimReadingWrite } from '../sim/statements/batteries.ts';
import { SeedBatteryHistoryRepository } from './statements/batteryHistory.ts';
import { dailyDrain, hashText, noisyReading, tagPrng, tagProfile } from '../sim/batteryDrain.ts';

const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;
/** days of daily readings (the forecast fits the latest 60 daily readings, at least 3 days' span) */
export const HISTORY_DAYS = 45;
/** in every DUE_EVERY tags of a store (by tag id), the one at DUE_THIS_WEEK is due this week, the next one next week */
export const DUE_EVERY = 20;
const DUE_THIS_WEEK = 8;

type Due = 'thisWeek' | 'nextWeek' | 'later';

/** the tag's share of a period, 0 to 1, stable for the seed and tag */
const share = (seed: number, tagId: string, what: string) =>
  (hashText(`${seed}|${tagId}|${what}`) % 1000) / 999;

/** when the line of a due tag crosses LOW_BATTERY */
function crossingAt(due: Exclude<Due, 'later'>, now: number, nextWeek: number, rate: number, part: number) {
  if (due === 'thisWeek') {
    // from 0.4 / rate days before now (the level still rounds to LOW_BATTERY) to halfway to Monday, half a day
    // before at the latest (the fit finds the crossing within hours: none slips into next week)
    const earliest = now - (0.4 / rate) * DAY_MS;
    const latest = now + Math.max(0, (nextWeek - now) / 2 - DAY_MS / 2);
    return earliest + part * (latest - earliest);
  }
  return nextWeek + DAY_MS + part * 5 * DAY_MS;
}

export async function seedBatteryHistory(
  db: Queryable,
  stores: string[],
  seed: number,
  now = new Date(),
): Promise<void> {
  const tags = (await new BatterySimRepository(db).unseen(now, 1_000_000, stores)).filter((t) =>
    stores.includes(t.storeCode),
  );
  if (tags.length === 0) return;
  const history = new SeedBatteryHistoryRepository(db);
  const nextWeek = await history.nextWeekStart(now);
  const at = now.getTime();
  const rank = new Map<string, number>();
  const readings: SimReadingWrite[] = [];
  const levels: Array<{ tagId: string; battery: number }> = [];
  for (const tag of [...tags].sort((a, b) => a.tagId.localeCompare(b.tagId))) {
    const place = rank.get(tag.storeCode) ?? 0;
    rank.set(tag.storeCode, place + 1);
    const low = tag.battery < LOW_BATTERY;
    const slot = (place % DUE_EVERY) - DUE_THIS_WEEK;
    const due: Due = low || slot < 0 ? 'later' : ((['thisWeek', 'nextWeek'] as const)[slot] ?? 'later');
    const rate = dailyDrain(tagProfile(tag));
    const levelNow =
      due === 'later'
        ? tag.battery
        : LOW_BATTERY +
          (rate * (crossingAt(due, at, nextWeek, rate, share(seed, tag.tagId, due)) - at)) / DAY_MS;
    readings.push(...line(seed, tag, { at, level: levelNow }, rate, due !== 'later'));
    if (due !== 'later') levels.push({ tagId: tag.tagId, battery: Math.round(levelNow) });
  }
  await history.dropReadings(tags.map((t) => t.tagId));
  await new BatterySimRepository(db).insertHistory(readings);
  await history.setBatteries(levels);
}

/** the readings of a tag's line through `anchor` at `rate` points a day: daily, then every 4 hours for 3 days */
function line(
  seed: number,
  tag: Pick<NewSimTag, 'tagId' | 'storeCode'>,
  anchor: { at: number; level: number },
  rate: number,
  exact: boolean,
): SimReadingWrite[] {
  const prng = tagPrng(seed, tag.tagId, 'seedHistory');
  const times = [
    ...Array.from({ length: HISTORY_DAYS - 3 }, (_, i) => anchor.at - (HISTORY_DAYS - i) * DAY_MS),
    ...Array.from({ length: 18 + 1 }, (_, i) => anchor.at - (18 - i) * 4 * HOUR_MS),
  ];
  return times.map((at) => {
    const level = Math.min(100, anchor.level + (rate * (anchor.at - at)) / DAY_MS);
    return {
      tagId: tag.tagId,
      storeCode: tag.storeCode,
      battery: exact || at === anchor.at ? Math.round(level) : noisyReading(prng, level),
      at: new Date(at).toISOString(),
    };
  });
}
