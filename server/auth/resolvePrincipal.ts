// Who calls (DESIGN.md §3a): the guard's one reading of the credentials a request carries. A console session
// sends Access-Token and Access-Email (spec doc 1 §3); an integration sends `Authorization: Bearer <API token>`
// (issue 35, server/auth/tokenPrincipal.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './principal.ts';
import { loadSession } from './session.ts';
import { bearerSecret, loadTokenPrincipal } from './tokenPrincipal.ts';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** the request's principal, or undefined when it carries no valid credentials (401); 429 for a token over its rate */
export async function resolvePrincipal(
  app: FastifyInstance,
  request: FastifyRequest,
  reply?: FastifyReply,
): Promise<Principal | undefined> {
  const secret = bearerSecret(request);
  if (secret) return loadTokenPrincipal(app, request, reply, secret);
  const token = header(request, 'access-token');
  const email = header(request, 'access-email');
  return token && email ? await loadSession(app.repos, token, email) : undefined;
}
