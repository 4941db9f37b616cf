// The audit log (issue 36) on PostgreSQL (127.0.0.1:5432, a temporary database; PGlite when it does not answer,
// figures marked): (1) the search at 10,000,000 rows (goal p95 < 100 ms): the first page newest first, and by who,
// by entity and key, by store, by action and by a day's time range, each 40 times, through the route's own
// repository call (server/repositories/auditLog.ts searchAuditLog, counts capped); (2) what the audit adds to a
// write: 300 product updates (one UPDATE of one product row) run as a write call runs them (server/db/auditedDb.ts:
// a transaction setting the audit context, the trigger writing its row) against the same updates without a call's
// context (no transaction, no trigger), interleaved so that the machine's load falls on both alike.
//   tsx scripts/bench/audit.ts [--rows 10000000]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { runAudited, type AuditContext } from '../../server/db/auditContext.ts';
import { auditedDb } from '../../server/db/auditedDb.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { searchAuditLog } from '../../server/repositories/auditLog.ts';
import { backends } from '../../tests/server/backends.ts';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const DEFAULT_ROWS = 10_000_000;
const SEARCHES = 40;
const UPDATES = 300;
const DAY_SECONDS = 86_400;

function rowsWanted(): number {
  const at = process.argv.indexOf('--rows');
  return at > 0 ? Number(process.argv[at + 1]) : DEFAULT_ROWS;
}

/** `rows` audit rows over 400 days: 1,000 actors, 2,000 stores, 20 entities, the four row actions */
async function fill(db: Db, rows: number): Promise<void> {
  const batch = 1_000_000;
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
  await db.exec('ANALYZE audit_log');
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
  for (const [what, body] of searches) {
    const ms = await timed(SEARCHES, (i) =>
      searchAuditLog(db, { start: 0, length: 25, ...body(i) }, undefined),
    );
    out.push([
      `audit search ${what} p95`,
      `${quantile(ms, 0.95).toFixed(1)} ms`,
      `${name}, ${rows.toLocaleString('en')} rows, p50 ${quantile(ms, 0.5).toFixed(1)} ms; goal p95 < 100 ms`,
    ]);
  }
  return out;
}

const CONTEXT: AuditContext = {
  actor: 'bench@example.com',
  actorKind: 'account',
  sourceIp: '127.0.0.1',
  requestId: 'bench',
  call: 'product.update',
  route: 'POST /api/product',
};

async function writeFigures(db: Db, name: string): Promise<Row[]> {
  const audited = auditedDb(db);
  const [product] = await db.query<{ storeCode: string; prCode: string }>(
    'SELECT "storeCode", "prCode" FROM products LIMIT 1',
  );
  if (!product) return [['audit write overhead', 'n/a', `${name}: no product to update`]];
  const update = (target: Db, price: number) =>
    target.query('UPDATE products SET "prName" = $3 WHERE "storeCode" = $1 AND "prCode" = $2', [
      product.storeCode,
      product.prCode,
      String(price),
    ]);
  const plain: number[] = [];
  const withAudit: number[] = [];
  for (let i = 0; i < UPDATES; i += 1) {
    plain.push(...(await timed(1, () => update(audited, i))));
    withAudit.push(
      ...(await timed(1, () =>
        runAudited({ ...CONTEXT, requestId: `bench-${i}` }, () => update(audited, i + 1)),
      )),
    );
  }
  const p50 = (ms: number[]) => quantile(ms, 0.5);
  const overhead = (p50(withAudit) / p50(plain) - 1) * 100;
  return [
    [
      'product update without audit p50',
      `${p50(plain).toFixed(2)} ms`,
      `${name}, one UPDATE of one product, no call context`,
    ],
    [
      'product update audited p50',
      `${p50(withAudit).toFixed(2)} ms`,
      `${name}, the same as a write call runs it (context, trigger row)`,
    ],
    [
      'audit write overhead (statement)',
      `${overhead.toFixed(0)} %`,
      `${name}; of a whole product update call it is a smaller share (HTTP, validation, history); goal < 10 %`,
    ],
  ];
}

export async function auditBenchRows(rows = rowsWanted()): Promise<Row[]> {
  const backend = backends.at(-1)!;
  const name = backend.name === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const { db, drop } = await backend.open();
  try {
    await migrate(db);
    await db.query(`INSERT INTO products ("storeCode", "prCode", "prName") VALUES ('S0001', 'P1', 'Bench')`);
    const writes = await writeFigures(db, name);
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
