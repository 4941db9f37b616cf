// The tag status collection's statement (server/sim/collection.ts): one batch of a store's tags answers.
import type { Queryable } from '../../db/db.ts';
import type { TagRow } from '../../../domain/generated/rows.ts';

/** a tag the collection read whose status or battery state moved */
export interface AnsweredTag {
  gwMac: TagRow['gwMac'];
  tagType: TagRow['tagType'];
  oldStatus: string | null;
  newStatus: string | null;
  oldBattStatus: string | null;
  newBattStatus: string | null;
}

export interface CollectionBatch {
  storeCode: string;
  /** the last tagId read */
  cursor: string;
  /** the tags of the collection (null: every tag of the store) */
  tagList: string[] | null;
  size: number;
  at: string;
  /** what the batch reads: missing tags found, battery, rssi */
  status: boolean;
  battery: boolean;
  rssi: boolean;
  /** the draw that varies the readings of this batch */
  salt: string;
}

export interface CollectionBatchResult {
  cursor: string | null;
  done: number;
  changed: AnsweredTag[] | null;
}

/**
 * The tags after the cursor, in tagId order; only those behind a gateway that is not offline answer (respondedAt,
 * a missing tag found, battery, rssi). Answers the new cursor, the tags read and those whose status or battery
 * state moved.
 */
export async function collectBatch(
  db: Queryable,
  batch: CollectionBatch,
): Promise<CollectionBatchResult | undefined> {
  const [result] = await db.query<CollectionBatchResult>(
    `WITH batch AS (
       SELECT "tagId", status AS "oldStatus", "battStatus" AS "oldBattStatus" FROM tags
       WHERE "storeCode" = $1 AND "tagId" > $2 AND ($3::text[] IS NULL OR "tagId" = ANY($3))
       ORDER BY "tagId" LIMIT $4),
     answered AS (
       UPDATE tags t SET
         "respondedAt" = $5::timestamptz,
         status = CASE WHEN $6 AND t.status = 'MISSING' AND abs(hashtext(t."tagId" || $9)) % 100 < 70 THEN 'OK' ELSE t.status END,
         battery = CASE WHEN $7 AND t.battery IS NOT NULL THEN greatest(0, t.battery - abs(hashtext(t."tagId" || $9)) % 3) ELSE t.battery END,
         "battStatus" = CASE WHEN $7 AND t.battery IS NOT NULL
           THEN CASE WHEN greatest(0, t.battery - abs(hashtext(t."tagId" || $9)) % 3) < 20 THEN 'LOW' ELSE 'GOOD' END
           ELSE t."battStatus" END,
         rssi = CASE WHEN $8 THEN -(45 + abs(hashtext(t."tagId" || $9)) % 46) ELSE t.rssi END
       FROM batch b, gateways g
       WHERE t."tagId" = b."tagId" AND g."gwMac" = t."gwMac" AND g.status IS DISTINCT FROM 'OFFLINE'
       RETURNING t."gwMac", t."tagType", b."oldStatus", t.status AS "newStatus", b."oldBattStatus",
         t."battStatus" AS "newBattStatus")
     SELECT (SELECT max("tagId") FROM batch) AS cursor, (SELECT count(*)::int FROM batch) AS done,
       (SELECT json_agg(a) FROM answered a WHERE a."oldStatus" IS DISTINCT FROM a."newStatus"
         OR a."oldBattStatus" IS DISTINCT FROM a."newBattStatus") AS changed`,
    [
      batch.storeCode,
      batch.cursor,
      batch.tagList,
      batch.size,
      batch.at,
      batch.status,
      batch.battery,
      batch.rssi,
      batch.salt,
    ],
  );
  return result;
}
