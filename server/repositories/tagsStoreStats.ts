// Store tag stats (doc 1 §3 "Store tag stats") per store for the tag status page: read from the maintained
// statistics tables (store_tag_stats, store_tag_type_stats; migration 100, server/stats/), never by scanning tags.
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';

export interface StoreTagStats {
  storeCode: string;
  storeName: string | null;
  position: { latitude: number; longitude: number } | null;
  /** the store's gateway status (NORMAL, ALARM, OFFLINE): the map markers and toggles */
  status: string;
  total: number;
  success: number;
  inprogress: number;
  error: number;
  lowBattery: number;
  countByType: Record<string, number>;
  countNgByType: Record<string, number>;
  updatedAt: string | null;
  todayUpdated: number;
}

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

/** Sortable columns of the paged list (anything else falls back to the store code). */
const ORDER: Record<string, string> = {
  storeCode: 's."storeCode"',
  storeName: 's."storeName"',
  status: 's.status',
  total: 'COALESCE(x.total, 0)',
  success: 'COALESCE(x.success, 0)',
  inprogress: 'COALESCE(x.inprogress, 0)',
  error: 'COALESCE(x.error, 0)',
  lowBattery: 'COALESCE(x."lowBattery", 0)',
  todayUpdated: 'COALESCE(x."todayUpdated", 0)',
  updatedAt: 'x."updatedAt"',
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class TagStoreStatsRepository {
  constructor(readonly db: Queryable) {}

  /** Every store of the list (undefined = all), by store code. */
  all(stores: string[] | undefined): Promise<StoreTagStats[]> {
    return this.db.query<StoreTagStats>(
      `${SELECT} WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1)) ORDER BY s."storeCode"`,
      [stores ?? null],
    );
  }

  /** The paged list: filter_storeName, filter_storeCode (contain), filter_status (equals); 10 per page. */
  async page(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<StoreTagStats>> {
    const params = new Params();
    const scope = stores ? [`s."storeCode" = ANY(${params.add(stores)})`] : [];
    const scopeCount = params.values.length;
    const filters: string[] = [];
    const name = text(body.filter_storeName);
    const code = text(body.filter_storeCode);
    const status = text(body.filter_status);
    if (name) filters.push(`s."storeName" ILIKE ${params.add(like(name))}`);
    if (code) filters.push(`s."storeCode" ILIKE ${params.add(like(code))}`);
    if (status) filters.push(`s.status = ${params.add(status)}`);
    const where = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');
    const order = (Array.isArray(body.order) ? body.order : [])
      .map((o: unknown) => o as { column?: unknown; dir?: unknown })
      .filter((o) => typeof o.column === 'string' && ORDER[o.column])
      .map((o) => `${ORDER[o.column as string]} ${String(o.dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`);
    const paging = parsePaging(body, 10);
    let sql = `${SELECT} ${where([...scope, ...filters])} ORDER BY ${[...order, 's."storeCode"'].join(', ')}`;
    const dataParams = [...params.values];
    if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
    if (paging.offset) sql += ` OFFSET ${paging.offset}`;
    const [total] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stores s ${where(scope)}`,
      params.values.slice(0, scopeCount),
    );
    const [filtered] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stores s ${where([...scope, ...filters])}`,
      params.values,
    );
    const data = await this.db.query<StoreTagStats>(sql, dataParams);
    return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
  }
}
