// Products (schemas/product.schema.json): the lookups tag assignment needs (doc 2 §7): one product, the
// products of a code list, and the tags showing a product (directly, or through a family ticket).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
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

const PRODUCT_COLUMNS = `"storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt"`;

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
    return this.db.query<ProductTag>(
      `SELECT p.code AS "matchedPrCode", t."tagId", t."tagMac", t."tagType", t."prCode", t.status, t."gwMac",
         t."updatedAt", CASE WHEN t."prCode" = p.code THEN NULL ELSE t."prCode" END AS "fmPrCode"
       FROM unnest($2::text[]) WITH ORDINALITY AS p(code, n)
       JOIN tags t ON t."storeCode" = $1
         AND (t."prCode" = p.code
           OR t."prCode" IN (SELECT f."fmPrCode" FROM family_products f
             WHERE f."storeCode" = $1 AND f."prCodeList" @> jsonb_build_array(p.code)))
       ORDER BY p.n, t."tagId"`,
      [storeCode, prCodes],
    );
  }
}
