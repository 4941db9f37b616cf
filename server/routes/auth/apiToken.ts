// API tokens (issue 35; calls apiToken.* of schemas/apiToken.schema.json): list, create (the secret answered once,
// never stored), revoke. Creating and revoking are for people only (sessionOnly): a token never makes or revokes a
// token. The grant rule of accounts applies (server/auth/grantRules.ts): a token never holds a privilege, store or
// whole-store access its creator lacks, role 0 only from role 0; a member revokes only a token it could have made.
import type { FastifyInstance } from 'fastify';
import type { ApiTokenRecord } from '../../../domain/generated/rows.ts';
import type { ApiTokenRow } from '../../../domain/generated/calls.ts';
import { assertMayGive } from '../../auth/grantRules.ts';
import { sessionOf } from '../../auth/principal.ts';
import { SUPER_ROLE_ID } from '../../auth/privileges.ts';
import { defineCall } from '../../http/calls.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { noStore } from '../../http/noStore.ts';
import { newApiSecret, secretPrefix } from '../../repositories/token.ts';

/** the expiry of a token when its creator names none */
export const DEFAULT_TOKEN_DAYS = 90;

const NEVER_EXPIRES_ROLE_ZERO = message('app.serverMessages.tokenNeverExpiresRoleZero');
const TOKEN_NOT_FOUND = message('app.serverMessages.tokenNotFound');

const iso = (time: Date | null | undefined): string | null => (time ? time.toISOString() : null);

/** a token as the calls answer it: its row, never its hash */
function tokenRow(row: ApiTokenRecord): ApiTokenRow {
  return {
    ...row,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

export default async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  const tokens = app.repos.apiTokens;

  defineCall(app, 'apiToken.search', { guard: { privilege: 'member', access: 'read' } }, async (request) => {
    const page = await tokens.search(request.body ?? {});
    return { ...page, data: page.data.map(tokenRow) };
  });

  defineCall(
    app,
    'apiToken.create',
    { guard: { privilege: 'member', access: 'write', sessionOnly: true }, route: { onRequest: noStore } },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const access = {
        role_id: body.role_id,
        store: [...new Set(body.store ?? [])],
        enableWholeStore: body.enableWholeStore === true,
      };
      await assertMayGive(app.repos, session, access);
      const expiresInDays = body.expiresInDays === undefined ? DEFAULT_TOKEN_DAYS : body.expiresInDays;
      if (expiresInDays === null && access.role_id !== SUPER_ROLE_ID)
        throw badRequest(NEVER_EXPIRES_ROLE_ZERO);
      const secret = newApiSecret();
      const row = await tokens.create({
        ...access,
        name: body.name.trim(),
        createdBy: session.email,
        expiresInDays,
        secret,
        prefix: secretPrefix(secret),
      });
      request.log.info({ tokenId: row.id, by: session.email }, 'API token created');
      return { ...tokenRow(row), secret };
    },
  );

  defineCall(
    app,
    'apiToken.revoke',
    { guard: { privilege: 'member', access: 'write', sessionOnly: true } },
    async (request) => {
      const session = sessionOf(request);
      const existing = await tokens.get({ id: request.params.id });
      if (!existing) throw notFound(TOKEN_NOT_FOUND);
      await assertMayGive(app.repos, session, {
        role_id: existing.role_id,
        store: existing.store ?? [],
        enableWholeStore: existing.enableWholeStore === true,
      });
      const row = await tokens.revoke(existing.id, session.email);
      if (!row) throw notFound(TOKEN_NOT_FOUND);
      request.log.info({ tokenId: row.id, by: session.email }, 'API token revoked');
      return tokenRow(row);
    },
  );
}
