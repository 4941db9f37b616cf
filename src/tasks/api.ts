// The task calls that add to the generated client (doc 2 §7 Tasks): one task found through its store's tasks;
// the task and product update types (schemas/updateTask, productUpdate x-calls are called where used).
import { updateTaskCalls } from '../generated/client';

export type { Page } from '../generated/client';
export type { TaskRow } from '../../domain/taskRows';
export type { ChangeStatus, TagQuery, TagResult, TaskQuery, TaskTagRow } from '../../domain/tasks';
export type {
  ProductHistoryRow,
  ProductUpdateProductHistoryBody as ProductHistoryQuery,
} from '../../domain/generated/calls';

/** one task of a store, through the store's tasks of its type (UPDATE = PRODUCT and LAYOUT) */
export const findTask = async (storeCode: string, taskType: string, taskId: number, signal?: AbortSignal) => {
  const page = await updateTaskCalls.storeTasks(
    { storeCode, taskType, body: { start: 0, length: 1, filter_taskId: taskId } },
    { signal },
  );
  return page.data[0] ?? null;
};
