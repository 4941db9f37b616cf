// Sharing and starting dashboards (custom_dashboard write unless said):
//   GET /dashboards/share-roles → the roles a dashboard may be shared with: id and name of every role but role 0
//     (which sees every dashboard anyway), without role read (issue 38 defect 2: names only, as Grafana-like tools
//     offer every team to share with; the role's privileges stay behind GET /auth/role)
//   GET /dashboards/starters (read) → the starter dashboards (server/dashboards/starters.ts)
//   POST /dashboards/starters/{key}/copy { name? } → a new dashboard of the session from a starter (201)
import type { FastifyInstance } from 'fastify';
import { dashboardValidators } from '../../../domain/generated/validators.ts';
import type { DashboardStarter, ShareRole } from '../../../domain/customDashboards.ts';
import { starterOf, STARTERS } from '../../dashboards/starters.ts';
import { notFound } from '../../http/errors.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import { read, withEditable, write } from './access.ts';
import { parseDashboard } from './input.ts';
import { record, saveDashboard } from './save.ts';

export default async function dashboardShareRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboards/share-roles',
    { config: write, schema: doc('dashboards', 'The roles a dashboard may be shared with', withAuthHeaders) },
    async (): Promise<ShareRole[]> => app.repos.dashboards.shareRoles(),
  );

  app.get(
    '/dashboards/starters',
    { config: read, schema: doc('dashboards', 'The starter dashboards, to copy', withAuthHeaders) },
    async (): Promise<readonly DashboardStarter[]> => STARTERS,
  );

  app.post<{ Params: { key: string }; Body: { name?: unknown } | undefined }>(
    '/dashboards/starters/:key/copy',
    {
      config: write,
      schema: doc('dashboards', 'A new dashboard of this account from a starter', {
        body: { type: 'object', properties: { name: { type: 'string' } } },
        ...withAuthHeaders,
      }),
    },
    async (request, reply) => {
      const starter = starterOf(request.params.key);
      if (!starter) throw notFound();
      const given = typeof request.body?.name === 'string' ? request.body.name.trim() : '';
      const input = parseDashboard(dashboardValidators.api.create, {
        ...starter.definition,
        name: given || starter.name,
      });
      return reply
        .code(201)
        .send(withEditable(request, await saveDashboard(app, request, undefined, record(input))));
    },
  );
}
