// An API token as a request's principal (issue 35): `Authorization: Bearer esl_...` resolved from the database on
// every request (unknown, revoked or expired: none, so 401), its use recorded at most once a minute, and its
// requests throttled per token across the instances (API_TOKEN_RATE_PER_SECOND; above: 429 with Retry-After).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.ts';
import { tokenActor, type TokenPrincipal } from './principal.ts';
import { privilegeDictionary } from './privileges.ts';
import { seesAllStores } from './session.ts';

/** the secret of an `Authorization: Bearer <secret>` header, or undefined */
export function bearerSecret(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1];
}

export async function loadTokenPrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  secret: string,
): Promise<TokenPrincipal | undefined> {
  const token = await app.repos.apiTokens.live(secret);
  if (!token) return undefined;
  const requests = await app.repos.apiTokens.countRequest(token.id);
  if (requests > app.appConfig.apiTokenRatePerSecond) {
    reply?.header('retry-after', '1');
    throw new HttpError(429, MESSAGES.tokenRateExceeded);
  }
  if (token.useStale) await app.repos.apiTokens.used(token.id, request.ip);
  const account = {
    role_id: token.role_id,
    store: token.store ?? [],
    enableWholeStore: token.enableWholeStore,
    forceChange: false,
  };
  return {
    via: 'token',
    tokenId: token.id,
    tokenName: token.name,
    email: tokenActor(token.id, token.name),
    account,
    privilege: privilegeDictionary(token.role_id, token.rolePrivilege),
    stores: seesAllStores(account) ? undefined : account.store,
    viaSelf: false,
  };
}
