// Delivery service levels at the issue's scale (issue 27 §1): "the store table answers in under 200 ms at 500 stores
// x 20,000 tags with 30 days of history", on PostgreSQL. It runs on the fleet of scripts/bench/fleetLatency.ts (500
// stores x 20,000 tags, 10 million tags, server/sim/fleet.ts) while its server runs, so the history's tags are the
// fleet's own. The daily volume per tag (DAILY_VOLUME): a price change to 3 % of a store's tags a day, the weekly
// promotion changing 10 % more on Mondays, and an LED flash (picking) on 1 %: about 1,090 updates per store and day,
// 16 million over 30 days (today whole: the figures of a day's end, the delivery job's heaviest run). Generated in
// SQL with generate_series (store, day, update number → a tag by hash), ten stores a statement, two statements at a
// time, the secondary indexes dropped first and rebuilt after: each update is a delivery attempt and its update row
// (update_task_tags, which the figures read for cancelled updates). Outcomes by hash: most confirmed within a
// minute, a tail of minutes (heavier at one store in ten), 3 % failed with a cause. Then the 30 days are rolled
// up and the `delivery` job run by their own code (DeliveryRepository.rollup, runDeliveryJob: a first run, which
// also raises DELIVERY TARGET MISSED for the closed days, then the steady run: today's rollup), and through the
// fleet's server, sequentially: the store table (POST /delivery/store/search: the first page, sorted by p95, the
// stores that missed), the map (GET /delivery/stores, every store), a store's detail (GET /delivery/store/{code},
// today live) and its late tags (POST /delivery/store/{code}/late/search). p50 / p95.
// In `npm run bench` with the fleets; alone (builds the fleet, then this): tsx scripts/bench/delivery.ts [500x20000]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { openDb } from '../../server/db/open';
import { runDeliveryJob } from '../../server/delivery/deliveryJob';
import { DEFAULT_DELIVERY_TARGET, DeliveryRepository } from '../../server/repositories/delivery';
import { dropSecondaryIndexes, inPairs, rebuildIndexes } from '../../server/seed/bulkFleet';
import { parseFleet } from '../../server/sim/fleet';
import { ADMIN } from '../../tests/server/helpers';
import { fleetLatency, timed, type BuiltFleet } from './fleetLatency';
import { printTable, type Row } from './table';

export const BENCH_FLEET = '500x20000';
export const BENCH_DAYS = 30;
/** updates a day per 1,000 tags of a store: price changes, the Monday promotion (on top), LED flashes */
export const DAILY_VOLUME = { pricePerMille: 30, promotionPerMille: 100, ledPerMille: 10 };
const CALLS = 100;
const STORES_PER_STATEMENT = 10;
/**
 * task ids of the bench's updates: one task per store, day and kind, as a store's updates are sent (TASK_BASE +
 * (store number x days + day) x 2 + kind). One task per day and kind for every store of the fleet (60 tasks of a
 * million rows each at 40 million tags) made the planner hash-join every update row of the database where a task's
 * rows are read by its key (the demo seed's delivery attempts outlasted the statement timeout on the chain fleet).
 */
const TASK_BASE = 900_000_000;

/**
 * $1 store codes, $2 days, $3 tags per store, $4..$6 the volume per mille, $7 the fleet's number of the first store
 * (from 0: the task ids). Per store, day d (0 = today) and kind,
 * update k picks tag 1 + hash % tags; asked at k / n of the day; the outcome a hash h in [0, 10000).
 */
