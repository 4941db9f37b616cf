// Store tag stats (doc 1 §3 "Store tag stats") per store for the tag status page: read from the maintained
// statistics tables (store_tag_stats with its type maps; migrations 100 and 990, server/stats/), never by scanning
// tags.
import type { StoreTagStats } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { StoreSummaries } from './storeSummaries.ts';

export type { StoreTagStats };

/** a store's stats with its two type maps as the JSON text PostgreSQL keeps (for answers written as text) */
export type StoreTagStatsText = Omit<StoreTagStats, 'countByType' | 'countNgByType'> & {
  countByType: string;
  countNgByType: string;
};

/** the SELECT of the stores with their stats, each type map read by `map` from the kept json */
const select = (map: (key: 'all' | 'ng') => string) => `
  SELECT s."storeCode", s."storeName", s.position, COALESCE(s.status, 'NORMAL') AS status,
    COALESCE(x.total, 0) AS total, COALESCE(x.success, 0) AS success, COALESCE(x.inprogress, 0) AS inprogress,
    COALESCE(x.error, 0) AS error, COALESCE(x."lowBattery", 0) AS "lowBattery",
    CASE WHEN x."statsDay" = current_date THEN x."todayUpdated" ELSE 0 END AS "todayUpdated", x."updatedAt",
    ${map('all')} AS "countByType", ${map('ng')} AS "countNgByType"
  FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"`;

// a store without statistics yet has no maps: {}
const mapOf = (key: string) => `COALESCE(x."typeMaps" -> '${key}', '{}')`;
const SELECT = select(mapOf);

/**
 * A type map cut out of the kept json's text, unparsed: store_tag_type_maps() (migration 990) writes exactly
 * {"all":{…},"ng":{…}}, and `},"ng":{` can only be the seam, as a quote inside a type's name is written \".
 * `json -> key` parses the whole value for each key: at 2,007 stores that was 22 ms of PostgreSQL's time a call,
 * now 4 ms (the answer's own time hardly moves, as Node reads the rows while PostgreSQL makes them; the database's
 * core is what it frees).
 */
const TYPE_MAPS = `x."typeMaps"::text`;
const SEAM = `strpos(${TYPE_MAPS}, '},"ng":{')`;
const MAP_TEXTS = {
  all: `COALESCE(substr(${TYPE_MAPS}, 8, ${SEAM} - 7), '{}')`,
  ng: `COALESCE(substr(${TYPE_MAPS}, ${SEAM} + 7, length(${TYPE_MAPS}) - ${SEAM} - 7), '{}')`,
};
const SELECT_MAP_TEXTS = select((key) => MAP_TEXTS[key]);

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

  /**
   * Every store of the list (undefined = all) with its type maps as JSON text: at 2,000 stores the maps are most
   * of a 1.3 MB answer, and parsing them to write them again took most of its time
   */
  async allWithMapTexts(stores: string[] | undefined): Promise<StoreTagStatsText[]> {
    return this.db.query<StoreTagStatsText>(`${SELECT_MAP_TEXTS} ${StoreSummaries.IN_STORE_LIST}`, [
      stores ?? null,
    ]);
  }
}
