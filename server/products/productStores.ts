// Product store summaries (doc 2 §2 product store list, §7 GET /status/product): per store its product count,
// products updated today and tag count, read from the maintained statistics (store_tag_stats, migration 100;
// product deltas in server/products/productStats.ts), never by counting products per request.
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';

export interface ProductStoreSummary {
  storeCode: string;
  storeName: string | null;
  position: { latitude: number; longitude: number } | null;
  /** the store's gateway status (NORMAL, ALARM, OFFLINE): the map markers and toggles */
  status: string;
  productCount: number;
  /** products created or changed today */
  todayUpdated: number;
  tagCount: number;
  /** of the statistics row */
  updatedAt: string | null;
}

const SELECT = `
  SELECT s."storeCode", s."storeName", s.position, COALESCE(s.status, 'NORMAL') AS status,
    COALESCE(x."productTotal", 0) AS "productCount",
    CASE WHEN x."statsDay" = current_date THEN x."productTodayUpdated" ELSE 0 END AS "todayUpdated",
    COALESCE(x.total, 0) AS "tagCount", x."updatedAt"
  FROM stores s LEFT JOIN store_tag_stats x ON x."storeCode" = s."storeCode"`;

/** Sortable columns of the paged list (anything else falls back to the store code). */
const ORDER: Record<string, string> = {
  storeCode: 's."storeCode"',
  storeName: 's."storeName"',
  status: 's.status',
  productCount: 'COALESCE(x."productTotal", 0)',
  todayUpdated: `CASE WHEN x."statsDay" = current_date THEN x."productTodayUpdated" ELSE 0 END`,
  tagCount: 'COALESCE(x.total, 0)',
  updatedAt: 'x."updatedAt"',
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const where = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

export class ProductStoresRepository {
  constructor(readonly db: Queryable) {}

  /** Every store of the list (undefined = all), by store code. */
  all(stores: string[] | undefined): Promise<ProductStoreSummary[]> {
    return this.db.query<ProductStoreSummary>(
      `${SELECT} WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1)) ORDER BY s."storeCode"`,
      [stores ?? null],
    );
  }

  /** The paged list: filter_storeName, filter_storeCode (contain), filter_status (equals); 10 per page. */
  async page(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<ProductStoreSummary>> {
    const params = new Params();
    const scope = stores ? [`s."storeCode" = ANY(${params.add(stores)})`] : [];
    const scopeCount = params.values.length;
    const filters: string[] = [];
    const name = text(body.filter_storeName);
    const code = text(body.filter_storeCode);
    const status = text(body.filter_status);
    if (name) filters.push(`s."storeName" ILIKE ${params.add(like(name))}`);
    if (code) filters.push(`s."storeCode" ILIKE ${params.add(like(code))}`);
    if (status) filters.push(`COALESCE(s.status, 'NORMAL') = ${params.add(status)}`);
    const order = (Array.isArray(body.order) ? body.order : [])
      .map(
        (o: unknown) => (typeof o === 'object' && o !== null ? o : {}) as { column?: unknown; dir?: unknown },
      )
      .filter((o) => typeof o.column === 'string' && ORDER[o.column])
      .map((o) => `${ORDER[o.column as string]} ${String(o.dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`);
    const paging = parsePaging(body, 10);
    let sql = `${SELECT} ${where([...scope, ...filters])} ORDER BY ${[...order, 's."storeCode"'].join(', ')}`;
    if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
    if (paging.offset) sql += ` OFFSET ${paging.offset}`;
    const count = async (parts: string[], values: unknown[]) =>
      (
        await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stores s ${where(parts)}`, values)
      )[0].n;
    const total = await count(scope, params.values.slice(0, scopeCount));
    const filtered = filters.length ? await count([...scope, ...filters], params.values) : total;
    const data = await this.db.query<ProductStoreSummary>(sql, params.values);
    return { recordsTotal: total, recordsFiltered: filtered, data };
  }
}
