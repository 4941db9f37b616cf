// The audit log (issue 36) on PostgreSQL (127.0.0.1:5432, a temporary database; PGlite when it does not answer,
// figures marked): (1) the search at 10,000,000 rows (goal p95 < 100 ms): the first page newest first, and by who,
// by entity and key, by store, by action and by a day's time range, each 40 times, through the route's own
// repository call (server/repositories/auditLog.ts searchAuditLog, counts capped); (2) what the audit adds to a
// write, through the route (goal < 10 %): 300 product updates (a one-row product file) on the server as it runs
// and on the same server built without the audit context (BuildOptions.audit), interleaved so that the machine's
// load falls on both alike; then a file of 20,000 changed prices on each.
//   tsx scripts/bench/audit.ts [--rows 10000000] [--writes-only | --search-only]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db, Queryable } from '../../server/db/db.ts';
import { dropSecondaryIndexes, rebuildIndexes } from '../../server/seed/bulkFleet.ts';
import { migrate } from '../../server/db/migrate.ts';
import { searchAuditLog } from '../../server/repositories/auditLog.ts';
import { backends, type Backend } from '../../tests/server/backends.ts';
import { ADMIN, createTestApp, login, type Headers } from '../../tests/server/helpers.ts';
import { productFile, timedUpload } from './productFiles';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const DEFAULT_ROWS = 10_000_000;
const SEARCHES = 40;
const UPDATES = 300;
const BULK_ROWS = 20_000;
const BULK_ROUNDS = 3;
const ONE_FILE = 'POST /product/file of one product (a new price), through the route';
const DAY_SECONDS = 86_400;

function rowsWanted(): number {
  const at = process.argv.indexOf('--rows');
  return at > 0 ? Number(process.argv[at + 1]) : DEFAULT_ROWS;
}

/**
 * `rows` audit rows over 400 days: 1,000 actors, 2,000 stores, 20 entities, the four row actions. Loaded as a
 * restore would load them (the secondary indexes built after the rows: with them in place, ten million rows took
 * 18 minutes), then vacuumed as autovacuum vacuums an append-only table (PostgreSQL 13 on: after inserts too), so
 * the searches see the log as it is in service: its visibility map set, a count read from an index alone.
 */
async function fill(db: Db, rows: number): Promise<void> {
  const batch = 1_000_000;
  const indexes = await dropSecondaryIndexes(db, ['audit_log']);
  for (let from = 0; from < rows; from += batch) {
    await db.query(
      `INSERT INTO audit_log ("at", "actor", "actorKind", "sourceIp", "requestId", "call", "route", "action",
         "entity", "entityKey", "storeCode", "changes")
       SELECT now() - (n % (400 * 86400)) * interval '1 second', 'user' || (n % 1000) || '@example.com', 'account',
              '10.0.0.' || (n % 250), md5(n::text), 'product.update', 'POST /api/product',
              (ARRAY['create','update','delete','action'])[1 + n % 4], 'entity' || (n % 20), 'K' || (n % 100000),
              'S' || lpad((n % 2000)::text, 4, '0'), jsonb_build_object('price', jsonb_build_array(n % 500, n % 700))
         FROM generate_series($1::bigint, $2::bigint) AS n`,
      [from, Math.min(rows, from + batch) - 1],
    );
  }
  await rebuildIndexes(db, indexes);
  await db.exec('VACUUM ANALYZE audit_log');
}

async function timed(times: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run(i);
    ms.push(performance.now() - start);
  }
  return ms;
}

async function searchFigures(db: Db, name: string, rows: number): Promise<Row[]> {
  const now = Math.floor(Date.now() / 1000);
  const searches: Array<[string, (i: number) => Record<string, unknown>]> = [
    ['first page, newest first', () => ({})],
    ['by who', (i) => ({ filter_actor: `user${(i * 37) % 1000}@example.com` })],
    [
      'by entity and key',
      (i) => ({ filter_entity: `entity${i % 20}`, filter_entityKey: `K${(i * 7919) % 100000}` }),
    ],
    ['by store', (i) => ({ filter_storeCode: `S${String((i * 53) % 2000).padStart(4, '0')}` })],
    ['by action', (i) => ({ filter_action: ['create', 'update', 'delete', 'action'][i % 4] })],
    [
      "by a day's time range",
      (i) => ({ filter_startDate: now - (i + 2) * DAY_SECONDS, filter_endDate: now - (i + 1) * DAY_SECONDS }),
    ],
  ];
  const out: Row[] = [];
  let slowest = { p95: 0, what: '', body: {} as Record<string, unknown> };
  for (const [what, body] of searches) {
    const ms = await timed(SEARCHES, (i) =>
      searchAuditLog(db, { start: 0, length: 25, ...body(i) }, undefined),
    );
    const p95 = quantile(ms, 0.95);
    if (p95 > slowest.p95) slowest = { p95, what, body: body(0) };
    out.push([
      `audit search ${what} p95`,
      `${p95.toFixed(1)} ms`,
      `${name}, ${rows.toLocaleString('en')} rows, p50 ${quantile(ms, 0.5).toFixed(1)} ms; goal p95 < 100 ms`,
    ]);
  }
  await explainSearch(db, slowest.what, slowest.body);
  return out;
}

