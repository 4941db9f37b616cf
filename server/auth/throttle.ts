// Throttling of the calls that take credentials or emails without a session (login, signup, forgotten password,
// password reset): per address and per email, each over AUTH_LIMIT_WINDOW_SECONDS (@fastify/rate-limit
// counters, one pair per call). Over either limit: 429 `{ message }` with Retry-After.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.ts';
import { normaliseEmail } from '../repositories/accounts.ts';

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as Record<string, unknown> | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email) : undefined;
}

/** A preHandler for one call (`group` names its counters). */
export function authThrottle(app: FastifyInstance, group: string): preHandlerAsyncHookHandler {
  const { authLimitPerAddress, authLimitPerEmail, authLimitWindowSeconds } = app.appConfig;
  const timeWindow = authLimitWindowSeconds * 1000;
  const perAddress = app.createRateLimit({
    max: authLimitPerAddress,
    timeWindow,
    keyGenerator: (request) => `${group}:ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: authLimitPerEmail,
    timeWindow,
    keyGenerator: (request) => `${group}:email:${bodyEmail(request) ?? ''}`,
  });
  return async (request, reply) => {
    const limits = [await perAddress(request)];
    if (bodyEmail(request) !== undefined) limits.push(await perEmail(request));
    const exceeded = limits.find((limit) => !limit.isAllowed && limit.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      reply.header('retry-after', String(exceeded.ttlInSeconds));
      request.log.warn({ group, limit: exceeded.max }, 'auth call throttled');
      throw new HttpError(429, MESSAGES.tooManyAttempts);
    }
  };
}
