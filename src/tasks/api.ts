// The task calls that add to the generated client (doc 2 §7 Tasks): one task found through its store's tasks;
// the task and product update types (schemas/updateTask, productUpdate x-calls are called where used).
import type { TaskRow, TaskTagRow } from '../../domain/generated/calls';
import { updateTaskCalls } from '../generated/client';

export type { Page } from '../generated/client';
export type { TaskRow, TaskTagRow } from '../../domain/generated/calls';
export type { ChangeStatus, TagResult } from '../../domain/tasks';
export type {
  ProductHistoryRow,
  ProductUpdateProductHistoryBody as ProductHistoryQuery,
} from '../../domain/generated/calls';

/** a row of a store's tasks of a type (a task id in the path would answer its tag rows) */
const isTaskRow = (row: TaskRow | TaskTagRow): row is TaskRow => 'internalTaskId' in row;

/** one task of a store, through the store's tasks of its type (UPDATE = PRODUCT and LAYOUT) */
export const findTask = async (storeCode: string, taskType: string, taskId: number, signal?: AbortSignal) => {
  const page = await updateTaskCalls.storeTasks(
    { storeCode, taskType, body: { start: 0, length: 1, filter_taskId: taskId } },
    { signal },
  );
  const row = page.data[0];
  return row && isTaskRow(row) ? row : null;
};
