// Writing custom dashboards (custom_dashboard write): create, update and delete (owner or role 0; built-in ones
// never), duplicate (any dashboard the account sees, the copy its own) and import (the dashboardFile schema).
// Every save records a version (save.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dashboardFileValidators, dashboardValidators } from '../../../domain/generated/validators.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';
import { parseDashboard } from './input.ts';
import { assertMayChange, DASHBOARD_MESSAGES, visibleDashboard, withEditable, write } from './access.ts';
import { record, saveDashboard } from './save.ts';

export { DASHBOARD_MESSAGES } from './access.ts';

export default async function dashboardWriteRoutes(app: FastifyInstance): Promise<void> {
  const dashboards = app.repos.dashboards;
  const created = async (request: FastifyRequest, reply: FastifyReply, input: Record<string, unknown>) =>
    reply.code(201).send(withEditable(request, await saveDashboard(app, request, undefined, input)));

  app.post(
    '/dashboards',
    {
      config: write,
      schema: doc('dashboards', 'Create a dashboard', { body: entity('Dashboard'), ...withAuthHeaders }),
    },
    async (request, reply) =>
      created(request, reply, record(parseDashboard(dashboardValidators.api.create, request.body))),
  );

  app.put<{ Params: { id: string } }>(
    '/dashboards/:id',
    {
      config: write,
      schema: doc('dashboards', 'Save a dashboard (owner or role 0), kept as its next version', {
        body: entity('Dashboard'),
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      assertMayChange(request, row, DASHBOARD_MESSAGES.builtInChange);
      const input = parseDashboard(dashboardValidators.api.create, request.body);
      return withEditable(request, await saveDashboard(app, request, row.id, record(input)));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/dashboards/:id',
    { config: write, schema: doc('dashboards', 'Delete a dashboard (owner or role 0)', withAuthHeaders) },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      assertMayChange(request, row, DASHBOARD_MESSAGES.builtInDelete);
      await dashboards.delete(row.id);
      return {};
    },
  );

  app.post<{ Params: { id: string }; Body: { name?: unknown } | undefined }>(
    '/dashboards/:id/duplicate',
    {
      config: write,
      schema: doc('dashboards', 'Copy a dashboard as one of this account', {
        body: { type: 'object', properties: { name: { type: 'string' } } },
        ...withAuthHeaders,
      }),
    },
    async (request, reply) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      const given = typeof request.body?.name === 'string' ? request.body.name.trim() : '';
      const copy = parseDashboard(dashboardValidators.api.create, {
        name: given || `${row.name} (copy)`.slice(0, 100),
        sharedRoles: [],
        variables: row.variables,
        layouts: row.layouts,
        panels: row.panels,
      });
      return created(request, reply, record(copy));
    },
  );

  app.post(
    '/dashboards/import',
    {
      config: write,
      schema: doc('dashboards', 'A new dashboard from an exported file', {
        body: entity('DashboardFile'),
        ...withAuthHeaders,
      }),
    },
    async (request, reply) =>
      created(request, reply, record(parseDashboard(dashboardFileValidators.api.create, request.body))),
  );
}
