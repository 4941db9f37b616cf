// Paper stores, upload history and tasks (doc 2 §7 Paper; docs/api.md "Paper labels"), paper.read, store-scoped
// (a {code} outside the session, or a filter_storeCode: 403; an unknown store or task: 404):
//   GET  /status/paper                                  store summaries of the session's stores (the map)
//   POST /status/store/pagination/4                     the same as a table (25 per page, doc 2 §9)
//   POST /paper/file/upload/history/search              uploads of the session's stores, received descending
//   GET  /paper/file/upload/history/detail/{id}         one upload with its errors
//   POST /paper/task/store/{code}/search                the store's paper tasks (25 per page, updatedAt desc)
//   GET  /paper/task/{taskId}/store/{code}              one task
//   POST /paper/task/{taskId}/store/{code}/search       the task's rows (25 per page, row order), result derived
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { PaperRepository } from '../../repositories/paper.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { checkStoreFilter } from '../productFile/scope.ts';

export const paperRead = { privilege: 'paper', access: 'read' } as const;
/** the n of POST /status/store/pagination/{n} for the paper store list */
export const PAPER_STORE_LIST = 4;
const table = (summary: string) => doc('paper', summary, { body: searchBody, ...withAuthHeaders });

const positiveId = (text: string) => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

export default async function paperStatusRoutes(app: FastifyInstance): Promise<void> {
  const paper = new PaperRepository(app.db);
  const storeOf = async (code: string) => {
    if (!(await app.repos.stores.get({ storeCode: code }))) throw notFound();
    return code;
  };
  const taskOf = async (code: string, taskId: string) => {
    const task = await paper.task(await storeOf(code), positiveId(taskId));
    if (!task) throw notFound();
    return task;
  };

  app.get(
    '/status/paper',
    {
      config: paperRead,
      schema: doc(
        'paper',
        'Paper store summaries: { data: [{ storeCode, storeName, position, totalTaskCount, totalCompleteCount, todayTaskCount, todayCompleteCount, status, updatedAt }] }',
        withAuthHeaders,
      ),
    },
    async (request) => ({ data: await paper.storeSummaries(request.session?.stores) }),
  );

  app.post(
    `/status/store/pagination/${PAPER_STORE_LIST}`,
    { config: paperRead, schema: table('Paged paper store summaries') },
    async (request) => paper.storePage(request.session?.stores, (request.body ?? {}) as SearchBody),
  );

  app.post(
    '/paper/file/upload/history/search',
    { config: paperRead, schema: table('Paper upload history') },
    async (request) => {
      const body = (request.body ?? {}) as SearchBody;
      checkStoreFilter(body, request.session?.stores);
      return paper.uploads(body, request.session?.stores);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/paper/file/upload/history/detail/:id',
    { config: paperRead, schema: doc('paper', 'One paper upload with its errors', withAuthHeaders) },
    async (request) => {
      const upload = await paper.upload(positiveId(request.params.id));
      if (!upload) throw notFound();
      const stores = request.session?.stores;
      if (stores && !stores.includes(upload.storeCode)) throw forbidden();
      return upload;
    },
  );

  app.post<{ Params: { code: string } }>(
    '/paper/task/store/:code/search',
    { config: paperRead, schema: table('Paper tasks of a store') },
    async (request) => paper.tasks(await storeOf(request.params.code), (request.body ?? {}) as SearchBody),
  );

  app.get<{ Params: { taskId: string; code: string } }>(
    '/paper/task/:taskId/store/:code',
    { config: paperRead, schema: doc('paper', 'One paper task', withAuthHeaders) },
    async (request) => taskOf(request.params.code, request.params.taskId),
  );

  app.post<{ Params: { taskId: string; code: string } }>(
    '/paper/task/:taskId/store/:code/search',
    { config: paperRead, schema: table('The rows of a paper task (filter_result NONE, SUCCESS or FAIL)') },
    async (request) => {
      const task = await taskOf(request.params.code, request.params.taskId);
      return paper.rows(task._id, (request.body ?? {}) as SearchBody);
    },
  );
}
