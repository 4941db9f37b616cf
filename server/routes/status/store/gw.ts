// A store's gateways (doc 1 §2.7, §7 Status): the store detail's gateway table and one gateway of the store.
import type { FastifyInstance } from 'fastify';
import type { SearchBody } from '../../../db/search.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { doc, searchBody, withAuthHeaders } from '../../docs.ts';
import { gatewayInScope } from '../../gw/scope.ts';
import { storeRead } from './index.ts';

export default async function storeGatewayStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

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
