// Registering a handler for a named call of the contract (issue 34): the call's method, URL and route schema come
// from the schemas (server/generated/callRoutes.ts), the request reaches the handler validated (http/callSchemas.ts)
// and typed from domain/generated/calls.ts, and the handler returns the call's answer type (or sends another
// status it declares through `answer`). Fastify writes the answer from its schema.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { CallName, CallTypes } from '../../domain/generated/calls.ts';
import type { RouteGuard } from '../auth/guard.ts';
import { CALL_ROUTES } from '../generated/callRoutes.ts';
import { auditedHandler } from '../audit/auditedHandler.ts';

type Part<N extends CallName, K extends string> = K extends keyof CallTypes[N] ? CallTypes[N][K] : unknown;
type Answers<N extends CallName> = CallTypes[N] extends { answers: infer A } ? A : never;
type SuccessStatus<N extends CallName> = Extract<keyof Answers<N>, 200 | 201 | 202 | 204>;

/** the request of call N: its path parameters, query and body as the schema gives them, validated */
export type CallRequest<N extends CallName> = FastifyRequest<{
  Params: Part<N, 'params'>;
  Querystring: Part<N, 'query'>;
  Body: Part<N, 'body'>;
}>;

/** the JSON answer of call N's first success status */
export type CallAnswer<N extends CallName> = Answers<N>[SuccessStatus<N>];

export interface CallRegistration {
  /** who may call (server/auth/guard.ts) */
  guard: RouteGuard;
  /** more route options (body limit, time range, ...) */
  route?: Omit<RouteShorthandOptions, 'schema' | 'config'> & { config?: Record<string, unknown> };
}

/** the METHOD url of every route registered through defineCall, for the validator compiler (app.ts) */
export const contractRoutes = new Set<string>();

/**
 * Registers the handler of call `name` on `app` (a plugin under the API prefix). The handler returns the answer
 * of the first success status, or a reply it has sent (a file, another declared status through `answer`).
 */
export function defineCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  options: CallRegistration,
  handler: (request: CallRequest<N>, reply: FastifyReply) => Promise<CallAnswer<N> | FastifyReply>,
): void {
  const route = CALL_ROUTES[name];
  contractRoutes.add(`${route.method} ${app.prefix}${route.url}`);
  app.route({
    ...options.route,
    method: route.method,
    url: route.url,
    schema: route.schema,
    config: { ...options.route?.config, ...options.guard, call: name },
    // every call runs in its audit context (server/audit): whatever it changes carries who made it, even a call
    // the contract takes for a read; a write call that changes no audited row is recorded as an action
    handler: auditedHandler(app, name, handler, { read: route.read }) as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
}

/** sends a declared answer of call N with its status (a 409 with its own fields, a 202) */
export function answer<N extends CallName, S extends keyof Answers<N> & number>(
  reply: FastifyReply,
  _call: N,
  status: S,
  body: Answers<N>[S],
): FastifyReply {
  return reply.code(Number(status)).send(body as never);
}
