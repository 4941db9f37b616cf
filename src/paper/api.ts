// The paper calls of the console (doc 2 §7 Paper) beyond the schema tables: the store summaries for the map, the
// upload (multipart), an upload's detail and one task.
import { postMultipart } from '../files/postMultipart';
import type { PaperStore, PaperTask, PaperUpload } from '../generated/types';
import { httpRequest } from '../providers/httpClient';

export type PaperStoreSummary = PaperStore & {
  storeName: string;
  position?: { latitude: number; longitude: number } | null;
};
export type PaperUploadAnswer = PaperUpload & { error: Array<{ line: number; message: string }> };

export const getPaperStores = (signal?: AbortSignal) =>
  httpRequest<{ data: PaperStoreSummary[] }>('/status/paper', { signal });

/** the paper store summaries as the map and the paper pages' titles read them */
export const PAPER_STORES = { queryKey: ['paper', 'stores'], queryFn: getPaperStores } as const;

export const getPaperUpload = (id: string, signal?: AbortSignal) =>
  httpRequest<PaperUploadAnswer>(`/paper/file/upload/history/detail/${encodeURIComponent(id)}`, { signal });

export const getPaperTask = (storeCode: string, taskId: string, signal?: AbortSignal) =>
  httpRequest<PaperTask>(`/paper/task/${encodeURIComponent(taskId)}/store/${encodeURIComponent(storeCode)}`, {
    signal,
  });

/** POST /paper/file: multipart storeCode, taskDes (optional) and file; answers the finished upload */
export const uploadPaperFile = (storeCode: string, taskDes: string, file: File) =>
  postMultipart<PaperUploadAnswer>('/paper/file', taskDes ? { storeCode, taskDes } : { storeCode }, file);

export const paperTasksPath = (storeCode: string) => `/paper/task/${encodeURIComponent(storeCode)}`;
export const paperTaskPath = (storeCode: string, taskId: number | string) =>
  `/paper/task/${encodeURIComponent(storeCode)}/${encodeURIComponent(String(taskId))}`;
export const paperUploadDetailPath = (id: number | string) => `/paper/upload/history/detail/${id}`;
export const PAPER_UPLOAD_HISTORY = '/paper/upload/history';
