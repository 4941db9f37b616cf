// Store status (doc 1 §7 Status): summaries of the stores the account may see and one store with its gateways
// (counters maintained in SQL by the simulator, see StoresRepository.refreshCounters); calls store.summaries and
// gateway.ofStore. The paged store lists are in pagination.ts, a store's gateways in gw.ts, its tags, products,
// sensors and signage in tag.ts, product.ts, sensor.ts and plus.ts.
import type { FastifyInstance } from 'fastify';
import type { GatewayRow } from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { notFound } from '../../../http/errors.ts';

export const storeRead = { privilege: 'store', access: 'read' } as const;

export default async function storeStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  defineCall(app, 'store.summaries', { guard: storeRead }, async (request) => ({
    data: await repos.stores.summaries(request.principal!.stores),
  }));

  defineCall(app, 'gateway.ofStore', { guard: storeRead }, async (request) => {
    const [store] = await repos.stores.summaries(undefined, request.params.storeCode);
    if (!store) throw notFound();
    // every column of the gateway (the repository's row names only its key and status)
    const gateways = (await repos.gateways.inStore(store.storeCode)) as unknown as GatewayRow[];
    return { ...store, objList: gateways };
  });
}
