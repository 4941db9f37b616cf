// Read replicas (issue 37) on a primary and a streaming standby of its own (tests/support/pgServer.ts): (1) the read
// part of the mixed load (product searches and dashboards, as scripts/bench/instances.ts mixes them) on one app
// without a replica, then with one, same run and database: CLIENTS clients each send their next request when the
// last is answered; the figure is the throughput ratio. Everything shares the machine: on 2 cores the replica adds
// little, the figure is for larger machines. (2) the replica's lag, as the server's probe measures it
// (server/db/replicas.ts, every PROBE_MS), while a 100,000-row product file is imported on the primary.
// Runs alone: tsx scripts/bench/replicas.ts [--seconds 15]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import type { Db } from '../../server/db/db.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { ReadReplicas } from '../../server/db/replicas.ts';
import { ADMIN, login, prepareTestDb, type Headers } from '../../tests/server/helpers';
import {
  hasPostgresBinaries,
  startPgServer,
  waitForReplay,
  type PgServer,
} from '../../tests/support/pgServer';
import { BENCH_PRODUCT_ROWS, productFile, timedUpload } from './productFiles';
import { closedLoop, type ClosedLoopFigures } from './closedLoop';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const CLIENTS = 16;
const STORES = ['KR001', 'KR002', 'JP001'];
const PROBE_MS = 50;
const DATABASE = 'esl';

/** the read mix: 5 product searches to 3 dashboards */
function read(app: FastifyInstance, headers: Headers, i: number) {
  if (i % 8 >= 5) return app.inject({ method: 'GET', url: `/api/stats/dashboard?t=${i}`, headers });
  return app.inject({
    method: 'POST',
    url: `/api/status/store/${STORES[i % STORES.length]}/product/search`,
    headers,
    payload: { start: (i % 4) * 10, length: 10, ...(i % 3 ? { filter_prCode: String(i % 10) } : {}) },
  });
}

/** the read mix for `seconds` by CLIENTS clients in a closed loop */
const readLoad = (app: FastifyInstance, headers: Headers, seconds: number) =>
  closedLoop(CLIENTS, seconds, async (i) => (await read(app, headers, i)).statusCode === 200);

async function mixedLoadRows(db: Db, primary: PgServer, standby: PgServer, seconds: number): Promise<Row[]> {
  const figures: Array<{ replicas: number } & ClosedLoopFigures> = [];
  for (const readUrls of [[], [standby.url(DATABASE)]]) {
    const config: Partial<Config> = { databaseUrl: primary.url(DATABASE), databaseReadUrls: readUrls };
    const app = await buildApp({ config: testConfig(config), db });
    try {
      const headers = await login(app, ADMIN);
      await readLoad(app, headers, 2); // warm up
      console.log(
        `bench: mixed read load with ${readUrls.length} replica(s), ${CLIENTS} clients, ${seconds} s`,
      );
      figures.push({ replicas: readUrls.length, ...(await readLoad(app, headers, seconds)) });
    } finally {
      await app.close();
    }
  }
  const [none, one] = figures;
  const row = (f: (typeof figures)[number]): Row => [
    `mixed read load with ${f.replicas} read replica${f.replicas === 1 ? '' : 's'}`,
    `${f.throughput.toFixed(0)} req/s`,
    `p95 ${f.p95.toFixed(0)} ms; ${CLIENTS} clients, closed loop, ${seconds} s, in process; ${f.errors} errors`,
  ];
  return [
    row(none!),
    row(one!),
    [
      'mixed read load, 1 vs 0 replica',
      `${(one!.throughput / none!.throughput).toFixed(2)}x`,
      'throughput ratio, same run and database; primary, replica and load share the machine',
    ],
  ];
}

async function importLagRows(db: Db, primary: PgServer, standby: PgServer): Promise<Row[]> {
  const replicas = await ReadReplicas.open(db, [standby.url(DATABASE)], {
    maxLagMs: 600_000,
    probeMs: PROBE_MS,
  });
  const app = await buildApp({ config: testConfig({ databaseUrl: primary.url(DATABASE) }), db });
  const lags: number[] = [];
  let importing = true;
  const sampler = (async () => {
    while (importing) {
      await replicas.probe();
      lags.push(replicas.states()[0].lagMs ?? Number.NaN);
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
    }
  })();
  try {
    const headers = await login(app, ADMIN);
    console.log(
      `bench: replica lag during a ${BENCH_PRODUCT_ROWS.toLocaleString('en-US')}-row product import`,
    );
    const { seconds } = await timedUpload(app, headers, productFile(BENCH_PRODUCT_ROWS, 0));
    importing = false;
    await sampler;
    const caughtUp = performance.now();
    await waitForReplay(primary, standby);
    const tail = performance.now() - caughtUp;
    const where = `${BENCH_PRODUCT_ROWS.toLocaleString('en-US')}-row product file, ${seconds.toFixed(1)} s import`;
    return [
      [
        'replica lag during a product import, max',
        `${Math.max(...lags).toFixed(0)} ms`,
        `${where}; WAL rule of server/db/replicas.ts, ${lags.length} probes`,
      ],
      ['replica lag during a product import, p95', `${quantile(lags, 0.95).toFixed(0)} ms`, where],
      ['replica catch-up after the import', `${tail.toFixed(0)} ms`, 'from the answer to the WAL replayed'],
    ];
  } finally {
    importing = false;
    await sampler;
    await app.close();
    await replicas.close();
  }
}

export async function replicaBenchRows(options: { seconds?: number } = {}): Promise<Row[]> {
  if (!hasPostgresBinaries()) execFileSync('bash', ['scripts/ensure-postgres.sh'], { stdio: 'inherit' });
  const primary = await startPgServer({ name: 'bench-primary' });
  let standby: PgServer | undefined;
  let db: Db | undefined;
  try {
    const admin = new pg.Client({ connectionString: primary.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    db = await openPostgres(primary.url(DATABASE));
    await prepareTestDb(db);
    standby = await startPgServer({ name: 'bench-standby', standbyOf: primary });
    await waitForReplay(primary, standby);
    return [
      ...(await mixedLoadRows(db, primary, standby, options.seconds ?? 15)),
      ...(await importLagRows(db, primary, standby)),
    ];
  } finally {
    await db?.close();
    await standby?.remove();
    await primary.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '15' } } });
  printTable(await replicaBenchRows({ seconds: Number(values.seconds) }));
}
