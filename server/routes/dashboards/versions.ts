// The version history of a dashboard the session sees (issue 38 §5; server/repositories/dashboardVersions.ts):
//   GET /dashboards/{id}/versions?start&length (read) → a page of its versions, newest first: who saved, when
//   GET /dashboards/{id}/versions/{version} (read) → one version with its full definition
//   POST /dashboards/{id}/versions/{version}/restore (write; owner or role 0) → the dashboard as that version
//     held it, saved as its next version
import type { FastifyInstance } from 'fastify';
import { dashboardFileValidators } from '../../../domain/generated/validators.ts';
import { emailsFor, withEmails } from '../../auth/accountEmails.ts';
import { defineCall } from '../../http/calls.ts';
import { notFound } from '../../http/errors.ts';
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

export default async function dashboardVersionRoutes(app: FastifyInstance): Promise<void> {
  const { dashboards, dashboardVersions } = app.repos;

  defineCall(app, 'dashboard.versions', { guard: read }, async (request) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    const start = request.query.start ?? 0;
    const length = Math.min(Math.max(request.query.length ?? 25, 1), 100);
    const page = await dashboardVersions.page(row.id, start, length);
    return { ...page, data: withEmails(page.data, emailsFor(request.principal)) };
  });

  defineCall(app, 'dashboard.version', { guard: read }, async (request) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    const version = await dashboardVersions.get(row.id, request.params.version);
    if (!version) throw notFound();
    return { ...version, savedBy: version.savedBy && emailsFor(request.principal)(version.savedBy) };
  });

  defineCall(app, 'dashboard.restore', { guard: write }, async (request) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    assertMayChange(request, row, DASHBOARD_MESSAGES.builtInChange);
    const version = await dashboardVersions.get(row.id, request.params.version);
    if (!version) throw notFound();
    const input = parseDashboard(dashboardFileValidators.api.create, version.definition);
    return withEditable(request, await saveDashboard(app, request, row.id, record(input)));
  });
}
