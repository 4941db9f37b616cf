// Accounts (doc 3 §7 Members): search, get, create, update (also the own account), delete.
import type { FastifyInstance } from 'fastify';
import { accountValidators } from '../../../domain/generated/validators.ts';
import { assertMayChange, assertMayGive, assertOwnAccessKept } from '../../auth/grantRules.ts';
import { hashPassword, isWeakPassword } from '../../auth/password.ts';
import { badRequest, conflict, MESSAGES, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseBody } from '../../http/validate.ts';
import { normaliseEmail, type AccountRead } from '../../repositories/accounts.ts';
import { inTransaction } from '../../repositories/index.ts';
import type { AccountUpdateBody, AccountView } from '../../../domain/generated/calls.ts';
import { defineCall } from '../../http/calls.ts';
import { sessionOf } from '../../auth/principal.ts';

export const CANNOT_DELETE_SELF = message('app.serverMessages.accountDeleteSelf');

/** account changes are for people only: an API token is refused whatever its role (issue 35) */
const member = (access: 'read' | 'write') => ({
  privilege: 'member',
  access,
  sessionOnly: access === 'write',
});

/** the own-account form (schemas/account.schema.json x-forms.ownAccount): what a member may change of their own */
const OWN_ACCOUNT_FIELDS: readonly string[] = accountValidators.fields.ownAccount;

const iso = (time: Date | null): string | null => time && time.toISOString();

/** an account as the calls answer it (schemas/account.schema.json $defs accountView): no x-internal column */
function accountView(row: AccountRead): AccountView {
  return {
    email: row.email,
    name: row.name,
    role_id: row.role_id,
    mobile: row.mobile,
    store: row.store,
    enableWholeStore: row.enableWholeStore,
    locked: row.locked,
    weakPwd: row.weakPwd,
    forceChange: row.forceChange,
    lastPwdChanged: iso(row.lastPwdChanged),
    adfs: row.adfs,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { repos } = app;

  // the x-api verbs of schemas/account.schema.json (search body and page, the entity's create and update bodies
  // checked by its generated validators)
  defineCall(app, 'account.search', { guard: member('read') }, async (request) => {
    const page = await repos.accounts.search(request.body ?? {});
    return { ...page, data: page.data.map(accountView) };
  });

  defineCall(app, 'account.getOne', { guard: { ...member('read'), allowSelf: true } }, async (request) => {
    const account = await repos.accounts.find(request.params.email);
    if (!account) throw notFound();
    return accountView(account);
  });

  defineCall(app, 'account.create', { guard: member('write') }, async (request) => {
    const body = parseBody(accountValidators.api.create, request.body);
    const email = normaliseEmail(body.email);
    if (await repos.accounts.find(email)) throw conflict(MESSAGES.emailExists);
    const access = {
      role_id: body.role_id,
      store: body.store ?? [],
      enableWholeStore: body.enableWholeStore ?? false,
    };
    await assertMayGive(repos, request.principal!, access);
    const account = await repos.accounts.insert({
      email,
      name: body.name.trim(),
      mobile: body.mobile.trim(),
      ...access,
      forceChange: body.forceChange ?? false,
      ssoOnly: body.ssoOnly ?? false,
      passwordHash: await hashPassword(body.password),
      weakPwd: isWeakPassword(body.password),
      lastPwdChanged: new Date(),
    });
    request.log.info({ email }, 'account created');
    return accountView(account);
  });

  defineCall(
    app,
    'account.update',
    // the own account (name, mobile, password) without member write
    { guard: { ...member('write'), allowSelf: true, allowForceChange: true, allowTwoFactorEnrol: true } },
    async (request) => {
      // checked below by the entity's update validator (name and role_id may be left out)
      const raw: Partial<AccountUpdateBody> = request.body ?? {};
      const current = typeof raw.email === 'string' ? await repos.accounts.find(raw.email) : undefined;
      // name and role_id may be left out: they keep their values
      const body = parseBody(accountValidators.api.update, {
        name: current?.name,
        role_id: current?.role_id,
        ...raw,
      });
      if (!current) throw notFound();
      const session = request.principal!;
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
        // single sign-on only (issue 36): its password sign-in refused (role 0's never, server/auth/login.ts)
        if (body.ssoOnly != null) patch.ssoOnly = body.ssoOnly;
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
        await repos.sessions.deleteForEmail(current.email, sessionOf(request).token);
      request.log.info(
        { email: current.email, passwordChanged: body.password !== undefined },
        'account updated',
      );
      if (!account) throw notFound();
      return accountView(account);
    },
  );

  // not one's own
  defineCall(app, 'account.delete', { guard: member('write') }, async (request) => {
    const email = normaliseEmail(request.params.email);
    if (email === request.principal!.email) throw badRequest(CANNOT_DELETE_SELF);
    const account = await repos.accounts.find(email);
    if (!account) throw notFound();
    await assertMayChange(repos, request.principal!, account);
    // its dashboards pass to the role 0 administrator in the same transaction (issue 33 §4; none: deleted)
    const handedOver = await inTransaction(app.db, async (tx) => {
      const dashboards = await tx.dashboards.handOver(email);
      if (!(await tx.accounts.delete({ email }))) throw notFound();
      return dashboards;
    });
    await repos.sessions.deleteForEmail(email);
    request.log.info({ email, dashboardsHandedOver: handedOver }, 'account deleted');
    return {};
  });
}
