// The product store list (doc 2 §2 /product, §7 Products): GET /status/product (every store of the session, for
// the map) and POST /status/store/pagination/2 (the table: 10 per page, filter_storeName, filter_storeCode,
// filter_status; n = 0 is the gateway list, 1 the tag list). Read from the maintained statistics (stores
// without a statistics row are computed first). product.read.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { ProductStoresRepository } from '../../repositories/productStores.ts';
import { StatsRefreshRepository } from '../../repositories/statsRefresh.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';

export const productRead = { privilege: 'product', access: 'read' } as const;
/** the n of POST /status/store/pagination/{n} for the product store list */
export const PRODUCT_STORE_LIST = 2;

export default async function productStoreRoutes(app: FastifyInstance): Promise<void> {
  const stores = new ProductStoresRepository(app.db);
  const refresher = new StatsRefreshRepository(app.db);

  app.get(
    '/status/product',
    {
      config: productRead,
      schema: doc(
        'product',
        'Product store summaries of the session: { data: [{ storeCode, storeName, position, status, productCount, todayUpdated, tagCount, updatedAt }] }',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const scope = request.session?.stores;
      await refresher.ensure(scope);
      return { data: await stores.all(scope) };
    },
  );

  app.post(
    `/status/store/pagination/${PRODUCT_STORE_LIST}`,
    {
      config: productRead,
      schema: doc(
        'product',
        'Paged product store summaries (filter_storeName, filter_storeCode, filter_status)',
        {
          body: searchBody,
          ...withAuthHeaders,
        },
      ),
    },
    async (request) => {
      const scope = request.session?.stores;
      await refresher.ensure(scope);
      return stores.page(scope, (request.body ?? {}) as SearchBody);
    },
  );
}
