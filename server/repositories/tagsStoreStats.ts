// Store tag stats (doc 1 §3 "Store tag stats") per store for the tag status page: read from the maintained
// statistics tables (store_tag_stats, store_tag_type_stats; migration 100, server/stats/), never by scanning tags.
import type { StoreTagStats } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { StoreSummaries } from './storeSummaries.ts';

export type { StoreTagStats };

const SELECT = `
  SELECT s."storeCode", s."storeName", s.position, COALESCE(s.status, 'NORMAL') AS status,
    COALESCE(x.total, 0) AS total, COALESCE(x.success, 0) AS success, COALESCE(x.inprogress, 0) AS inprogress,
    COALESCE(x.error, 0) AS error, COALESCE(x."lowBattery", 0) AS "lowBattery",
    CASE WHEN x."statsDay" = current_date THEN x."todayUpdated" ELSE 0 END AS "todayUpdated", x."updatedAt",
    COALESCE((SELECT jsonb_object_agg(t."tagType", t.total ORDER BY t."tagType") FROM store_tag_type_stats t
      WHERE t."storeCode" = s."storeCode" AND t.total > 0), '{}'::jsonb) AS "countByType",
    COALESCE((SELECT jsonb_object_agg(t."tagType", t.error ORDER BY t."tagType") FROM store_tag_type_stats t
      WHERE t."storeCode" = s."storeCode" AND t.error > 0), '{}'::jsonb) AS "countNgByType"
  FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"`;

/** Sortable columns of the paged list besides code, name and status. */
const ORDER: Record<string, string> = {
  total: 'COALESCE(x.total, 0)',
  success: 'COALESCE(x.success, 0)',
  inprogress: 'COALESCE(x.inprogress, 0)',
  error: 'COALESCE(x.error, 0)',
  lowBattery: 'COALESCE(x."lowBattery", 0)',
  todayUpdated: 'COALESCE(x."todayUpdated", 0)',
  updatedAt: 'x."updatedAt"',
};

/** Every store of the session's list, or a page of them, with its tag stats. */
export class TagStoreStatsRepository extends StoreSummaries<StoreTagStats> {
  constructor(db: Queryable) {
    super(db, { select: SELECT, order: ORDER });
  }
}
