// The product table of one store (doc 2 §3 Product; docs/api.md "Tables"): filters, sort and paging in SQL on the
// indexes of migration 181, the counts from the maintained statistics, the tag facts of the page's rows only, and
// the CSV download's batches (server/downloads/productCsv.ts). ProductsRepository offers these reads.
import type { Queryable } from '../db/db.ts';
import {
  parsePaging,
  whereClauses,
  whereSql,
  withListAllowLists,
  type SearchBody,
  type SearchResult,
} from '../db/search.ts';
import { ident, Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { ProductRecord } from '../../domain/generated/rows.ts';

/** A row of the product table (doc 2 §3 Product): the product, its tag count and the tag types showing it. */
export type ProductRow = ProductRecord & { tagCount: number; tagType: string[] };

/** the tag count and tag types showing each product of a list (ProductsRepository.tagFacts) */
export type TagFacts = (
  storeCode: string,
  prCodes: string[],
) => Promise<Map<string, { tagCount: number; tagType: string[] }>>;

/** The selected columns of the products table: every column the schema gives it, internal ones aside. */
function columnsOf(meta: TableMeta): string[] {
  return meta.columns.filter((c) => !c.internal).map((c) => ident(c.name));
}

/**
 * The order of the product table: the first order item on a sortable column (x-sortable or x-list.sortable), else
 * the schema's default sort; the product code breaks ties in the same direction (one index range).
 */
function sortOf(meta: TableMeta, body: SearchBody): { column: string; dir: 'ASC' | 'DESC' } {
  const raw = Array.isArray(body.order) ? body.order : body.order ? [body.order] : [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { column, dir } = entry as Record<string, unknown>;
    if (meta.columns.some((c) => c.name === column && c.sortable && !c.internal))
      return { column: String(column), dir: String(dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
  }
  return { column: meta.defaultSort.field, dir: meta.defaultSort.order };
}

/** the search metadata and column list of a table's metadata, worked out once (a registry is built per transaction) */
const derived = new WeakMap<TableMeta, { searchMeta: TableMeta; columns: string[] }>();
function derivedOf(meta: TableMeta): { searchMeta: TableMeta; columns: string[] } {
  let found = derived.get(meta);
  if (!found) {
    found = { searchMeta: withListAllowLists(meta), columns: columnsOf(meta) };
    derived.set(meta, found);
  }
  return found;
}

export class ProductTable {
  /** the schema's columns with the filters and sorts the product table (x-list) offers */
  private readonly searchMeta: TableMeta;
  readonly columns: string[];

  constructor(
    private readonly db: Queryable,
    meta: TableMeta,
    private readonly tagFacts: TagFacts,
  ) {
    ({ searchMeta: this.searchMeta, columns: this.columns } = derivedOf(meta));
  }

  /**
   * The product table of one store (docs/api.md "Tables"): the filters and sorts of schemas/product.schema.json
   * (x-list.filters with their op, condition_<field> switching contains and equals; x-list.sortable and
   * x-sortable), filter_startDate/filter_endDate on updatedAt; default order x-list.sort; 25 per page. The page's
   * keys first, then its rows; tagCount and tagType only for the page's rows.
   * recordsTotal (and recordsFiltered without filters) is the maintained product count of the store.
   */
  async searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<ProductRow> | undefined> {
    const params = new Params();
    const { scope, filters } = whereClauses(this.searchMeta, body, { fixed: { storeCode } }, params);
    const { offset, limit } = parsePaging(body, 25);
    const { column, dir } = sortOf(this.searchMeta, body);
    const order = (t: string) =>
      column === 'prCode' ? `${t}"prCode" ${dir}` : `${t}${ident(column)} ${dir}, ${t}"prCode" ${dir}`;
    const where = whereSql([...scope, ...filters]);
    const counts = this.storeCounts(where, filters.length > 0, params.values.slice());
    // the page's keys first (an index range, index-only where the visibility map allows: deep pages skip rows
    // without reading them), then its rows
    let keys = `SELECT "prCode" FROM products ${where} ORDER BY ${order('')}`;
    if (limit !== undefined) keys += ` LIMIT ${params.add(limit)}`;
    if (offset) keys += ` OFFSET ${params.add(offset)}`;
    const page = `SELECT ${this.columns.map((c) => `p.${c}`).join(', ')}
      FROM (${keys}) k JOIN products p ON p."storeCode" = $1 AND p."prCode" = k."prCode" ORDER BY ${order('p.')}`;
    const [found, rows] = await Promise.all([counts, this.db.query<ProductRecord>(page, params.values)]);
    if (!found) return undefined;
    const facts = await this.tagFacts(
      storeCode,
      rows.map((r) => r.prCode),
    );
    const data = rows.map((r) => ({ ...r, ...(facts.get(r.prCode) ?? { tagCount: 0, tagType: [] }) }));
    return { recordsTotal: found.total, recordsFiltered: found.filtered ?? found.total, data };
  }

  /**
   * Whether store $1 exists, its product count and, with filters, how many match them: one statement. The count is
   * the maintained statistics (store_tag_stats.productTotal, kept by every product write and the stats task) rather
   * than counting 200,000 rows per page; counted when the store has no statistics yet.
   */
  private async storeCounts(
    where: string,
    filtered: boolean,
    values: unknown[],
  ): Promise<{ total: number; filtered?: number } | undefined> {
    const [row] = await this.db.query<{ exists: boolean; total: number; filtered: number | null }>(
      `SELECT EXISTS (SELECT 1 FROM stores WHERE "storeCode" = $1) AS exists,
         COALESCE((SELECT "productTotal" FROM store_tag_stats WHERE "storeCode" = $1),
           (SELECT count(*) FROM products WHERE "storeCode" = $1))::int AS total,
         ${filtered ? `(SELECT count(*) FROM products ${where})::int` : 'NULL::int'} AS filtered`,
      values,
    );
    return row.exists ? { total: row.total, filtered: row.filtered ?? undefined } : undefined;
  }

  /** The WHERE of the store's products matching the product table's filters of `body` (x-list.filters). */
  private filteredWhere(storeCode: string, body: SearchBody, params: Params): string {
    const { scope, filters } = whereClauses(this.searchMeta, body, { fixed: { storeCode } }, params);
    return whereSql([...scope, ...filters]);
  }

  /** How many of the store's products match the product table's filters of `body` (the CSV download). */
  async countFiltered(storeCode: string, body: SearchBody): Promise<number> {
    const params = new Params();
    const where = this.filteredWhere(storeCode, body, params);
    const [total] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products ${where}`,
      params.values,
    );
    return total.n;
  }

  /**
   * The next `limit` products of the store matching the product table's filters of `body` whose code follows
   * `after`, in code order, with the schema's columns (internal ones aside): a batch of the CSV download.
   */
  batchAfter(
    storeCode: string,
    body: SearchBody,
    after: string,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    const params = new Params();
    const where = this.filteredWhere(storeCode, body, params);
    const cursorAt = params.values.length + 1;
    return this.db.query<Record<string, unknown>>(
      `SELECT ${this.columns.join(', ')} FROM products
    ${where} ${where ? 'AND' : 'WHERE'} "prCode" > $${cursorAt} ORDER BY "prCode" LIMIT $${cursorAt + 1}`,
      [...params.values, after, limit],
    );
  }
}
