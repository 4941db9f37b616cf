// Errors answered as HTTP status plus `{ message, messageKey }` (docs/api.md "Errors"): the English text and the
// key of locales/*.json it comes from (server/http/messages.ts); every error answer has a key (issue 24).
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnreachable } from '../db/errors.ts';
import {
  message,
  messageBody,
  messages,
  type Message,
  type MessageArgs,
  type MessageBody,
} from './messages.ts';

export class HttpError extends Error {
  readonly messageKey?: string;
  readonly messageArgs?: MessageArgs;
  constructor(
    readonly statusCode: number,
    said: Message,
  ) {
    super(said.text);
    this.name = 'HttpError';
    this.messageKey = said.key;
    this.messageArgs = said.args;
  }
}

export const MESSAGES = messages({
  authFailure: 'app.serverMessages.authenticationFailure',
  permissionDenied: 'app.serverMessages.permissionDenied',
  locked: 'app.serverMessages.accountLocked',
  passwordChangeRequired: 'app.serverMessages.passwordChangeRequired',
  twoFactorEnrolRequired: 'app.serverMessages.twoFactorEnrolRequired',
  tokenNotAllowed: 'app.serverMessages.tokenNotAllowed',
  tokenRateExceeded: 'app.serverMessages.tokenRateExceeded',
  roleInUse: 'app.serverMessages.roleInUse',
  emailExists: 'app.serverMessages.emailExists',
  notFound: 'app.serverMessages.notFound',
  tooManyAttempts: 'app.serverMessages.tooManyAttempts',
  resetLinkInvalid: 'app.serverMessages.resetLinkInvalid',
  internalError: 'app.serverMessages.internalError',
  multipartMalformed: 'app.serverMessages.multipartMalformed',
  serverBusy: 'app.serverMessages.serverBusy',
});

// a Message only, never a plain text: every error answer carries the key the console translates (issue 24)
export const unauthorized = () => new HttpError(401, MESSAGES.authFailure);
export const forbidden = (said: Message = MESSAGES.permissionDenied) => new HttpError(403, said);
export const notFound = (said: Message = MESSAGES.notFound) => new HttpError(404, said);
export const conflict = (said: Message) => new HttpError(409, said);
export const badRequest = (said: Message) => new HttpError(400, said);
/** 503: come back later (answered with Retry-After) */
export const unavailable = (said: Message) => new HttpError(503, said);

/** Answers of the database errors a client's input can cause (PostgreSQL SQLSTATE classes), never a 500. */
export const DB_MESSAGES = messages({
  dataException: 'app.serverMessages.dbDataException',
  constraint: 'app.serverMessages.dbConstraint',
  tooLong: 'app.serverMessages.dbTooLong',
  cancelled: 'app.serverMessages.dbCancelled',
  unavailable: 'app.serverMessages.dbUnavailable',
});

/** seconds a client waits before trying again after a 503 (RETRY_AFTER_SECONDS; the app sets it at build) */
let retryAfterSeconds = 5;
export function setRetryAfterSeconds(seconds: number): void {
  retryAfterSeconds = seconds;
}
export const retryAfter = (): Record<string, string> => ({ 'retry-after': String(retryAfterSeconds) });

/** An error answer: its status and body (`{ message, messageKey?, messageArgs? }`). */
export interface ErrorAnswer {
  status: number;
  /** with `field` when a refused input names one (server/http/callSchemas.ts) */
  body: MessageBody & { field?: string };
  /** more headers of the answer (Retry-After of a 503) */
  headers?: Record<string, string>;
}

function databaseAnswer(error: unknown): ErrorAnswer | undefined {
  if (isDatabaseUnreachable(error))
    return { status: 503, body: messageBody(DB_MESSAGES.unavailable), headers: retryAfter() };
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !/^[0-9A-Z]{5}$/.test(code))
    return undefined;
  if (code === '57014') return { status: 503, body: messageBody(DB_MESSAGES.cancelled) };
  if (code.startsWith('22')) return { status: 400, body: messageBody(DB_MESSAGES.dataException) };
  if (code.startsWith('23')) return { status: 400, body: messageBody(DB_MESSAGES.constraint) };
  if (code.startsWith('54')) return { status: 400, body: messageBody(DB_MESSAGES.tooLong) };
  return undefined;
}

/**
 * The message of a 4xx error: its key and arguments when it has a key (HttpError); another's text (Fastify's
 * parser errors, in English only) or else the status text as the argument of app.serverMessages.requestError, so
 * every answer has a key.
 */
function saidOf(
  error: { message?: unknown; messageKey?: unknown; messageArgs?: unknown },
  statusCode: number,
): Message {
  const text = typeof error.message === 'string' && error.message.trim() !== '' ? error.message : undefined;
  if (typeof error.messageKey === 'string' && text !== undefined)
    return { key: error.messageKey, text, args: error.messageArgs as MessageArgs | undefined };
  return message('app.serverMessages.requestError', {
    detail: text ?? STATUS_CODES[statusCode] ?? 'Bad Request',
  });
}

/**
 * The one mapping of errors to answers (app.ts's error handler): HTTP errors, Fastify's parser errors and the
 * request-body parsers' errors keep their 4xx status with a message; database errors caused by the input become
 * 400 (a cancelled statement 503); a database out of reach and an HttpError 503 (server/plugins/pressure.ts)
 * answer 503 with Retry-After; anything else is a 500 'Internal Server Error' (logged).
 */
export function answerOf(error: unknown): ErrorAnswer {
  const database = databaseAnswer(error);
  if (database) return database;
  const thrown = (error ?? {}) as {
    statusCode?: unknown;
    message?: unknown;
    messageKey?: unknown;
    field?: unknown;
  };
  const { statusCode, field } = thrown;
  if (statusCode === 503 && typeof thrown.messageKey === 'string')
    return { status: 503, body: messageBody(saidOf(thrown, statusCode)), headers: retryAfter() };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const body = messageBody(saidOf(thrown, statusCode));
    return { status: statusCode, body: typeof field === 'string' ? { ...body, field } : body };
  }
  return { status: 500, body: messageBody(MESSAGES.internalError) };
}

/** An error thrown while reading a multipart body: its own 4xx kept, anything else (busboy's) a 400. */
export function multipartError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return badRequest(
    error instanceof Error
      ? message('app.serverMessages.multipartMalformedDetail', { detail: error.message })
      : MESSAGES.multipartMalformed,
  );
}
