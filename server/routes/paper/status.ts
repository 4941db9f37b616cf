// Paper upload history and tasks (doc 2 §7 Paper; docs/api.md "Paper labels"), paper.read, store-scoped
// (a {code} outside the session, or a filter_storeCode: 403; an unknown store or task: 404):
//   POST /paper/file/upload/history/search              uploads of the session's stores, received descending
//   GET  /paper/file/upload/history/detail/{id}         one upload with its errors
//   POST /paper/task/store/{code}/search                the store's paper tasks (25 per page, updatedAt desc)
//   GET  /paper/task/{taskId}/store/{code}              one task
//   POST /paper/task/{taskId}/store/{code}/search       the task's rows (25 per page, row order), result derived
// The paper store list: routes/status/paper.ts and POST /status/store/pagination/4 (status/store/pagination.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { checkStoreFilter } from '../../http/storeScope.ts';

const paperRead = { privilege: 'paper', access: 'read' } as const;

const positiveId = (id: number) => {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export default async function paperStatusRoutes(app: FastifyInstance): Promise<void> {
  const paper = app.repos.paper;
  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };
  const taskOf = async (code: string, taskId: number) => {
    const task = await paper.task(await storeOf(code), positiveId(taskId));
    if (!task) throw notFound();
    return task;
  };

  defineCall(app, 'paperUpload.search', { guard: paperRead }, async (request) => {
    const body = request.body ?? {};
    checkStoreFilter(body, request.principal?.stores);
    return paper.uploads(body, request.principal?.stores);
  });

  defineCall(app, 'paperUpload.getOne', { guard: paperRead }, async (request) => {
    const upload = await paper.upload(request.params._id);
    if (!upload) throw notFound();
    const stores = request.principal?.stores;
    if (stores && !stores.includes(upload.storeCode)) throw forbidden();
    return upload;
  });

  defineCall(app, 'paperTask.search', { guard: paperRead }, async (request) =>
    paper.tasks(await storeOf(request.params.storeCode), request.body ?? {}),
  );

  defineCall(app, 'paperTask.getOne', { guard: paperRead }, async (request) =>
    taskOf(request.params.storeCode, request.params._id),
  );

  defineCall(app, 'paperTaskRow.search', { guard: paperRead }, async (request) => {
    const task = await taskOf(request.params.storeCode, request.params.taskId);
    return paper.rows(task._id, request.body ?? {});
  });
}