const HISTORY = `
  WITH x AS (
    SELECT s.code, d, v.kind, k, v.n, abs(hashtext(s.code || ':' || d || ':' || v.kind || ':' || k)::bigint) AS pick,
      abs(hashtext(s.code)::bigint) % 10 = 0 AS weak,
      ${TASK_BASE} + (($7::bigint + s.ord - 1) * $2::int + d) * 2 + CASE WHEN v.kind = 'LED' THEN 1 ELSE 0 END AS task
    FROM unnest($1::text[]) WITH ORDINALITY AS s(code, ord)
    CROSS JOIN generate_series(0, $2::int - 1) AS d
    CROSS JOIN LATERAL (VALUES
      ('PRODUCT', ($3::int * ($4::int + CASE WHEN extract(isodow FROM current_date - d) = 1 THEN $5::int ELSE 0 END)) / 1000),
      ('LED', $3::int * $6::int / 1000)) AS v(kind, n)
    CROSS JOIN LATERAL generate_series(1, v.n) AS k),
  y AS (
    SELECT x.*, t."tagId", t."tagMac", t."gwMac", pick % 10000 AS h,
      (current_date - d)::timestamptz + make_interval(secs => (k - 0.5) * 86400.0 / n) AS asked
    FROM x CROSS JOIN LATERAL (
      -- a key lookup per update (LIMIT keeps the planner from hashing the 10 million tags instead)
      SELECT t."tagId", t."tagMac", t."gwMac" FROM tags t
      WHERE t."tagId" = x.code || lpad((1 + x.pick % $3::int)::text, 6, '0') LIMIT 1) t),
  z AS (
    SELECT y.*, h < 300 AS failed,
      CASE WHEN h < (CASE WHEN weak THEN 7500 ELSE 9300 END) THEN 2 + h % 58
        WHEN h < 9850 THEN 60 + h % 240 ELSE 300 + (h * 7) % 1500 END::float8 AS secs
    FROM y),
  a AS (
    INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", "askedAt",
      "takenAt", "confirmedAt", "failedAt", tries, cause, seconds)
    SELECT task, "tagId", code, "tagMac", "gwMac",
      kind, asked, asked + interval '2 seconds',
      CASE WHEN NOT failed THEN asked + make_interval(secs => secs) END,
      CASE WHEN failed THEN asked + interval '4 minutes' END,
      CASE WHEN failed THEN 4 WHEN secs > 60 THEN 2 ELSE 1 END,
      CASE WHEN failed THEN (ARRAY['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'])[1 + h % 6] END,
      CASE WHEN NOT failed THEN secs END
    FROM z
    ON CONFLICT DO NOTHING
    RETURNING "taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", "askedAt", "confirmedAt", "failedAt")
  INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType", status, "createdAt",
    "updatedAt")
  SELECT "taskId", "tagId", "storeCode", "tagMac", "gwMac", "taskType",
    CASE WHEN "confirmedAt" IS NULL THEN 'NG' ELSE 'OK' END, "askedAt", coalesce("confirmedAt", "failedAt")
  FROM a`;

/**
 * the BENCH_DAYS of delivery history of these stores (the chain bench's too, scripts/bench/chainBuild.ts);
 * `firstStore`: the fleet's number of codes[0], from 0 (the stores' task ids stay apart)
 */
export async function insertDeliveryHistory(
  db: Db,
  codes: string[],
  tagsPerStore: number,
  firstStore: number,
): Promise<void> {
  await db.query(HISTORY, [
    codes,
    BENCH_DAYS,
    tagsPerStore,
    DAILY_VOLUME.pricePerMille,
    DAILY_VOLUME.promotionPerMille,
    DAILY_VOLUME.ledPerMille,
    firstStore,
  ]);
}

/** the delivery history of every store of the fleet, in SQL; answers the attempts written */
async function generateHistory(db: Db, tagsPerStore: number, log: (line: string) => void): Promise<number> {
  const codes = (await db.query<{ storeCode: string }>('SELECT "storeCode" FROM stores ORDER BY 1')).map(
    (s) => s.storeCode,
  );
  const indexes = await dropSecondaryIndexes(db, ['delivery_attempts', 'update_task_tags']);
  const chunks: Array<{ chunk: string[]; first: number }> = [];
  for (let i = 0; i < codes.length; i += STORES_PER_STATEMENT)
    chunks.push({ chunk: codes.slice(i, i + STORES_PER_STATEMENT), first: i });
  let done = 0;
  await inPairs(chunks, async ({ chunk, first }) => {
    await insertDeliveryHistory(db, chunk, tagsPerStore, first);
    done += chunk.length;
    if (done % 100 === 0 || done === codes.length) log(`${done}/${codes.length} stores`);
  });
  log(`rebuilding ${indexes.length} indexes`);
  await rebuildIndexes(db, indexes);
  for (const table of ['delivery_attempts', 'update_task_tags']) await db.query(`VACUUM ANALYZE ${table}`);
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*)::bigint AS n FROM delivery_attempts');
  return Number(n);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** the delivery figures on a built fleet (PostgreSQL): generation, rollups, job runs, the screens' calls */
