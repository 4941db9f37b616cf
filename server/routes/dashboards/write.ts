// Writing custom dashboards (custom_dashboard write): create, update and delete (owner or role 0; built-in ones
// never), duplicate (any dashboard the account sees, the copy its own) and import (the dashboardFile schema).
// Every save records a version (save.ts).
import type { FastifyInstance } from 'fastify';
import { dashboardFileValidators, dashboardValidators } from '../../../domain/generated/validators.ts';
import { answer, defineCall } from '../../http/calls.ts';
import { parseDashboard } from './input.ts';
import { assertMayChange, DASHBOARD_MESSAGES, visibleDashboard, withEditable, write } from './access.ts';

/** a new dashboard is owned by an account (ownerId): made by people only, never by an API token (issue 35) */
const ownedWrite = { ...write, sessionOnly: true } as const;
import { record, saveDashboard } from './save.ts';

export { DASHBOARD_MESSAGES } from './access.ts';

export default async function dashboardWriteRoutes(app: FastifyInstance): Promise<void> {
  const dashboards = app.repos.dashboards;

  defineCall(app, 'dashboard.create', { guard: ownedWrite }, async (request, reply) => {
    const input = parseDashboard(dashboardValidators.api.create, request.body);
    const saved = await saveDashboard(app, request, undefined, record(input));
    return answer(reply, 'dashboard.create', 201, withEditable(request, saved));
  });

  // kept as its next version
  defineCall(app, 'dashboard.update', { guard: write }, async (request) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    assertMayChange(request, row, DASHBOARD_MESSAGES.builtInChange);
    const input = parseDashboard(dashboardValidators.api.create, request.body);
    return withEditable(request, await saveDashboard(app, request, row.id, record(input)));
  });

  defineCall(app, 'dashboard.delete', { guard: write }, async (request) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    assertMayChange(request, row, DASHBOARD_MESSAGES.builtInDelete);
    await dashboards.delete(row.id);
    return {};
  });

  defineCall(app, 'dashboard.duplicate', { guard: ownedWrite }, async (request, reply) => {
    const row = await visibleDashboard(dashboards, request, String(request.params.id));
    const given = request.body?.name?.trim() ?? '';
    const copy = parseDashboard(dashboardValidators.api.create, {
      name: given || `${row.name} (copy)`.slice(0, 100),
      sharedRoles: [],
      variables: row.variables,
      layouts: row.layouts,
      panels: row.panels,
    });
    const saved = await saveDashboard(app, request, undefined, record(copy));
    return answer(reply, 'dashboard.duplicate', 201, withEditable(request, saved));
  });

  defineCall(app, 'dashboard.import', { guard: ownedWrite }, async (request, reply) => {
    const input = parseDashboard(dashboardFileValidators.api.create, request.body);
    const saved = await saveDashboard(app, request, undefined, record(input));
    return answer(reply, 'dashboard.import', 201, withEditable(request, saved));
  });
}
