// POST /revert/task/{task}/store/{store} (doc 2 §7 Tasks): undoes the product changes an update task carried.
// For every product the task took to its tags (product_updates rows with that taskId), the product's previous
// state (its product_updates row before that one) goes through applyProductChanges again, source 'revert', so
// the products, their history and their tags follow the same way as any other change. A product without an
// earlier history row (e.g. a seeded product's first change) falls back to what its tags showed before the task
// (the tag's last OK update row of that product before the task). A product the task created has neither and
// is left as it is (a revert never deletes products).
import type { Queryable } from '../db/db.ts';
import { badRequest } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { applyProductChanges, type ProductChange } from '../products/applyProductChanges.ts';
import { type PreviousState } from '../repositories/taskReverts.ts';
import { PRODUCT_TASK_TYPES } from './taskLists.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const ONLY_PRODUCT_TASKS = message('app.serverMessages.onlyProductTasks');
export const NOTHING_TO_REVERT = message('app.serverMessages.nothingToRevert');

export interface RevertResult {
  /** the update tasks that take the previous information to the tags (empty when no tag shows the products) */
  taskIds: number[];
  tagCount: number;
  /** products sent back to their previous information */
  reverted: number;
}

/** the state before the task's change, of every product the task changed that had one */
export async function previousStates(
  db: Queryable,
  storeCode: string,
  taskId: number,
): Promise<PreviousState[]> {
  const reverts = repositoriesOf(db).taskReverts;
  const changes = await reverts.changedProducts(storeCode, taskId);
  const missing = changes.filter((c) => !c.previous).map((c) => c.prCode);
  const shown = missing.length > 0 ? await reverts.shownBefore(taskId, missing) : [];
  const byCode = new Map(shown.map((s) => [s.prCode, s]));
  return changes
    .map((c) => c.previous ?? byCode.get(c.prCode))
    .filter((s): s is PreviousState => s !== undefined);
}

export async function revertTask(
  db: Queryable,
  task: { taskId: number; storeCode: string; taskType: string },
  createdBy: string,
): Promise<RevertResult> {
  if (!(PRODUCT_TASK_TYPES as string[]).includes(task.taskType)) throw badRequest(ONLY_PRODUCT_TASKS);
  const states = await previousStates(db, task.storeCode, task.taskId);
  if (states.length === 0) throw badRequest(NOTHING_TO_REVERT);
  const products: ProductChange[] = states.map((s) => ({
    prCode: s.prCode,
    prName: s.prName,
    layoutId: s.layoutId ?? '',
    nfc: s.nfc,
    prInfo: s.prInfo ?? [],
  }));
  const result = await applyProductChanges(db, {
    storeCode: task.storeCode,
    products,
    createdBy,
    source: 'revert',
    priorTaskId: task.taskId,
  });
  return { taskIds: result.taskIds, tagCount: result.tagCount, reverted: result.updated + result.created };
}
