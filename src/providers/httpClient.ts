// fetch wrapper: API base from the config module, JSON bodies, the session headers
// (Access-Token, Access-Email; doc 1 §7) and HttpError with the server's `{ message, messageKey }` as its body.
import { apiUrl } from '../config/appConfig';
import { readSession } from './session';
import { answerBody, answerError, sessionHeaders } from './answers';
import { uploadWithProgress } from './uploadWithProgress';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** send no session headers (login, signup, forget password) */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export { apiUrl };
export {
  answerBody,
  answerError,
  errorMessageOf,
  serverMessageOf,
  sessionHeaders,
  type ServerMessage,
} from './answers';

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

/** a downloaded file and the name the server gives it (Content-Disposition), null when it gives none */
export interface SavedFile {
  blob: Blob;
  fileName: string | null;
}

/** what a caller of a generated call may add: its abort signal; an upload's progress (0..100) */
export interface CallInit {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

export interface CallOptions extends CallInit {
  /** query parameters: undefined and null are left out, arrays are joined by commas */
  query?: object;
  body?: unknown;
  /** a multipart body: these fields (undefined left out; a list: one entry each), a File or Blob sent as a file */
  form?: object;
  /** the answer as JSON (its text when not JSON), a Blob (a file), plain text, or a file with its name */
  as?: 'json' | 'blob' | 'text' | 'file';
  anonymous?: boolean;
}

/** `?a=1&b=x,y` of the defined query parameters, or '' */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The transport of src/generated/client.ts: one call of the server, its answer or its answerError. */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const target = `${path}${queryString(options.query)}`;
  if (options.form !== undefined) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.form)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
        else form.append(name, String(item));
      }
    }
    // XMLHttpRequest only to report progress (fetch reports none), else fetch as for any call
    if (options.onProgress) return uploadWithProgress<T>(target, form, options.onProgress, method);
    const response = await fetch(apiUrl(target), {
      method,
      headers: sessionHeaders(options.anonymous),
      body: form,
      signal: options.signal,
    });
    return readAnswer<T>(response);
  }
  const as = options.as ?? 'json';
  if (as === 'json')
    return httpRequest<T>(target, {
      method,
      body: options.body,
      anonymous: options.anonymous,
      signal: options.signal,
    });
  const headers = sessionHeaders(options.anonymous);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(target), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) return readAnswer<never>(response);
  noteConfigVersion(response);
  if (as === 'text') return (await response.text()) as T;
  const blob = await response.blob();
  if (as === 'blob') return blob as T;
  const disposition = response.headers.get('content-disposition') ?? '';
  const saved: SavedFile = { blob, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
  return saved as T;
}
