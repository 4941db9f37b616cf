// History rows the radio leaves behind (migration 171): battery and temperature samples per answered update,
// reset rows (cnt counts the tag's resets so far, last_time the latest).
import type { Queryable } from '../db/db.ts';
import {
  insertBatterySamples,
  insertResets,
  insertTemperatureSamples,
} from './statements/tagRadioHistory.ts';

export interface RadioSample {
  tagId: string;
  storeCode: string;
  battery: number;
  temperature: number;
  reset: boolean;
}

export async function recordSamples(db: Queryable, samples: RadioSample[], now: Date): Promise<void> {
  if (samples.length === 0) return;
  const at = now.toISOString();
  await insertBatterySamples(db, samples, at);
  await insertTemperatureSamples(db, samples, at);
  const resets = samples.filter((s) => s.reset);
  if (resets.length === 0) return;
  await insertResets(db, resets, at);
}
