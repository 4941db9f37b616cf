// Writing custom dashboards (custom_dashboard write): create, update and delete (owner or role 0; built-in ones
// never), duplicate (any dashboard the account sees, the copy its own) and import (the dashboardFile schema).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dashboardFileValidators, dashboardValidators } from '../../../domain/generated/validators.ts';
import { forbidden } from '../../http/errors.ts';
import { messages, type Message } from '../../http/messages.ts';
import { type DashboardRow } from '../../repositories/dashboards.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';
import { parseDashboard, type DashboardInput } from './input.ts';
import { viewerOf, visibleDashboard, withEditable } from './access.ts';

const write = { privilege: 'custom_dashboard', access: 'write' } as const;

export const DASHBOARD_MESSAGES = messages({
  builtInChange: 'app.serverMessages.dashboardBuiltInChange',
  builtInDelete: 'app.serverMessages.dashboardBuiltInDelete',
  notOwner: 'app.serverMessages.dashboardNotOwner',
});

const WRITABLE = ['name', 'sharedRoles', 'variables', 'layouts', 'panels'] as const;

/** the stored fields of an input: null (cleared) becomes the column default */
function record(input: DashboardInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of WRITABLE)
    if (input[field] !== undefined && input[field] !== null) out[field] = input[field];
  return out;
}

function mayChange(request: FastifyRequest, row: DashboardRow, builtInMessage: Message): void {
  if (row.builtIn) throw forbidden(builtInMessage);
  const viewer = viewerOf(request);
  if (viewer.roleId !== 0 && row.owner !== viewer.email) throw forbidden(DASHBOARD_MESSAGES.notOwner);
}

export default async function dashboardWriteRoutes(app: FastifyInstance): Promise<void> {
  const dashboards = app.repos.dashboards;
  const created = async (request: FastifyRequest, reply: FastifyReply, input: Record<string, unknown>) => {
    const row = await dashboards.insert({ ...input, owner: request.session!.email, builtIn: false });
    return reply.code(201).send(withEditable(request, row));
  };

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
      schema: doc('dashboards', 'Save a dashboard (owner or role 0)', {
        body: entity('Dashboard'),
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      mayChange(request, row, DASHBOARD_MESSAGES.builtInChange);
      const input = parseDashboard(dashboardValidators.api.create, request.body);
      return withEditable(request, (await dashboards.update(row.id, record(input)))!);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/dashboards/:id',
    { config: write, schema: doc('dashboards', 'Delete a dashboard (owner or role 0)', withAuthHeaders) },
    async (request) => {
      const row = await visibleDashboard(dashboards, request, request.params.id);
      mayChange(request, row, DASHBOARD_MESSAGES.builtInDelete);
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
