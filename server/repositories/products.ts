// Products (schemas/product.schema.json): the lookups tag assignment needs (doc 2 §7): one product, the
// products of a code list, the tags showing products (directly, or through a family ticket); and the product
// table of one store (filters, sort and paging in SQL on the indexes of migration 181, tag facts for the page).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
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
import type { Product } from '../../src/generated/types.ts';

/** A tag as the product screens see it (doc 2 §3 "Tag (as used in product screens)"). */
export interface ProductTag {
  /** the product of the request this row answers */
  matchedPrCode: string;
  tagId: string;
  tagMac: string;
  tagType: string;
  prCode: string | null;
  status: string | null;
  gwMac: string | null;
  /** the family code when the tag shows the product through a family ticket */
  fmPrCode: string | null;
  updatedAt: Date | null;
}

/** A row of the product table (doc 2 §3 Product): the product, its tag count and the tag types showing it. */
export type ProductRow = Product & { tagCount: number; tagType: string[] };

/** Above this many codes the family tickets are found by reading the store's families once, not code by code. */
const FAMILY_LOOKUP_LIMIT = 500;

/**
 * SQL (CTEs `codes(code, n)`, `shown(code, n, tagId, fmPrCode)`) of the tags of store $1 showing the codes of $2:
 * their own product code, or a family ticket (the tag carries the family code) whose family lists the code.
 * A few codes use the GIN index of the family lists (migration 160); many codes read the store's families once.
 */
function shownSql(codeCount: number): string {
  const families =
    codeCount <= FAMILY_LOOKUP_LIMIT
      ? `SELECT c.code, c.n, f."fmPrCode" FROM codes c
         JOIN family_products f ON f."storeCode" = $1 AND f."prCodeList" @> jsonb_build_array(c.code)`
      : `SELECT c.code, c.n, f."fmPrCode" FROM family_products f
         CROSS JOIN LATERAL jsonb_array_elements_text(f."prCodeList") AS x(code)
         JOIN codes c ON c.code = x.code WHERE f."storeCode" = $1`;
  return `codes AS (SELECT code, min(n) AS n FROM unnest($2::text[]) WITH ORDINALITY AS p(code, n) GROUP BY code),
    fam AS (${families}),
    shown AS (
      SELECT DISTINCT ON (code, "tagId") code, n, "tagId", "fmPrCode" FROM (
        SELECT c.code, c.n, t."tagId", NULL::text AS "fmPrCode" FROM codes c
          JOIN tags t ON t."storeCode" = $1 AND t."prCode" = c.code
        UNION ALL
        SELECT fam.code, fam.n, t."tagId", fam."fmPrCode" FROM fam
          JOIN tags t ON t."storeCode" = $1 AND t."prCode" = fam."fmPrCode") s
      ORDER BY code, "tagId", "fmPrCode" NULLS FIRST)`;
}

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

