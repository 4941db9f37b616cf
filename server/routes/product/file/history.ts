// The product file upload history (doc 2 §2, §3, §7 Uploads), product.read, store-scoped:
//   POST /product/file/upload/history/search   table conventions, 25 per page, received descending by default;
//        filter_fileName (contains), filter_storeCode (equals; another store's: 403), filter_startDate/filter_endDate on received
//   GET  /product/file/upload/history/detail/{id}   one upload with its error list (404 unknown, 403 other store)
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../../db/search.ts';
import { forbidden, notFound } from '../../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../../docs.ts';
import { checkStoreFilter } from '../../../http/storeScope.ts';

const guard = { privilege: 'product', access: 'read' } as const;

export default async function productUploadHistoryRoutes(app: FastifyInstance): Promise<void> {
  const uploads = app.repos.productUploads;

  app.post(
    '/product/file/upload/history/search',
    {
      config: guard,
      schema: doc('product', 'Product file upload history', { body: searchBody, ...withAuthHeaders }),
    },
    async (request) => {
      const body = (request.body ?? {}) as SearchBody;
      checkStoreFilter(body, request.session?.stores);
      return uploads.search(body, request.session?.stores);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/product/file/upload/history/detail/:id',
    { config: guard, schema: doc('product', 'One product file upload', withAuthHeaders) },
    async (request) => {
      const id = Number(request.params.id);
      const upload = Number.isSafeInteger(id) && id > 0 ? await uploads.get(id) : undefined;
      if (!upload) throw notFound();
      const stores = request.session?.stores;
      if (stores && !stores.includes(upload.storeCode)) throw forbidden();
      return upload;
    },
  );
}
