// The audit context of a request (server/db/auditContext.ts): who (its principal, resolved by the guard), from
// where, through which call.
import type { FastifyRequest } from 'fastify';
import { isSession } from '../auth/principal.ts';
import type { AuditContext } from '../db/auditContext.ts';

/** the audit context of a request through call `call` */
export function auditContextOf(request: FastifyRequest, call: string): AuditContext {
  const principal = request.principal;
  return {
    actor: principal?.email ?? '',
    actorKind: principal === undefined ? 'anonymous' : isSession(principal) ? 'account' : 'token',
    sourceIp: request.ip,
    requestId: String(request.id),
    call,
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
  };
}
