// POST /task/refresh (doc 2 §4 'Refreshed tasks', §6): an administrator (role 0) sends a task's failed (NG) and
// still pending tags again. Their rows go back to pending without a due time (the radio schedules a new attempt),
// the tags turn WIP with their statistics deltas, the task is marked refreshed and its progress recounted.
// A tag that a newer task has reached since is left alone: re-sending old content would undo the newer one.
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { TASK_TIMEOUT_MS } from '../sim/tagRadioAlarms.ts';
import { refreshTaskProgress, transactionOf } from './updateTasks.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const NOTHING_TO_REFRESH = message('app.serverMessages.nothingToRefresh');

/** Re-sends the task's NG and pending tags; 400 when there are none. The task must exist (the caller checks). */
export function refreshTask(
  db: Queryable,
  task: { taskId: number; storeCode: string },
  now = new Date(),
): Promise<{ taskId: number; tagCount: number }> {
  return transactionOf(db, async (tx) => {
    const at = now.toISOString();
    const taskTags = repositoriesOf(tx).updateTaskTags;
    const tags = await taskTags.resendable(task.taskId);
    if (tags.length === 0) throw badRequest(NOTHING_TO_REFRESH);
    const ids = tags.map((t) => t.tagId);
    await taskTags.resend(task.taskId, ids);
    await repositoriesOf(tx).tags.markWip(ids, at);
    // a task past its time-out window does not raise TAG STATUS CHECK TIME OUT again for the new attempt
    await repositoriesOf(tx).updateTasks.markRefreshed(
      task.taskId,
      new Date(now.getTime() - TASK_TIMEOUT_MS),
    );
    await refreshTaskProgress(tx, [task.taskId], now);
    await repositoriesOf(tx).statsDeltas.apply(
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
