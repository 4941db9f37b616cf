// POST /product/secondCode/search (secondCode.search; product.read; doc 2 §7 Products): second codes of the
// session's stores in the table conventions, 25 per page, prCode order; filter_prCode and filter_secondCode
// contain, filter_storeCode equals (a store outside the session's: 403).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { checkStoreFilter } from '../../http/storeScope.ts';

export default async function secondCodeRoutes(app: FastifyInstance): Promise<void> {
  const secondCodes = app.repos.secondCodes;

  defineCall(
    app,
    'secondCode.search',
    { guard: { privilege: 'product', access: 'read' } },
    async (request) => {
      const body = request.body ?? {};
      checkStoreFilter(body, request.principal?.stores);
      return secondCodes.search(body, request.principal?.stores);
    },
  );
}
