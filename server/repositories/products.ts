// Products (schemas/product.schema.json): the lookups tag assignment needs (doc 2 §7): one product, the
// products of a code list, the tags showing products (directly, or through a family ticket); and the product
// table of one store (filters, sort and paging in SQL on the indexes of migration 181, tag facts for the page).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { parsePaging, whereSql, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { Product } from '../../src/generated/types.ts';
import { extraSelect } from '../products/productFields.ts';

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

const PRODUCT_COLUMNS = `"storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt"${extraSelect()}`;

/** Sortable columns of the product table; the product code breaks ties in the same direction (one index range). */
export const PRODUCT_SORTS = ['prCode', 'prName', 'layoutId', 'updatedAt'] as const;

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

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const epoch = (value: unknown): string | undefined => {
  const n = Number(value);
  return value !== '' && value !== null && Number.isFinite(n) ? new Date(n * 1000).toISOString() : undefined;
};

/**
 * The filters of the product table: prCode and prName contain (ILIKE, trigram-indexed where pg_trgm exists) or
 * equal with condition_<field> '=='; layoutId equals (contains with '~'); filter_startDate/filter_endDate on
 * updatedAt (epoch seconds).
 */
function productFilters(body: SearchBody, params: Params): string[] {
  const parts: string[] = [];
  for (const [field, fallback] of [
    ['prCode', '~'],
    ['prName', '~'],
    ['layoutId', '=='],
  ] as const) {
    const value = text(body[`filter_${field}`]);
    if (value === undefined) continue;
    const condition = body[`condition_${field}`];
    const op = condition === '~' || condition === '==' ? condition : fallback;
    parts.push(
      op === '~' ? `"${field}" ILIKE ${params.add(likePattern(value))}` : `"${field}" = ${params.add(value)}`,
    );
  }
  const from = epoch(body.filter_startDate);
  const to = epoch(body.filter_endDate);
  if (from) parts.push(`"updatedAt" >= ${params.add(from)}`);
  if (to) parts.push(`"updatedAt" <= ${params.add(to)}`);
  return parts;
}

function sortOf(body: SearchBody): { column: (typeof PRODUCT_SORTS)[number]; dir: 'ASC' | 'DESC' } {
  const raw = Array.isArray(body.order) ? body.order[0] : body.order;
  const { column, dir } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const name = PRODUCT_SORTS.find((s) => s === column) ?? 'prCode';
  return { column: name, dir: String(dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC' };
}

export class ProductsRepository extends EntityRepository<Record<string, unknown>> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): ProductsRepository {
    return new ProductsRepository(tx, this.meta);
  }

  async byCode(storeCode: string, prCode: string): Promise<Product | undefined> {
    const rows = await this.db.query<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [storeCode, prCode],
    );
    return rows[0];
  }

  /** The products of the list that exist in the store, in the list's order. */
  async byCodes(storeCode: string, prCodes: string[]): Promise<Product[]> {
    if (prCodes.length === 0) return [];
    const rows = await this.db.query<Product>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])`,
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
   * The product table of one store (docs/api.md "Tables"): filter_prCode and filter_prName contain (or equal
   * with condition_<field> '=='), filter_layoutId equals, filter_startDate/filter_endDate on updatedAt; order on
   * prCode (default), prName, layoutId or updatedAt; 25 per page. tagCount and tagType only for the page's rows.
   * recordsTotal (and recordsFiltered without filters) is the maintained product count of the store.
   */
  async searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<ProductRow>> {
    const params = new Params();
    const scope = [`"storeCode" = ${params.add(storeCode)}`];
    const filters = productFilters(body, params);
    const { offset, limit } = parsePaging(body, 25);
    const { column, dir } = sortOf(body);
    const order = (t: string) =>
      column === 'prCode' ? `${t}"prCode" ${dir}` : `${t}"${column}" ${dir}, ${t}"prCode" ${dir}`;
    const where = whereSql([...scope, ...filters]);
    const values = params.values.slice();
    // the page's keys first (an index range, index-only where the visibility map allows: deep pages skip rows
    // without reading them), then its rows
    let keys = `SELECT "prCode" FROM products ${where} ORDER BY ${order('')}`;
    if (limit !== undefined) keys += ` LIMIT ${params.add(limit)}`;
    if (offset) keys += ` OFFSET ${params.add(offset)}`;
    const page = `SELECT ${PRODUCT_COLUMNS.split(', ')
      .map((c) => `p.${c}`)
      .join(', ')}
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
