// The task and product update history rows and searches (doc 2 §7 Tasks and Products; docs/api.md "Tasks and
// product update history"), named by the x-calls of schemas/updateTask.schema.json and productUpdate.schema.json.

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

export type TagResult = 'OK' | 'NG' | 'CANCEL' | null;

/** a task's tag row (doc 2 §3 Task tag row), as server/tasks/taskTags.ts answers it */
export interface TaskTagRow {
  taskId: number;
  tagId: string;
  tagMac: string | null;
  tagType: string | null;
  prCode: string | null;
  layoutId: string | null;
  /** doc 2 §3 Task tag row `layout` (= layoutId) */
  layout: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  result: TagResult;
  createdAt: string;
  updatedAt: string | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

/** the status of a product change on its tags (doc 2 §4; server/tasks/productHistory.ts) */
export interface ChangeStatus {
  status: 'OK' | 'NG' | 'CANCEL' | null;
  updatedAt: string | null;
}

/** a search of a task's tags */
export interface TagQuery {
  start: number;
  length: number;
}
