// Deleting products (doc 2 §2 product list actions "delete" and "remove unused products"), set-based, with their
// statistics. A product is shown when a tag carries its code, or carries the code of a family listing it.
// Delete refuses products still shown (the tags would lose what they display); remove-unused deletes only
// products nobody shows. Update history rows stay (they are history).
import type { Db, Queryable } from '../db/db.ts';
import { lockStoreProducts } from './productRows.ts';
import { productsDeleted } from '../repositories/productStats.ts';

/** 409 message of a delete naming products that tags still show */
export const PRODUCTS_SHOWN = 'The product is shown by tags. Deassign them before deleting it.';

/** The codes of store $1 that tags show (directly, or through a family ticket). */
const SHOWN = `
  SELECT "prCode" AS code FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL
  UNION
  SELECT x.code FROM family_products f
    JOIN tags t ON t."storeCode" = f."storeCode" AND t."prCode" = f."fmPrCode"
    CROSS JOIN LATERAL jsonb_array_elements_text(f."prCodeList") AS x(code)
  WHERE f."storeCode" = $1`;

/** $2: the codes to consider, NULL = every product of the store. */
const DELETE_UNSHOWN = `
  WITH shown AS (${SHOWN}),
  gone AS (
    DELETE FROM products p WHERE p."storeCode" = $1 AND ($2::text[] IS NULL OR p."prCode" = ANY($2::text[]))
      AND NOT EXISTS (SELECT 1 FROM shown s WHERE s.code = p."prCode")
    RETURNING (p."updatedAt" >= current_date) IS TRUE AS today)
  SELECT count(*)::int AS deleted, count(*) FILTER (WHERE today)::int AS "deletedToday" FROM gone`;

function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return typeof (db as Partial<Db>).transaction === 'function' ? (db as Db).transaction(fn) : fn(db);
}

async function deleteUnshown(tx: Queryable, storeCode: string, prCodes: string[] | null): Promise<number> {
  await lockStoreProducts(tx, storeCode);
  const [{ deleted, deletedToday }] = await tx.query<{ deleted: number; deletedToday: number }>(
    DELETE_UNSHOWN,
    [storeCode, prCodes],
  );
  await productsDeleted(tx, storeCode, deleted, deletedToday);
  return deleted;
}

export type DeleteOutcome = { deleted: number } | { shown: { prCodeList: string[]; tagCount: number } };

/**
 * Deletes the listed products of the store. When tags still show some of them nothing is deleted and the
 * answer names them (the route answers 409 PRODUCTS_SHOWN).
 */
export function deleteProducts(db: Queryable, storeCode: string, prCodes: string[]): Promise<DeleteOutcome> {
  return inTransaction(db, async (tx) => {
    const shown = await tx.query<{ code: string; tags: number }>(
      `WITH codes AS (SELECT unnest($2::text[]) AS code),
       direct AS (SELECT t."prCode" AS code, t."tagId" FROM tags t JOIN codes c ON t."storeCode" = $1 AND t."prCode" = c.code),
       family AS (
         SELECT c.code, t."tagId" FROM codes c
         JOIN family_products f ON f."storeCode" = $1 AND f."prCodeList" @> jsonb_build_array(c.code)
         JOIN tags t ON t."storeCode" = $1 AND t."prCode" = f."fmPrCode")
       SELECT code, count(DISTINCT "tagId")::int AS tags FROM (SELECT * FROM direct UNION ALL SELECT * FROM family) s
       GROUP BY code ORDER BY code`,
      [storeCode, prCodes],
    );
    if (shown.length > 0)
      return {
        shown: { prCodeList: shown.map((s) => s.code), tagCount: shown.reduce((n, s) => n + s.tags, 0) },
      };
    return { deleted: await deleteUnshown(tx, storeCode, prCodes) };
  });
}

/** Deletes the listed products (every product of the store when the list is empty) that no tag shows. */
export function removeUnusedProducts(db: Queryable, storeCode: string, prCodes: string[]): Promise<number> {
  return inTransaction(db, (tx) => deleteUnshown(tx, storeCode, prCodes.length > 0 ? prCodes : null));
}
