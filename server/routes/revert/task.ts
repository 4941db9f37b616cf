// POST /revert/task/{task}/store/{store} (doc 2 §4, §6, §7; task.write): undo a product update task's changes.
// The task's lists and actions: routes/history/task.ts, routes/task/taskActions.ts.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { revertTask } from '../../tasks/revertTask.ts';
import { findTask, TASK_NOT_FOUND, taskIdOf } from '../../tasks/taskLists.ts';
import { doc, withAuthHeaders } from '../docs.ts';

export default async function revertTaskRoutes(app: FastifyInstance): Promise<void> {
  const taskOf = async (store: string, id: number) => {
    const task = await findTask(app.db, store, id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  };

  app.post<{ Params: { task: string; store: string } }>(
    '/revert/task/:task/store/:store',
    {
      config: { privilege: 'task', access: 'write' },
      schema: doc('task', 'Revert the product changes of a product update task', withAuthHeaders),
    },
    async (request) => {
      const task = await taskOf(request.params.store, taskIdOf(request.params.task));
      return revertTask(app.db, task, request.session?.email ?? 'unknown');
    },
  );
}
