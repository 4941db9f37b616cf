// The update rows of tags behind OpenEPaperLink access points (issue 27 §3; server/oepl/dispatch.ts, sync.ts) and
// their delivery: an open row (status null) not sent yet has no dueAt; the AP took it (an image or a command it
// keeps pending until the tag's next check-in): dueAt is the time it fails unless the tag checks in, the attempt is
// taken; the AP reports the tag took it (its queue shorter, a transfer completed since): the row OK, the attempt
// confirmed at that transfer; past dueAt: the row NG, the attempt failed (gatewayOffline when the AP is OFFLINE,
// else timeout). The image last uploaded to a tag is remembered by its hash (migration 853): a refresh of an
// unchanged label is counted as such.
import type { Queryable } from '../db/db.ts';
import type { DeliveryCause } from '../../domain/delivery.ts';

export interface OeplPendingRow {
  taskId: number;
  tagId: string;
  storeCode: string;
  taskType: string;
  prCode: string | null;
  pageNo: number | null;
  /** an LED row's command (POST /tag/led: duration in seconds, colour, brightness, seconds between flashes) */
  led: { duration?: number; ledState?: number; ledBrightness?: number; blinkingSpeed?: number } | null;
  tagMac: string;
  tagType: string | null;
  gwMac: string;
  address: string;
  createdAt: Date | null;
}

/** a row the AP's tag took: when the tag checked in */
export interface OeplConfirmed {
  taskId: number;
  tagId: string;
  at: string;
}

/** a row past its due time: failed with its cause */
export interface OeplExpired {
  taskId: number;
  tagId: string;
  cause: DeliveryCause;
}

/** the open update rows of tags behind OEPL access points not sent to the AP yet (the simulator's radio skips them) */
export function oeplPendingUpdates(db: Queryable, limit: number): Promise<OeplPendingRow[]> {
  return db.query<OeplPendingRow>(
    `SELECT r."taskId"::int AS "taskId", r."tagId", r."storeCode", r."taskType", r."prCode", r."pageNo", r.led,
            t."tagMac", t."tagType", g."gwMac", g.address, r."createdAt"
       FROM update_task_tags r JOIN tags t ON t."tagId" = r."tagId"
       JOIN gateways g ON g."gwMac" = t."gwMac"
      WHERE r.status IS NULL AND r."dueAt" IS NULL AND g.kind = 'oepl' AND g.address IS NOT NULL
      ORDER BY r."taskId", r."tagId" LIMIT $1`,
    [limit],
  );
}

/** the AP took the row: it waits for the tag's check-in until `dueAt`; the tag shows UPDATE meanwhile */
export async function markSentToAp(
  db: Queryable,
  row: OeplPendingRow,
  dueAt: Date,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE update_task_tags SET "dueAt" = $3, "updatedAt" = $4
      WHERE "taskId" = $1 AND "tagId" = $2 AND status IS NULL`,
    [row.taskId, row.tagId, dueAt, now],
  );
  await db.query(`UPDATE tags SET status = 'UPDATE', "updatedAt" = $2 WHERE "tagId" = $1`, [row.tagId, now]);
}

/** the AP refused the row: NG */
export async function refuseOeplUpdate(db: Queryable, row: OeplPendingRow, now: Date): Promise<void> {
  await db.query(
    `UPDATE update_task_tags SET status = 'NG', "updatedAt" = $3 WHERE "taskId" = $1 AND "tagId" = $2 AND status IS NULL`,
    [row.taskId, row.tagId, now],
  );
}

/** what the AP reports of a tag's queue: items still held, and when the tag last completed a transfer */
export interface OeplQueueState {
  mac: string;
  pending: number;
  updateLast: Date;
}

/**
 * The rows sent to the AP `gwMac` that their tag took: OK. The AP queues one item per row (an image, an LED flash)
 * and the tag takes the oldest at each check-in, so of a tag's n rows taken by the AP (oldest first) the first
 * n - pending are done; a row counts as taken only when the tag completed a transfer since the AP took it
 * (updateLast, dated on the AP's clock, which the poll sets to ours to the second: `slackMs` allows for the
 * fraction it drops and the call's latency), so a row for which the AP queued nothing is never confirmed.
 * Confirmed at that transfer (at the earliest when the AP took it).
 */
export function confirmOeplUpdates(
  db: Queryable,
  gwMac: string,
  states: OeplQueueState[],
  now: Date,
  slackMs: number,
): Promise<OeplConfirmed[]> {
  if (states.length === 0) return Promise.resolve([]);
  return db.query<OeplConfirmed>(
    `WITH s AS (
       SELECT * FROM unnest($2::text[], $3::int[], $4::timestamptz[]) AS s(mac, pending, done)
     ), sent AS (
       SELECT r."taskId", r."tagId", a."takenAt", s.done,
              row_number() OVER (PARTITION BY r."tagId" ORDER BY a."takenAt", r."taskId") AS n,
              count(*) OVER (PARTITION BY r."tagId") - s.pending AS taken
         FROM s JOIN tags t ON t."tagId" = s.mac AND t."gwMac" = $1
         JOIN update_task_tags r ON r."tagId" = t."tagId" AND r.status IS NULL AND r."dueAt" IS NOT NULL
         JOIN delivery_attempts a ON a."taskId" = r."taskId" AND a."tagId" = r."tagId" AND a."takenAt" IS NOT NULL
     )
     UPDATE update_task_tags r SET status = 'OK', "updatedAt" = $5
       FROM sent
      WHERE r."taskId" = sent."taskId" AND r."tagId" = sent."tagId" AND sent.n <= sent.taken
        AND sent.done >= date_trunc('second', sent."takenAt") - make_interval(secs => $6::float8 / 1000)
      RETURNING r."taskId"::int AS "taskId", r."tagId", greatest(sent.done, sent."takenAt") AS at`,
    [
      gwMac,
      states.map((s) => s.mac),
      states.map((s) => s.pending),
      states.map((s) => s.updateLast.toISOString()),
      now,
      slackMs,
    ],
  );
}

/** the rows sent to an AP whose tag did not check in by their due time: NG, with the cause of the failure */
export function expireOeplUpdates(db: Queryable, now: Date): Promise<OeplExpired[]> {
  return db.query<OeplExpired>(
    `UPDATE update_task_tags r SET status = 'NG', "updatedAt" = $1
       FROM tags t JOIN gateways g ON g."gwMac" = t."gwMac"
      WHERE t."tagId" = r."tagId" AND g.kind = 'oepl' AND r.status IS NULL AND r."dueAt" <= $1
      RETURNING r."taskId"::int AS "taskId", r."tagId",
        CASE WHEN g.status = 'OFFLINE' THEN 'gatewayOffline' ELSE 'timeout' END AS cause`,
    [now],
  );
}

/** the hash of the image last uploaded to the tag, null when none */
export async function lastImageHash(db: Queryable, tagId: string): Promise<string | null> {
  const [row] = await db.query<{ imageHash: string }>(
    `SELECT "imageHash" FROM oepl_tag_images WHERE "tagId" = $1`,
    [tagId],
  );
  return row?.imageHash ?? null;
}

/** the image uploaded to the tag now */
export async function saveImageHash(
  db: Queryable,
  tagId: string,
  imageHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO oepl_tag_images ("tagId", "imageHash", "uploadedAt") VALUES ($1, $2, $3)
     ON CONFLICT ("tagId") DO UPDATE SET "imageHash" = EXCLUDED."imageHash", "uploadedAt" = EXCLUDED."uploadedAt"`,
    [tagId, imageHash, now],
  );
}
