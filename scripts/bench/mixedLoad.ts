// Open-loop mixed load (issue 25): requests started at a fixed rate whatever the answers' pace, at most
// IN_FLIGHT at once (a request due while that many are out is skipped and counted), a mix of product searches,
// dashboards and product writes against a server process of its own (DEMO=1, SIM=0), on PGlite and, when
// 127.0.0.1:5432 answers, PostgreSQL. `--soak`: 200 requests a second for 10 minutes on PostgreSQL, with the
// server's RSS before and after.
// Runs alone: tsx scripts/bench/mixedLoad.ts [--seconds 90] [--rate 150] [--pglite-only] [--postgres-only] [--soak]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { signIn } from './signIn';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { asAdmin, backends } from '../../tests/server/backends';
import { startServer } from '../../tests/e2e/support/server';
import { quantile } from './stats';
import { printTable, type Row } from './table';

const IN_FLIGHT = 32;
const STORES = ['KR001', 'KR002', 'JP001'];
const SEARCH_TEXTS = ['', '1', '00', 'a', 'milk'];

export interface LoadFigures {
  backend: string;
  rate: number;
  seconds: number;
  done: number;
  errors: number;
  skipped: number;
  p50: number;
  p95: number;
  p99: number;
  firstError?: string;
  rssBeforeMb?: number;
  rssAfterMb?: number;
  kinds?: string;
}

type Call = ((i: number) => Promise<Response>) & { kind?: string };

