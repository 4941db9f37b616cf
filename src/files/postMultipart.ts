// A multipart upload with the session's headers (fields and one file, as a browser's FormData sends them):
// the answer's JSON, or an HttpError with the server's message (status text and code when it has none).
import { apiUrl, readAnswer, sessionHeaders } from '../providers/httpClient';

export async function postMultipart<T>(path: string, fields: Record<string, string>, file: File): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await fetch(apiUrl(path), { method: 'POST', headers: sessionHeaders(), body: form });
  return readAnswer<T>(response);
}