async function measureOnFleet(fleet: BuiltFleet, tagsPerStore: number): Promise<Row[]> {
  if (!fleet.databaseUrl) return [['delivery service levels', 'not measured', 'PostgreSQL fleets only']];
  const log = (line: string) => console.log(`delivery bench: ${line}`);
  const db = await openDb({ ...loadConfig(), databaseUrl: fleet.databaseUrl, statementTimeoutMs: 0 });
  try {
    let started = performance.now();
    const attempts = await generateHistory(db, tagsPerStore, log);
    const generateMs = performance.now() - started;
    const [{ stores }] = await db.query<{ stores: number }>('SELECT count(*)::int AS stores FROM stores');
    const where = `${stores} stores x ${tagsPerStore.toLocaleString('en')} tags, ${BENCH_DAYS} days, ${attempts.toLocaleString('en')} attempts`;
    const repo = new DeliveryRepository(db);
    const now = new Date();
    const { today } = await repo.today(now);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (BENCH_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    log('rolling up 30 days');
    started = performance.now();
    await repo.rollup(now, from, today, DEFAULT_DELIVERY_TARGET);
    const rollupMs = performance.now() - started;
    await db.query('VACUUM ANALYZE delivery_daily');
    started = performance.now();
    const first = await runDeliveryJob(db, DEFAULT_DELIVERY_TARGET, new Date());
    const firstMs = performance.now() - started;
    started = performance.now();
    await runDeliveryJob(db, DEFAULT_DELIVERY_TARGET, new Date());
    const steadyMs = performance.now() - started;
    const rows: Row[] = [
      [
        'delivery history generated (PostgreSQL)',
        seconds(generateMs),
        `${where}; generate_series, indexes rebuilt`,
      ],
      ['delivery rollup of 30 days', seconds(rollupMs), `${where}; DeliveryRepository.rollup`],
      [
        'delivery job, first run',
        seconds(firstMs),
        `today rolled up, ${first.alarms} DELIVERY TARGET MISSED raised for the closed days`,
      ],
      ['delivery job, steady run (today)', seconds(steadyMs), `${where}; runDeliveryJob, today's rollup`],
    ];
    const [busiest] = await db.query<{ storeCode: string }>(
      `SELECT "storeCode" FROM delivery_daily WHERE day = $1::date ORDER BY count DESC, "storeCode" LIMIT 1`,
      [today],
    );
    const api = (path: string, body?: unknown) =>
      fetch(`${fleet.apiBase}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { ...fleet.headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const store = encodeURIComponent(busiest.storeCode);
    const cases: Array<[string, () => Promise<Response>, string]> = [
      ['POST /delivery/store/search (25 rows)', () => api('/delivery/store/search', {}), 'goal < 200 ms'],
      [
        'POST /delivery/store/search by p95 desc',
        () => api('/delivery/store/search', { order: [{ column: 'p95', dir: 'desc' }] }),
        'goal < 200 ms',
      ],
      [
        'POST /delivery/store/search missed only',
        () => api('/delivery/store/search', { filter_status: 'MISSED' }),
        'goal < 200 ms',
      ],
      [
        'GET /delivery/stores (map, every store)',
        () => api('/delivery/stores'),
        'every store of the session',
      ],
      [
        'GET /delivery/store/{code} (detail, today live)',
        () => api(`/delivery/store/${store}`),
        `${busiest.storeCode}, the busiest store today`,
      ],
      [
        'POST /delivery/store/{code}/late/search',
        () => api(`/delivery/store/${store}/late/search`, {}),
        `${busiest.storeCode}, 10 rows`,
      ],
    ];
    for (const [name, call, note] of cases) {
      await timed(5, call);
      const figure = await timed(CALLS, call);
      rows.push(
        [`${name} p50`, `${figure.p50.toFixed(1)} ms`, `${where}; ${note}`],
        [`${name} p95`, `${figure.p95.toFixed(1)} ms`, `${CALLS} sequential calls over HTTP`],
      );
    }
    return rows;
  } finally {
    await db.close();
  }
}

/** fleetLatency's onFleet for a fleet spec ('500x20000'): the delivery figures on it */
export function deliveryOnFleet(fleetSpec: string): (fleet: BuiltFleet) => Promise<Row[]> {
  const { tags } = parseFleet(fleetSpec);
  return (fleet) => measureOnFleet(fleet, tags);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fleet = process.argv[2] ?? BENCH_FLEET;
  fleetLatency('postgres', fleet, CALLS, ADMIN, deliveryOnFleet(fleet))
    .then((figures) => printTable(figures.more))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
