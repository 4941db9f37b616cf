// Family products (schemas/familyProduct.schema.json, doc 2 §3): one ticket showing several products.
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { FamilyProduct } from '../../src/generated/types.ts';

const FAMILY_COLUMNS = `"storeCode", "fmPrCode", "prCodeList", "layoutId", nfc, "updatedAt"`;

export interface FamilyInput {
  storeCode: string;
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
}

export class FamiliesRepository extends EntityRepository<Record<string, unknown>> {
  constructor(db: Queryable, meta: TableMeta) {
    super(db, meta);
  }

  override with(tx: Queryable): FamiliesRepository {
    return new FamiliesRepository(tx, this.meta);
  }

  async byCode(storeCode: string, fmPrCode: string): Promise<FamilyProduct | undefined> {
    const rows = await this.db.query<FamilyProduct>(
      `SELECT ${FAMILY_COLUMNS} FROM family_products WHERE "storeCode" = $1 AND "fmPrCode" = $2`,
      [storeCode, fmPrCode],
    );
    return rows[0];
  }

  /** The families of the store whose product list holds the product (GIN index, migration 160). */
  containing(storeCode: string, prCode: string): Promise<FamilyProduct[]> {
    return this.db.query<FamilyProduct>(
      `SELECT ${FAMILY_COLUMNS} FROM family_products
       WHERE "storeCode" = $1 AND "prCodeList" @> jsonb_build_array($2::text)
       ORDER BY "updatedAt" DESC, "fmPrCode"`,
      [storeCode, prCode],
    );
  }

  /** Creates the family or replaces its list, layout and NFC. */
  async upsert(family: FamilyInput): Promise<void> {
    await this.db.query(
      `INSERT INTO family_products ("storeCode", "fmPrCode", "prCodeList", "layoutId", nfc, "updatedAt")
       VALUES ($1, $2, $3::jsonb, $4, $5, now())
       ON CONFLICT ("storeCode", "fmPrCode") DO UPDATE SET "prCodeList" = EXCLUDED."prCodeList",
         "layoutId" = EXCLUDED."layoutId", nfc = EXCLUDED.nfc, "updatedAt" = now()`,
      [family.storeCode, family.fmPrCode, JSON.stringify(family.prCodeList), family.layoutId, family.nfc],
    );
  }
}
