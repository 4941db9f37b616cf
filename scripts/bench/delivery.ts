// Delivery service levels (issue 27 §1): the /delivery store table's answer time at 500 stores with 30 days of
// delivery history on PostgreSQL (127.0.0.1:5432, a fresh database through tests/server/helpers.ts). The
// attempts are generated in SQL with generate_series: per store and day `perStoreDay` updates spread over the
// business hours, most confirmed within a minute, a tail of minutes (heavier at one store in ten), about 3 %
// failed with a cause; then the 30 days are rolled up (timed) and the delivery job's run for today is timed.
// Timed, sequentially: POST /delivery/store/search (25 rows, default sort; sorted by p95 descending; filtered to
// the stores that missed) and GET /delivery/stores (every store, the map). p50 / p95.
// Runs alone: tsx scripts/bench/delivery.ts [perStoreDay]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { runDeliveryJob } from '../../server/delivery/deliveryJob';
import { DEFAULT_DELIVERY_TARGET, DeliveryRepository } from '../../server/repositories/delivery';
import { ADMIN, backends, createTestApp, login } from '../../tests/server/helpers';
import { quantile } from './stats';
import { printTable, type Row } from './table';

export const BENCH_STORES = 500;
export const BENCH_TAGS_PER_STORE = 20_000;
export const BENCH_DAYS = 30;
/** updates per store and day: 1,000 x 500 stores x 30 days = 15 million attempts (a full 20,000 per store and
 * day would be 300 million rows, hours to generate here; the table reads the rollups, whose size is the same) */
export const BENCH_UPDATES_PER_STORE_DAY = 1_000;
const CALLS = 100;

export async function deliveryBenchRows(perStoreDay = BENCH_UPDATES_PER_STORE_DAY): Promise<Row[]> {
  const backend = backends.find((b) => b.name === 'postgres');
  if (!backend) return [['delivery store table', 'not measured', 'no PostgreSQL at 127.0.0.1:5432']];
  const t = await createTestApp(backend);
  try {
    const started = performance.now();
    await t.db.query(
      `INSERT INTO stores ("storeCode", "storeName", position)
       SELECT 'DL' || lpad(n::text, 4, '0'), 'Delivery bench ' || n,
         jsonb_build_object('latitude', 34 + (n % 50) / 10.0, 'longitude', 127 + (n / 50) / 5.0)
       FROM generate_series(1, $1::int) n`,
      [BENCH_STORES],
    );
    // day d (0 = today) of store s, update k: task 10^6 + d, tag 'DL0001-000123'; h decides the outcome
    await t.db.query(
      `INSERT INTO delivery_attempts ("taskId", "tagId", "storeCode", "tagMac", "taskType", "askedAt", "takenAt",
         "confirmedAt", "failedAt", tries, cause, seconds)
       SELECT 1000000 + d, s."storeCode" || '-' || lpad(k::text, 6, '0'), s."storeCode", NULL, 'PRODUCT', asked,
         asked + interval '2 seconds',
         CASE WHEN NOT failed THEN asked + make_interval(secs => secs) END,
         CASE WHEN failed THEN asked + interval '4 minutes' END,
         CASE WHEN failed THEN 4 WHEN secs > 60 THEN 2 ELSE 1 END,
         CASE WHEN failed THEN (ARRAY['gatewayOffline', 'weakSignal', 'lowBattery', 'timeout', 'tagBusy', 'refused'])[1 + h % 6] END,
         CASE WHEN NOT failed THEN secs END
       FROM stores s
       CROSS JOIN generate_series(0, $1::int - 1) d
       CROSS JOIN generate_series(1, $2::int) k
       CROSS JOIN LATERAL (SELECT abs(hashtext(s."storeCode" || ':' || d || ':' || k)) % 10000 AS h,
         abs(hashtext(s."storeCode")) % 10 = 0 AS weak) x
       CROSS JOIN LATERAL (SELECT
         (current_date - d)::timestamptz + interval '7 hours' + make_interval(secs => (k * 43200.0 / $2)) AS asked,
         x.h < 300 AS failed,
         CASE WHEN x.h < (CASE WHEN x.weak THEN 7500 ELSE 9300 END) THEN 2 + x.h % 58
           WHEN x.h < 9850 THEN 60 + x.h % 240 ELSE 300 + (x.h * 7) % 1500 END::float8 AS secs) y
       WHERE s."storeCode" LIKE 'DL%' AND y.asked <= now()`,
      [BENCH_DAYS, perStoreDay],
    );
    await t.db.query('VACUUM (ANALYZE) delivery_attempts');
    const [{ n }] = await t.db.query<{ n: string }>('SELECT count(*)::bigint AS n FROM delivery_attempts');
    const generateSeconds = (performance.now() - started) / 1000;
    const repo = new DeliveryRepository(t.db);
    const { today } = await repo.today(new Date());
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (BENCH_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const rolling = performance.now();
    await repo.rollup(new Date(), from, today, DEFAULT_DELIVERY_TARGET);
    const rollupSeconds = (performance.now() - rolling) / 1000;
    await t.db.query('VACUUM (ANALYZE) delivery_daily');
    const jobStarted = performance.now();
    await runDeliveryJob(t.db, DEFAULT_DELIVERY_TARGET, new Date());
    const jobMs = performance.now() - jobStarted;
    const headers = await login(t.app, ADMIN);
    const where = `${BENCH_STORES} stores, ${BENCH_DAYS} days, ${Number(n).toLocaleString('en')} attempts`;
    const rows: Row[] = [
      [
        'delivery history generated (PostgreSQL)',
        `${generateSeconds.toFixed(0)} s`,
        `${where}, generate_series`,
      ],
      ['delivery rollup of 30 days', `${rollupSeconds.toFixed(1)} s`, `${where} into delivery_daily`],
      ['delivery job run (today + unclosed days)', `${jobMs.toFixed(0)} ms`, where],
    ];
    const cases: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [
      [
        'POST /delivery/store/search (25 rows)',
        () => t.app.inject({ method: 'POST', url: '/api/delivery/store/search', headers, payload: {} }),
      ],
      [
        'POST /delivery/store/search by p95 desc',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/delivery/store/search',
            headers,
            payload: { order: [{ column: 'p95', dir: 'desc' }] },
          }),
      ],
      [
        'POST /delivery/store/search missed only',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/delivery/store/search',
            headers,
            payload: { filter_status: 'MISSED' },
          }),
      ],
      [
        'GET /delivery/stores (map, every store)',
        () => t.app.inject({ method: 'GET', url: '/api/delivery/stores', headers }),
      ],
    ];
    for (const [name, call] of cases) {
      for (let i = 0; i < 5; i++) await call();
      const samples: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const begun = performance.now();
        const answer = await call();
        samples.push(performance.now() - begun);
        if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
      }
      rows.push(
        [`${name} p50`, `${quantile(samples, 0.5).toFixed(1)} ms`, `${where}; goal < 200 ms`],
        [`${name} p95`, `${quantile(samples, 0.95).toFixed(1)} ms`, `${CALLS} sequential calls, in process`],
      );
    }
    return rows;
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perStoreDay = Number(process.argv[2] ?? BENCH_UPDATES_PER_STORE_DAY);
  deliveryBenchRows(perStoreDay)
    .then((rows) => printTable(rows))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
