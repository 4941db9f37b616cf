// The update task row (doc 2 §3 Update task) as the task lists answer it: written once for the server
// (server/tasks/taskLists.ts builds it), the console (src/tasks/api.ts reads it) and the server tests. No imports:
// the server loads this file as it is.

export interface TaskRow {
  taskId: number;
  internalTaskId: number;
  storeCode: string;
  storeName: string | null;
  taskType: string;
  layoutId: string | null;
  progress: number;
  updatedTags: number;
  totalTags: number;
  failedTags: number;
  productCount: number;
  /** doc 2 §3 Update task tagCount: the tags the task addresses (= totalTags) */
  tagCount: number;
  startTime: string;
  /** null while the task runs (the console reads 'in progress') */
  endTime: string | null;
  refreshed: boolean;
  createdBy: string | null;
  updateId: string | null;
  updatedAt: string;
}
