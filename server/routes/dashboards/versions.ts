// The version history of a dashboard the session sees (issue 38 §5; server/repositories/dashboardVersions.ts):
//   GET /dashboards/{id}/versions?start&length (read) → a page of its versions, newest first: who saved, when
//   GET /dashboards/{id}/versions/{version} (read) → one version with its full definition
//   POST /dashboards/{id}/versions/{version}/restore (write; owner or role 0) → the dashboard as that version
//     held it, saved as its next version
import type { FastifyInstance } from 'fastify';
import { dashboardFileValidators } from '../../../domain/generated/validators.ts';
import { emailsFor, withEmails } from '../../auth/accountEmails.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { doc, withAuthHeaders } from '../docs.ts';
import {
  assertMayChange,
  DASHBOARD_MESSAGES,
  read,
  visibleDashboard,
  withEditable,
  write,
} from './access.ts';
import { parseDashboard } from './input.ts';
import { record, saveDashboard } from './save.ts';

/** a non-negative whole number of the query or path, else 400 naming it */
function whole(value: unknown, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value))
    throw badRequest(message('app.serverMessages.dashboardFieldInvalid', { place: name }));
  return Number(value);
}

type VersionParams = { Params: { id: string; version: string } };

export default async function dashboardVersionRoutes(app: FastifyInstance): Promise<void> {
  const { dashboards, dashboardVersions } = app.repos;

  app.get<{ Params: { id: string }; Querystring: { start?: string; length?: string } }>(
    '/dashboards/:id/versions',
    {
      config: read,
      schema: doc('dashboards', "A dashboard's saved versions, newest first", withAuthHeaders),
    },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      const start = whole(request.query.start, 'start', 0);
      const length = Math.min(Math.max(whole(request.query.length, 'length', 25), 1), 100);
      const page = await dashboardVersions.page(row.id, start, length);
      return { ...page, data: withEmails(page.data, emailsFor(request.session)) };
    },
  );

  app.get<VersionParams>(
    '/dashboards/:id/versions/:version',
    { config: read, schema: doc('dashboards', 'One saved version of a dashboard', withAuthHeaders) },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      const version = await dashboardVersions.get(row.id, whole(request.params.version, 'version'));
      if (!version) throw notFound();
      return { ...version, savedBy: version.savedBy && emailsFor(request.session)(version.savedBy) };
    },
  );

  app.post<VersionParams>(
    '/dashboards/:id/versions/:version/restore',
    {
      config: write,
      schema: doc(
        'dashboards',
        'Restore a saved version (owner or role 0): saved as the next version',
        withAuthHeaders,
      ),
    },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      assertMayChange(request, row, DASHBOARD_MESSAGES.builtInChange);
      const version = await dashboardVersions.get(row.id, whole(request.params.version, 'version'));
      if (!version) throw notFound();
      const input = parseDashboard(dashboardFileValidators.api.create, version.definition);
      return withEditable(request, await saveDashboard(app, request, row.id, record(input)));
    },
  );
}
