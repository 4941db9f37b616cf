// The simulator's battery model (issue 27 §2): a tag drains at a daily rate set by its type (bigger panels and
// colour/LED features draw more), how often it is updated and its temperature (cold cells deliver less: chilled and
// frozen shelves drain faster), with reading noise of a point or two and replacements (the level jumps back near
// 100 some time after it went LOW). Deterministic for a seed; the forecast test (tests/server/batteryForecast.spec.ts)
// checks domain/battery.ts against trueCrossing of this model.

import { LOW_BATTERY } from '../../domain/battery.ts';
import { createPrng, type Prng } from './prng.ts';

const DAY_MS = 24 * 3600 * 1000;

/** points lost per day by the panel size part of the tag type (e.g. '213' of 'B213') */
function sizeFactor(tagType: string): number {
  const size = Number.parseInt(tagType.slice(1), 10);
  if (!Number.isFinite(size)) return 1;
  if (size <= 213) return 1;
  if (size <= 420) return 1.4;
  if (size <= 750) return 1.9;
  return 2.6;
}

/** colour (3, 4, 5) and LED-heavy (C, D) features draw more */
function featureFactor(tagType: string): number {
  const feature = tagType.charAt(0);
  if (feature === '3' || feature === '4' || feature === '5') return 1.3;
  if (feature === 'C' || feature === 'D') return 1.15;
  return 1;
}

/** cells below 10 °C deliver less charge; 1 at room temperature, up to 2 at -20 °C */
function temperatureFactor(temperature: number): number {
  return temperature >= 10 ? 1 : 1 + Math.min(1, (10 - temperature) / 30);
}

export interface DrainProfile {
  tagType: string;
  /** updates per day (price changes, page flips, LED commands) */
  updatesPerDay: number;
  /** °C */
  temperature: number;
}

/** points per day the model drains for this profile */
export function dailyDrain(profile: DrainProfile): number {
  const idle = 0.12; // status checks and radio listening
  const perUpdate = 0.025;
  return (
    (idle + perUpdate * profile.updatesPerDay) *
    sizeFactor(profile.tagType) *
    featureFactor(profile.tagType) *
    temperatureFactor(profile.temperature)
  );
}

export interface SimReading {
  at: number;
  level: number;
}

export interface SimBatteryTrack {
  profile: DrainProfile;
  readings: SimReading[];
  /** true (noise-free) level per reading time, the model's own drain */
  trueLevel: (at: number) => number;
  /** epoch ms the true level crosses LOW_BATTERY after `from`, null if never within the horizon */
  trueCrossing: (from: number) => number | null;
}

/**
 * One tag's battery over `days` from `start`: readings every `everyHours` (± jitter), the level drains linearly by
 * dailyDrain with a little reading noise; a battery that went LOW is replaced after 2-20 days (jump to 95-100).
 */
export function simulateBattery(
  prng: Prng,
  profile: DrainProfile,
  options: { start: number; days: number; everyHours?: number; startLevel?: number },
): SimBatteryTrack {
  const rate = dailyDrain(profile) / DAY_MS;
  const everyMs = (options.everyHours ?? 12) * 3600 * 1000;
  // segments: [from, level at from]
  const segments: { from: number; level: number }[] = [
    { from: options.start, level: options.startLevel ?? 100 },
  ];
  const end = options.start + options.days * DAY_MS;
  for (;;) {
    const seg = segments[segments.length - 1];
    const lowAt = seg.from + (seg.level - LOW_BATTERY) / rate;
    const replacedAt = lowAt + prng.int(2, 20) * DAY_MS;
    if (replacedAt >= end) break;
    segments.push({ from: replacedAt, level: prng.int(95, 100) });
  }
  const segmentAt = (at: number) => {
    let found = segments[0];
    for (const seg of segments) if (seg.from <= at) found = seg;
    return found;
  };
  const trueLevel = (at: number) => {
    const seg = segmentAt(at);
    return Math.max(0, seg.level - rate * (at - seg.from));
  };
  const readings: SimReading[] = [];
  for (let at = options.start; at <= end; at += everyMs + prng.int(-30, 30) * 60_000) {
    const noise = (prng.next() + prng.next() - 1) * 1.5;
    readings.push({ at, level: Math.max(0, Math.min(100, Math.round(trueLevel(at) + noise))) });
  }
  const trueCrossing = (from: number) => {
    const seg = segmentAt(from);
    const at = seg.from + (seg.level - LOW_BATTERY) / rate;
    return at >= from ? Math.round(at) : null;
  };
  return { profile, readings, trueLevel, trueCrossing };
}

/** a deterministic fleet of tracks for a seed: types, update rates and temperatures spread like the seeded fleet */
export function simulateFleet(
  seed: number,
  count: number,
  options: { start: number; days: number; everyHours?: number },
  types: readonly string[],
): SimBatteryTrack[] {
  const prng = createPrng(seed);
  const tracks: SimBatteryTrack[] = [];
  for (let i = 0; i < count; i++) {
    const profile: DrainProfile = {
      tagType: prng.pick(types),
      updatesPerDay: prng.int(0, 24),
      temperature: prng.chance(0.1) ? prng.int(-20, 5) : prng.int(15, 26),
    };
    tracks.push(simulateBattery(prng, profile, { ...options, startLevel: prng.int(25, 100) }));
  }
  return tracks;
}

