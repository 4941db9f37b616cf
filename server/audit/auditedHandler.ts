// A call's handler, run with its audit context (server/audit/context.ts): every row it changes is recorded by the
// audit triggers with who, from where and through which call; a call the contract takes for a read (GET, search,
// read: true) runs in it too, so that a change it makes is never anonymous. A write call that succeeds without
// changing an audited row (an action: a LED blink, a reboot, a resend) gets one audit row of its own, 'action',
// naming the call's entity and the key its path names. A call that fails gets none beyond the rows it changed
// before failing (those changes happened).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAction } from '../repositories/auditLog.ts';
import { runAudited } from '../db/auditContext.ts';
import { auditContextOf } from './context.ts';

type Handler<R extends FastifyRequest> = (request: R, reply: FastifyReply) => Promise<unknown>;

/** the key an action names: its path parameters, in the order the route names them, joined by / */
function keyOf(request: FastifyRequest): string | null {
  const given: unknown = request.params;
  const params = typeof given === 'object' && given !== null ? Object.values(given).map(String) : [];
  return params.length ? params.join('/') : null;
}

export function auditedHandler<R extends FastifyRequest>(
  app: FastifyInstance,
  call: string,
  handler: Handler<R>,
  options: { read?: boolean } = {},
): Handler<R> {
  // (a test's bare app, without buildApp, audits as every server does)
  if (app.hasDecorator('auditsWrites') && !app.auditsWrites) return handler;
  const entity = call.split('.')[0];
  return (request, reply) => {
    const context = auditContextOf(request, call);
    return runAudited(context, async () => {
      const answer = await handler(request, reply);
      // (an app without a database, a test's bare one, has nowhere to record it)
      if (!options.read && reply.statusCode < 400 && app.hasDecorator('db'))
        await recordAction(app.db, context, entity, keyOf(request));
      return answer;
    });
  };
}
