// Product store summaries (doc 2 §2 product store list, §7 GET /status/product): per store its product count,
// products updated today and tag count, read from the maintained statistics (store_tag_stats, migration 100;
// product deltas in server/repositories/productStats.ts), never by counting products per request. A row is
// schemas/productStore.schema.json's ProductStore.
import type { ProductStoreEntry } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { StoreSummaries } from './storeSummaries.ts';

const SELECT = `
  SELECT s."storeCode", s."storeName", s.position, COALESCE(s.status, 'NORMAL') AS status,
    COALESCE(x."productTotal", 0) AS "productCount",
    CASE WHEN x."statsDay" = current_date THEN x."productTodayUpdated" ELSE 0 END AS "todayUpdated",
    COALESCE(x.total, 0) AS "tagCount", x."updatedAt"
  FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"`;

/** Sortable columns of the paged list besides code, name and status. */
const ORDER: Record<string, string> = {
  productCount: 'COALESCE(x."productTotal", 0)',
  todayUpdated: `CASE WHEN x."statsDay" = current_date THEN x."productTodayUpdated" ELSE 0 END`,
  tagCount: 'COALESCE(x.total, 0)',
  updatedAt: 'x."updatedAt"',
};

/** Every store of the session's list, or a page of them, with its product statistics. */
export class ProductStoresRepository extends StoreSummaries<ProductStoreEntry> {
  constructor(db: Queryable) {
    super(db, { select: SELECT, order: ORDER });
  }
}
