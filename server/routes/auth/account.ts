// Accounts (doc 3 §7 Members): search, get, create, update (also the own account), delete.
import type { FastifyInstance } from 'fastify';
import { accountValidators } from '../../../domain/generated/validators.ts';
import { assertMayChange, assertMayGive, assertOwnAccessKept } from '../../auth/grantRules.ts';
import { hashPassword, isWeakPassword } from '../../auth/password.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { normaliseEmail } from '../../repositories/accounts.ts';
import { inTransaction } from '../../repositories/index.ts';
import type { SearchBody } from '../../db/search.ts';
import { doc, entity, searchBody, withAuthHeaders } from '../docs.ts';

export const CANNOT_DELETE_SELF = message('app.serverMessages.accountDeleteSelf');

const member = (access: 'read' | 'write') => ({ privilege: 'member', access });

/** the own-account form (schemas/account.schema.json x-forms.ownAccount): what a member may change of their own */
const OWN_ACCOUNT_FIELDS: readonly string[] = accountValidators.fields.ownAccount;

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  app.post(
    '/auth/account/search',
    {
      config: member('read'),
      schema: doc('member', 'Search accounts (default order email ascending)', {
        body: searchBody,
        ...withAuthHeaders,
      }),
    },
    async (request) => repos.accounts.search((request.body ?? {}) as SearchBody),
  );

  app.get<{ Params: { email: string } }>(
    '/auth/account/:email',
    { config: { ...member('read'), allowSelf: true }, schema: doc('member', 'One account', withAuthHeaders) },
    async (request) => {
      const account = await repos.accounts.find(request.params.email);
      if (!account) throw notFound();
      return account;
    },
  );

  app.post(
    '/auth/account',
    {
      config: member('write'),
      schema: doc('member', 'Create an account', { body: entity('Account'), ...withAuthHeaders }),
    },
    async (request) => {
      const body = parseBody(accountValidators.api.create, request.body);
      const email = normaliseEmail(body.email);
      if (await repos.accounts.find(email)) throw conflict(MESSAGES.emailExists);
      const access = {
        role_id: body.role_id,
        store: body.store ?? [],
        enableWholeStore: body.enableWholeStore ?? false,
      };
      await assertMayGive(repos, request.session!, access);
      const account = await repos.accounts.insert({
        email,
        name: body.name.trim(),
        mobile: body.mobile.trim(),
        ...access,
        forceChange: body.forceChange ?? false,
        passwordHash: await hashPassword(body.password),
        weakPwd: isWeakPassword(body.password),
        lastPwdChanged: new Date(),
      });
      request.log.info({ email }, 'account created');
      return account;
    },
  );

  app.put(
    '/auth/account',
    {
      config: { ...member('write'), allowSelf: true, allowForceChange: true },
      schema: doc(
        'member',
        'Update an account; the own account (name, mobile, password) without member write',
        {
          body: entity('Account'),
          ...withAuthHeaders,
        },
      ),
    },
    async (request) => {
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const current = typeof raw.email === 'string' ? await repos.accounts.find(raw.email) : undefined;
      // name and role_id may be left out: they keep their values
      const body = parseBody(accountValidators.api.update, {
        name: current?.name,
        role_id: current?.role_id,
        ...raw,
      });
      if (!current) throw notFound();
      const session = request.session!;
      const access = {
        role_id: body.role_id,
        store: body.store ?? current.store,
        enableWholeStore: body.enableWholeStore ?? current.enableWholeStore,
      };
      assertOwnAccessKept(session, current, access);
      const patch: Record<string, unknown> = { name: body.name.trim(), updatedAt: new Date() };
      // the own-account form's fields (name, mobile and any a team adds there) as given, text trimmed; without
      // member write nothing else is written (a change of the own access is refused above)
      for (const field of OWN_ACCOUNT_FIELDS.filter((f) => !['email', 'name', 'password'].includes(f))) {
        const value = (body as Record<string, unknown>)[field];
        if (value !== undefined) patch[field] = typeof value === 'string' ? value.trim() : value;
      }
      if (!session.viaSelf) {
        await assertMayChange(repos, session, current);
        await assertMayGive(repos, session, access);
        Object.assign(patch, access);
        if (body.forceChange != null) patch.forceChange = body.forceChange;
      }
      if (body.password !== undefined) {
        Object.assign(patch, {
          passwordHash: await hashPassword(body.password),
          weakPwd: isWeakPassword(body.password),
          lastPwdChanged: new Date(),
          forceChange: false,
        });
      }
      const account = await repos.accounts.update({ email: current.email }, patch);
      // a new password ends the account's other sessions (the caller's own one stays)
      if (body.password !== undefined)
        await repos.sessions.deleteForEmail(current.email, request.session!.token);
      request.log.info(
        { email: current.email, passwordChanged: body.password !== undefined },
        'account updated',
      );
      return account;
    },
  );

  app.delete<{ Params: { email: string } }>(
    '/auth/account/:email',
    { config: member('write'), schema: doc('member', "Delete an account (not one's own)", withAuthHeaders) },
    async (request) => {
      const email = normaliseEmail(request.params.email);
      if (email === request.session!.email) throw badRequest(CANNOT_DELETE_SELF);
      const account = await repos.accounts.find(email);
      if (!account) throw notFound();
      await assertMayChange(repos, request.session!, account);
      // its dashboards pass to the role 0 administrator in the same transaction (issue 33 §4; none: deleted)
      const handedOver = await inTransaction(app.db, async (tx) => {
        const dashboards = await tx.dashboards.handOver(email);
        if (!(await tx.accounts.delete({ email }))) throw notFound();
        return dashboards;
      });
      await repos.sessions.deleteForEmail(email);
      request.log.info({ email, dashboardsHandedOver: handedOver }, 'account deleted');
      return {};
    },
  );
}
