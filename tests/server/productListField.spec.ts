// DESIGN §2's promise for the product table's hand-tuned search (issue 24): a copy of the schemas whose product
// gains a field in x-list.filters (equals) and x-list.sortable, run through the real codegen; with no other edit
// the product search filters and sorts by it, from the generated allow-lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableMeta } from '../../server/db/tableMeta.ts';
import { ProductsRepository } from '../../server/repositories/products.ts';
import {
  generateProductFieldFixture,
  PRODUCT_FIELD,
  type GeneratedFixture,
} from '../fixtures/schemaPromise.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const STORE = 'KR001';

let fixture: GeneratedFixture;
let product: TableMeta;

beforeAll(async () => {
  fixture = await generateProductFieldFixture();
  const { tables } = (await import(fixture.path('server/generated/tables.ts'))) as {
    tables: Record<string, TableMeta>;
  };
  product = tables.product;
});
afterAll(() => fixture?.cleanup());

describe.each(backends)('a new filterable, sortable product field on $name', (backend) => {
  let t: TestApp;
  let repo: ProductsRepository;
  /** the store's first products, given origins that an equality filter and a sort tell apart */
  let origins: Array<{ prCode: string; origin: string }>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // the generated DDL of the new column only (the rest of the database is the migrated one)
    const ddl = (fixture.files.get('server/generated/schema.sql') ?? '')
      .split('\n')
      .filter((line) => line.includes(`"products"`) && line.includes(`"${PRODUCT_FIELD}"`));
    expect(ddl.length).toBeGreaterThan(0);
    for (const statement of ddl) await t.db.exec(statement);
    const codes = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT 4`,
      [STORE],
    );
    expect(codes).toHaveLength(4);
    origins = codes.map(({ prCode }, i) => ({ prCode, origin: ['KR', 'KR-south', 'JP', 'KR'][i] }));
    for (const { prCode, origin } of origins)
      await t.db.query(
        `UPDATE products SET "${PRODUCT_FIELD}" = $1 WHERE "storeCode" = $2 AND "prCode" = $3`,
        [origin, STORE, prCode],
      );
    repo = new ProductsRepository(t.db, product);
  });
  afterAll(async () => t?.close());

  it('filters by it with the operator x-list gives it (equals), and returns it in the rows', async () => {
    const page = (await repo.searchStore(STORE, { [`filter_${PRODUCT_FIELD}`]: 'KR', length: -1 }))!;
    const expected = origins.filter((o) => o.origin === 'KR').map((o) => o.prCode);
    expect(page.data.map((r) => r.prCode)).toEqual(expected);
    expect(page.recordsFiltered).toBe(expected.length);
    expect(page.data.map((r) => (r as unknown as Record<string, unknown>)[PRODUCT_FIELD])).toEqual([
      'KR',
      'KR',
    ]);
  });

  it('sorts by it (rows without it last), ties by product code', async () => {
    const page = (await repo.searchStore(STORE, {
      order: [{ column: PRODUCT_FIELD, dir: 'asc' }],
      length: 4,
    }))!;
    const expected = [...origins]
      .sort((a, b) => (a.origin === b.origin ? (a.prCode < b.prCode ? -1 : 1) : a.origin < b.origin ? -1 : 1))
      .map((o) => o.prCode);
    expect(page.data.map((r) => r.prCode)).toEqual(expected);
  });
});
