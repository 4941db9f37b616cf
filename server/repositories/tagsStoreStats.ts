// Store tag stats (doc 1 §3 "Store tag stats") per store for the tag status page: read from the maintained
// statistics tables (store_tag_stats with its type maps; migrations 100 and 990, server/stats/), never by scanning
// tags.
import type { StoreTagStats } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { StoreSummaries } from './storeSummaries.ts';

export type { StoreTagStats };

/** a store's stats with its two type maps as the JSON text PostgreSQL keeps (for answers written as text) */
export type StoreTagStatsText = Omit<StoreTagStats, 'countByType' | 'countNgByType'> & {
  /** the kept json's text, {"all":{…},"ng":{…}} (null for a store without statistics yet): typeMapTexts */
  typeMaps: string | null;
};

/** the SELECT of the stores with their stats and `maps`, the columns of their type maps */
const select = (maps: string) => `
  SELECT s."storeCode", s."storeName", s.position, COALESCE(s.status, 'NORMAL') AS status,
    COALESCE(x.total, 0) AS total, COALESCE(x.success, 0) AS success, COALESCE(x.inprogress, 0) AS inprogress,
    COALESCE(x.error, 0) AS error, COALESCE(x."lowBattery", 0) AS "lowBattery",
    CASE WHEN x."statsDay" = current_date THEN x."todayUpdated" ELSE 0 END AS "todayUpdated", x."updatedAt",
    ${maps}
  FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"`;

// a store without statistics yet has no maps: {}
const mapOf = (key: string) => `COALESCE(x."typeMaps" -> '${key}', '{}')`;
const SELECT = select(`${mapOf('all')} AS "countByType", ${mapOf('ng')} AS "countNgByType"`);

/** the kept json's text whole, the two maps in it cut apart by typeMapTexts */
const SELECT_MAPS_TEXT = select(`x."typeMaps"::text AS "typeMaps"`);

const SEAM = '},"ng":{';

/**
 * The two type maps cut out of the kept json's text, unparsed: store_tag_type_maps() (migration 990) writes exactly
 * {"all":{…},"ng":{…}}, and `},"ng":{` can only be the seam, as a quote inside a type's name is written \".
 * Read once and cut here: `json -> key` parsed the whole value for each key (22 ms of PostgreSQL's time a call at
 * 2,007 stores), and cutting it in SQL (strpos, substr, length) unpacked the stored (compressed) value again for
 * each use (still 22 ms); read once, the statement takes 5 ms, and the answer 19 ms less (esl_chain, 2,000 stores).
 */
export function typeMapTexts(maps: string | null): { countByType: string; countNgByType: string } {
  const seam = maps === null ? -1 : maps.indexOf(SEAM);
  if (maps === null || seam < 0) return { countByType: '{}', countNgByType: '{}' };
  return { countByType: maps.slice(7, seam + 1), countNgByType: maps.slice(seam + SEAM.length - 1, -1) };
}

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
    return this.db.query<StoreTagStatsText>(`${SELECT_MAPS_TEXT} ${StoreSummaries.IN_STORE_LIST}`, [
      stores ?? null,
    ]);
  }
}
