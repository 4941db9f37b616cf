// The one way a product changes (doc 2 §3, §4; issue 5): console edits, product file imports, the simulator's
// price changes and reverts all come here. Slice A implements it; the signature is the contract.
import type { Queryable } from '../db/db.ts';

export interface ProductChange {
  prCode: string;
  prName?: string | null;
  layoutId: string;
  nfc?: string | null;
  /** up to 255 entries (doc 2 §3) */
  prInfo: string[];
}

export type ProductChangeSource = 'console' | 'file' | 'simulator' | 'revert' | 'seed';

export interface ProductChangeRequest {
  storeCode: string;
  products: ProductChange[];
  createdBy: string;
  source: ProductChangeSource;
  /** the change's identity on the tasks and history rows; default: the id of its first product_updates row */
  updateId?: string;
  priorTaskId?: number | null;
}

export interface ProductChangeResult {
  created: number;
  updated: number;
  /** products whose stored values were already the same: no history row, no task */
  unchanged: number;
  /** PRODUCT task for tags whose layout stays, one LAYOUT task per new layout; empty when no tag shows them */
  taskIds: number[];
  tagCount: number;
  updateId: string | null;
}

/**
 * Upserts the products of one store and takes the changes to their tags, in one transaction (its own when given
 * the Db, the caller's when given a transaction): product rows (set-based, any number of products), statistics
 * deltas, one product_updates row per created or changed product, and update tasks for the tags showing the
 * changed products directly or through a family ticket (product_updates.taskId records the task).
 */
export function applyProductChanges(
  _db: Queryable,
  _request: ProductChangeRequest,
): Promise<ProductChangeResult> {
  return Promise.reject(new Error('applyProductChanges: not built yet (issue 5 slice A)'));
}
