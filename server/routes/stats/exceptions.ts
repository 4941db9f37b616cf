// GET /stats/exceptions/store/{storeCode} (doc 1 §2.5, §3 "Exceptions stats"), tag read, store-scoped by the guard.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';

export default async function exceptionStatsRoutes(app: FastifyInstance): Promise<void> {
  const exceptions = app.repos.statsExceptions;
  const refresher = app.repos.statsRefresh;

  defineCall(app, 'store.exceptions', { guard: { privilege: 'tag', access: 'read' } }, async (request) => {
    const { storeCode } = request.params;
    if (!(await app.repos.stores.get({ storeCode }))) throw notFound();
    await refresher.ensure([storeCode]);
    const stats = await exceptions.stats(storeCode);
    const ngGWDetail = stats.ngGWDetail.map((gw) => ({
      ...gw,
      lastStatusTime: gw.lastStatusTime?.toISOString() ?? null,
    }));
    return { ...stats, ngGWDetail };
  });
}
