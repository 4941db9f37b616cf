// Store status (doc 1 §7 Status): summaries of the stores the account may see, one store with its gateways, one gateway.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';

const storeRead = { privilege: 'store', access: 'read' } as const;

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
      const gateways = await repos.gateways.all({ fixed: { storeCode: store.storeCode } });
      return { ...store, objList: gateways };
    },
  );

  app.get<{ Params: { storeCode: string; gwMac: string } }>(
    '/status/store/:storeCode/gw/:gwMac',
    { config: storeRead, schema: doc('store', 'One gateway of a store', withAuthHeaders) },
    async (request) => {
      const gateway = await repos.gateways.get({ gwMac: request.params.gwMac });
      if (!gateway || (gateway as { storeCode?: string }).storeCode !== request.params.storeCode)
        throw notFound();
      return gateway;
    },
  );
}
