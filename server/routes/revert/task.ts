// POST /revert/task/{taskId}/store/{storeCode} (doc 2 §4, §6, §7; task.write): undo a product update task's
// changes. The task's lists and actions: routes/history/task.ts, routes/task/taskActions.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { revertTask } from '../../tasks/revertTask.ts';
import { findTask, TASK_NOT_FOUND } from '../../tasks/taskLists.ts';

export default async function revertTaskRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'updateTask.revert', { guard: { privilege: 'task', access: 'write' } }, async (request) => {
    const task = await findTask(app.db, request.params.storeCode, request.params.taskId);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return revertTask(app.db, task, request.principal?.email ?? 'unknown');
  });
}
