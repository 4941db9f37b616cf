// Update tasks (doc 2 §3 Update task, Task tag row): one task row, one row per tag (which is also that tag's
// update history row, status null while the radio works it), the tags set to WIP with their statistics
// deltas, all in one transaction. The simulator's radio (server/sim/tagRadio.ts) carries the tasks out.
import type { Db, Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { StatsDeltasRepository } from '../repositories/statsDeltas.ts';

export const UPDATE_TASK_KINDS = [
  'ASSIGN',
  'DEASSIGN',
  'REASSIGN',
  'LED',
  'PAGE',
  'PRODUCT',
  'LAYOUT',
] as const;
export type UpdateTaskKind = (typeof UPDATE_TASK_KINDS)[number];

export interface LedCommand {
  duration: number;
  ledState: number;
  ledBrightness: number;
  blinkingSpeed: number;
}

export interface UpdateTaskTagRequest {
  tagId: string;
  prCode?: string | null;
  layoutId?: string | null;
  nfc?: string | null;
  pageNo?: number;
  led?: LedCommand;
}

export interface UpdateTaskRequest {
  storeCode: string;
  kind: UpdateTaskKind;
  tags: UpdateTaskTagRequest[];
  createdBy: string;
  priorTaskId?: number | null;
  /** the product change this task carries (see schemas/updateTask.schema.json `updateId`) */
  updateId?: string | null;
}

export const NO_MATCHING_TAGS = 'no matching tags';

interface LockedTag {
  tagId: string;
  tagMac: string;
  gwMac: string | null;
  tagType: string | null;
  status: string | null;
  prCode: string | null;
  wasToday: boolean;
}

function isDb(db: Queryable): db is Db {
  return typeof (db as Partial<Db>).transaction === 'function';
}

/** Runs fn in a transaction of db, or directly when db is one already. */
export function transactionOf<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return isDb(db) ? db.transaction(fn) : fn(db);
}

/** The product code a task row carries: the new one for ASSIGN (and a REASSIGN that names one), else the tag's. */
function rowPrCode(kind: UpdateTaskKind, wanted: UpdateTaskTagRequest, tag: LockedTag): string | null {
  if (kind === 'ASSIGN' || (kind === 'REASSIGN' && wanted.prCode)) return wanted.prCode ?? null;
  return tag.prCode;
}

/**
 * Creates an update task for tags of one store. Tags not in the store are left out; none at all: 400
 * `no matching tags`. ASSIGN needs a product code per tag (400 `validation error`). A tag still pending in an
 * earlier task has that row cancelled (status CANCEL, no updatedAt).
 */
export function createUpdateTask(
  db: Queryable,
  request: UpdateTaskRequest,
): Promise<{ taskId: number; tagCount: number }> {
  const byId = new Map(request.tags.map((t) => [t.tagId, t]));
  if (request.kind === 'ASSIGN' && request.tags.some((t) => !t.prCode)) {
    return Promise.reject(badRequest('validation error'));
  }
  return transactionOf(db, async (tx) => {
    const now = new Date().toISOString();
    const tags = await tx.query<LockedTag>(
      `SELECT "tagId", "tagMac", "gwMac", "tagType", status, "prCode", ("updatedAt" >= current_date) IS TRUE AS "wasToday"
       FROM tags WHERE "storeCode" = $1 AND "tagId" = ANY($2::text[]) ORDER BY "tagId" FOR UPDATE`,
      [request.storeCode, [...byId.keys()]],
    );
    if (tags.length === 0) throw badRequest(NO_MATCHING_TAGS);
    const prCodes = tags.map((t) => rowPrCode(request.kind, byId.get(t.tagId)!, t));
    const layoutIds = tags.map((t) => byId.get(t.tagId)!.layoutId ?? null);
    const distinctProducts = new Set(prCodes.filter((p): p is string => !!p));
    const [task] = await tx.query<{ taskId: number }>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "layoutId", "priorTaskId", "createdBy", "productCount",
         "totalTags", "updatedTags", "failedTags", progress, "startTime", "updatedAt", "updateId")
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, 0, $8, $8, $9) RETURNING "taskId"::int AS "taskId"`,
      [
        request.storeCode,
        request.kind,
        request.kind === 'LAYOUT' ? (layoutIds.find((l) => l) ?? null) : null,
        request.priorTaskId ?? null,
        request.createdBy,
        distinctProducts.size,
        tags.length,
        now,
        request.updateId ?? null,
      ],
    );
    const ids = tags.map((t) => t.tagId);
    await cancelPending(tx, ids, task.taskId);
    await tx.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "tagType", "taskType",
         "prCode", "layoutId", nfc, "pageNo", led, status, "createdAt", "updatedAt")
       SELECT $1, u.id, $2, u.mac, u.gw, u.type, $3, u.pr, u.layout, u.nfc, u.page, u.led, NULL, $4, NULL
       FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
         $12::int[], $13::jsonb[]) AS u(id, mac, gw, type, pr, layout, nfc, page, led)`,
      [
        task.taskId,
        request.storeCode,
        request.kind,
        now,
        ids,
        tags.map((t) => t.tagMac),
        tags.map((t) => t.gwMac),
        tags.map((t) => t.tagType),
        prCodes,
        layoutIds,
        tags.map((t) => byId.get(t.tagId)!.nfc ?? null),
        tags.map((t) => byId.get(t.tagId)!.pageNo ?? null),
        tags.map((t) => {
          const led = byId.get(t.tagId)!.led;
          return led ? JSON.stringify(led) : null;
        }),
      ],
    );
    await tx.query(
      `UPDATE tags t SET status = 'WIP', "updatedAt" = $3,
         "prCode" = CASE WHEN $4 THEN u.pr ELSE t."prCode" END
       FROM unnest($1::text[], $2::text[]) AS u(id, pr) WHERE t."tagId" = u.id`,
      [ids, prCodes, now, request.kind === 'ASSIGN' || request.kind === 'REASSIGN'],
    );
    await new StatsDeltasRepository(tx).apply(
      tags.map((t) => ({
        storeCode: request.storeCode,
        gwMac: t.gwMac,
        tagType: t.tagType,
        oldStatus: t.status,
        newStatus: 'WIP',
        wasToday: t.wasToday,
        updated: false,
      })),
    );
    return { taskId: task.taskId, tagCount: tags.length };
  });
}

