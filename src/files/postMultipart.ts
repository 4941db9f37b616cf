// A multipart upload with the session's headers (fields and one file, as a browser's FormData sends them):
// the answer's JSON, or an HttpError with the server's message (status text and code when it has none).
import { HttpError } from 'ra-core';
import { apiUrl, errorMessageOf } from '../providers/httpClient';
import { readSession } from '../providers/session';

export async function postMultipart<T>(path: string, fields: Record<string, string>, file: File): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const session = readSession();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) {
    headers['Access-Token'] = session.accessToken;
    headers['Access-Email'] = session.email;
  }
  const response = await fetch(apiUrl(path), { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const message = errorMessageOf(body) ?? `${response.statusText || 'Error'} (${response.status})`;
    throw new HttpError(message, response.status, body);
  }
  return body as T;
}
