// Prometheus metrics (issue 37) on PGlite in memory, the app built as the server builds it: (1) what metrics cost a
// request, the median of GET /api/version (public, no database) answered through inject with metrics off and on;
// (2) a scrape of GET /metrics after requests on many routes: its time (p50, p95; three small statements included)
// and its size.
//   tsx scripts/bench/metrics.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { type Config } from '../../server/config.ts';
import { testConfig } from '../../server/testConfig.ts';
import { openPgliteWorker } from '../../server/db/pgliteWorker.ts';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const REQUESTS = 2000;
const SCRAPES = 50;
const TOKEN = 'bench-metrics-token-0123456789';

async function withApp<T>(config: Partial<Config>, run: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const db = await openPgliteWorker('memory://');
  const app = await buildApp({ config: testConfig({ mailPollMs: 0, webhookPollMs: 0, ...config }), db });
  try {
    return await run(app);
  } finally {
    await app.close();
    await db.close();
  }
}

async function requestMicros(app: FastifyInstance): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < REQUESTS; n += 1) {
    const start = performance.now();
    await app.inject({ method: 'GET', url: '/api/version' });
    times.push((performance.now() - start) * 1000);
  }
  return quantile(times.slice(REQUESTS / 4), 0.5);
}

async function scrapes(app: FastifyInstance): Promise<{ ms: number[]; bytes: number; series: number }> {
  // requests on many routes (found and not found), so the scrape carries a realistic number of series
  for (let n = 0; n < 200; n += 1) await app.inject({ method: 'GET', url: `/api/no/such/${n}` });
  for (const url of [
    '/api/version',
    '/api/auth/login',
    '/api/status/server',
    '/api/tag/status/collecting/store',
  ])
    for (let n = 0; n < 20; n += 1) await app.inject({ method: 'GET', url });
  const ms: number[] = [];
  let body = '';
  for (let n = 0; n < SCRAPES; n += 1) {
    const start = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    ms.push(performance.now() - start);
    body = response.body;
  }
  const series = body.split('\n').filter((line) => line !== '' && !line.startsWith('#')).length;
  return { ms, bytes: Buffer.byteLength(body), series };
}

export async function metricsBenchRows(): Promise<Row[]> {
  const off = await withApp({}, requestMicros);
  const { on, scrape } = await withApp({ metricsToken: TOKEN }, async (app) => ({
    on: await requestMicros(app),
    scrape: await scrapes(app),
  }));
  return [
    [
      'GET /api/version, metrics off',
      `${off.toFixed(0)} µs`,
      `median of ${REQUESTS} (inject, PGlite in memory)`,
    ],
    [
      'GET /api/version, metrics on',
      `${on.toFixed(0)} µs`,
      `the difference is what the HTTP and DB families cost`,
    ],
    [
      'GET /metrics p50',
      `${quantile(scrape.ms, 0.5).toFixed(1)} ms`,
      `${SCRAPES} scrapes, queue and job readings included`,
    ],
    ['GET /metrics p95', `${quantile(scrape.ms, 0.95).toFixed(1)} ms`, `${scrape.series} samples`],
    ['GET /metrics size', `${(scrape.bytes / 1024).toFixed(0)} KB`, 'text format 0.0.4, uncompressed'],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  metricsBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
