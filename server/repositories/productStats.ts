// Product statistics between full refreshes (store_tag_stats, migration 100): changed products count as updated
// today through StatsDeltasRepository (productTodayUpdated and the daily chart); created and deleted products move
// productTotal, which the deltas repository does not keep, here.
import type { Queryable } from '../db/db.ts';
import { StatsDeltasRepository } from './statsDeltas.ts';

export async function productsChanged(
  db: Queryable,
  storeCode: string,
  changes: Array<{ created: boolean; wasToday: boolean }>,
): Promise<void> {
  if (changes.length === 0) return;
  await new StatsDeltasRepository(db).apply(
    [],
    changes.map((c) => ({ storeCode, wasToday: c.wasToday })),
  );
  const created = changes.filter((c) => c.created).length;
  if (created > 0) await moveProductTotals(db, storeCode, created, 0);
}

/** Deleted products: fewer products, and fewer updated today when they were (same statistics day only). */
export async function productsDeleted(
  db: Queryable,
  storeCode: string,
  deleted: number,
  deletedToday: number,
): Promise<void> {
  if (deleted > 0) await moveProductTotals(db, storeCode, -deleted, -deletedToday);
}

async function moveProductTotals(
  db: Queryable,
  storeCode: string,
  total: number,
  today: number,
): Promise<void> {
  await db.query(
    `UPDATE store_tag_stats SET "productTotal" = GREATEST("productTotal" + $2, 0),
       "productTodayUpdated" = CASE WHEN "statsDay" = current_date
         THEN GREATEST("productTodayUpdated" + $3, 0) ELSE "productTodayUpdated" END
     WHERE "storeCode" = $1`,
    [storeCode, total, today],
  );
}
