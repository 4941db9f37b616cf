// History rows the radio leaves behind (migration 171): battery and temperature samples per answered update,
// reset rows (cnt counts the tag's resets so far, last_time the latest).
import type { Queryable } from '../db/db.ts';

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
  const ids = samples.map((s) => s.tagId);
  const stores = samples.map((s) => s.storeCode);
  await db.query(
    `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
     SELECT u.id, u.store, u.battery, $4 FROM unnest($1::text[], $2::text[], $3::int[]) AS u(id, store, battery)`,
    [ids, stores, samples.map((s) => s.battery), at],
  );
  await db.query(
    `INSERT INTO tag_temperature_history ("tagId", "storeCode", temperature, "updatedAt")
     SELECT u.id, u.store, u.t, $4 FROM unnest($1::text[], $2::text[], $3::float8[]) AS u(id, store, t)`,
    [ids, stores, samples.map((s) => s.temperature), at],
  );
  const resets = samples.filter((s) => s.reset);
  if (resets.length === 0) return;
  await db.query(
    `INSERT INTO tag_reset_history ("tagId", "storeCode", cnt, last_time, "updatedAt")
     SELECT u.id, u.store,
       coalesce((SELECT max(cnt) FROM tag_reset_history h WHERE h."tagId" = u.id), 0) + 1, $3, $3
     FROM unnest($1::text[], $2::text[]) AS u(id, store)`,
    [resets.map((s) => s.tagId), resets.map((s) => s.storeCode), at],
  );
}
