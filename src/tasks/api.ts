// The task and product update history calls (doc 2 §7 Tasks and Products; docs/api.md "Tasks and product
// update history"): thin wrappers of the generated client (schemas/updateTask.schema.json and
// productUpdate.schema.json x-calls).
import type { ProductHistoryQuery, TaskQuery } from '../../domain/tasks';
import { productUpdateCalls, updateTaskCalls } from '../generated/client';

export type { Page } from '../generated/client';
export type { TaskRow } from '../../domain/taskRows';
export type {
  ChangeStatus,
  ProductHistoryQuery,
  ProductHistoryRow,
  TagQuery,
  TagResult,
  TaskQuery,
  TaskTagRow,
} from '../../domain/tasks';

/** one task of a store, through the store's tasks of its type (UPDATE = PRODUCT and LAYOUT) */
export const findTask = async (storeCode: string, taskType: string, taskId: number, signal?: AbortSignal) => {
  const page = await updateTaskCalls.storeTasks(
    { storeCode, taskType, body: { start: 0, length: 1, filter_taskId: taskId } },
    { signal },
  );
  return page.data[0] ?? null;
};

export const refreshTask = (storeCode: string, internalTaskId: number) =>
  updateTaskCalls.refresh({ body: { storeCode, internalTaskId } });

export const revertTask = (storeCode: string, taskId: number) =>
  updateTaskCalls.revert({ taskId, storeCode, body: {} });

export const searchProductUpdateTasks = (storeCode: string, q: TaskQuery, signal?: AbortSignal) =>
  updateTaskCalls.productUpdateTasks({ storeCode, body: q }, { signal });

export const searchProductHistory = (
  storeCode: string,
  prCode: string,
  q: ProductHistoryQuery,
  signal?: AbortSignal,
) => productUpdateCalls.productHistory({ storeCode, prCode, body: q }, { signal });
