// Custom dashboard panel latency (issue 26): POST /stats/query counting tags by status per store, sequential calls;
// p50/p95. Runs inside the fleet benchmark (fleetLatency.ts calls it on its server: the 10-million-tag fleet on
// PostgreSQL, goal p95 < 150 ms), or alone against an existing database, e.g. one made by
// `tsx server/sim/fleet.ts --fleet 500x20000`:
//   tsx scripts/bench/statsQuery.ts postgres://postgres@127.0.0.1:5432/<db>   (a DEMO=1 SIM=0 server on that
//   database: the demo seed adds the demo accounts and stores beside the fleet's)
import { performance } from 'node:perf_hooks';
import { signIn } from './signIn';
import { startServer } from '../../tests/e2e/support/server';
import { quantile } from './stats';
import { printTable, type Row } from './table';
import { storesWithTags } from './fleetStores';

const BY_STATUS = { entity: 'tag', measure: { fn: 'count' }, groupBy: ['storeCode', 'status'], limit: 1000 };

/** The panels timed: a wall screen of every store, and a regional manager's few stores. */
export const STATS_QUERY_CASES: Array<{ name: string; body: (stores: string[], i: number) => object }> = [
  { name: 'tags by status per store, every store', body: () => BY_STATUS },
  {
    name: 'tags by status per store, 5 stores',
    body: (stores, i) => ({
      ...BY_STATUS,
      stores: [0, 1, 2, 3, 4].map((k) => stores[(i * 7919 + k) % stores.length]),
    }),
  },
  {
    name: 'low-battery tags of one store',
    body: (stores, i) => ({
      entity: 'tag',
      measure: { fn: 'count' },
      filters: { battStatus: 'LOW' },
      stores: [stores[(i * 7919) % stores.length]],
    }),
  },
];

export interface StatsQueryFigure {
  name: string;
  p50: number;
  p95: number;
  count: number;
  /** groups answered by the last call */
  groups: number;
}

export async function statsQueryLatency(
  apiBase: string,
  headers: Record<string, string>,
  calls: number,
): Promise<StatsQueryFigure[]> {
  const stores = await storesWithTags(apiBase, headers);
  const figures: StatsQueryFigure[] = [];
  for (const { name, body } of STATS_QUERY_CASES) {
    let groups = 0;
    const call = async (i: number) => {
      const started = performance.now();
      const answer = await fetch(`${apiBase}/stats/query`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body(stores, i)),
      });
      const json = (await answer.json()) as { rows?: unknown[]; message?: string };
      if (!answer.ok) throw new Error(`stats query failed with HTTP ${answer.status}: ${json.message}`);
      groups = json.rows?.length ?? 0;
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i += 1) await call(i + calls);
    const samples: number[] = [];
    for (let i = 0; i < calls; i += 1) samples.push(await call(i));
    figures.push({ name, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), count: calls, groups });
  }
  return figures;
}

export function statsQueryRows(figures: StatsQueryFigure[], where: string): Row[] {
  return figures.flatMap((f) => [
    [
      `POST /stats/query p50 (${f.name})`,
      `${f.p50.toFixed(1)} ms`,
      `${where}, ${f.count} calls, ${f.groups} groups`,
    ],
    [`POST /stats/query p95 (${f.name})`, `${f.p95.toFixed(1)} ms`, `${where}; goal < 150 ms on postgres`],
  ]);
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url?.startsWith('postgres'))
    throw new Error('usage: tsx scripts/bench/statsQuery.ts postgres://.../<db> [calls]');
  const calls = Number(process.argv[3] ?? 200);
  const server = await startServer({ env: { DATABASE_URL: url, DEMO: '1', SIM: '0', LOG_LEVEL: 'warn' } });
  try {
    const apiBase = `${server.baseUrl}/api`;
    const headers = await signIn(apiBase);
    printTable(statsQueryRows(await statsQueryLatency(apiBase, headers, calls), url.replace(/^.*\//, 'db ')));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