// ---- the simulator's fleet (server/sim/batteries.ts): per tag, deterministic for the seed ----

/** a 32-bit FNV-1a hash of a text */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** the PRNG of one tag's battery for a purpose (noise of reading n, a replacement, the backfill) */
export function tagPrng(seed: number, tagId: string, purpose: string): Prng {
  return createPrng((seed ^ hashText(`${tagId}|${purpose}`)) >>> 0);
}

/** days a LOW battery stays in before the store replaces it (2 to 20), per tag and battery */
export function replacementDelayMs(seed: number, tagId: string, cycle: number): number {
  return tagPrng(seed, tagId, `replace${cycle}`).int(2, 20) * DAY_MS;
}

/** the level a new battery reads (95 to 100), per tag and battery */
export function replacementLevel(seed: number, tagId: string, cycle: number): number {
  return tagPrng(seed, tagId, `level${cycle}`).int(95, 100);
}

/** reading noise of a point or two around the true level, clamped to 0..100 and rounded */
export function noisyReading(prng: Prng, level: number): number {
  const noise = (prng.next() + prng.next() - 1) * 1.5;
  return Math.max(0, Math.min(100, Math.round(level + noise)));
}

/** profile of a tag in the simulator: its type, its update rate (the last week's update rows), its temperature */
export function tagProfile(tag: {
  tagType: string | null;
  temperature: number | null;
  weekUpdates: number;
}): DrainProfile {
  return {
    tagType: tag.tagType ?? 'B213',
    updatesPerDay: Math.min(48, tag.weekUpdates / 7),
    temperature: tag.temperature ?? 20,
  };
}

/**
 * The readings a tag reported before `anchor` (its oldest known reading, or now): one a day for `days`, the level
 * rising going back at `ratePerDay`; where it would pass a new battery's level, the battery before was replaced
 * there after it ran down to 8-17 (a jump in the history). Deterministic for the seed and tag.
 */
export function backfillReadings(
  seed: number,
  tagId: string,
  anchor: { at: number; level: number },
  ratePerDay: number,
  days: number,
): SimReading[] {
  const prng = tagPrng(seed, tagId, 'backfill');
  const readings: SimReading[] = [];
  // the battery in place at `anchor` started at `fresh`, `segmentEnd` is where its line is anchored
  let cycle = -1;
  let fresh = Math.max(anchor.level, replacementLevel(seed, tagId, cycle));
  let base = { at: anchor.at, level: anchor.level };
  for (let k = 1; k <= days; k++) {
    const at = anchor.at - k * DAY_MS + prng.int(-90, 90) * 60_000;
    let level = base.level + (ratePerDay * (base.at - at)) / DAY_MS;
    while (level > fresh && ratePerDay > 0) {
      // replaced where the line reaches `fresh`: before that, the older battery ran from near LOW upwards
      const replacedAt = base.at - ((fresh - base.level) / ratePerDay) * DAY_MS;
      cycle -= 1;
      base = { at: replacedAt, level: 8 + prng.int(0, 9) };
      fresh = replacementLevel(seed, tagId, cycle);
      level = base.level + (ratePerDay * (base.at - at)) / DAY_MS;
    }
    readings.push({ at, level: noisyReading(prng, level) });
  }
  return readings.reverse();
}

/** a tag's battery in the simulator: the true level at `at`, the battery's number, readings so far, when it goes */
export interface BatteryState {
  level: number;
  at: number;
  cycle: number;
  readings: number;
  /** epoch ms the store replaces the LOW battery, null while it is not LOW */
  replaceAt: number | null;
}

/**
 * The battery at `now`: a replacement due is made (a new battery of 95-100), the level drains linearly at
 * `ratePerDay` since the state's time, a battery that went LOW gets its replacement date (2-20 days after it
 * crossed). Answers the new state and the reading the tag reports (noise of a point or two).
 */
export function stepBattery(
  seed: number,
  tagId: string,
  state: BatteryState,
  ratePerDay: number,
  now: number,
): { state: BatteryState; reading: number; replaced: boolean } {
  let { level, at, cycle, replaceAt } = state;
  let replaced = false;
  if (replaceAt !== null && now >= replaceAt) {
    cycle += 1;
    level = replacementLevel(seed, tagId, cycle);
    at = replaceAt;
    replaceAt = null;
    replaced = true;
  }
  const before = level;
  level = Math.max(0, level - (ratePerDay * Math.max(0, now - at)) / DAY_MS);
  if (level < LOW_BATTERY && replaceAt === null) {
    const crossedAt =
      before >= LOW_BATTERY && ratePerDay > 0 ? at + ((before - LOW_BATTERY) / ratePerDay) * DAY_MS : now;
    replaceAt = Math.round(crossedAt + replacementDelayMs(seed, tagId, cycle));
  }
  const reading = noisyReading(tagPrng(seed, tagId, `reading${state.readings}`), level);
  return {
    state: { level, at: now, cycle, readings: state.readings + 1, replaceAt },
    reading,
    replaced,
  };
}
