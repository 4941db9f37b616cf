// POST /task/refresh (doc 2 §4 'Refreshed tasks', §6): an administrator (role 0) sends a task's failed (NG) and
// still pending tags again. Their rows go back to pending without a due time (the radio schedules a new attempt),
// the tags turn WIP with their statistics deltas, the task is marked refreshed and its progress recounted.
// A tag that a newer task has reached since is left alone: re-sending old content would undo the newer one.
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { StatsDeltasRepository } from '../repositories/statsDeltas.ts';
import { TASK_TIMEOUT_MS } from '../sim/tagRadioAlarms.ts';
import { refreshTaskProgress, transactionOf } from './updateTasks.ts';

export const NOTHING_TO_REFRESH = 'There are no failed or unfinished tags in this task.';

interface ResentTag {
  tagId: string;
  gwMac: string | null;
  tagType: string | null;
  status: string | null;
  wasToday: boolean;
}

/** Re-sends the task's NG and pending tags; 400 when there are none. The task must exist (the caller checks). */
export function refreshTask(
  db: Queryable,
  task: { taskId: number; storeCode: string },
  now = new Date(),
): Promise<{ taskId: number; tagCount: number }> {
  return transactionOf(db, async (tx) => {
    const at = now.toISOString();
    const tags = await tx.query<ResentTag>(
      `SELECT t."tagId", t."gwMac", t."tagType", t.status, (t."updatedAt" >= current_date) IS TRUE AS "wasToday"
       FROM update_task_tags r JOIN tags t ON t."tagId" = r."tagId" AND t."storeCode" = r."storeCode"
       WHERE r."taskId" = $1 AND (r.status IS NULL OR r.status = 'NG')
         AND NOT EXISTS (SELECT 1 FROM update_task_tags n WHERE n."tagId" = r."tagId" AND n."taskId" > r."taskId")
       ORDER BY t."tagId" FOR UPDATE OF t`,
      [task.taskId],
    );
    if (tags.length === 0) throw badRequest(NOTHING_TO_REFRESH);
    const ids = tags.map((t) => t.tagId);
    await tx.query(
      `UPDATE update_task_tags SET status = NULL, "dueAt" = NULL, "updatedAt" = NULL
       WHERE "taskId" = $1 AND "tagId" = ANY($2::text[])`,
      [task.taskId, ids],
    );
    await tx.query(`UPDATE tags SET status = 'WIP', "updatedAt" = $2 WHERE "tagId" = ANY($1::text[])`, [
      ids,
      at,
    ]);
    // a task past its time-out window does not raise TAG STATUS CHECK TIME OUT again for the new attempt
    await tx.query(
      `UPDATE update_tasks SET refreshed = true, "timedOut" = ("timedOut" IS TRUE OR "startTime" < $2)
       WHERE "taskId" = $1`,
      [task.taskId, new Date(now.getTime() - TASK_TIMEOUT_MS).toISOString()],
    );
    await refreshTaskProgress(tx, [task.taskId], now);
    await new StatsDeltasRepository(tx).apply(
      tags.map((t) => ({
        storeCode: task.storeCode,
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
