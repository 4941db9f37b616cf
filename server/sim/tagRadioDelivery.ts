// How the radio delivers a tag update (issue 27 §1, docs/api.md "Delivery service levels"), in radio seconds before
// the demo compression: the gateway takes it after the rows queued before it in the same batch (its load), the
// first try lands after the radio delay (tagRadioOutcome.delayMs), a try that fails (weak signal, low battery, a
// busy tag) is retried after a backoff doubling from 30 s, at most MAX_TRIES tries; now and then a tag sleeps deep
// for minutes. Most updates are confirmed within a minute, a tail takes minutes, a few fail (tagRadioOutcome's
// failure rate) with a cause read from the tag. Pure and deterministic: each row draws from its own PRNG, seeded by
// the simulator's seed, the task and the tag, so the radio's own draws are unchanged.
import { createPrng, type Prng } from './prng.ts';
import { LOW_BATTERY } from './tagRadioOutcome.ts';

export const MAX_TRIES = 4;
/** radio seconds a gateway spends on each row queued before this one */
export const QUEUE_SECONDS_PER_ROW = 0.3;
/** the longest queue wait, radio seconds */
export const MAX_QUEUE_SECONDS = 120;
/** the first retry's backoff, radio seconds (doubled at each further try) */
export const RETRY_BACKOFF_SECONDS = 30;
/** the share of updates that find their tag in deep sleep, and how long it sleeps (radio seconds) */
export const DEEP_SLEEP_SHARE = 0.01;
export const DEEP_SLEEP_SECONDS = [120, 480] as const;
export const WEAK_SIGNAL_DBM = -80;

export type DeliveryCause =
  'gatewayOffline' | 'weakSignal' | 'lowBattery' | 'timeout' | 'tagBusy' | 'refused';

export interface DeliveryTag {
  taskId: number;
  tagId: string;
  rssi: number | null;
  battery: number | null;
}

export interface DeliveryPlan {
  /** radio ms from asked until the gateway takes it */
  queueMs: number;
  /** radio ms the retries and a deep sleep add after the first try */
  extraMs: number;
  tries: number;
}

/** FNV-1a of the text: the seed of one row's PRNG */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rowPrng(seed: number, taskId: number, tagId: string, salt: string): Prng {
  return createPrng(hash(`${seed}:${taskId}:${tagId}:${salt}`));
}

/** the chance that one try fails and is retried: more under weak signal and low battery */
export function retryChance(tag: Pick<DeliveryTag, 'rssi' | 'battery'>): number {
  let chance = 0.04;
  if (tag.rssi !== null && tag.rssi < WEAK_SIGNAL_DBM) chance += 0.25;
  if (tag.battery !== null && tag.battery < LOW_BATTERY) chance += 0.2;
  return chance;
}

/** the delivery of one row: `queued` rows of its gateway are ahead of it */
export function planDelivery(seed: number, tag: DeliveryTag, queued: number): DeliveryPlan {
  const prng = rowPrng(seed, tag.taskId, tag.tagId, 'plan');
  const queueMs = Math.round(Math.min(MAX_QUEUE_SECONDS, queued * QUEUE_SECONDS_PER_ROW) * 1000);
  let tries = 1;
  let extraMs = 0;
  const chance = retryChance(tag);
  while (tries < MAX_TRIES && prng.chance(chance)) {
    extraMs += RETRY_BACKOFF_SECONDS * 2 ** (tries - 1) * 1000 + prng.int(0, 5000);
    tries += 1;
  }
  if (prng.chance(DEEP_SLEEP_SHARE)) extraMs += prng.int(DEEP_SLEEP_SECONDS[0], DEEP_SLEEP_SECONDS[1]) * 1000;
  return { queueMs, extraMs, tries };
}

/** why a failed update failed: low battery, then weak signal, else the tag timed out, was busy or refused */
export function failureCause(seed: number, tag: DeliveryTag): DeliveryCause {
  if (tag.battery !== null && tag.battery < LOW_BATTERY) return 'lowBattery';
  if (tag.rssi !== null && tag.rssi < WEAK_SIGNAL_DBM) return 'weakSignal';
  const draw = rowPrng(seed, tag.taskId, tag.tagId, 'cause').next();
  return draw < 0.5 ? 'timeout' : draw < 0.8 ? 'tagBusy' : 'refused';
}
