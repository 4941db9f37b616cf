// Products at store scale (issue 5): a store with 200,000 products (and 20,000 tags showing some of them), on
// PGlite and, when 127.0.0.1:5432 answers, on PostgreSQL (a database of its own, dropped afterwards).
//   - product search p50/p95 over 200 calls through the real HTTP route (POST /status/store/{code}/product/search):
//     default page, deep pages, each sort, layout filter, contains filters on prCode and prName;
//   - applyProductChanges throughput: 100,000 new products, then the same 100,000 with a new price.
// Runnable alone: npx tsx scripts/bench/products.ts
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/testConfig';
import { applyProductChanges } from '../../server/products/applyProductChanges';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh';
import type { Db } from '../../server/db/db';
import { seedDemo } from '../../server/seed/index';
import { backends, type Backend } from '../../tests/server/backends';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const STORE = 'EU001';
const PRODUCTS = 200_000;
const TAGS = 20_000;
const CALLS = 200;
const THROUGHPUT = 100_000;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

/** 200,000 products: codes 2100000000001.., names from a small list, 12 layouts, a price and a description. */
const FILL_PRODUCTS = `
  INSERT INTO products ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt")
  SELECT $1, (2100000000000 + i)::text, (ARRAY['Milk', 'Bread', 'Apple', 'Coffee', 'Rice', 'Tea', 'Cheese'])[1 + i % 7] || ' ' || i,
    'L' || lpad((1 + i % 12)::text, 2, '0'), NULL,
    jsonb_build_array('Product ' || i, ((i * 37) % 900 + 99)::text, 'Description of product ' || i),
    now() - make_interval(secs => (i * 7919) % 604800)
  FROM generate_series(1, $2::int) AS i
  ON CONFLICT DO NOTHING`;

/** tags showing every tenth product */
const FILL_TAGS = `
  INSERT INTO tags ("tagId", "tagMac", "storeCode", "prCode", "tagType", status, "updatedAt")
  SELECT 'BT' || lpad(i::text, 8, '0'), 'BEEF' || lpad(to_hex(i), 8, '0'), $1, (2100000000000 + i * 10)::text,
    (ARRAY['B290', 'A213', '2420', 'B154'])[1 + i % 4], 'OK', now()
  FROM generate_series(1, $2::int) AS i
  ON CONFLICT DO NOTHING`;

interface Case {
  name: string;
  body: (i: number) => Record<string, unknown>;
}

const CASES: Case[] = [
  { name: 'first page', body: () => ({ start: 0, length: 25 }) },
  { name: 'deep page', body: (i) => ({ start: 25 * ((i * 7919) % 8000), length: 25 }) },
  {
    name: 'name desc',
    body: (i) => ({ start: 25 * (i % 40), length: 25, order: [{ column: 'prName', dir: 'desc' }] }),
  },
  {
    name: 'newest first',
    body: () => ({ start: 0, length: 25, order: [{ column: 'updatedAt', dir: 'desc' }] }),
  },
  {
    name: 'layout filter',
    body: (i) => ({ start: 0, length: 25, filter_layoutId: `L${String(1 + (i % 12)).padStart(2, '0')}` }),
  },
  { name: 'code contains', body: (i) => ({ start: 0, length: 25, filter_prCode: String(10000 + i * 331) }) },
  { name: 'name contains', body: (i) => ({ start: 0, length: 25, filter_prName: `ffee ${100 + i}` }) },
  {
    name: 'layout + code sort desc',
    body: () => ({
      start: 0,
      length: 25,
      filter_layoutId: 'L05',
      order: [{ column: 'prCode', dir: 'desc' }],
    }),
  },
];

/** the samples of every call, and of each kind of search */
async function searchLatency(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ all: number[]; byCase: number[][] }> {
  const call = async (i: number) => {
    const body = CASES[i % CASES.length].body(Math.floor(i / CASES.length));
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/api/status/store/${STORE}/product/search`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`product search failed with HTTP ${answer.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < CASES.length; i++) await call(i + CALLS);
  const byCase: number[][] = CASES.map(() => []);
  for (let i = 0; i < CALLS; i++) byCase[i % CASES.length].push(await call(i));
  return { all: byCase.flat(), byCase };
}

async function throughput(db: Db): Promise<{ createMs: number; updateMs: number }> {
  const products = (price: number) =>
    Array.from({ length: THROUGHPUT }, (_, i) => ({
      prCode: `3100000${String(i).padStart(6, '0')}`,
      prName: `Imported ${i}`,
      layoutId: `L${String(1 + (i % 12)).padStart(2, '0')}`,
      prInfo: [`Imported ${i}`, String(price + (i % 50)), `Imported from a product file, row ${i}`],
    }));
  let started = performance.now();
  await applyProductChanges(db, {
    storeCode: 'EU002',
    products: products(100),
    createdBy: 'bench',
    source: 'file',
  });
  const createMs = performance.now() - started;
  started = performance.now();
  await applyProductChanges(db, {
    storeCode: 'EU002',
    products: products(200),
    createdBy: 'bench',
    source: 'file',
  });
  return { createMs, updateMs: performance.now() - started };
}

async function benchBackend(backend: Backend): Promise<Row[]> {
  const { db, drop } = await backend.open();
  try {
    const app = await buildApp({ config: testConfig({ databaseUrl: undefined }), db });
    try {
      await seedDemo(db, { tagsPerStore: 50, gatewaysPerStore: 2 });
      await db.query(FILL_PRODUCTS, [STORE, PRODUCTS]);
      await db.query(FILL_TAGS, [STORE, TAGS]);
      await db.query('ANALYZE products');
      await db.query('ANALYZE tags');
      // as after a seed or a product file: the maintained statistics know the store's products
      await new StatsRefreshRepository(db).refresh([STORE, 'EU002']);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const login = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const { all: samples, byCase } = await searchLatency(address, {
        'Access-Token': accessToken,
        'Access-Email': ADMIN.email,
      });
      const { createMs, updateMs } = await throughput(db);
      const where = `${backend.name}, ${PRODUCTS.toLocaleString('en')} products in the store`;
      const rate = (ms: number) => `${Math.round(THROUGHPUT / (ms / 1000)).toLocaleString('en')} products/s`;
      return [
        [
          'product search p50',
          `${quantile(samples, 0.5).toFixed(1)} ms`,
          `${where}, ${CALLS} calls, ${CASES.length} kinds`,
        ],
        ['product search p95', `${quantile(samples, 0.95).toFixed(1)} ms`, `${where}; goal < 100 ms`],
        ...CASES.map((c, i): Row => [
          `product search p50 / p95, ${c.name} (${backend.name})`,
          `${quantile(byCase[i], 0.5).toFixed(0)} / ${quantile(byCase[i], 0.95).toFixed(0)} ms`,
          `${byCase[i].length} calls`,
        ]),
        [
          `applyProductChanges create (${backend.name})`,
          `${(createMs / 1000).toFixed(1)} s`,
          `${THROUGHPUT.toLocaleString('en')} new products, ${rate(createMs)}`,
        ],
        [
          `applyProductChanges update (${backend.name})`,
          `${(updateMs / 1000).toFixed(1)} s`,
          `${THROUGHPUT.toLocaleString('en')} changed prices, ${rate(updateMs)}`,
        ],
      ];
    } finally {
      await app.close();
    }
  } finally {
    await drop();
  }
}

export async function productBenchRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const backend of backends) rows.push(...(await benchBackend(backend)));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable(await productBenchRows());
}
