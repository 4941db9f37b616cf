// The statements of the demo's product changes (server/sim/tagRadioProducts.ts): the stores with tags, the
// products some of a store's tags show.
import type { Queryable } from '../../db/db.ts';
import type { ProductRow } from '../../../domain/generated/rows.ts';

/** a product with a layout */
export interface ShownProduct extends Pick<ProductRow, 'prCode' | 'prInfo'> {
  layoutId: string;
}

/** the stores with tags (their count from the statistics), in store order */
export function storesWithTags(db: Queryable): Promise<Array<{ storeCode: string; total: number }>> {
  return db.query<{ storeCode: string; total: number }>(
    `SELECT "storeCode", total FROM store_tag_stats WHERE total > 0 ORDER BY "storeCode"`,
  );
}

/** the products with a layout that the store's tags `tagIds` show, in product code order */
export function productsShownBy(db: Queryable, storeCode: string, tagIds: string[]): Promise<ShownProduct[]> {
  return db.query<ShownProduct>(
    `SELECT p."prCode", p."layoutId", p."prInfo" FROM products p
     WHERE p."storeCode" = $1 AND p."layoutId" IS NOT NULL AND p."prCode" IN (
       SELECT "prCode" FROM tags WHERE "tagId" = ANY($2::text[]) AND "storeCode" = $1 AND "prCode" IS NOT NULL)
     ORDER BY p."prCode"`,
    [storeCode, tagIds],
  );
}
