// Products (schemas/product.schema.json): the lookups tag assignment needs (doc 2 §7): one product, the
// products of a code list, the tags showing products (directly, or through a family ticket); and the product
// table of one store (filters, sort and paging in SQL on the indexes of migration 181, tag facts for the page);
// the lock of a store's product writes (their statement: productWrite.ts) and deletes
// (server/products/deleteProducts.ts), the reads of a label (server/render/labelSource.ts) and the CSV download's
// batches (server/downloads/productCsv.ts).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { Product } from '../../domain/generated/types.ts';
import type { ProductRecord, ProductRow as StoredProductRow } from '../../domain/generated/rows.ts';
import { shownSql } from './productShownSql.ts';
import { ProductTable, type ProductRow } from './productTable.ts';

export type { ProductRow };

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

export class ProductsRepository extends EntityRepository<Record<string, unknown>> {
  /** the product table's reads (filters, sort, paging, CSV batches) */
  private readonly table: ProductTable;
  private readonly columns: string[];

  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
    this.table = new ProductTable(db, meta, (storeCode, prCodes) => this.tagFacts(storeCode, prCodes));
    this.columns = this.table.columns;
  }

  override with(tx: Queryable): ProductsRepository {
    return new ProductsRepository(tx, this.meta);
  }

  async byCode(storeCode: string, prCode: string): Promise<ProductRecord | undefined> {
    const rows = await this.db.query<ProductRecord>(
      `SELECT ${this.columns.join(', ')} FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [storeCode, prCode],
    );
    return rows[0];
  }

  /** The products of the list that exist in the store, in the list's order. */
  async byCodes(storeCode: string, prCodes: string[]): Promise<ProductRecord[]> {
    if (prCodes.length === 0) return [];
    const rows = await this.db.query<ProductRecord>(
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

  /** The product table of one store (productTable.ts); undefined: no such store. */
  searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<ProductRow> | undefined> {
    return this.table.searchStore(storeCode, body);
  }

  /** How many of the store's products match the product table's filters of `body` (the CSV download). */
  countFiltered(storeCode: string, body: SearchBody): Promise<number> {
    return this.table.countFiltered(storeCode, body);
  }

  /** The next batch of the CSV download (productTable.ts). */
  batchAfter(
    storeCode: string,
    body: SearchBody,
    after: string,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    return this.table.batchAfter(storeCode, body, after, limit);
  }

  /**
   * Serialises the product writes of a store until the transaction ends (cheaper than locking each row of a
   * 100,000-product file, and it covers products not created yet).
   */
  async lockStore(storeCode: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PRODUCT_WRITE_LOCK, storeCode]);
  }

  /** Of the codes, those that tags of the store show (directly or by a family ticket), with their tag counts. */
  shownCounts(storeCode: string, prCodes: string[]): Promise<{ code: string; tags: number }[]> {
    return this.db.query<{ code: string; tags: number }>(
      `WITH codes AS (SELECT unnest($2::text[]) AS code),
       direct AS (SELECT t."prCode" AS code, t."tagId" FROM tags t JOIN codes c ON t."storeCode" = $1 AND t."prCode" = c.code),
       family AS (
         SELECT c.code, t."tagId" FROM codes c
         JOIN family_products f ON f."storeCode" = $1 AND f."prCodeList" @> jsonb_build_array(c.code)
         JOIN tags t ON t."storeCode" = $1 AND t."prCode" = f."fmPrCode")
       SELECT code, count(DISTINCT "tagId")::int AS tags FROM (SELECT * FROM direct UNION ALL SELECT * FROM family) s
       GROUP BY code ORDER BY code`,
      [storeCode, prCodes],
    );
  }

  /**
   * Deletes the store's products among the codes (null = every product) that no tag shows; answers how many, and
   * how many of them were updated today (statistics).
   */
  async deleteUnshown(
    storeCode: string,
    prCodes: string[] | null,
  ): Promise<{ deleted: number; deletedToday: number }> {
    const [row] = await this.db.query<{ deleted: number; deletedToday: number }>(DELETE_UNSHOWN, [
      storeCode,
      prCodes,
    ]);
    return row;
  }

  /** The products of a store a label reads, by code (unknown codes are absent). */
  labelProducts(storeCode: string, prCodes: string[]): Promise<LabelProductRow[]> {
    return this.db.query<LabelProductRow>(
      `SELECT ${LABEL_SELECT} FROM products
       WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])`,
      [storeCode, prCodes],
    );
  }

  /** One product of a store as a label reads it. */
  async labelProduct(storeCode: string, prCode: string): Promise<LabelProductRow | undefined> {
    const [row] = await this.db.query<LabelProductRow>(
      `SELECT ${LABEL_SELECT} FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [storeCode, prCode],
    );
    return row;
  }

  /** The names and info of the store's products of the list, in its order (the members of a family ticket). */
  members(storeCode: string, prCodes: string[]): Promise<Pick<StoredProductRow, 'prName' | 'prInfo'>[]> {
    return this.db.query(
      `SELECT p."prName", p."prInfo" FROM unnest($2::text[]) WITH ORDINALITY AS m(code, n)
       JOIN products p ON p."storeCode" = $1 AND p."prCode" = m.code ORDER BY m.n`,
      [storeCode, prCodes],
    );
  }
}

/** Advisory lock class of product writes: one store's product changes run one after the other. */
const PRODUCT_WRITE_LOCK = 880_180;

/** the product's columns a label reads (server/render/labelSource.ts) */
const LABEL_COLUMNS = ['prCode', 'prName', 'layoutId', 'nfc', 'prInfo'] as const satisfies ReadonlyArray<
  keyof StoredProductRow
>;
export type LabelProductRow = Pick<StoredProductRow, (typeof LABEL_COLUMNS)[number]>;
const LABEL_SELECT = LABEL_COLUMNS.map((c) => `"${c}"`).join(', ');

/** The codes of store $1 that tags show (directly, or through a family ticket). */
const SHOWN = `
  SELECT "prCode" AS code FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL
  UNION
  SELECT x.code FROM family_products f
    JOIN tags t ON t."storeCode" = f."storeCode" AND t."prCode" = f."fmPrCode"
    CROSS JOIN LATERAL jsonb_array_elements_text(f."prCodeList") AS x(code)
  WHERE f."storeCode" = $1`;

/** $2: the codes to consider, NULL = every product of the store. */
const DELETE_UNSHOWN = `
  WITH shown AS (${SHOWN}),
  gone AS (
    DELETE FROM products p WHERE p."storeCode" = $1 AND ($2::text[] IS NULL OR p."prCode" = ANY($2::text[]))
      AND NOT EXISTS (SELECT 1 FROM shown s WHERE s.code = p."prCode")
    RETURNING (p."updatedAt" >= current_date) IS TRUE AS today)
  SELECT count(*)::int AS deleted, count(*) FILTER (WHERE today)::int AS "deletedToday" FROM gone`;
