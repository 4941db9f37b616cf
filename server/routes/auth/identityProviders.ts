// Identity providers of single sign-on (issue 36; calls identityProvider.search, create, update, delete of
// schemas/identityProvider.schema.json), role 0 only, people only. The client secret is write-only: sealed with
// SECRET_KEY (server/auth/secretBox.ts), never answered; an empty one on update keeps it, null removes it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdentityProviderRecord } from '../../../domain/generated/rows.ts';
import type { IdentityProviderInput, IdentityProviderRow } from '../../../domain/generated/calls.ts';
import type { RouteGuard } from '../../auth/guard.ts';
import { seal } from '../../auth/secretBox.ts';
import { issuerAllowed } from '../../auth/sso/oidcClient.ts';
import { redirectUri } from '../../auth/sso/ssoFlow.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { superRoleOnly } from '../config/storeMigration.ts';

const NOT_FOUND = message('app.serverMessages.identityProviderNotFound');
const INSECURE_ISSUER = message('app.serverMessages.ssoInsecureIssuer');
const NO_SECRET_KEY = message('app.serverMessages.ssoNoSecretKey');

/** settings write, people only, and role 0 (superRoleOnly, a preHandler) */
const guard: RouteGuard = { privilege: 'setting', access: 'write', sessionOnly: true };
const roleZero = async (request: FastifyRequest) => superRoleOnly(request);

const iso = (time: Date | null | undefined): string | null => (time ? time.toISOString() : null);

export default async function identityProviderRoutes(app: FastifyInstance): Promise<void> {
  const providers = app.repos.identityProviders;
  const callback = redirectUri(app.appConfig.publicUrl);

  const rows = async (records: IdentityProviderRecord[]): Promise<IdentityProviderRow[]> => {
    const withSecret = await providers.secretSet(records.map((r) => r.id));
    return records.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      hasClientSecret: withSecret.has(r.id),
      redirectUri: callback,
    }));
  };

  /** the fields to store, checked; the sealed secret: a string seals it, null removes it, undefined keeps it */
  const written = (body: IdentityProviderInput) => {
    const issuer = body.issuer.trim().replace(/\/+$/, '');
    if (!issuerAllowed(issuer)) throw badRequest(INSECURE_ISSUER);
    const secret = body.clientSecret;
    if (typeof secret === 'string' && secret !== '' && !app.appConfig.secretKey)
      throw badRequest(NO_SECRET_KEY);
    const { clientSecret: _secret, ...fields } = body;
    return {
      fields: { ...fields, name: body.name.trim(), issuer, clientId: body.clientId.trim() },
      sealed: secret === null ? null : secret ? seal(app.appConfig.secretKey, secret) : undefined,
    };
  };

  /** every rule names a role that exists (a rule giving no role would sign people in with nothing) */
  const assertRolesExist = async (body: IdentityProviderInput) => {
    for (const [index, rule] of (body.rules ?? []).entries())
      if (!(await app.repos.roles.get({ role_id: rule.role_id })))
        throw badRequest(
          message('app.serverMessages.ssoRuleUnknownRole', { index: index + 1, role: rule.role_id }),
        );
  };

  defineCall(app, 'identityProvider.search', { guard, route: { preHandler: roleZero } }, async (request) => {
    const page = await providers.search(request.body ?? {});
    return { ...page, data: await rows(page.data) };
  });

  defineCall(app, 'identityProvider.create', { guard, route: { preHandler: roleZero } }, async (request) => {
    const { fields, sealed } = written(request.body);
    await assertRolesExist(request.body);
    const row = await providers.insert({ ...fields, ...(sealed ? { clientSecretSealed: sealed } : {}) });
    request.log.info({ providerId: row.id }, 'identity provider added');
    return (await rows([row]))[0];
  });

  defineCall(app, 'identityProvider.update', { guard, route: { preHandler: roleZero } }, async (request) => {
    const { id } = request.params;
    const { fields, sealed } = written(request.body);
    await assertRolesExist(request.body);
    const row = await providers.update({ id }, { ...fields, updatedAt: new Date() });
    if (!row) throw notFound(NOT_FOUND);
    if (sealed !== undefined) await providers.setSecret(id, sealed);
    request.log.info({ providerId: id }, 'identity provider changed');
    return (await rows([row]))[0];
  });

  defineCall(app, 'identityProvider.delete', { guard, route: { preHandler: roleZero } }, async (request) => {
    if (!(await providers.delete({ id: request.params.id }))) throw notFound(NOT_FOUND);
    request.log.info({ providerId: request.params.id }, 'identity provider removed');
    return {};
  });
}
