// Deleting products (doc 2 §2 product list actions "delete" and "remove unused products"), set-based, with their
// statistics. A product is shown when a tag carries its code, or carries the code of a family listing it.
// Delete refuses products still shown (the tags would lose what they display); remove-unused deletes only
// products nobody shows. Update history rows stay (they are history).
// The SQL is the products repository's (server/repositories/products.ts).
import type { Queryable } from '../db/db.ts';
import { message } from '../http/messages.ts';
import { productsDeleted } from '../repositories/productStats.ts';
import { transactionOf } from '../tasks/updateTasks.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** 409 message of a delete naming products that tags still show */
export const PRODUCTS_SHOWN = message('app.serverMessages.productShown');

async function deleteUnshown(tx: Queryable, storeCode: string, prCodes: string[] | null): Promise<number> {
  const products = repositoriesOf(tx).products;
  await products.lockStore(storeCode);
  const { deleted, deletedToday } = await products.deleteUnshown(storeCode, prCodes);
  await productsDeleted(tx, storeCode, deleted, deletedToday);
  return deleted;
}

export type DeleteOutcome = { deleted: number } | { shown: { prCodeList: string[]; tagCount: number } };

/**
 * Deletes the listed products of the store. When tags still show some of them nothing is deleted and the
 * answer names them (the route answers 409 PRODUCTS_SHOWN).
 */
export function deleteProducts(db: Queryable, storeCode: string, prCodes: string[]): Promise<DeleteOutcome> {
  return transactionOf(db, async (tx) => {
    const shown = await repositoriesOf(tx).products.shownCounts(storeCode, prCodes);
    if (shown.length > 0)
      return {
        shown: { prCodeList: shown.map((s) => s.code), tagCount: shown.reduce((n, s) => n + s.tags, 0) },
      };
    return { deleted: await deleteUnshown(tx, storeCode, prCodes) };
  });
}

/** Deletes the listed products (every product of the store when the list is empty) that no tag shows. */
export function removeUnusedProducts(db: Queryable, storeCode: string, prCodes: string[]): Promise<number> {
  return transactionOf(db, (tx) => deleteUnshown(tx, storeCode, prCodes.length > 0 ? prCodes : null));
}
