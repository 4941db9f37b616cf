// One instance against two on one PostgreSQL database (issue 23): the read part of the mixed load (product
// searches and dashboards, as in scripts/bench/mixedLoad.ts) through the round-robin proxy of scripts/cluster/,
// first over one instance, then over two, in the same run on the same database: CLIENTS clients each send their
// next request when the last is answered, so the instances are saturated; the figure is the throughput ratio.
// The load generator shares the machine with the instances: on a small machine the ratio is bounded by its cores.
// Runs alone: tsx scripts/bench/instances.ts [--seconds 30]
import { mkdtempSync, rmSync } from 'node:fs';
import { signIn } from './signIn';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { asAdmin, backends } from '../../tests/server/backends';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { startProxy } from '../cluster/proxy';
import { closedLoop, type ClosedLoopFigures } from './closedLoop';
import { printTable, type Row } from './table';

const CLIENTS = 32;
const STORES = ['KR001', 'KR002', 'JP001'];
const SEARCH_TEXTS = ['', '1', '00', 'a', 'milk'];

/** the read mix: 5 product searches to 3 dashboards */
function read(apiBase: string, headers: Record<string, string>, i: number): Promise<Response> {
  if (i % 8 >= 5) return fetch(`${apiBase}/stats/dashboard?t=${i}`, { headers });
  const text = SEARCH_TEXTS[i % SEARCH_TEXTS.length];
  return fetch(`${apiBase}/status/store/${STORES[i % STORES.length]}/product/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ start: (i % 4) * 10, length: 10, ...(text ? { filter_prCode: text } : {}) }),
  });
}

/** the read mix for `seconds` by CLIENTS clients in a closed loop */
function readLoad(apiBase: string, headers: Record<string, string>, seconds: number) {
  return closedLoop(CLIENTS, seconds, async (i) => {
    const answer = await read(apiBase, headers, i);
    await answer.text();
    return answer.ok;
  });
}

export async function instanceScalingRows(options: { seconds?: number } = {}): Promise<Row[]> {
  if (!backends.some((backend) => backend.name === 'postgres'))
    return [['mixed read load, 2 vs 1 instance', 'skipped', 'needs PostgreSQL at 127.0.0.1:5432']];
  const seconds = options.seconds ?? 30;
  const name = `esl_scale_${process.pid}_${Date.now()}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  try {
    const env = {
      DEMO: '1',
      SIM: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
      TRUST_PROXY: '127.0.0.1',
    };
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(join(tmpdir(), `esl-scale-${i}-`));
      dirs.push(dataDir);
      servers.push(await startServer({ env, dataDir }));
    }
    const figures: Array<{ count: number } & ClosedLoopFigures> = [];
    for (const count of [1, 2]) {
      const proxy = await startProxy(servers.slice(0, count).map((server) => server.port));
      try {
        const apiBase = `http://127.0.0.1:${proxy.port}/api`;
        const headers = await signIn(apiBase);
        await readLoad(apiBase, headers, 2); // warm up every instance
        console.log(`bench: mixed read load over ${count} instance(s), ${CLIENTS} clients for ${seconds} s`);
        figures.push({ count, ...(await readLoad(apiBase, headers, seconds)) });
      } finally {
        await proxy.close();
      }
    }
    const [one, two] = figures;
    const row = (f: (typeof figures)[number]): Row => [
      `mixed read load over ${f.count} instance${f.count > 1 ? 's' : ''}`,
      `${f.throughput.toFixed(0)} req/s`,
      `p95 ${f.p95.toFixed(0)} ms; ${CLIENTS} clients, closed loop, ${seconds} s; ${f.errors} errors`,
    ];
    return [
      row(one!),
      row(two!),
      [
        'mixed read load, 2 vs 1 instance',
        `${(two!.throughput / one!.throughput).toFixed(2)}x`,
        'throughput ratio, same run and database (searches and dashboards through a round-robin proxy)',
      ],
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '30' } },
  });
  printTable(await instanceScalingRows({ seconds: Number(values.seconds) }));
}
