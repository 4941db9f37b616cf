// The statements of the radio's alarms (server/sim/tagRadioAlarms.ts): the tags of failed and late tasks, the
// tasks timed out, each store's low-battery list against the last one known.
import type { Queryable } from '../../db/db.ts';
import type { UpdateTaskRow } from '../../../domain/generated/rows.ts';

/** a task that ran too long */
export interface LateTask extends Pick<UpdateTaskRow, 'taskId'> {
  storeCode: string;
  taskType: string;
  startTime: string;
}

/** a store whose low-battery tags differ from the last list known (previous null: none known) */
export interface LowBatteryChange {
  storeCode: string;
  current: string[];
  previous: string[] | null;
}

/** the MACs of each task's NG tags, `named` at most per task, in MAC order */
export function failedTagMacs(
  db: Queryable,
  taskIds: number[],
  named: number,
): Promise<Array<{ taskId: number; tagMacs: string[] }>> {
  return db.query<{ taskId: number; tagMacs: string[] }>(
    `SELECT "taskId"::int AS "taskId", (array_agg("tagMac" ORDER BY "tagMac"))[1:${named}] AS "tagMacs"
     FROM update_task_tags WHERE "taskId" = ANY($1::bigint[]) AND status = 'NG' GROUP BY "taskId"`,
    [taskIds],
  );
}

/** Marks the unfinished tasks started before `before` timed out (once); answers them. */
export function markTimedOut(db: Queryable, before: string): Promise<LateTask[]> {
  return db.query<LateTask>(
    `UPDATE update_tasks SET "timedOut" = true
     WHERE "endTime" IS NULL AND "timedOut" IS NOT TRUE AND "startTime" < $1
     RETURNING "taskId"::int AS "taskId", "storeCode", "taskType", "startTime"`,
    [before],
  );
}

/** each task's unanswered tags: their count and MACs (`named` at most, in MAC order) */
export function pendingTagMacs(
  db: Queryable,
  taskIds: number[],
  named: number,
): Promise<Array<{ taskId: number; tagMacs: string[]; n: number }>> {
  return db.query<{ taskId: number; tagMacs: string[]; n: number }>(
    `SELECT "taskId"::int AS "taskId", count(*)::int AS n,
       (array_agg("tagMac" ORDER BY "tagMac"))[1:${named}] AS "tagMacs"
     FROM update_task_tags WHERE "taskId" = ANY($1::bigint[]) AND status IS NULL GROUP BY "taskId"`,
    [taskIds],
  );
}

/**
 * The stores (null: every store with tags) whose low-battery tags differ from their last list, in store order. The
 * stores with tags are found by an index probe each (a DISTINCT over the tags read all 40 million of a chain's,
 * 13-24 s of each battery job run).
 */
export function lowBatteryChanges(db: Queryable, storeCodes: string[] | null): Promise<LowBatteryChange[]> {
  return db.query<LowBatteryChange>(
    `WITH s AS (
       SELECT st."storeCode" FROM stores st
       WHERE ($1::text[] IS NULL OR st."storeCode" = ANY($1::text[]))
         AND EXISTS (SELECT 1 FROM tags t WHERE t."storeCode" = st."storeCode")),
     cur AS (
       SELECT s."storeCode", coalesce(array_agg(t."tagMac" ORDER BY t."tagMac") FILTER (WHERE t."tagMac" IS NOT NULL),
         '{}') AS current
       FROM s LEFT JOIN tags t ON t."storeCode" = s."storeCode" AND t."battStatus" = 'LOW' GROUP BY s."storeCode")
     SELECT cur."storeCode", cur.current, p.tags AS previous
     FROM cur LEFT JOIN store_low_battery_sets p USING ("storeCode")
     WHERE p.tags IS DISTINCT FROM cur.current ORDER BY cur."storeCode"`,
    [storeCodes],
  );
}

/** Keeps the stores' current low-battery lists as the last known. */
export async function saveLowBatterySets(
  db: Queryable,
  changes: LowBatteryChange[],
  at: string,
): Promise<void> {
  await db.query(
    `INSERT INTO store_low_battery_sets ("storeCode", tags, "updatedAt")
     SELECT u.code, ARRAY(SELECT jsonb_array_elements_text(u.tags)), $3
     FROM unnest($1::text[], $2::jsonb[]) AS u(code, tags)
     ON CONFLICT ("storeCode") DO UPDATE SET tags = EXCLUDED.tags, "updatedAt" = EXCLUDED."updatedAt"`,
    [changes.map((r) => r.storeCode), changes.map((r) => JSON.stringify(r.current)), at],
  );
}
