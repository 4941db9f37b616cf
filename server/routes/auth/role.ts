// Roles (doc 3 §7): list, get, create or update, delete. Role 0 is the super role and stays as it is.
import type { FastifyInstance } from 'fastify';
import { roleValidators } from '../../../src/generated/validators.ts';
import { normalisePrivileges, SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { badRequest, conflict, forbidden, MESSAGES, notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { doc, entity, withAuthHeaders } from '../docs.ts';

export const SUPER_ROLE_FIXED = 'The super role can not be changed.';

function roleId(raw: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 0) throw notFound();
  return id;
}

export default async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.get(
    '/auth/role',
    {
      // member read also lists roles, for the role selectors of the member forms
      config: { privilege: ['role', 'member'], access: 'read' },
      schema: doc('role', 'Every role', withAuthHeaders),
    },
    async () => ({ data: await repos.roles.list() }),
  );

  app.get<{ Params: { id: string } }>(
    '/auth/role/:id',
    {
      config: { privilege: ['role', 'member'], access: 'read' },
      schema: doc('role', 'One role', withAuthHeaders),
    },
    async (request) => {
      const role = await repos.roles.get({ role_id: roleId(request.params.id) });
      if (!role) throw notFound();
      return role;
    },
  );

  app.post(
    '/auth/role',
    {
      config: { privilege: 'role', access: 'write' },
      schema: doc('role', 'Create (role_id absent or unknown) or update a role', {
        body: entity('Role'),
        ...withAuthHeaders,
      }),
    },
    async (request) => {
      const body = parseBody(roleValidators.api.update, request.body);
      const existing = body.role_id != null ? await repos.roles.get({ role_id: body.role_id }) : undefined;
      if (existing?.role_id === SUPER_ROLE_ID) throw forbidden(SUPER_ROLE_FIXED);
      const role = await repos.roles.save({
        role_id: existing ? existing.role_id : await repos.roles.nextId(),
        name: body.name.trim(),
        privilege: normalisePrivileges(body.privilege ?? []),
      });
      request.log.info({ role_id: role.role_id, created: !existing }, 'role saved');
      return role;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/auth/role/:id',
    {
      config: { privilege: 'role', access: 'write' },
      schema: doc('role', 'Delete a role no account uses', withAuthHeaders),
    },
    async (request) => {
      const id = roleId(request.params.id);
      if (id === SUPER_ROLE_ID) throw forbidden(SUPER_ROLE_FIXED);
      if (!(await repos.roles.get({ role_id: id }))) throw notFound();
      if ((await repos.accounts.countWithRole(id)) > 0) throw conflict(MESSAGES.roleInUse);
      if (!(await repos.roles.delete({ role_id: id }))) throw badRequest(MESSAGES.notFound);
      request.log.info({ role_id: id }, 'role deleted');
      return {};
    },
  );
}
