// What a call sends besides its body (the session's headers) and what its answer says (its body, its message,
// its error): shared by the fetch transport (httpClient.ts) and the upload with progress (uploadWithProgress.ts),
// apart from both so that neither imports the other for them.
import { HttpError } from 'ra-core';
import { readSession } from './session';

/** What an answer says (docs/api.md "Errors"): the English `message`, from our server with its `messageKey` (a key
 * of locales/*.json) and `messageArgs`; src/i18n/serverMessages.ts translates it. */
export interface ServerMessage {
  message: string;
  messageKey?: string;
  messageArgs?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** the message of an answer's body, undefined when it has none */
export function serverMessageOf(body: unknown): ServerMessage | undefined {
  if (!isRecord(body) || typeof body.message !== 'string' || body.message === '') return undefined;
  const { message, messageKey, messageArgs } = body;
  if (typeof messageKey !== 'string' || messageKey === '') return { message };
  return isRecord(messageArgs) ? { message, messageKey, messageArgs } : { message, messageKey };
}

/** the English message of an answer's body */
export function errorMessageOf(body: unknown): string | undefined {
  return serverMessageOf(body)?.message;
}

/** the headers every call sends: JSON answers wanted, and the session's token unless anonymous */
export function sessionHeaders(anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = anonymous ? null : readSession();
  if (session) {
    headers['Access-Token'] = session.accessToken;
    headers['Access-Email'] = session.email;
  }
  return headers;
}

/** an answer's text as JSON, or the text itself when it is not JSON; undefined when empty */
export function answerBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** the error of a failed answer: the server's message, else its status text and code */
export function answerError(status: number, statusText: string, body: unknown): HttpError {
  return new HttpError(errorMessageOf(body) ?? `${statusText || 'Error'} (${status})`, status, body);
}
