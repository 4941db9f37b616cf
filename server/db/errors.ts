// What the data layer refuses (issue 34 item 5): plain errors carrying the spec's message (its key and English
// text), without an HTTP status. The app's one error handler answers them (server/http/domainErrors.ts: 400, 404,
// 409), so a repository never decides how a refusal is told over HTTP.
import type { Message, MessageArgs } from './messages.ts';

export abstract class DomainError extends Error {
  readonly messageKey: string;
  readonly messageArgs?: MessageArgs;
  constructor(readonly said: Message) {
    super(said.text);
    this.messageKey = said.key;
    this.messageArgs = said.args;
  }
}

/** the input breaks a rule of the spec (a value out of its range, a malformed list, a field the validator refuses) */
export class RefusedError extends DomainError {
  override readonly name = 'RefusedError';
}

/** what was asked for is not there */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError';
}

/** what was asked for clashes with what is there (a key in use, a row changed meanwhile) */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError';
}

/** SQLSTATEs of a server going away or not taking connections: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300 too_many_connections, class 08 */
const UNREACHABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors on the way to the database */
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own errors, which carry no code: a connection ended under a statement, a connect past
 * connectionTimeoutMillis, a client found broken; and the PGlite thread gone (server/db/pgliteWorker.ts) */
const UNREACHABLE_TEXT =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the PGlite thread ended)/;

/**
 * Whether `error` says the database cannot be reached now (not that a statement was wrong): the one rule the
 * error handler answers 503 with Retry-After (server/http/errors.ts). It passes once the database is back: the
 * pool opens new connections on demand.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_SOCKET.has(code)))
    return true;
  // an AggregateError of every address tried (a host name with IPv4 and IPv6 addresses)
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  return UNREACHABLE_TEXT.test(error.message);
}
