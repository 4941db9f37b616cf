// Product update history and product update tasks (doc 2 §2, §3, §7 Products), product.read, store-scoped
// (a tag's update history, /history/update/store/{code}/tag/{id}/search, is in tagHistory.ts):
//   POST /history/update/task/store/{storeCode}/search            the store's product update tasks (PRODUCT, LAYOUT;
//                                                                 schemas/updateTask.schema.json productUpdateTasks)
//   POST /history/update/store/{storeCode}/task/{taskId}/search   one of them: its tags and their results
//                                                                 (updateTask.productUpdateTaskTags)
//   POST /history/update/store/{storeCode}/product/{prCode}/search a product's changes and their status on the tags
//                                                                 (productUpdate.productHistory)
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { searchProductHistory } from '../../tasks/productHistory.ts';
import {
  findTask,
  PRODUCT_TASK_TYPES,
  searchTasks,
  TASK_NOT_FOUND,
  TASK_PAGE,
  taskIdOf,
} from '../../tasks/taskLists.ts';
import { searchTaskTags } from '../../tasks/taskTags.ts';

const guard = { privilege: 'product', access: 'read' } as const;

export default async function productUpdateRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'updateTask.productUpdateTasks', { guard }, (request) =>
    searchTasks(app.db, {
      stores: [request.params.storeCode],
      types: PRODUCT_TASK_TYPES,
      body: request.body ?? {},
      defaultLength: TASK_PAGE,
    }),
  );

  defineCall(app, 'updateTask.productUpdateTaskTags', { guard }, async (request) => {
    const task = await findTask(app.db, request.params.storeCode, taskIdOf(request.params.taskId));
    if (!task || !(PRODUCT_TASK_TYPES as string[]).includes(task.taskType)) throw notFound(TASK_NOT_FOUND);
    return searchTaskTags(app.db, {
      taskId: task.taskId,
      body: request.body ?? {},
      defaultLength: TASK_PAGE,
    });
  });

  defineCall(app, 'productUpdate.productHistory', { guard }, (request) =>
    searchProductHistory(
      app.db,
      request.params.storeCode,
      request.params.prCode,
      request.body ?? {},
      TASK_PAGE,
    ),
  );
}
