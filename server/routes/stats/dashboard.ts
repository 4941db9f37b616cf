// GET /stats/dashboard?t=&stores= (doc 1 §2.4, §6): only the parts the session may see: servers (server.read),
// gateways (store.read), tags (tag.read), products and daily updates (tag.read + product.read); the alarms of
// the stores in scope. Everything comes from the maintained statistics (server/stats/) and small aggregates.
import type { FastifyInstance } from 'fastify';
import { allows } from '../../auth/privileges.ts';
import { StatsDashboardRepository } from '../../repositories/statsDashboard.ts';
import { StatsRefreshRepository } from '../../repositories/statsRefresh.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { storeScope } from './scope.ts';

const DAYS = 14;
const ALARM_ROWS = 10;

const rate = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

export default async function dashboardStatsRoutes(app: FastifyInstance): Promise<void> {
  // the full refresh is a server job (server/jobs/serverJobs.ts); a request only fills stores not computed yet
  const refresher = new StatsRefreshRepository(app.db);
  const stats = new StatsDashboardRepository(app.db);

  app.get<{ Querystring: { t?: string; stores?: string } }>(
    '/stats/dashboard',
    {
      config: { privilege: 'dashboard', access: 'read' },
      schema: doc(
        'stats',
        'Dashboard statistics the session may see (t: last refresh time; stores: comma list)',
        {
          ...withAuthHeaders,
          querystring: { type: 'object', properties: { t: { type: 'string' }, stores: { type: 'string' } } },
        },
      ),
    },
    async (request) => {
      const privilege = request.session!.privilege;
      const may = (area: string) => allows(privilege, area, 'read');
      const scope = storeScope(request, request.query.stores);
      await refresher.ensure(scope ?? undefined);
      const [tagRead, productRead] = [may('tag'), may('tag') && may('product')];
      const [stores, servers, gateways, gmp, grm, totals, byStore, types, daily, alarms] = await Promise.all([
        stats.storeNames(request.session!.stores ?? null),
        may('server') ? stats.servers() : undefined,
        may('store') ? stats.gateways(scope) : undefined,
        may('store') ? stats.firmware(scope, 'gmpVersion') : undefined,
        may('store') ? stats.firmware(scope, 'grmVersion') : undefined,
        tagRead ? stats.tagTotals(scope) : undefined,
        tagRead ? stats.byStore(scope) : undefined,
        tagRead ? stats.tagTypes(scope) : undefined,
        productRead ? stats.daily(scope, DAYS) : undefined,
        stats.recentAlarms(scope, may('server'), ALARM_ROWS),
      ]);
      const single = scope?.length === 1 ? scope[0] : undefined;
      return {
        t: request.query.t ?? null,
        generatedAt: new Date().toISOString(),
        stores,
        selected: scope && request.query.stores ? scope : [],
        servers,
        gateways: gateways && { status: gateways, gmpVersions: gmp, grmVersions: grm },
        tags: totals && {
          total: totals.total,
          success: totals.success,
          inprogress: totals.inprogress,
          error: totals.error,
          todayUpdated: totals.todayUpdated,
          updateRate: rate(totals.todayUpdated, totals.total),
          types,
          byStore,
          byGateway: single ? await stats.byGateway(single) : undefined,
        },
        products: totals &&
          productRead && {
            total: totals.productTotal,
            todayUpdated: totals.productTodayUpdated,
            updateRate: rate(totals.productTodayUpdated, totals.productTotal),
          },
        daily,
        alarms,
      };
    },
  );
}
