// Task actions (doc 2 §4, §6, §7):
//   POST /task/fail/list { storeCode, taskId, tagMacList? | tagIdList? }   (task.read) the task's failed tags,
//        narrowed to the named ones (doc 2 §7 'task fail list'; the path is ours)
//   POST /task/refresh { storeCode, internalTaskId }   (task.write and role 0) re-send failed and pending tags
// The revert of a product update task: routes/revert/task.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { refreshTask } from '../../tasks/refreshTask.ts';
import { findTask, listOf, TASK_NOT_FOUND, taskIdOf } from '../../tasks/taskLists.ts';
import { failedTagsOf } from '../../tasks/taskTags.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { defineCall } from '../../http/calls.ts';

const invalid = 'validation.invalidValue';
const storeCode = z.string({ message: invalid }).trim().min(1, invalid);
const taskId = z.union([z.number(), z.string()], { message: invalid }).transform((v) => taskIdOf(v));
const names = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()], { message: invalid })
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : listOf(v)));

const failListBody = z.object({ storeCode, taskId, tagMacList: names, tagIdList: names });

export default async function taskActionRoutes(app: FastifyInstance): Promise<void> {
  const taskOf = async (store: string, id: number) => {
    const task = await findTask(app.db, store, id);
    if (!task) throw notFound(TASK_NOT_FOUND);
    return task;
  };

  app.post(
    '/task/fail/list',
    {
      config: { privilege: 'task', access: 'read' },
      schema: doc(
        'task',
        "A task's failed tags among the named ones (tagMacList or tagIdList)",
        withAuthHeaders,
      ),
    },
    async (request) => {
      const body = parseBody(failListBody, request.body);
      const task = await taskOf(body.storeCode, body.taskId);
      const data = await failedTagsOf(app.db, task.taskId, body);
      return { storeCode: task.storeCode, taskId: task.taskId, data };
    },
  );

  defineCall(
    app,
    'updateTask.refresh',
    { guard: { privilege: 'task', access: 'write' } },
    async (request) => {
      // doc 2 §4, §6: only role 0 refreshes, whatever the role's task privilege
      if (request.session?.account.role_id !== SUPER_ROLE_ID) throw forbidden();
      const task = await taskOf(request.body.storeCode.trim(), request.body.internalTaskId);
      return refreshTask(app.db, task);
    },
  );
}
