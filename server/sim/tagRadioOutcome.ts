// What the radio does to one tag (pure, driven by the simulator's PRNG): how long a gateway takes to reach it,
// whether the update fails (weak signal and low battery fail more), battery drain, resets and temperatures.
import type { Prng } from './prng.ts';

/** per-tag delay of an update, in radio seconds (before demo compression) */
export const MIN_DELAY_S = 2;
export const MAX_DELAY_S = 60;
export const BASE_FAILURE_RATE = 0.03;
export const LOW_BATTERY = 20;
const FREEZER_FEATURES = new Set(['D', 'C', '5', '4']);

export function isFreezer(tagType: string | null): boolean {
  return !!tagType && FREEZER_FEATURES.has(tagType[0]);
}

export function delayMs(prng: Prng, compression: number): number {
  return Math.round((prng.int(MIN_DELAY_S, MAX_DELAY_S) * 1000) / compression);
}

/** failure probability: a few percent, more under -80 dBm and under the low-battery level */
export function failureRate(rssi: number | null, battery: number | null): number {
  let rate = BASE_FAILURE_RATE;
  if (rssi !== null && rssi < -80) rate += 0.07;
  if (battery !== null && battery < LOW_BATTERY) rate += 0.1;
  return rate;
}

export interface TagReading {
  battery: number;
  temperature: number;
  reset: boolean;
}

/** the tag's state after it answered an update */
export function afterUpdate(
  prng: Prng,
  tag: { tagType: string | null; battery: number | null; temperature: number | null },
): TagReading {
  // the tag reports the level it has: its drain is the battery model's (server/sim/batteries.ts), where the
  // updates a tag gets count through its update rate
  const battery = tag.battery ?? 100;
  const [low, high] = isFreezer(tag.tagType) ? [-24, -16] : [16, 27];
  const current = tag.temperature ?? (low + high) / 2;
  const drifted = current + (prng.next() - 0.5) * 2;
  const temperature = Math.round(Math.min(high, Math.max(low, drifted)) * 10) / 10;
  return { battery, temperature, reset: prng.chance(0.02) };
}
