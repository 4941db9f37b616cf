// Store status (doc 1 §7 Status): summaries of the stores the account may see and one store with its gateways
// (counters maintained in SQL by the simulator, see StoresRepository.refreshCounters). The paged store lists
// are in pagination.ts, a store's gateways in gw.ts, its tags, products, sensors and signage in tag.ts,
// product.ts, sensor.ts and plus.ts.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors.ts';
import { doc, withAuthHeaders } from '../../docs.ts';

export const storeRead = { privilege: 'store', access: 'read' } as const;

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
}
