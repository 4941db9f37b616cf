// GET /stats/dashboard?t=&stores= (doc 1 §2.4, §6): only the parts the session may see: servers (server.read),
// gateways (store.read), tags (tag.read), products and daily updates (tag.read + product.read); the alarms of
// the stores in scope. Everything comes from the maintained statistics (server/stats/) and small aggregates, in one
// statement (StatsDashboardRepository.read).
import type { FastifyInstance } from 'fastify';
import { allows } from '../../auth/privileges.ts';
import { defineCall } from '../../http/calls.ts';
import { storeScope } from './scope.ts';

const DAYS = 14;
const ALARM_ROWS = 10;

const rate = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 1000) / 10 : 0);

export default async function dashboardStatsRoutes(app: FastifyInstance): Promise<void> {
  // the full refresh is a server job (server/jobs/serverJobs.ts); a request only fills stores not computed yet
  const refresher = app.repos.statsRefresh;
  const stats = app.repos.statsDashboard;

  defineCall(
    app,
    'store.dashboard',
    { guard: { privilege: 'dashboard', access: 'read' } },
    async (request) => {
      const privilege = request.principal!.privilege;
      const may = (area: string) => allows(privilege, area, 'read');
      const scope = storeScope(request, request.query.stores);
      const single = scope?.length === 1 ? scope[0] : undefined;
      const query = {
        scope,
        servers: may('server'),
        gateways: may('store'),
        tags: may('tag'),
        daily: may('tag') && may('product'),
        systemAlarms: may('server'),
        singleStore: single,
        days: DAYS,
        alarmRows: ALARM_ROWS,
      };
      let read = await stats.read(query);
      if (read.missing.length > 0) {
        // stores without statistics yet (fresh start, added since the last run): computed once, then read again
        await refresher.refresh(read.missing);
        read = await stats.read(query);
      }
      const { servers, gateways, gmpVersions: gmp, grmVersions: grm, totals, byStore, daily, alarms } = read;
      const productRead = query.daily;
      return {
        t: request.query.t ?? null,
        generatedAt: new Date().toISOString(),
        selected: scope && request.query.stores ? scope : [],
        servers: servers ?? undefined,
        gateways: gateways ? { status: gateways, gmpVersions: gmp ?? [], grmVersions: grm ?? [] } : undefined,
        tags: totals
          ? {
              total: totals.total,
              success: totals.success,
              inprogress: totals.inprogress,
              error: totals.error,
              todayUpdated: totals.todayUpdated,
              updateRate: rate(totals.todayUpdated, totals.total),
              types: read.tagTypes ?? [],
              byStore: byStore ?? [],
              byGateway: read.byGateway ?? undefined,
            }
          : undefined,
        products:
          totals && productRead
            ? {
                total: totals.productTotal,
                todayUpdated: totals.productTodayUpdated,
                updateRate: rate(totals.productTodayUpdated, totals.productTotal),
              }
            : undefined,
        daily: daily ?? undefined,
        alarms,
      };
    },
  );
}
