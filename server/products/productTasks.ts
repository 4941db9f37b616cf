// The update tasks of a product change (doc 2 §3 Update task): the tags showing the changed products, directly
// or through a family ticket, get ONE PRODUCT task; the tags carrying a product whose layout changed get one
// LAYOUT task per new layout instead (their rows carry the new layoutId). No tag shows them: no task.
import type { Queryable } from '../db/db.ts';
import { createUpdateTask, type UpdateTaskTagRequest } from '../tasks/updateTasks.ts';
import type { WrittenProduct } from './productRows.ts';
import { repositoriesOf } from '../repositories/index.ts';

export interface TaskContext {
  storeCode: string;
  createdBy: string;
  updateId: string;
  priorTaskId?: number | null;
}

export interface ProductTasks {
  /** PRODUCT first (when any), then the LAYOUT tasks by layout */
  taskIds: number[];
  tagCount: number;
  /** the task that took each product to its tags (absent: no tag shows it) */
  taskOf: Map<string, number>;
}

const layoutChanged = (p: WrittenProduct) => p.oldLayoutId !== null && p.oldLayoutId !== p.layoutId;

export async function createProductTasks(
  db: Queryable,
  context: TaskContext,
  products: WrittenProduct[],
): Promise<ProductTasks> {
  const result: ProductTasks = { taskIds: [], tagCount: 0, taskOf: new Map() };
  if (products.length === 0) return result;
  const byCode = new Map(products.map((p) => [p.prCode, p]));
  const shown = await repositoriesOf(db).products.tagsShowing(context.storeCode, [...byCode.keys()]);
  const layoutTags = new Map<string, Map<string, UpdateTaskTagRequest>>();
  const layoutCodes = new Map<string, Set<string>>();
  const productTags = new Map<string, UpdateTaskTagRequest>();
  const productCodes = new Set<string>();
  for (const row of shown) {
    const product = byCode.get(row.matchedPrCode)!;
    if (row.fmPrCode === null && layoutChanged(product)) {
      const tags = layoutTags.get(product.layoutId) ?? new Map<string, UpdateTaskTagRequest>();
      tags.set(row.tagId, { tagId: row.tagId, prCode: row.prCode, layoutId: product.layoutId });
      layoutTags.set(product.layoutId, tags);
      layoutCodes.set(product.layoutId, (layoutCodes.get(product.layoutId) ?? new Set()).add(product.prCode));
    } else {
      productTags.set(row.tagId, { tagId: row.tagId, prCode: row.prCode });
      productCodes.add(product.prCode);
    }
  }
  // a tag carrying a product whose layout changed takes the LAYOUT task, even if a family also names it
  for (const tags of layoutTags.values()) for (const id of tags.keys()) productTags.delete(id);
  const task = async (kind: 'PRODUCT' | 'LAYOUT', tags: UpdateTaskTagRequest[]) => {
    const created = await createUpdateTask(db, {
      storeCode: context.storeCode,
      kind,
      tags,
      createdBy: context.createdBy,
      priorTaskId: context.priorTaskId ?? null,
      updateId: context.updateId,
    });
    result.taskIds.push(created.taskId);
    result.tagCount += created.tagCount;
    return created.taskId;
  };
  const productTaskId = productTags.size > 0 ? await task('PRODUCT', [...productTags.values()]) : undefined;
  for (const layout of [...layoutTags.keys()].sort()) {
    const taskId = await task('LAYOUT', [...layoutTags.get(layout)!.values()]);
    for (const code of layoutCodes.get(layout)!) result.taskOf.set(code, taskId);
  }
  // a product whose layout changed reaches its own tags through its LAYOUT task; the others through PRODUCT
  if (productTaskId !== undefined)
    for (const code of productCodes) if (!result.taskOf.has(code)) result.taskOf.set(code, productTaskId);
  return result;
}
