// The calls of doc 1 §7 'Files' on the generated client (schemas/downloadTask.schema.json x-calls): start a
// download task, poll it, fetch its file; and handing a file to the browser.
import { downloadTaskCalls } from '../generated/client';
import type { DownloadRequest } from './types';

export function startDownload(request: DownloadRequest): Promise<{ taskId: string }> {
  return downloadTaskCalls.start({ body: request });
}

export function pollDownloadTask(taskId: string, signal?: AbortSignal) {
  return downloadTaskCalls.poll({ taskId }, { signal });
}

/** GET /file/download/task/{id}: the file as a Blob (the session headers rule out a plain link) */
export function fetchDownloadFile(taskId: string): Promise<Blob> {
  return downloadTaskCalls.file({ taskId });
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
