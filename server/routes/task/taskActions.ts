// Task actions (doc 2 §4, §6, §7):
//   POST /task/fail/list { storeCode, taskId, tagMacList? | tagIdList? }   (task.read) the task's failed tags,
//        narrowed to the named ones (doc 2 §7 'task fail list'; the path is ours)
//   POST /task/refresh { storeCode, internalTaskId }   (task.write and role 0) re-send failed and pending tags
// (schemas/updateTask.schema.json x-calls failList, refresh)
// The revert of a product update task: routes/revert/task.ts.
import type { FastifyInstance } from 'fastify';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import { refreshTask } from '../../tasks/refreshTask.ts';
import { findTask, listOf, TASK_NOT_FOUND, taskIdOf } from '../../tasks/taskLists.ts';
import { failedTagsOf } from '../../tasks/taskTags.ts';
import { defineCall } from '../../http/calls.ts';

/** a list of names, or a comma list in one text; absent: undefined */
const namesOf = (value: Array<string | number> | string | null | undefined) =>
  value === null || value === undefined ? undefined : listOf(value);

export default async function taskActionRoutes(app: FastifyInstance): Promise<void> {
  const taskOf = async (store: string, id: number) => {
    const task = await findTask(app.db, store, id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  };

  defineCall(
    app,
    'updateTask.failList',
    { guard: { privilege: 'task', access: 'read' } },
    async (request) => {
      const storeCode = request.body.storeCode.trim();
      if (!storeCode) throw badRequest(INVALID_VALUE);
      const task = await taskOf(storeCode, taskIdOf(request.body.taskId));
      const data = await failedTagsOf(app.db, task.taskId, {
        tagMacList: namesOf(request.body.tagMacList),
        tagIdList: namesOf(request.body.tagIdList),
      });
      return { storeCode: task.storeCode, taskId: task.taskId, data };
    },
  );

  defineCall(
    app,
    'updateTask.refresh',
    { guard: { privilege: 'task', access: 'write' } },
    async (request) => {
      // doc 2 §4, §6: only role 0 refreshes, whatever the role's task privilege
      if (request.principal?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
      const task = await taskOf(request.body.storeCode.trim(), request.body.internalTaskId);
      return refreshTask(app.db, task);
    },
  );
}
