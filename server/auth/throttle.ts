// Throttling of the calls that take credentials or emails without a session (login, signup, forgotten password,
// password reset): per client address and per email, each call its own counters, over AUTH_LIMIT_WINDOW_SECONDS.
// The counters are rows of the database (server/repositories/authAttempts.ts), shared by every instance on it. The client address is
// the connecting one, or behind a reverse proxy the one X-Forwarded-For gives when TRUST_PROXY says so (Fastify's
// trustProxy, server/app.ts).
//   failures (login, reset): an attempt is counted when the call starts and taken back when it succeeds; a
//     successful login also clears the failures of its address and email, so one noisy client behind a shared
//     address (an office's NAT or proxy) does not lock the others out for long, and a correct password alone
//     never counts;
//   calls (signup, forgotten password): every call counts (each tells whether an email exists or sends a mail).
// Over either limit: 429 `{ message }` with Retry-After, before the call does anything (a correct password too:
// otherwise the answer would tell a guesser which password is right).
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.ts';
import { normaliseEmail } from '../repositories/accounts.ts';
import { AuthAttempts, type AttemptKey } from '../repositories/authAttempts.ts';

export type Counted = 'failures' | 'calls';

/** the longest email a call accepts (domain/credentialRules.ts): a longer one is refused before any check */
const MAX_EMAIL = 254;

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as Record<string, unknown> | null | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '' || email.length > MAX_EMAIL) return undefined;
  return normaliseEmail(email);
}

/** The hooks of one call (`call` names its counters): spread them into the route's options. */
export function authThrottle(
  app: FastifyInstance,
  call: string,
  counted: Counted,
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler } {
  const { authLimitPerAddress, authLimitPerEmail, authLimitWindowSeconds } = app.appConfig;
  const attempts = new AuthAttempts(app.db, authLimitWindowSeconds);
  /** the counter keys of the requests that were counted */
  const counting = new WeakMap<FastifyRequest, string[]>();

  const keysOf = (request: FastifyRequest): AttemptKey[] => {
    const email = bodyEmail(request);
    const keys = [{ key: `address:${request.ip}`, limit: authLimitPerAddress }];
    if (email !== undefined) keys.push({ key: `email:${email}`, limit: authLimitPerEmail });
    return keys;
  };

  return {
    async preHandler(request, reply) {
      const keys = keysOf(request);
      const taken = await attempts.take(call, keys);
      if ('retryAfter' in taken) {
        reply.header('retry-after', String(taken.retryAfter));
        request.log.warn({ call }, 'auth call throttled');
        throw new HttpError(429, MESSAGES.tooManyAttempts);
      }
      counting.set(
        request,
        keys.map((k) => k.key),
      );
    },
    async onSend(request, reply, payload) {
      const keys = counting.get(request);
      if (keys && counted === 'failures' && reply.statusCode < 400) await attempts.reset(call, keys);
      return payload;
    },
  };
}
