// The task area's tables (doc 2 §7 Tasks), task.read, store-scoped, table conventions:
//   POST /history/task/search                                  update tasks across the session's stores
//   POST /history/store/{store}/task/{task}/search             a task's tags (task = a task id), or
//                                                              the store's tasks of a type (task = ASSIGN ... LAYOUT,
//                                                              or UPDATE for PRODUCT and LAYOUT; doc 2 §7 sends it
//                                                              as form data length=-1)
//   POST /history/store/{store}/task/{task}/fail/search        a task's failed (NG) tags
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
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
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { acceptFormBodies } from './formBody.ts';

const guard = { privilege: 'task', access: 'read' } as const;
const schema = (summary: string) => doc('task', summary, { body: searchBody, ...withAuthHeaders });
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as SearchBody;

type StoreTask = { Params: { store: string; task: string } };

export default async function taskHistoryRoutes(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);

  app.post(
    '/history/task/search',
    { config: guard, schema: schema('Update tasks of the stores') },
    (request) =>
      searchTasks(app.db, {
        stores: request.session?.stores,
        body: bodyOf(request),
        defaultLength: TASK_PAGE,
      }),
  );

  app.post<StoreTask>(
    '/history/store/:store/task/:task/search',
    { config: guard, schema: schema("A task's tags (task id), or the store's tasks of a type (task type)") },
    async (request) => {
      const { store, task } = request.params;
      if (/^\d+$/.test(task)) {
        const found = await findTask(app.db, store, taskIdOf(task));
        if (!found) throw notFound(TASK_NOT_FOUND);
        return searchTaskTags(app.db, {
          taskId: found.taskId,
          body: bodyOf(request),
          defaultLength: TASK_PAGE,
        });
      }
      const types = taskTypesOf(task);
      if (!types) throw badRequest(INVALID_VALUE);
      return searchTasks(app.db, { stores: [store], types, body: bodyOf(request), defaultLength: TASK_PAGE });
    },
  );

  app.post<StoreTask>(
    '/history/store/:store/task/:task/fail/search',
    { config: guard, schema: schema("A task's failed (NG) tags") },
    async (request) => {
      const found = await findTask(app.db, request.params.store, taskIdOf(request.params.task));
      if (!found) throw notFound(TASK_NOT_FOUND);
      return searchTaskTags(app.db, {
        taskId: found.taskId,
        failedOnly: true,
        body: bodyOf(request),
        defaultLength: TASK_PAGE,
      });
    },
  );
}