/** the mix: 5 of 10 product searches, 3 dashboards, 2 product writes (new products, then price changes) */
export function mix(apiBase: string, headers: Record<string, string>): Call[] {
  const post = (path: string, body: unknown) =>
    fetch(`${apiBase}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const search: Call = (i) => {
    const text = SEARCH_TEXTS[i % SEARCH_TEXTS.length];
    return post(`/status/store/${STORES[i % STORES.length]}/product/search`, {
      start: (i % 4) * 10,
      length: 10,
      ...(text ? { filter_prCode: text } : {}),
    });
  };
  const dashboard: Call = (i) => fetch(`${apiBase}/stats/dashboard?t=${i}`, { headers });
  const write: Call = (i) =>
    post('/product', {
      taskId: -1,
      priorTaskId: -1,
      storeCode: 'KR001',
      product: [
        {
          prCode: `LOAD${String(i % 500).padStart(6, '0')}`,
          layoutId: 'L01',
          nfc: null,
          prInfo: [`Load item ${i % 500}`, String(100 + (i % 900)), 'Mixed load'],
        },
      ],
    });
  search.kind = 'search';
  dashboard.kind = 'dashboard';
  write.kind = 'write';
  return [search, dashboard, search, write, search, dashboard, search, search, dashboard, write];
}

/** the resident memory of the server (the largest process started with its data directory), in MiB */
function serverRssMb(dataDir: string): number | undefined {
  let largest: number | undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`DATA_DIR=${dataDir}\0`)) continue;
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) largest = Math.max(largest ?? 0, Number(match[1]) / 1024);
    } catch {
      // gone, or not ours
    }
  }
  return largest;
}

/** open loop: one request every 1/rate s for `seconds`, skipped when IN_FLIGHT are out */
export async function openLoop(calls: Call[], rate: number, seconds: number) {
  const samples: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  let skipped = 0;
  let inFlight = 0;
  let firstError: string | undefined;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resume) => setTimeout(resume, wait));
    if (inFlight >= IN_FLIGHT) {
      skipped += 1;
      continue;
    }
    inFlight += 1;
    const sent = performance.now();
    pending.push(
      calls[i % calls.length](i)
        .then(async (answer) => {
          const body = await answer.text();
          if (!answer.ok) {
            errors += 1;
            firstError ??= `HTTP ${answer.status} ${body.slice(0, 120)}`;
          } else {
            const elapsed = performance.now() - sent;
            samples.push(elapsed);
            const kind = calls[i % calls.length].kind ?? 'call';
            byKind.set(kind, [...(byKind.get(kind) ?? []), elapsed]);
          }
        })
        .catch((error: unknown) => {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(pending);
  return {
    done: samples.length,
    errors,
    skipped,
    firstError,
    elapsed: (performance.now() - started) / 1000,
    p50: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    p99: quantile(samples, 0.99),
    kinds: [...byKind]
      .map(([kind, values]) => `${kind} p95 ${quantile(values, 0.95).toFixed(0)} ms`)
      .join(', '),
  };
}

export async function mixedLoad(
  backend: 'pglite' | 'postgres',
  rate: number,
  seconds: number,
): Promise<LoadFigures> {
  const name = `esl_load_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-load-'));
  const env: Record<string, string> = {
    DEMO: '1',
    SIM: '0',
    LOG_LEVEL: 'warn',
    ...(backend === 'postgres' ? { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}` } : {}),
  };
  if (backend === 'postgres') await asAdmin(`CREATE DATABASE ${name}`);
  const server = await startServer({ env, dataDir });
  try {
    const apiBase = `${server.baseUrl}/api`;
    const headers = await signIn(apiBase);
    const calls = mix(apiBase, headers);
    // warm up: each kind of call once, the writes' products made
    await openLoop(calls, 20, 2);
    const rssBeforeMb = serverRssMb(dataDir);
    const figures = await openLoop(calls, rate, seconds);
    const rssAfterMb = serverRssMb(dataDir);
    return { backend, rate, seconds: figures.elapsed, ...figures, rssBeforeMb, rssAfterMb };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

export function loadRows(f: LoadFigures): Row[] {
  const where = `${f.backend}, open loop ${f.rate}/s for ${f.seconds.toFixed(0)} s, ${IN_FLIGHT} in flight`;
  const rows: Row[] = [
    [
      `mixed load throughput (${f.backend})`,
      `${(f.done / f.seconds).toFixed(0)} req/s`,
      `${where}; ${f.errors} errors, ${f.skipped} skipped${f.firstError ? ` (${f.firstError})` : ''}`,
    ],
    [`mixed load p50 (${f.backend})`, ms(f.p50), 'searches, dashboards, product writes'],
    [`mixed load p95 (${f.backend})`, ms(f.p95), `goal < 100 ms; ${f.kinds ?? ''}`],
    [`mixed load p99 (${f.backend})`, ms(f.p99), f.backend === 'postgres' ? 'goal < 250 ms' : ''],
  ];
  if (f.rssBeforeMb !== undefined && f.rssAfterMb !== undefined)
    rows.push([
      `server RSS before / after (${f.backend})`,
      `${f.rssBeforeMb.toFixed(0)} / ${f.rssAfterMb.toFixed(0)} MiB`,
      'largest process of the server',
    ]);
  return rows;
}

/** the issue 25 section of `npm run bench`: 150/s for 90 s on each backend; with soak, 200/s for 10 min on PostgreSQL */
export async function mixedLoadBenchRows(
  options: { soak?: boolean; rate?: number; seconds?: number; only?: 'pglite' | 'postgres' } = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  const names = backends
    .map((backend) => backend.name)
    .filter((name) => !options.only || name === options.only);
  for (const name of names) {
    console.log(`bench: mixed load on ${name}`);
    rows.push(...loadRows(await mixedLoad(name, options.rate ?? 150, options.seconds ?? 90)));
  }
  if (options.soak && backends.some((backend) => backend.name === 'postgres')) {
    console.log('bench: mixed load soak on postgres, 200/s for 10 minutes');
    rows.push(...loadRows(await mixedLoad('postgres', 200, 600)));
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '90' },
      rate: { type: 'string', default: '150' },
      soak: { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
    },
  });
  const only = values['pglite-only'] ? 'pglite' : values['postgres-only'] ? 'postgres' : undefined;
  printTable(
    await mixedLoadBenchRows({
      soak: values.soak,
      rate: Number(values.rate),
      seconds: Number(values.seconds),
      only,
    }),
  );
}
