// Family products (schemas/familyProduct.schema.json, doc 2 §3): one ticket showing several products.
// Lookups for tag assignment, the table searches of a store and of all the session's stores, the set-based
// writes of the family calls, and the tags carrying family codes (their product code is the family code).
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import {
  orderBy,
  parsePaging,
  whereClauses,
  whereSql,
  type SearchBody,
  type SearchResult,
  type SearchScope,
} from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import type { FamilyRow } from '../../domain/generated/calls.ts';
import type { FamilyProduct } from '../../domain/generated/types.ts';

const FAMILY_COLUMNS = `"storeCode", "fmPrCode", "prCodeList", "layoutId", nfc, "updatedAt"`;

export interface FamilyInput {
  storeCode: string;
  fmPrCode: string;
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
}

export type { FamilyRow };

export interface CarryingTag {
  tagId: string;
  /** the family code the tag carries */
  prCode: string;
}

function countPlaceholders(parts: string[]): number {
  let max = 0;
  for (const part of parts) for (const m of part.matchAll(/\$(\d+)/g)) max = Math.max(max, Number(m[1]));
  return max;
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
    await this.upsertMany([family]);
  }

  /** Creates the families or replaces their lists, layouts and NFC, in one statement. */
  async upsertMany(families: FamilyInput[]): Promise<void> {
    if (families.length === 0) return;
    await this.db.query(
      `INSERT INTO family_products ("storeCode", "fmPrCode", "prCodeList", "layoutId", nfc, "updatedAt")
       SELECT u.store, u.code, u.list, u.layout, u.nfc, now()
       FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::text[]) AS u(store, code, list, layout, nfc)
       ON CONFLICT ("storeCode", "fmPrCode") DO UPDATE SET "prCodeList" = EXCLUDED."prCodeList",
         "layoutId" = EXCLUDED."layoutId", nfc = EXCLUDED.nfc, "updatedAt" = now()`,
      [
        families.map((f) => f.storeCode),
        families.map((f) => f.fmPrCode),
        families.map((f) => JSON.stringify(f.prCodeList)),
        families.map((f) => f.layoutId),
        families.map((f) => f.nfc),
      ],
    );
  }

  /** The store's families of these codes, locked until the transaction ends (a save compares against them). */
  lockByCodes(storeCode: string, codes: string[]): Promise<FamilyProduct[]> {
    return this.db.query<FamilyProduct>(
      `SELECT ${FAMILY_COLUMNS} FROM family_products WHERE "storeCode" = $1 AND "fmPrCode" = ANY($2::text[])
       ORDER BY "fmPrCode" FOR UPDATE`,
      [storeCode, codes],
    );
  }

  /** Deletes the store's families of these codes; answers the codes deleted. */
  async deleteByCodes(storeCode: string, codes: string[]): Promise<string[]> {
    const rows = await this.db.query<{ fmPrCode: string }>(
      `DELETE FROM family_products WHERE "storeCode" = $1 AND "fmPrCode" = ANY($2::text[]) RETURNING "fmPrCode"`,
      [storeCode, codes],
    );
    return rows.map((r) => r.fmPrCode);
  }

  /** The store's tags carrying one of the family codes (index on tags "storeCode", "prCode"). */
  tagsCarrying(storeCode: string, codes: string[]): Promise<CarryingTag[]> {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.query<CarryingTag>(
      `SELECT "tagId", "prCode" FROM tags WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[]) ORDER BY "tagId"`,
      [storeCode, codes],
    );
  }

  /** The families of one store in the table conventions (filters fmPrCode ~, prCode, layoutId ==). */
  searchStore(storeCode: string, body: SearchBody): Promise<SearchResult<FamilyRow>> {
    return this.searchFamilies(body, { fixed: { storeCode } }, false);
  }

  /** The families of some stores (undefined = every store), with their store's name; filter storeCode too. */
  searchShared(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<FamilyRow>> {
    return this.searchFamilies(body, { stores }, true);
  }

  private async searchFamilies(
    body: SearchBody,
    scope: SearchScope,
    withStoreName: boolean,
  ): Promise<SearchResult<FamilyRow>> {
    const params = new Params();
    const { scope: fixed, filters } = whereClauses(this.meta, body, scope, params);
    const prCode = typeof body.filter_prCode === 'string' ? body.filter_prCode.trim() : '';
    // families whose list holds the product code (GIN index of migration 160)
    if (prCode) filters.push(`"prCodeList" @> jsonb_build_array(${params.add(prCode)}::text)`);
    const { offset, limit } = parsePaging(body, 25);
    const where = whereSql([...fixed, ...filters]);
    const count = async (sql: string, values: unknown[]) =>
      (await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM family_products ${sql}`, values))[0]
        .n;
    const total = await count(whereSql(fixed), params.values.slice(0, countPlaceholders(fixed)));
    const filtered = filters.length ? await count(where, params.values) : total;
    let page = `SELECT ${FAMILY_COLUMNS} FROM family_products ${where} ORDER BY ${orderBy(this.meta, body, this.listColumns)}`;
    if (limit !== undefined) page += ` LIMIT ${params.add(limit)}`;
    if (offset) page += ` OFFSET ${params.add(offset)}`;
    const data = await this.db.query<FamilyRow>(page, params.values);
    if (withStoreName) await this.addStoreNames(data);
    return { recordsTotal: total, recordsFiltered: filtered, data };
  }

  private async addStoreNames(rows: FamilyRow[]): Promise<void> {
    const codes = [...new Set(rows.map((r) => r.storeCode))];
    if (codes.length === 0) return;
    const names = await this.db.query<{ storeCode: string; storeName: string | null }>(
      `SELECT "storeCode", "storeName" FROM stores WHERE "storeCode" = ANY($1::text[])`,
      [codes],
    );
    const byCode = new Map(names.map((n) => [n.storeCode, n.storeName]));
    for (const row of rows) row.storeName = byCode.get(row.storeCode) ?? null;
  }

  /** The first store code (in code order) among the given stores (undefined = every store). */
  async firstStore(stores: string[] | undefined): Promise<string | undefined> {
    const [row] = await this.db.query<{ storeCode: string }>(
      `SELECT "storeCode" FROM stores WHERE $1::text[] IS NULL OR "storeCode" = ANY($1::text[])
       ORDER BY "storeCode" LIMIT 1`,
      [stores ?? null],
    );
    return row?.storeCode;
  }
}
