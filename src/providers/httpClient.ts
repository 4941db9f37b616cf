// fetch wrapper: API base from the config module, JSON bodies, the session headers
// (Access-Token, Access-Email; doc 1 §7) and HttpError with the server's `{ message }`.
import { HttpError } from 'ra-core';
import { getConfig } from '../config/appConfig';
import { readSession } from './session';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** send no session headers (login, signup, forget password) */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export function apiUrl(path: string): string {
  return `${getConfig().apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

export function errorMessageOf(body: unknown): string | undefined {
  if (
    body &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  ) {
    return body.message;
  }
  return undefined;
}

const CONFIG_VERSION_HEADER = 'X-System-Config-Version';
type ConfigChangeListener = (version: string) => void;
const configChangeListeners = new Set<ConfigChangeListener>();

/** Called when an answer carries a system configuration version other than the stored session's. */
export function onSystemConfigChange(listener: ConfigChangeListener): () => void {
  configChangeListeners.add(listener);
  return () => configChangeListeners.delete(listener);
}

function noteConfigVersion(response: Response): void {
  const version = response.headers.get(CONFIG_VERSION_HEADER);
  const stored = readSession();
  if (!version || !stored || stored.systemConfigVersion === version) return;
  for (const listener of configChangeListeners) listener(version);
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

/** the answer's JSON (its text when not JSON), or its answerError */
export async function readAnswer<T>(response: Response): Promise<T> {
  noteConfigVersion(response);
  const body = answerBody(await response.text());
  if (!response.ok) throw answerError(response.status, response.statusText, body);
  return body as T;
}

export async function httpRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = sessionHeaders(options.anonymous);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  return readAnswer<T>(response);
}
