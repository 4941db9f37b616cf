// The task and product update history rows and searches (doc 2 §7 Tasks and Products; docs/api.md "Tasks and
// product update history"), named by the x-calls of schemas/updateTask.schema.json and productUpdate.schema.json.

export type TagResult = 'OK' | 'NG' | 'CANCEL' | null;

/** the status of a product change on its tags (doc 2 §4; server/tasks/productHistory.ts) */
export interface ChangeStatus {
  status: 'OK' | 'NG' | 'CANCEL' | null;
  updatedAt: string | null;
}

/** a product's update history row (doc 2 §3 Product update history row), as server/tasks/productHistory.ts answers it */
export interface ProductHistoryRow {
  id: number;
  taskId: number | null;
  updateId: string | null;
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  source: string | null;
  createdBy: string | null;
  updatedAt: string;
  /** null: the change reached no tag */
  status: ChangeStatus | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

/** a search of a task's tags */
export interface TagQuery {
  start: number;
  length: number;
}

/** a search of a product's update history */
export interface ProductHistoryQuery {
  start: number;
  length: number;
  filter_startDate?: number;
  filter_endDate?: number;
}
