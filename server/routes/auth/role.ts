// Roles (doc 3 §7): list, get, create or update, delete. Role 0 is the super role and stays as it is.
import type { FastifyInstance } from 'fastify';
import { roleValidators } from '../../../domain/generated/validators.ts';
import { assertMayGiveRole, assertRoleHoldersWithin } from '../../auth/grantRules.ts';
import type { RouteGuard } from '../../auth/guard.ts';
import { normalisePrivileges, SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { badRequest, conflict, forbidden, MESSAGES, notFound } from '../../http/errors.ts';
import { message, messages } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { defineCall } from '../../http/calls.ts';

export const SUPER_ROLE_FIXED = message('app.serverMessages.superRoleFixed');
export const ROLE_MESSAGES = messages({
  idOutOfRange: 'app.serverMessages.roleIdOutOfRange',
  blankId: 'app.serverMessages.roleBlankId',
});
/** role ids are PostgreSQL integers */
const MAX_ROLE_ID = 2_147_483_647;

function roleId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 0) throw notFound();
  if (id > MAX_ROLE_ID) throw badRequest(ROLE_MESSAGES.idOutOfRange);
  return id;
}

/** role_id absent creates a role; present, it names the role to update and must not be blank */
function refuseBlankRoleId(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('role_id' in body)) return;
  const value = (body as { role_id: unknown }).role_id;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    throw badRequest(ROLE_MESSAGES.blankId);
}

export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  // the x-api verbs of schemas/role.schema.json; member read also lists roles, for the role selectors of the
  // member forms
  const read: RouteGuard = { privilege: ['role', 'member'], access: 'read' };
  // people only: a role's privileges reach every account holding it; an API token never changes them (issue 35)
  const write: RouteGuard = { privilege: 'role', access: 'write', sessionOnly: true };

  defineCall(app, 'role.search', { guard: read }, async () => ({ data: await repos.roles.list() }));

  defineCall(app, 'role.getOne', { guard: read }, async (request) => {
    const role = await repos.roles.get({ role_id: roleId(request.params.role_id) });
    if (!role) throw notFound();
    return role;
  });

  // x-api create and update are one route (POST /auth/role): role_id absent or unknown creates, else updates
  defineCall(app, 'role.update', { guard: write }, async (request) => {
    refuseBlankRoleId(request.body);
    const body = parseBody(roleValidators.api.update, request.body);
    if (body.role_id != null && body.role_id > MAX_ROLE_ID) throw badRequest(ROLE_MESSAGES.idOutOfRange);
    const existing = body.role_id != null ? await repos.roles.get({ role_id: body.role_id }) : undefined;
    if (existing?.role_id === SUPER_ROLE_ID) throw forbidden(SUPER_ROLE_FIXED);
    const privilege = normalisePrivileges(body.privilege ?? []);
    assertMayGiveRole(
      request.principal!,
      privilege,
      existing ? normalisePrivileges(existing.privilege) : undefined,
    );
    if (existing) await assertRoleHoldersWithin(repos, request.principal!, existing.role_id, privilege);
    const role = await repos.roles.save({
      role_id: existing ? existing.role_id : await repos.roles.nextId(),
      name: body.name.trim(),
      privilege,
    });
    request.log.info({ role_id: role.role_id, created: !existing }, 'role saved');
    return role;
  });

  defineCall(app, 'role.delete', { guard: write }, async (request) => {
    const id = roleId(request.params.role_id);
    if (id === SUPER_ROLE_ID) throw forbidden(SUPER_ROLE_FIXED);
    if (!(await repos.roles.get({ role_id: id }))) throw notFound();
    if ((await repos.accounts.countWithRole(id)) > 0) throw conflict(MESSAGES.roleInUse);
    if (!(await repos.roles.delete({ role_id: id }))) throw badRequest(MESSAGES.notFound);
    request.log.info({ role_id: id }, 'role deleted');
    return {};
  });
}
