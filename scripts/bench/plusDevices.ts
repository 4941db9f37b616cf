// Signage device search (issue 14): POST /status/store/{code}/plus/device/search at 50,000 devices, all in one
// store (the worst case: the store's search reads, filters and sorts them all), generated in SQL with
// generate_series beside the demo's displays. Timed, sequentially: the first page (mac order), a name sort, a
// name filter (contains), a status filter with a recvTime sort, and a deep page. p50 / p95 through the API
// (app.inject: routing, guard with its session read, SQL, JSON), and the repository's own time (the SQL of the
// search and its mapping, without HTTP and session). On PostgreSQL (127.0.0.1:5432) when it answers, and PGlite.
// Runs alone: tsx scripts/bench/plusDevices.ts [devices]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SearchBody } from '../../server/db/search';
import { PlusDevicesRepository } from '../../server/repositories/plusDevices';
import { ADMIN, backends, createTestApp, login } from '../../tests/server/helpers';
import { quantile } from './stats';
import { printTable, type Row } from './table';

export const BENCH_DEVICES = 50_000;
const CALLS = 200;
const STORE = 'KR001';

const CASES: Array<[string, (i: number) => SearchBody]> = [
  ['first page, mac order', () => ({ start: 0, length: 25 })],
  ['name sort desc', (i) => ({ start: (i % 20) * 25, length: 25, order: [{ column: 'name', dir: 'desc' }] })],
  ['name contains', (i) => ({ length: 25, filter_name: `Screen ${(i % 90) + 10}` })],
  [
    'status OFFLINE, recvTime sort',
    () => ({ length: 25, filter_status: 'OFFLINE', order: [{ column: 'recvTime', dir: 'desc' }] }),
  ],
  ['page 1,000 (start 24,975)', () => ({ start: 24_975, length: 25 })],
];

export async function plusDeviceBenchRows(devices = BENCH_DEVICES): Promise<Row[]> {
  const rows: Row[] = [];
  for (const backend of backends) {
    const t = await createTestApp(backend);
    try {
      const started = performance.now();
      await t.db.query(
        `INSERT INTO plus_devices ("storeCode", mac, name, model, ver, status, networks, volume, "maxVolume",
           brightness, tz, "screenWidth", "screenHeight", template, products, show, "reportedShow", "syncedAt",
           "recvTime", mode, "updatedAt")
         SELECT $1, 'be' || lpad(to_hex(n), 10, '0'), 'Screen ' || n,
           (ARRAY['IP231A','IP354A','IP231TA','IP231TB','IP291TA','IPFINDERA','IPMINI'])[1 + n % 7],
           '2.2.' || (n % 4), CASE WHEN n % 10 = 0 THEN 'OFFLINE' ELSE 'ONLINE' END,
           jsonb_build_array(jsonb_build_object('type', 'wifi', 'rssi', -40 - n % 40)), 50, 100, 200, 'Asia/Seoul',
           1920, 158, CASE WHEN n % 3 = 0 THEN 'Main' END,
           jsonb_build_array(jsonb_build_object('index', 0, 'prCode', 'P' || n)),
           '[{"duration":30,"bgColor":"#000000","object":[]}]'::jsonb,
           '[{"duration":30,"bgColor":"#000000","object":[]}]'::jsonb, now(),
           now() - (n % 3600) * interval '1 second', 0, now()
         FROM generate_series(1, $2) n`,
        [STORE, devices],
      );
      // autovacuum does this on an insert-heavy table; the store's counts read the index only with it
      await t.db.query('VACUUM (ANALYZE) plus_devices');
      const [{ n }] = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM plus_devices WHERE "storeCode" = $1',
        [STORE],
      );
      rows.push([
        `plus devices generated (${backend.name})`,
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
        `${n.toLocaleString('en')} devices in ${STORE}, generate_series`,
      ]);
      const headers = await login(t.app, ADMIN);
      for (const [name, body] of CASES) {
        const call = async (i: number) => {
          const begun = performance.now();
          const answer = await t.app.inject({
            method: 'POST',
            url: `/api/status/store/${STORE}/plus/device/search`,
            headers,
            payload: body(i),
          });
          const took = performance.now() - begun;
          if (answer.statusCode !== 200)
            throw new Error(`device search: ${answer.statusCode} ${answer.body}`);
          return took;
        };
        for (let i = 0; i < 5; i++) await call(i + CALLS);
        const samples: number[] = [];
        for (let i = 0; i < CALLS; i++) samples.push(await call(i));
        const repo = new PlusDevicesRepository(t.db);
        const sql: number[] = [];
        for (let i = 0; i < CALLS / 2; i++) {
          const begun = performance.now();
          await repo.searchOf(STORE, body(i));
          sql.push(performance.now() - begun);
        }
        rows.push(
          [
            `device search repository p95 (${name})`,
            `${quantile(sql, 0.95).toFixed(1)} ms`,
            `${backend.name}, ${CALLS / 2} calls, no HTTP or session`,
          ],
          [
            `device search p50 (${name})`,
            `${quantile(samples, 0.5).toFixed(1)} ms`,
            `${backend.name}, ${CALLS} calls`,
          ],
          [
            `device search p95 (${name})`,
            `${quantile(samples, 0.95).toFixed(1)} ms`,
            `${backend.name}, ${n.toLocaleString('en')} devices in one store; goal < 50 ms`,
          ],
        );
      }
    } finally {
      await t.close();
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  plusDeviceBenchRows(Number(process.argv[2] ?? BENCH_DEVICES))
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
