// GET /stats/exceptions/store/{store} (doc 1 §2.5, §3 "Exceptions stats"), tag read, store-scoped by the guard.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';

export default async function exceptionStatsRoutes(app: FastifyInstance): Promise<void> {
  const exceptions = app.repos.statsExceptions;
  const refresher = app.repos.statsRefresh;

  app.get<{ Params: { store: string } }>(
    '/stats/exceptions/store/:store',
    {
      config: { privilege: 'tag', access: 'read' },
      schema: doc(
        'stats',
        'Exceptions of a store: totalTags, errorTags, noProductTags, duplicateTags, batteryNgTags, totalGWs, ngGWs, ngGWDetail',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const { store } = request.params;
      if (!(await app.repos.stores.get({ storeCode: store }))) throw notFound();
      await refresher.ensure([store]);
      return exceptions.stats(store);
    },
  );
}
