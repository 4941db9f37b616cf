// The product write reads each change's stored product by its primary key, one probe a change, and updates it by
// the row it read (server/repositories/productWrite.ts STORED_PRODUCT), whatever the statistics know of the store:
// here a store the last ANALYZE saw empty, which now holds 4,000 products. Before, the planner took that store for
// a one-row store and read all its products into a hash join for each chunk of 10,000 changes (or, looking each
// change up, read another index led by the store: every product of the store for each change).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productWriteStatement } from '../../server/repositories/productWrite.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';
import { explainNodes, planNodes } from './queryPlans.ts';

const KNOWN = 'PP001';
const NEW = 'PP002';
const PRODUCTS = 4000;

const fill = (store: string) =>
  `INSERT INTO products ("storeCode", "prCode", "prName", "layoutId", "prInfo", "updatedAt")
   SELECT '${store}', 'C' || lpad(i::text, 6, '0'), 'Item ' || i, 'L01', jsonb_build_array('Item ' || i), now()
   FROM generate_series(1, ${PRODUCTS}) AS i`;

describe.each(backends)("the product write's plan on $name", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const store of [KNOWN, NEW])
      await t.db.query(`INSERT INTO stores ("storeCode", "storeName") VALUES ($1, $1)`, [store]);
    await t.db.query(fill(KNOWN));
    await t.db.query('ANALYZE products');
    await t.db.query(fill(NEW));
  });
  afterAll(async () => t?.close());

  it('reads the stored products of a store its statistics know as empty by the primary key, and updates them by row', async () => {
    const changes = Array.from({ length: 200 }, (_, i) => ({
      prCode: `C${String(i * 37 + 1).padStart(6, '0')}`,
      layoutId: 'L02',
      prInfo: ['Changed'],
    }));
    const plan = await explainNodes(t.db, productWriteStatement(undefined, []), [
      NEW,
      JSON.stringify(changes),
      new Date().toISOString(),
      'plan',
      'console',
      'test',
    ]);
    const reads = plan.filter((n) => n['Relation Name'] === 'products' && n['Node Type'] !== 'ModifyTable');
    expect(reads.map((n) => [n['Node Type'], n['Index Name'] ?? null])).toEqual([
      ['Index Scan', 'products_pkey'],
      ['Tid Scan', null],
    ]);
    // the probe is bounded by the code, not only by the store
    expect(reads[0]['Index Cond']).toContain('"prCode" =');
    // and nothing reads products into a hash table
    const hashed = plan.filter((n) => n['Node Type'] === 'Hash').flatMap((n) => planNodes(n));
    expect(hashed.filter((n) => n['Relation Name'] === 'products')).toEqual([]);
  });
});
