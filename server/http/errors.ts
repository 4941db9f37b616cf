// Errors answered as HTTP status plus `{ message }` (docs/api.md "Errors").
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  authFailure: 'Authentication Failure.',
  permissionDenied: 'Permission denied.',
  locked: 'This account is locked.',
  passwordChangeRequired: 'Password change required.',
  roleInUse: 'The role in use can not be deleted.',
  emailExists: 'This email is already registered.',
  notFound: 'Not Found',
  tooManyAttempts: 'Too many attempts. Please wait and try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
} as const;

export const unauthorized = () => new HttpError(401, MESSAGES.authFailure);
export const forbidden = (message: string = MESSAGES.permissionDenied) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** Answers of the database errors a client's input can cause (PostgreSQL SQLSTATE classes), never a 500. */
export const DB_MESSAGES = {
  dataException: 'A value of the request is out of range or malformed for its field.',
  constraint: 'The request conflicts with the stored data.',
  tooLong: 'A value of the request is too long.',
  cancelled: 'The request took too long and was cancelled: narrow it down and try again.',
} as const;

function databaseAnswer(error: unknown): { status: number; message: string } | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string' || !/^[0-9A-Z]{5}$/.test(code))
    return undefined;
  if (code === '57014') return { status: 503, message: DB_MESSAGES.cancelled };
  if (code.startsWith('22')) return { status: 400, message: DB_MESSAGES.dataException };
  if (code.startsWith('23')) return { status: 400, message: DB_MESSAGES.constraint };
  if (code.startsWith('54')) return { status: 400, message: DB_MESSAGES.tooLong };
  return undefined;
}

/**
 * The one mapping of errors to answers (app.ts's error handler): HTTP errors, Fastify's parser errors and the
 * request-body parsers' errors keep their 4xx status with a message; database errors caused by the input become
 * 400 (a cancelled statement 503); anything else is a 500 'Internal Server Error' (logged).
 */
export function answerOf(error: unknown): { status: number; message: string } {
  const database = databaseAnswer(error);
  if (database) return database;
  const { statusCode, message } = (error ?? {}) as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const text = typeof message === 'string' && message.trim() !== '' ? message : STATUS_CODES[statusCode];
    return { status: statusCode, message: text ?? 'Bad Request' };
  }
  return { status: 500, message: 'Internal Server Error' };
}

export const MALFORMED_MULTIPART = 'The multipart body is malformed';

/** An error thrown while reading a multipart body: its own 4xx kept, anything else (busboy's) a 400. */
export function multipartError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status < 500) return error;
  const detail = error instanceof Error ? `: ${error.message}` : '';
  return badRequest(`${MALFORMED_MULTIPART}${detail}.`);
}
