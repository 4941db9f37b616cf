// The task area's tables (doc 2 §7 Tasks), task.read, store-scoped, table conventions (schemas/updateTask.schema.json
// x-calls allTasks, storeTasks, failedTags):
//   POST /history/task/search                                  update tasks across the session's stores
//   POST /history/store/{storeCode}/task/{taskType}/search     a task's tags (taskType = a task id), or
//                                                              the store's tasks of a type (ASSIGN ... LAYOUT,
//                                                              or UPDATE for PRODUCT and LAYOUT; doc 2 §7 sends it
//                                                              as form data length=-1)
//   POST /history/store/{storeCode}/task/{taskType}/fail/search   a task's failed (NG) tags (taskType = the task id)
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_VALUE } from '../../http/validate.ts';
import {
  findTask,
  searchTasks,
  TASK_NOT_FOUND,
  TASK_PAGE,
  taskIdOf,
  taskTypesOf,
} from '../../tasks/taskLists.ts';
import { searchTaskTags } from '../../tasks/taskTags.ts';
import { acceptFormBodies } from './formBody.ts';

const guard = { privilege: 'task', access: 'read' } as const;

export default async function taskHistoryRoutes(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);

  defineCall(app, 'updateTask.allTasks', { guard }, (request) =>
    searchTasks(app.db, {
      stores: request.principal?.stores,
      body: request.body ?? {},
      defaultLength: TASK_PAGE,
    }),
  );

  defineCall(app, 'updateTask.storeTasks', { guard }, async (request) => {
    const { storeCode, taskType: task } = request.params;
    const body = request.body ?? {};
    if (/^\d+$/.test(task)) {
      const found = await findTask(app.db, storeCode, taskIdOf(task));
      if (!found) throw notFound(TASK_NOT_FOUND);
      return searchTaskTags(app.db, { taskId: found.taskId, body, defaultLength: TASK_PAGE });
    }
    const types = taskTypesOf(task);
    if (!types) throw badRequest(INVALID_VALUE);
    return searchTasks(app.db, { stores: [storeCode], types, body, defaultLength: TASK_PAGE });
  });

  defineCall(app, 'updateTask.failedTags', { guard }, async (request) => {
    const found = await findTask(app.db, request.params.storeCode, taskIdOf(request.params.taskType));
    if (!found) throw notFound(TASK_NOT_FOUND);
    return searchTaskTags(app.db, {
      taskId: found.taskId,
      failedOnly: true,
      body: request.body ?? {},
      defaultLength: TASK_PAGE,
    });
  });
}