export class ProductsRepository extends EntityRepository<Record<string, unknown>> {
  /** the schema's columns with the filters and sorts the product table (x-list) offers */
  private readonly searchMeta: TableMeta;
  private readonly columns: string[];

  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
    this.searchMeta = withListAllowLists(meta);
    this.columns = columnsOf(meta);
  }

  override with(tx: Queryable): ProductsRepository {
    return new ProductsRepository(tx, this.meta);
  }

  async byCode(storeCode: string, prCode: string): Promise<Product | undefined> {
    const rows = await this.db.query<Product>(
      `SELECT ${this.columns.join(', ')} FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [storeCode, prCode],
    );
    return rows[0];
  }

  /** The products of the list that exist in the store, in the list's order. */
  async byCodes(storeCode: string, prCodes: string[]): Promise<Product[]> {
    if (prCodes.length === 0) return [];
    const rows = await this.db.query<Product>(
      `SELECT ${this.columns.join(', ')} FROM products WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])`,
      [storeCode, prCodes],
    );
    const byCode = new Map(rows.map((row) => [row.prCode, row]));
    return prCodes.flatMap((code) => byCode.get(code) ?? []);
  }

  /** The first products of the store in product code order (demo families). */
  firstOfStore(storeCode: string, limit: number): Promise<Pick<Product, 'prCode' | 'layoutId'>[]> {
    return this.db.query(
      `SELECT "prCode", "layoutId" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT $2`,
      [storeCode, limit],
    );
  }

  /**
   * The tags of the store showing the products: their own product code, or a family ticket (the tag carries
   * the family code) whose family lists the product. One row per tag and product, by product then tag ID.
   */
  tagsShowing(storeCode: string, prCodes: string[]): Promise<ProductTag[]> {
    if (prCodes.length === 0) return Promise.resolve([]);
    return this.db.query<ProductTag>(
      `WITH ${shownSql(prCodes.length)}
       SELECT s.code AS "matchedPrCode", t."tagId", t."tagMac", t."tagType", t."prCode", t.status, t."gwMac",
         t."updatedAt", s."fmPrCode"
       FROM shown s JOIN tags t ON t."tagId" = s."tagId"
       ORDER BY s.n, t."tagId"`,
      [storeCode, prCodes],
    );
  }

  /** Tag count and the tag types showing each product (directly or through a family ticket). */
  async tagFacts(
    storeCode: string,
    prCodes: string[],
  ): Promise<Map<string, { tagCount: number; tagType: string[] }>> {
    if (prCodes.length === 0) return new Map();
    const rows = await this.db.query<{ prCode: string; tagCount: number; tagType: string[] | null }>(
      `WITH ${shownSql(prCodes.length)}
       SELECT s.code AS "prCode", count(*)::int AS "tagCount",
         array_agg(DISTINCT t."tagType" ORDER BY t."tagType") FILTER (WHERE t."tagType" IS NOT NULL) AS "tagType"
       FROM shown s JOIN tags t ON t."tagId" = s."tagId" GROUP BY s.code`,
      [storeCode, prCodes],
    );
    return new Map(rows.map((r) => [r.prCode, { tagCount: r.tagCount, tagType: r.tagType ?? [] }]));
  }

  /**
   * The product table of one store (docs/api.md "Tables"): the filters and sorts of schemas/product.schema.json
   * (x-list.filters with their op, condition_<field> switching contains and equals; x-list.sortable and
   * x-sortable), filter_startDate/filter_endDate on updatedAt; default order x-list.sort; 25 per page. The page's
   * keys first, then its rows; tagCount and tagType only for the page's rows.
   * recordsTotal (and recordsFiltered without filters) is the maintained product count of the store.
   */
  async searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<ProductRow>> {
    const params = new Params();
    const { scope, filters } = whereClauses(this.searchMeta, body, { fixed: { storeCode } }, params);
    const { offset, limit } = parsePaging(body, 25);
    const { column, dir } = sortOf(this.searchMeta, body);
    const order = (t: string) =>
      column === 'prCode' ? `${t}"prCode" ${dir}` : `${t}${ident(column)} ${dir}, ${t}"prCode" ${dir}`;
    const where = whereSql([...scope, ...filters]);
    const values = params.values.slice();
    // the page's keys first (an index range, index-only where the visibility map allows: deep pages skip rows
    // without reading them), then its rows
    let keys = `SELECT "prCode" FROM products ${where} ORDER BY ${order('')}`;
    if (limit !== undefined) keys += ` LIMIT ${params.add(limit)}`;
    if (offset) keys += ` OFFSET ${params.add(offset)}`;
    const page = `SELECT ${this.columns.map((c) => `p.${c}`).join(', ')}
      FROM (${keys}) k JOIN products p ON p."storeCode" = $1 AND p."prCode" = k."prCode" ORDER BY ${order('p.')}`;
    const count = (sql: string, v: unknown[]) =>
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products ${sql}`, v).then((r) => r[0].n);
    const [total, filtered, rows] = await Promise.all([
      this.storeTotal(storeCode),
      filters.length ? count(where, values) : undefined,
      this.db.query<Product>(page, params.values),
    ]);
    const facts = await this.tagFacts(
      storeCode,
      rows.map((r) => r.prCode),
    );
    const data = rows.map((r) => ({ ...r, ...(facts.get(r.prCode) ?? { tagCount: 0, tagType: [] }) }));
    return { recordsTotal: total, recordsFiltered: filtered ?? total, data };
  }

  /**
   * The store's product count: the maintained statistics (store_tag_stats.productTotal, kept by every product write
   * and the stats task) rather than counting 200,000 rows per page; counted when the store has no statistics yet.
   */
  private async storeTotal(storeCode: string): Promise<number> {
    const [stats] = await this.db.query<{ n: number }>(
      `SELECT "productTotal" AS n FROM store_tag_stats WHERE "storeCode" = $1`,
      [storeCode],
    );
    if (stats) return stats.n;
    const [counted] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE "storeCode" = $1`,
      [storeCode],
    );
    return counted.n;
  }
}
