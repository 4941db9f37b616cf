// A store's gateways (doc 1 §2.7, §7 Status): the store detail's gateway table and one gateway of the store.
import type { FastifyInstance } from 'fastify';
import type { GatewayGetOneAnswer, GatewaySearchAnswer } from '../../../../domain/generated/calls.ts';
import { defineCall } from '../../../http/calls.ts';
import { storeExists } from '../../../http/storeScope.ts';
import { gatewayInScope } from '../../gw/scope.ts';
import { storeRead } from './index.ts';

export default async function storeGatewayStatusRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  // the store detail's gateway table (doc 1 §2.7): 50 per page, the shown status filtered and sorted in SQL
  defineCall(app, 'gateway.search', { guard: storeRead }, async (request) => {
    await storeExists(app, request.params.storeCode);
    return (await repos.gateways.searchStore(
      request.params.storeCode,
      request.body,
    )) as unknown as GatewaySearchAnswer;
  });

  defineCall(
    app,
    'gateway.getOne',
    { guard: storeRead },
    async (request) =>
      (await gatewayInScope(
        app,
        request,
        request.params.gwMac,
        request.params.storeCode,
      )) as unknown as GatewayGetOneAnswer,
  );
}
