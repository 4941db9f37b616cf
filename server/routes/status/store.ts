// Store status (doc 1 §7 Status): summaries of the stores the account may see, the paged store lists
// (counters maintained in SQL by the simulator, see StoresRepository.refreshCounters), one store with its
// gateways, one gateway.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { gatewayInScope } from '../gw/scope.ts';

const storeRead = { privilege: 'store', access: 'read' } as const;
/** doc 1 §9: store lists are 10 per page */
export const STORE_PAGE_SIZE = 10;

export default async function storeStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/status/store',
    {
      config: storeRead,
      schema: doc('store', 'Summaries of the stores the account may see', withAuthHeaders),
    },
    async (request) => ({ data: await repos.stores.summaries(request.session!.stores) }),
  );

  // {n}: the kind of store list; 0 = gateway status (this slice), the tag status list may add its own
  for (const url of ['/status/store/pagination/:n', '/config/store/pagination']) {
    app.post<{ Params: { n?: string } }>(
      url,
      {
        config: storeRead,
        schema: doc('store', 'Paged store list (filter_storeName, filter_storeCode, filter_status)', {
          body: searchBody,
          ...withAuthHeaders,
        }),
      },
      async (request) => {
        if (request.params.n !== undefined && request.params.n !== '0') throw notFound();
        return repos.stores.search((request.body ?? {}) as SearchBody, {
          stores: request.session?.stores,
          defaultLength: STORE_PAGE_SIZE,
        });
      },
    );
  }

  app.get<{ Params: { code: string } }>(
    '/status/store/:code',
    {
      config: storeRead,
      schema: doc('store', 'One store summary with its gateways (objList)', withAuthHeaders),
    },
    async (request) => {
      const [store] = await repos.stores.summaries(undefined, request.params.code);
      if (!store) throw notFound();
      const gateways = await repos.gateways.inStore(store.storeCode);
      return { ...store, objList: gateways };
    },
  );

  app.get<{ Params: { storeCode: string; gwMac: string } }>(
    '/status/store/:storeCode/gw/:gwMac',
    { config: storeRead, schema: doc('store', 'One gateway of a store', withAuthHeaders) },
    async (request) => gatewayInScope(app, request, request.params.gwMac, request.params.storeCode),
  );
}
