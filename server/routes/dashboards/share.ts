// Sharing and starting dashboards (custom_dashboard write unless said):
//   GET /dashboards/share-roles → the roles a dashboard may be shared with: id and name of every role but role 0
//     (which sees every dashboard anyway), without role read (issue 38 defect 2: names only, as Grafana-like tools
//     offer every team to share with; the role's privileges stay behind GET /auth/role)
//   GET /dashboards/starters (read) → the starter dashboards (server/dashboards/starters.ts)
//   POST /dashboards/starters/{key}/copy { name? } → a new dashboard of the session from a starter (201)
import type { FastifyInstance } from 'fastify';
import { dashboardValidators } from '../../../domain/generated/validators.ts';
import { starterOf, STARTERS } from '../../dashboards/starters.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
import { read, withEditable, write } from './access.ts';
import { parseDashboard } from './input.ts';
import { record, saveDashboard } from './save.ts';

export default async function dashboardShareRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'dashboard.shareRoles', { guard: write }, async () => app.repos.dashboards.shareRoles());

  defineCall(app, 'dashboard.starters', { guard: read }, async () => [...STARTERS]);

  defineCall(app, 'dashboard.copyStarter', { guard: write }, async (request, reply) => {
    const starter = starterOf(request.params.key);
    if (!starter) throw notFound();
    const given = request.body?.name?.trim() ?? '';
    const input = parseDashboard(dashboardValidators.api.create, {
      ...starter.definition,
      name: given || starter.name,
    });
    const saved = await saveDashboard(app, request, undefined, record(input));
    return answer(reply, 'dashboard.copyStarter', 201, withEditable(request, saved));
  });
}
