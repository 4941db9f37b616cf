// Tag search latency (issue 4): POST /status/store/{code}/tag/search with a status filter and a sort, 25 rows,
// sequential calls spread over the fleet's stores; p50/p95. Runs inside the fleet benchmark (fleetLatency.ts
// calls it on its server: 20,000 tags per store on PGlite, the 10-million-tag fleet on PostgreSQL), or alone
// against an existing database, e.g. one made by `tsx server/sim/fleet.ts --fleet 100x20000`:
//   tsx scripts/bench/tagSearch.ts postgres://postgres@127.0.0.1:5432/<db>   (a DEMO=1 SIM=0 server on that
//   database: the demo seed adds the demo accounts and stores beside the fleet's)
import { performance } from 'node:perf_hooks';
import { signIn } from './signIn';
import { startServer } from '../../tests/e2e/support/server';
import { quantile } from './stats';
import { printTable, type Row } from './table';
import { storesWithTags } from './fleetStores';

/** The searches timed: what an operator does first on the tag detail page. */
export const TAG_SEARCH_CASES = [
  {
    name: 'status NG, newest first',
    body: { start: 0, length: 25, filter_status: 'NG', order: [{ column: 'updatedAt', dir: 'desc' }] },
  },
  {
    name: 'status OK, by battery, page 3',
    body: { start: 50, length: 25, filter_status: 'OK', order: [{ column: 'battery', dir: 'asc' }] },
  },
  {
    name: 'status WIP + type, by tag ID',
    body: {
      start: 0,
      length: 25,
      filter_status: 'WIP',
      filter_tagType: 'B154',
      order: [{ column: 'tagId', dir: 'asc' }],
    },
  },
] as const;

export interface TagSearchFigure {
  name: string;
  p50: number;
  p95: number;
  count: number;
}

export async function tagSearchLatency(
  apiBase: string,
  headers: Record<string, string>,
  calls: number,
): Promise<TagSearchFigure[]> {
  const stores = await storesWithTags(apiBase, headers);
  const figures: TagSearchFigure[] = [];
  for (const { name, body } of TAG_SEARCH_CASES) {
    const call = async (i: number) => {
      const started = performance.now();
      const answer = await fetch(`${apiBase}/status/store/${stores[(i * 7919) % stores.length]}/tag/search`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`tag search failed with HTTP ${answer.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i += 1) await call(i + calls);
    const samples: number[] = [];
    for (let i = 0; i < calls; i += 1) samples.push(await call(i));
    figures.push({ name, p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), count: calls });
  }
  return figures;
}

export function tagSearchRows(figures: TagSearchFigure[], where: string): Row[] {
  return figures.flatMap((f) => [
    [`tag search p50 (${f.name})`, `${f.p50.toFixed(1)} ms`, `${where}, ${f.count} calls`],
    [`tag search p95 (${f.name})`, `${f.p95.toFixed(1)} ms`, `${where}; goal < 50 ms on postgres`],
  ]);
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url?.startsWith('postgres'))
    throw new Error('usage: tsx scripts/bench/tagSearch.ts postgres://.../<db>');
  const server = await startServer({ env: { DATABASE_URL: url, DEMO: '1', SIM: '0', LOG_LEVEL: 'warn' } });
  try {
    const apiBase = `${server.baseUrl}/api`;
    const headers = await signIn(apiBase);
    printTable(tagSearchRows(await tagSearchLatency(apiBase, headers, 200), url.replace(/^.*\//, 'db ')));
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
