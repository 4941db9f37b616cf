// The radio's statements (server/sim/tagRadio.ts): the new pending update task rows given their due time, the
// due rows whose gateway is up.
import type { Queryable } from '../../db/db.ts';
import type { TagRow, UpdateTaskTagRow } from '../../../domain/generated/rows.ts';

/** a new pending row, with its tag, its gateway's state and its place in the gateway's queue */
export interface FreshRow
  extends Pick<UpdateTaskTagRow, 'taskId' | 'tagId'>, Pick<TagRow, 'tagMac' | 'gwMac' | 'rssi' | 'battery'> {
  storeCode: string;
  taskType: string;
  createdAt: Date | string | null;
  gatewayOffline: boolean | null;
  queued: number;
}

/** a due row with its tag as it stands */
export interface DueRow
  extends
    Pick<UpdateTaskTagRow, 'taskId' | 'tagId' | 'prCode' | 'layoutId' | 'nfc' | 'pageNo'>,
    Pick<TagRow, 'gwMac' | 'tagType' | 'rssi' | 'battery' | 'temperature' | 'battStatus'> {
  storeCode: string;
  taskType: string;
  tagMac: string;
  tagStatus: TagRow['status'];
  /** the tag's updatedAt is today: what "updated today" counts */
  wasToday: boolean;
}

/** the pending rows without a due time (not those of OpenEPaperLink access points), 5000 at most */
export function freshRows(db: Queryable): Promise<FreshRow[]> {
  return db.query<FreshRow>(
    `SELECT r."taskId"::int AS "taskId", r."tagId", r."storeCode", r."taskType", r."createdAt", t."tagMac",
       t."gwMac", t.rssi, t.battery, g.status = 'OFFLINE' AS "gatewayOffline",
       (row_number() OVER (PARTITION BY t."gwMac" ORDER BY r."taskId", r."tagId"))::int - 1 AS queued
     FROM update_task_tags r LEFT JOIN tags t ON t."tagId" = r."tagId"
     LEFT JOIN gateways g ON g."gwMac" = t."gwMac"
     WHERE r.status IS NULL AND r."dueAt" IS NULL AND g.kind IS DISTINCT FROM 'oepl'
     ORDER BY r."taskId", r."tagId" LIMIT 5000`,
  );
}

/** Sets the rows' due times (ISO). */
export async function setDueTimes(
  db: Queryable,
  rows: Array<{ taskId: number; tagId: string; dueAt: string }>,
): Promise<void> {
  await db.query(
    `UPDATE update_task_tags r SET "dueAt" = u.due
     FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS u(task, tag, due)
     WHERE r."taskId" = u.task AND r."tagId" = u.tag`,
    [rows.map((r) => r.taskId), rows.map((r) => r.tagId), rows.map((r) => r.dueAt)],
  );
}

/** the rows due by `at` whose tag has a gateway that is not OFFLINE (nor an OpenEPaperLink one), `limit` at most */
export function dueRows(db: Queryable, at: string, limit: number): Promise<DueRow[]> {
  return db.query<DueRow>(
    `SELECT r."taskId"::int AS "taskId", r."tagId", r."storeCode", r."taskType", r."prCode", r."layoutId", r.nfc,
       r."pageNo", t."tagMac", t."gwMac", t."tagType", t.status AS "tagStatus", t.rssi, t.battery, t.temperature,
       t."battStatus", (t."updatedAt" >= current_date) IS TRUE AS "wasToday"
     FROM update_task_tags r JOIN tags t ON t."tagId" = r."tagId"
     LEFT JOIN gateways g ON g."gwMac" = t."gwMac"
     WHERE r.status IS NULL AND r."dueAt" <= $1 AND g.status IS DISTINCT FROM 'OFFLINE' AND t."gwMac" IS NOT NULL
       AND g.kind IS DISTINCT FROM 'oepl'
     ORDER BY r."taskId", r."tagId" LIMIT $2`,
    [at, limit],
  );
}
