// Dashboard and store-list latency on a large fleet (issue 3): generates the fleet with server/sim/fleet.ts into a
// database made for the bench (PostgreSQL on 127.0.0.1:5432, or a PGlite data dir), starts a server on it
// (SIM=0), times sequential calls, then drops the database. `onFleet` measures more on the same fleet before it
// goes (the delivery bench, scripts/bench/delivery.ts: its history needs the 10 million tags).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot, startServer } from '../../tests/e2e/support/server';
import { asAdmin } from '../../tests/server/backends';
import { quantile } from './stats';
import { tagSearchLatency, type TagSearchFigure } from './tagSearch';
import { statsQueryLatency, type StatsQueryFigure } from './statsQuery';
import { measureDashboardDraw, type DashboardDraw } from './customDashboard';
import type { Row } from './table';

/** the built fleet while its server runs: its database (PostgreSQL) and the API with an admin session */
export interface BuiltFleet {
  databaseUrl?: string;
  apiBase: string;
  headers: Record<string, string>;
}

export interface FleetFigures {
  backend: 'postgres' | 'pglite';
  fleet: string;
  generateMs: number;
  tags: number;
  dashboard: { p50: number; p95: number; count: number };
  storeList: { p50: number; p95: number; count: number; path: string };
  /** tag search of one store with a status filter and a sort (issue 4) */
  tagSearch: TagSearchFigure[];
  /** custom dashboard panels: POST /stats/query counting tags by status per store (issue 26) */
  statsQuery: StatsQueryFigure[];
  /** the 12-panel custom dashboard drawn in Chromium, on the PostgreSQL fleet only (issue 26) */
  customDashboard?: DashboardDraw;
  /** what `onFleet` measured */
  more: Row[];
}

/** p50 / p95 of `count` sequential calls (each answer read whole; a failed one throws) */
export async function timed(count: number, call: (i: number) => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const answer = await call(i);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`benchmark call failed with HTTP ${answer.status}`);
    samples.push(performance.now() - started);
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), count };
}

export async function fleetLatency(
  backend: 'postgres' | 'pglite',
  fleet: string,
  calls: number,
  credentials: { email: string; password: string },
  onFleet?: (fleet: BuiltFleet) => Promise<Row[]>,
): Promise<FleetFigures> {
  const name = `esl_bench_${process.pid}_${Date.now()}`;
  const dataDir = backend === 'pglite' ? mkdtempSync(join(tmpdir(), 'esl-bench-')) : undefined;
  const env: Record<string, string> =
    backend === 'postgres'
      ? { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` }
      : { DATA_DIR: dataDir!, DATABASE_URL: '' };
  if (backend === 'postgres') await asAdmin(`CREATE DATABASE ${name}`);
  try {
    const started = performance.now();
    execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['server/sim/fleet.ts', '--fleet', fleet], {
      cwd: repoRoot,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const generateMs = performance.now() - started;
    // the delivery job runs once at the start: the delivery bench times its runs itself, on the history it builds
    const server = await startServer({
      env: { ...env, DEMO: '1', SIM: '0', LOG_LEVEL: 'warn', DELIVERY_EVERY_MS: String(24 * 3600_000) },
    });
    try {
      const apiBase = `${server.baseUrl}/api`;
      const login = await fetch(`${apiBase}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const session = (await login.json()) as { accessToken: string };
      const headers = { 'Access-Token': session.accessToken, 'Access-Email': credentials.email };
      // warm-up: the first call also computes the statistics of the demo stores the server seeded
      const first = await fetch(`${apiBase}/stats/dashboard?t=0`, { headers });
      const body = (await first.json()) as { tags?: { total: number } };
      await timed(5, (i) => fetch(`${apiBase}/stats/dashboard?t=${i}`, { headers }));
      const dashboard = await timed(calls, (i) =>
        fetch(`${apiBase}/stats/dashboard?t=${Date.now()}${i}`, { headers }),
      );
      const paged = await fetch(`${apiBase}/status/store/pagination/0`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ start: 0, length: 10 }),
      });
      const path = paged.ok ? 'POST /status/store/pagination/{n}' : 'GET /status/store';
      const storeList = await timed(calls, (i) =>
        paged.ok
          ? fetch(`${apiBase}/status/store/pagination/0`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/json' },
              body: JSON.stringify({ start: (i % 5) * 10, length: 10 }),
            })
          : fetch(`${apiBase}/status/store`, { headers }),
      );
      const figures = {
        backend,
        fleet,
        generateMs,
        tags: body.tags?.total ?? 0,
        dashboard,
        storeList: { ...storeList, path },
        tagSearch: await tagSearchLatency(apiBase, headers, calls),
        statsQuery: await statsQueryLatency(apiBase, headers, calls),
        customDashboard:
          backend === 'postgres' ? await measureDashboardDraw(server.baseUrl, credentials, 3) : undefined,
      };
      return {
        ...figures,
        more: onFleet ? await onFleet({ databaseUrl: env.DATABASE_URL, apiBase, headers }) : [],
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (backend === 'postgres') await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
