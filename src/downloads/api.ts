// The calls of doc 1 §7 'Files': start a download task, poll it, fetch its file.
import { apiUrl, httpRequest, readAnswer, sessionHeaders } from '../providers/httpClient';
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
  const response = await fetch(apiUrl(path), { headers: sessionHeaders() });
  if (!response.ok) return readAnswer<never>(response);
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