/** prints the plan of each statement of one search (EXPLAIN ANALYZE, BUFFERS): the page and its two counts */
async function explainSearch(db: Db, what: string, body: Record<string, unknown>): Promise<void> {
  const statements: Array<{ sql: string; params?: unknown[] }> = [];
  const recording: Queryable = {
    query: async (sql, params) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  await searchAuditLog(recording, { start: 0, length: 25, ...body }, undefined);
  console.log(`audit search, the slowest (${what}): the plans of its statements`);
  for (const { sql, params } of statements) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log([sql.replace(/\s+/g, ' '), ...plan.map((line) => `  ${line['QUERY PLAN']}`)].join('\n'));
  }
}

/** the product's price in a one-row product file: a product update as an ERP sends it */
const oneProductFile = (price: number): string =>
  `prCode,layoutId,prName,prInfo_0,prInfo_1\nAUDITBENCH1,L01,Audited,Audited,${price}`;

/** p50 of `times` interleaved calls on each app, so that the machine's load falls on both alike */
async function interleaved(
  sides: Array<{ app: FastifyInstance; headers: Headers }>,
  times: number,
  call: (side: { app: FastifyInstance; headers: Headers }, i: number) => Promise<unknown>,
): Promise<number[][]> {
  const ms: number[][] = sides.map(() => []);
  for (let i = 0; i < times; i += 1)
    for (const [n, side] of sides.entries())
      ms[n].push(...(await timed(1, () => call(side, i * sides.length + n))));
  return ms;
}

/**
 * What the audit adds to a write, through the real route: the same server built twice on one database, auditing
 * (every server) and not (BuildOptions.audit false, the bench's only use of it); a product update as a one-row
 * product file (POST /product/file: parse, apply, history, the audit rows), then a file of every product's price.
 */
async function writeFigures(backend: Backend, name: string): Promise<Row[]> {
  const audited = await createTestApp(backend);
  const plain = await buildApp({ config: testConfig(), db: audited.db, audit: false });
  try {
    const sides = [
      { app: plain, headers: await login(plain, ADMIN) },
      { app: audited.app, headers: await login(audited.app, ADMIN) },
    ];
    await timedUpload(plain, sides[0].headers, oneProductFile(1));
    const [without, withAudit] = await interleaved(sides, UPDATES, (side, i) =>
      timedUpload(side.app, side.headers, oneProductFile(100 + (i % 800))),
    );
    await timedUpload(plain, sides[0].headers, productFile(BULK_ROWS, 0));
    const [bulkWithout, bulkWith] = await interleaved(sides, BULK_ROUNDS, (side, i) =>
      timedUpload(side.app, side.headers, productFile(BULK_ROWS, i + 1)),
    );
    const p50 = (ms: number[]) => quantile(ms, 0.5);
    const rate = (ms: number[]) => (BULK_ROWS / (p50(ms) / 1000)).toFixed(0);
    const share = (a: number[], b: number[]) => `${((p50(b) / p50(a) - 1) * 100).toFixed(0)} %`;
    return [
      ['product update without audit p50', `${p50(without).toFixed(2)} ms`, `${name}, ${ONE_FILE}`],
      ['product update audited p50', `${p50(withAudit).toFixed(2)} ms`, `${name}, the same call, audited`],
      ['audit write overhead, product update', share(without, withAudit), `${name}; goal < 10 %`],
      [
        `product file of ${BULK_ROWS.toLocaleString('en')} prices, without audit`,
        `${rate(bulkWithout)} rows/s`,
        `${name}, p50 of ${BULK_ROUNDS}`,
      ],
      [
        `product file of ${BULK_ROWS.toLocaleString('en')} prices, audited`,
        `${rate(bulkWith)} rows/s`,
        `${name}, an audit row per product changed; overhead ${share(bulkWithout, bulkWith)}`,
      ],
    ];
  } finally {
    await plain.close();
    await audited.close();
  }
}

export async function auditBenchRows(rows = rowsWanted()): Promise<Row[]> {
  const backend = backends.at(-1)!;
  const name = backend.name === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const writes = process.argv.includes('--search-only') ? [] : await writeFigures(backend, name);
  if (process.argv.includes('--writes-only')) return writes;
  const { db, drop } = await backend.open();
  try {
    await migrate(db);
    // PGlite at ten million rows takes long to fill: a tenth there, marked
    const count = backend.name === 'postgres' ? rows : Math.min(rows, rows / 10);
    await fill(db, count);
    return [...(await searchFigures(db, name, count)), ...writes];
  } finally {
    await drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  auditBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
