// What a dashboard's page reads beside its definition (custom_dashboard read, a dashboard the session sees):
//   POST /dashboards/{id}/figures StatsQuery → a panel's figures over the viewer's part of the stores asked
//     (server/dashboards/viewerPart.ts), with the stores covered: a store variable or pin chosen by someone else
//     never answers 403 (issue 38 defect 1); the entity's privilege area must still be readable (403)
//   GET /dashboards/{id}/alerts → the state of each panel's enabled alert rule (server/dashboards/alertJob.ts)
import type { FastifyInstance } from 'fastify';
import { allows } from '../../auth/privileges.ts';
import { viewerPart } from '../../dashboards/viewerPart.ts';
import { alertRulesOf } from '../../dashboards/alertRules.ts';
import { statsEntities } from '../../generated/statsEntities.ts';
import { defineCall } from '../../http/calls.ts';
import { forbidden } from '../../http/errors.ts';
import { compileStatsQuery } from '../../repositories/statsQuery/compile.ts';
import { runStatsQuery } from '../../repositories/statsQuery/run.ts';
import { parseStatsQuery } from '../../stats/query/parse.ts';
import { read, visibleDashboard } from './access.ts';

export default async function dashboardFigureRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'dashboard.figures', { guard: read }, async (request) => {
    await visibleDashboard(app.repos.dashboards, request, String(request.params.id));
    const query = parseStatsQuery(request.body, statsEntities);
    if (!allows(request.principal!.privilege, query.entity.privilege, 'read')) throw forbidden();
    const stores = viewerPart(request.principal!.stores, query.stores);
    const answer = await runStatsQuery(
      app.db,
      query,
      compileStatsQuery(query, stores),
      app.appConfig.statsQueryTimeoutMs,
    );
    return { ...answer, stores };
  });

  defineCall(app, 'dashboard.alerts', { guard: read }, async (request) => {
    const row = await visibleDashboard(app.repos.dashboards, request, String(request.params.id));
    const stored = new Map(
      (await app.repos.dashboardAlerts.answer(row.id)).map((state) => [state.panelId, state]),
    );
    return alertRulesOf(row.panels ?? []).map(
      ({ panel }) =>
        stored.get(panel.id) ?? {
          panelId: panel.id,
          state: 'ok' as const,
          since: null,
          lastValue: null,
          evaluatedAt: null,
          error: null,
        },
    );
  });
}
