// The statements of the history rows the radio leaves behind (server/sim/tagRadioHistory.ts; migration 171).
import type { Queryable } from '../../db/db.ts';

/** a tag's sample of one answered update */
interface TagSample {
  tagId: string;
  storeCode: string;
}

/** Inserts a battery sample per tag at `at`. */
export async function insertBatterySamples(
  db: Queryable,
  samples: Array<TagSample & { battery: number }>,
  at: string,
): Promise<void> {
  await db.query(
    `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
     SELECT u.id, u.store, u.battery, $4 FROM unnest($1::text[], $2::text[], $3::int[]) AS u(id, store, battery)`,
    [samples.map((s) => s.tagId), samples.map((s) => s.storeCode), samples.map((s) => s.battery), at],
  );
}

/** Inserts a temperature sample per tag at `at`. */
export async function insertTemperatureSamples(
  db: Queryable,
  samples: Array<TagSample & { temperature: number }>,
  at: string,
): Promise<void> {
  await db.query(
    `INSERT INTO tag_temperature_history ("tagId", "storeCode", temperature, "updatedAt")
     SELECT u.id, u.store, u.t, $4 FROM unnest($1::text[], $2::text[], $3::float8[]) AS u(id, store, t)`,
    [samples.map((s) => s.tagId), samples.map((s) => s.storeCode), samples.map((s) => s.temperature), at],
  );
}

/** Inserts a reset row per tag at `at`: cnt counts the tag's resets so far. */
export async function insertResets(db: Queryable, resets: TagSample[], at: string): Promise<void> {
  await db.query(
    `INSERT INTO tag_reset_history ("tagId", "storeCode", cnt, last_time, "updatedAt")
     SELECT u.id, u.store,
       coalesce((SELECT max(cnt) FROM tag_reset_history h WHERE h."tagId" = u.id), 0) + 1, $3, $3
     FROM unnest($1::text[], $2::text[]) AS u(id, store)`,
    [resets.map((s) => s.tagId), resets.map((s) => s.storeCode), at],
  );
}
