// Stores with per-store figures read from the maintained statistics (the tag status page's store tag stats, the
// product store list): every store of the session's list, or one page of them (docs/api.md "Tables": filters
// filter_storeName and filter_storeCode contain, filter_status equals; sortable columns; 10 per page).
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';

export interface StoreSummaryQuery {
  /** `SELECT … FROM stores s …`: the stores table is aliased `s` */
  select: string;
  /** sortable columns of the paged list besides code, name and status: name → SQL expression (anything else
   * falls back to the store code) */
  order: Record<string, string>;
}

const STORE_ORDER: Record<string, string> = {
  storeCode: 's."storeCode"',
  storeName: 's."storeName"',
  status: 's.status',
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const where = (parts: string[]) => (parts.length ? `WHERE ${parts.join(' AND ')}` : '');

export class StoreSummaries<T extends object> {
  constructor(
    readonly db: Queryable,
    private readonly query: StoreSummaryQuery,
  ) {}

  /** SQL after a SELECT: the stores of the list $1 (NULL = all), by store code */
  static readonly IN_STORE_LIST = `WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1)) ORDER BY s."storeCode"`;

  /** Every store of the list (undefined = all), by store code. */
  async all(stores: string[] | undefined): Promise<T[]> {
    return this.db.query<T>(`${this.query.select} ${StoreSummaries.IN_STORE_LIST}`, [stores ?? null]);
  }

  /** The paged list: filter_storeName, filter_storeCode (contain), filter_status (equals); 10 per page. */
  async page(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<T>> {
    const params = new Params();
    const scope = stores ? [`s."storeCode" = ANY(${params.add(stores)})`] : [];
    const scopeCount = params.values.length;
    const filters: string[] = [];
    const name = text(body.filter_storeName);
    const code = text(body.filter_storeCode);
    const status = text(body.filter_status);
    if (name) filters.push(`s."storeName" ILIKE ${params.add(like(name))}`);
    if (code) filters.push(`s."storeCode" ILIKE ${params.add(like(code))}`);
    // a store without a status is listed as NORMAL (the SELECTs' COALESCE): it is filtered as one
    if (status) filters.push(`COALESCE(s.status, 'NORMAL') = ${params.add(status)}`);
    const columns = { ...STORE_ORDER, ...this.query.order };
    const order = (Array.isArray(body.order) ? body.order : [])
      .map(
        (o: unknown) => (typeof o === 'object' && o !== null ? o : {}) as { column?: unknown; dir?: unknown },
      )
      .filter((o) => typeof o.column === 'string' && columns[o.column])
      .map(
        (o) => `${columns[o.column as string]} ${String(o.dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC'}`,
      );
    const paging = parsePaging(body, 10);
    let sql = `${this.query.select} ${where([...scope, ...filters])} ORDER BY ${[...order, 's."storeCode"'].join(', ')}`;
    if (paging.limit !== undefined) sql += ` LIMIT ${paging.limit}`;
    if (paging.offset) sql += ` OFFSET ${paging.offset}`;
    const count = async (parts: string[], values: unknown[]) =>
      (
        await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stores s ${where(parts)}`, values)
      )[0].n;
    const total = await count(scope, params.values.slice(0, scopeCount));
    const filtered = filters.length ? await count([...scope, ...filters], params.values) : total;
    const data = await this.db.query<T>(sql, params.values);
    return { recordsTotal: total, recordsFiltered: filtered, data };
  }
}
