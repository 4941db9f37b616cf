// The paper calls of the console (doc 2 §7 Paper) beyond the schema tables: the store summaries for the map, the
// upload (multipart), an upload's detail and one task, on the generated client (schemas/paper* x-calls).
import { paperStoreCalls, paperStoreKeys } from '../generated/client';

export type { PaperStoreSummary, PaperUploadAnswer } from '../../domain/generated/calls';

/** the paper store summaries as the map and the paper pages' titles read them */
export const PAPER_STORES = {
  queryKey: paperStoreKeys.list(),
  queryFn: (signal?: AbortSignal) => paperStoreCalls.list({ signal }),
} as const;

export const paperTasksPath = (storeCode: string) => `/paper/task/${encodeURIComponent(storeCode)}`;
export const paperTaskPath = (storeCode: string, taskId: number | string) =>
  `/paper/task/${encodeURIComponent(storeCode)}/${encodeURIComponent(String(taskId))}`;
export const paperUploadDetailPath = (id: number | string) => `/paper/upload/history/detail/${id}`;
export const PAPER_UPLOAD_HISTORY = '/paper/upload/history';
