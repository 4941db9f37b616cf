// The task and product update history calls (doc 2 §7 Tasks and Products; docs/api.md "Tasks and product
// update history").
import { httpRequest } from '../providers/httpClient';
import type { TaskRow } from '../domain/taskRows';

export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export interface TaskQuery {
  start: number;
  /** -1 = all */
  length: number;
  order?: Array<{ column: string; dir: 'asc' | 'desc' }>;
  filter_storeCode?: string;
  filter_taskType?: string;
  filter_taskId?: number;
  filter_startDate?: number;
  filter_endDate?: number;
}

export type { TaskRow };

export type TagResult = 'OK' | 'NG' | 'CANCEL' | null;

export interface TaskTagRow {
  taskId: number;
  tagId: string;
  tagMac: string | null;
  tagType: string | null;
  prCode: string | null;
  layout: string | null;
  nfc: string | null;
  result: TagResult;
  updatedAt: string | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

export interface ChangeStatus {
  status: string | null;
  updatedAt: string | null;
}

export interface ProductHistoryRow {
  id: number;
  taskId: number | null;
  updateId: string | null;
  prCode: string;
  layoutId: string | null;
  nfc: string | null;
  source: string | null;
  createdBy: string | null;
  updatedAt: string;
  /** null: the change reached no tag */
  status: ChangeStatus | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

const enc = encodeURIComponent;
const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  httpRequest<T>(path, { method: 'POST', body, signal });

export const searchTasks = (q: TaskQuery, signal?: AbortSignal) =>
  post<Page<TaskRow>>('/history/task/search', q, signal);

/** one task of a store, through the store's tasks of its type (UPDATE = PRODUCT and LAYOUT) */
export const findTask = async (storeCode: string, taskType: string, taskId: number, signal?: AbortSignal) => {
  const page = await post<Page<TaskRow>>(
    `/history/store/${enc(storeCode)}/task/${enc(taskType)}/search`,
    { start: 0, length: 1, filter_taskId: taskId },
    signal,
  );
  return page.data[0] ?? null;
};

export interface TagQuery {
  start: number;
  length: number;
}

export const searchTaskTags = (
  storeCode: string,
  taskId: number,
  failedOnly: boolean,
  q: TagQuery,
  signal?: AbortSignal,
) =>
  post<Page<TaskTagRow>>(
    `/history/store/${enc(storeCode)}/task/${taskId}/${failedOnly ? 'fail/' : ''}search`,
    q,
    signal,
  );

export const refreshTask = (storeCode: string, internalTaskId: number) =>
  post<{ taskId: number; tagCount: number }>('/task/refresh', { storeCode, internalTaskId });

export const revertTask = (storeCode: string, taskId: number) =>
  post<{ taskIds: number[]; tagCount: number; reverted: number }>(
    `/revert/task/${taskId}/store/${enc(storeCode)}`,
    {},
  );

export const searchProductUpdateTasks = (storeCode: string, q: TaskQuery, signal?: AbortSignal) =>
  post<Page<TaskRow>>(`/history/update/task/store/${enc(storeCode)}/search`, q, signal);

export const searchProductTaskTags = (storeCode: string, taskId: number, q: TagQuery, signal?: AbortSignal) =>
  post<Page<TaskTagRow>>(`/history/update/store/${enc(storeCode)}/task/${taskId}/search`, q, signal);

export const searchProductHistory = (
  storeCode: string,
  prCode: string,
  q: { start: number; length: number; filter_startDate?: number; filter_endDate?: number },
  signal?: AbortSignal,
) =>
  post<Page<ProductHistoryRow>>(
    `/history/update/store/${enc(storeCode)}/product/${enc(prCode)}/search`,
    q,
    signal,
  );
