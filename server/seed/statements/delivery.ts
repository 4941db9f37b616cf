// The demo's delivery history (issue 27 §1; server/delivery/seedDelivery.ts): the update rows the demo seed wrote
// for its past days (createdBy 'seed') as the delivery attempts the radio would have recorded.
import type { Queryable } from '../../db/db.ts';

export interface SeedCauses {
  /** the tries a failed update used up */
  failedTries: number;
  /** a failed tag under this battery level failed for its battery */
  lowBattery: number;
  /** else under this signal (dBm) for its signal */
  weakSignalDbm: number;
}

export interface SeedAttempts {
  from: string | null;
  to: string | null;
  stores: string[];
}

/**
 * Attempts of the seed's finished update rows: asked at the row's createdAt, taken a few seconds later, confirmed
 * at its updatedAt (OK) or failed then (NG) with a cause from the tag (low battery, weak signal, else a hash of
 * the tag: timeout, busy, refused). Existing attempts stay. Answers the first and last day written (yyyy-mm-dd),
 * null when none, and the stores written (the demo's: a chain's other stores are not the seed's to roll up).
 */
export async function insertSeedAttempts(
  db: Queryable,
  causes: SeedCauses,
): Promise<SeedAttempts | undefined> {
  const [range] = await db.query<SeedAttempts>(
    `WITH ins AS (
       INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", "askedAt",
         "takenAt", "confirmedAt", "failedAt", tries, cause, seconds)
       SELECT r."taskId", r."tagId", r."storeCode", r."tagMac", r."gwMac", r."taskType", r."createdAt",
         r."createdAt" + make_interval(secs => 1 + abs(hashtext(r."tagId" || 'taken')) % 3),
         CASE WHEN r.status = 'OK' THEN r."updatedAt" END,
         CASE WHEN r.status = 'NG' THEN r."updatedAt" END,
         CASE WHEN r.status = 'NG' THEN $1::int ELSE 1 + (abs(hashtext(r."tagId" || 'tries')) % 100 < 6)::int END,
         CASE WHEN r.status <> 'NG' THEN NULL
           WHEN t.battery < $2 THEN 'lowBattery' WHEN t.rssi < $3 THEN 'weakSignal'
           ELSE (ARRAY['timeout', 'timeout', 'tagBusy', 'refused'])[1 + abs(hashtext(r."tagId" || 'cause')) % 4] END,
         CASE WHEN r.status = 'OK' THEN extract(epoch FROM r."updatedAt" - r."createdAt")::float8 END
       FROM update_task_tags r JOIN update_tasks k ON k."taskId" = r."taskId" AND k."createdBy" = 'seed'
       LEFT JOIN tags t ON t."tagId" = r."tagId"
       WHERE r.status IN ('OK', 'NG') AND r."updatedAt" IS NOT NULL
       ON CONFLICT ("taskId", "tagId") DO NOTHING
       RETURNING "askedAt", "storeCode")
     SELECT to_char(min("askedAt")::date, 'YYYY-MM-DD') AS from, to_char(max("askedAt")::date, 'YYYY-MM-DD') AS to,
       COALESCE(array_agg(DISTINCT "storeCode"), '{}') AS stores
     FROM ins`,
    [causes.failedTries, causes.lowBattery, causes.weakSignalDbm],
  );
  return range;
}
