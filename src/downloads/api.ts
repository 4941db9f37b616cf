// The calls of doc 1 §7 'Files': start a download task, poll it, fetch its file.
import { HttpError } from 'ra-core';
import { apiUrl, errorMessageOf, httpRequest } from '../providers/httpClient';
import { readSession } from '../providers/session';
import type { DownloadRequest, DownloadTask } from './types';

export function startDownload(request: DownloadRequest): Promise<{ taskId: string }> {
  return httpRequest<{ taskId: string }>('/file/download', { method: 'POST', body: request });
}

export function pollDownloadTask(taskId: string, signal?: AbortSignal): Promise<DownloadTask> {
  return httpRequest<DownloadTask>(`/file/download/task/${encodeURIComponent(taskId)}`, {
    method: 'POST',
    signal,
  });
}

/** GET /file/download/task/{id}: the file as a Blob (the session headers rule out a plain link) */
export function fetchDownloadFile(taskId: string): Promise<Blob> {
  return fetchDownloadBlob(`/file/download/task/${encodeURIComponent(taskId)}`);
}

/** GET of a file with the session headers, as a Blob; an HttpError with the server's message otherwise */
export async function fetchDownloadBlob(path: string): Promise<Blob> {
  const session = readSession();
  const headers: Record<string, string> = {};
  if (session) {
    headers['Access-Token'] = session.accessToken;
    headers['Access-Email'] = session.email;
  }
  const response = await fetch(apiUrl(path), { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const message = errorMessageOf(body) ?? `${response.statusText || 'Error'} (${response.status})`;
    throw new HttpError(message, response.status, body);
  }
  return response.blob();
}

/** hands a Blob to the browser as a download named fileName */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