/** Cancels the rows of these tags still pending in earlier tasks, and recounts those tasks' progress. */
async function cancelPending(tx: Queryable, tagIds: string[], taskId: number): Promise<void> {
  const cancelled = await tx.query<{ taskId: number }>(
    `UPDATE update_task_tags SET status = 'CANCEL', "updatedAt" = NULL
     WHERE "tagId" = ANY($1::text[]) AND status IS NULL AND "taskId" <> $2 RETURNING "taskId"::int AS "taskId"`,
    [tagIds, taskId],
  );
  if (cancelled.length > 0) await refreshTaskProgress(tx, [...new Set(cancelled.map((c) => c.taskId))]);
}

export interface EndedTask {
  taskId: number;
  storeCode: string;
  taskType: string;
  failedTags: number;
  totalTags: number;
}

/**
 * Recounts the progress of tasks from their rows: updatedTags (answered OK or NG), failedTags, progress (percent
 * of rows no longer pending) and endTime when none is pending. Answers the tasks this call ended.
 */
export function refreshTaskProgress(
  tx: Queryable,
  taskIds: number[],
  now = new Date(),
): Promise<EndedTask[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return tx.query<EndedTask>(
    `WITH c AS (
       SELECT "taskId", count(*) FILTER (WHERE status IN ('OK', 'NG'))::int AS done,
         count(*) FILTER (WHERE status = 'NG')::int AS failed,
         count(*) FILTER (WHERE status IS NOT NULL)::int AS closed, count(*)::int AS total
       FROM update_task_tags WHERE "taskId" = ANY($1::bigint[]) GROUP BY "taskId"),
     old AS (SELECT "taskId", "endTime" FROM update_tasks WHERE "taskId" = ANY($1::bigint[])),
     up AS (
       UPDATE update_tasks t SET "updatedTags" = c.done, "failedTags" = c.failed,
         progress = CASE WHEN c.total = 0 THEN 100 ELSE floor(100.0 * c.closed / c.total)::int END,
         "endTime" = CASE WHEN c.closed = c.total THEN coalesce(t."endTime", $2::timestamptz) END,
         "updatedAt" = $2::timestamptz
       FROM c WHERE t."taskId" = c."taskId"
       RETURNING t."taskId", t."storeCode", t."taskType", t."failedTags", t."totalTags", t."endTime")
     SELECT up."taskId"::int AS "taskId", up."storeCode", up."taskType", up."failedTags", up."totalTags"
     FROM up JOIN old USING ("taskId") WHERE up."endTime" IS NOT NULL AND old."endTime" IS NULL
     ORDER BY up."taskId"`,
    [taskIds, now.toISOString()],
  );
}
