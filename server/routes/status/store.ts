// Store status (doc 1 §7 Status): summaries of the stores the account may see, the paged store lists
// (counters maintained in SQL by the simulator, see StoresRepository.refreshCounters), one store with its
// gateways, a store's gateway table, one gateway.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../db/search.ts';
import { notFound } from '../../http/errors.ts';
import { doc, searchBody, withAuthHeaders } from '../docs.ts';
import { gatewayInScope } from '../gw/scope.ts';
import { storeExists } from '../tag/search.ts';

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

  // the store detail's gateway table (doc 1 §2.7): 50 per page, the shown status filtered and sorted in SQL
  app.post<{ Params: { storeCode: string } }>(
    '/status/store/:storeCode/gw/search',
    {
      config: storeRead,
      schema: doc(
        'gateway',
        'Gateways of a store (table conventions; 50 per page, gwIndex order): status is the shown one (NORMAL without time sync is ALARM); filter_status (value, comma list or array), filter_gwMac, filter_macOrIp (MAC or IP contains)',
        { body: searchBody, ...withAuthHeaders },
      ),
    },
    async (request) => {
      await storeExists(app, request.params.storeCode);
      return repos.gateways.searchStore(request.params.storeCode, (request.body ?? {}) as SearchBody);
    },
  );

  app.get<{ Params: { storeCode: string; gwMac: string } }>(
    '/status/store/:storeCode/gw/:gwMac',
    { config: storeRead, schema: doc('store', 'One gateway of a store', withAuthHeaders) },
    async (request) => gatewayInScope(app, request, request.params.gwMac, request.params.storeCode),
  );
}
