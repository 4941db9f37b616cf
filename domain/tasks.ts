// The task and product update history rows and searches (doc 2 §7 Tasks and Products; docs/api.md "Tasks and
// product update history"), named by the x-calls of schemas/updateTask.schema.json and productUpdate.schema.json.

import type { ProductHistoryRow } from './generated/calls';

export type TagResult = 'OK' | 'NG' | 'CANCEL' | null;

/** the status of a product change on its tags (doc 2 §4; server/tasks/productHistory.ts) */
export type ChangeStatus = NonNullable<ProductHistoryRow['status']>;
