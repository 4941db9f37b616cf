// `npm run bench -- --chain [--chain-fleet 2000x20000] [--chain-calls 100]` (issue 39, the server at chain scale):
// builds or reuses the chain database (chainBuild.ts: 2,000 stores x 20,000 tags by default, 40 million tags, and
// a month of history), starts the server on it (DATABASE_URL, SIM=0, DEMO=1 for the demo accounts), times the
// screens' calls (chainFigures.ts) and a product file, then prints the build's phases, the figures against the
// issue's goals and, for each group, the EXPLAIN (ANALYZE, BUFFERS) plan of its slowest statement
// (chainExplain.ts). `--chain-drop` drops the database. Alone: tsx scripts/bench/chain.ts [--chain-fleet 200x20000]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEFAULT_STATS_ROUND_TAGS, loadConfig } from '../../server/config';
import type { Queryable } from '../../server/db/db';
import { openDb } from '../../server/db/open';
import { repositoriesOf } from '../../server/repositories/index';
import { parseFleet } from '../../server/sim/fleet';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { CHAIN_DATABASE_URL, dropChain, ensureChain, type ChainDatabase } from './chainBuild';
import { logEnd, PG_LOG, setAutoExplain, slowestSince } from './chainExplain';
import { chainGroups, figureRows, measureGroups, productFileRows, type Api } from './chainFigures';
import { signIn } from './signIn';
import { printTable, type Row } from './table';

export const CHAIN_FLEET = '2000x20000';
const CALLS = 100;
/** calls of each case in the plans' pass */
const EXPLAIN_CALLS = 5;
const DAY_MS = String(24 * 3600_000);

const argument = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;

/** how often the bench looks whether the server's start-up jobs are done */
const JOB_POLL_MS = 1_000;

/**
 * Waits for the runs the server's jobs began since `since` to finish: a server starting runs the statistics
 * refresh (3-4 s at 2 million tags), the delivery and the battery jobs at once, and figures taken meanwhile time
 * them as much as the calls. Answers how long that took, in seconds.
 */
async function startUpJobsDone(db: Queryable, since: Date): Promise<number> {
  const started = performance.now();
  for (;;) {
    const [running] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_runs WHERE "finishedAt" IS NULL AND "startedAt" >= $1`,
      [since],
    );
    if (running.n === 0) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
}

async function withServer<T>(url: string, run: (api: Api, server: RunningServer) => Promise<T>): Promise<T> {
  const since = new Date();
  // the delivery and battery jobs once at the start, not during the figures
  const server = await startServer({
    env: {
      DATABASE_URL: url,
      DEMO: '1',
      SIM: '0',
      LOG_LEVEL: 'warn',
      DELIVERY_EVERY_MS: DAY_MS,
      BATTERY_EVERY_MS: DAY_MS,
      // the event loop's delay limit off: on a shared, loaded machine it answered 503 to the figures' calls
      HEALTH_MAX_LOOP_DELAY_MS: '0',
    },
    readyTimeoutMs: 900_000,
  });
  try {
    // the demo stores the server seeded get their statistics here, without the statement timeout (the first
    // GET /status/store/tag computes them otherwise, and that took over 30 s at 4 million tags: a 503)
    const db = await openDb({ ...loadConfig(), databaseUrl: url, statementTimeoutMs: 0 });
    try {
      const started = performance.now();
      await repositoriesOf(db).statsRefresh.ensure();
      console.log(
        `chain: statistics of the stores without any: ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const seconds = await startUpJobsDone(db, since);
      console.log(
        `chain: the server's start-up jobs (statistics refresh, delivery, battery) done after ${seconds.toFixed(1)} s more`,
      );
    } finally {
      await db.close();
    }
    const { 'Content-Type': _json, ...signedIn } = await signIn(`${server.baseUrl}/api`);
    // the encodings the console's Chromium asks for (Node's fetch asks for gzip only): the figures are the
    // console's calls, which the server answers in brotli
    const headers = { ...signedIn, 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    return await run({ apiBase: `${server.baseUrl}/api`, headers }, server);
  } finally {
    await server.stop();
  }
}

/** the statistics job's full refresh of every store (every 5 minutes on a server), timed twice on the fleet */
async function refreshRows(url: string, where: string): Promise<Row[]> {
  const db = await openDb({ ...loadConfig(), databaseUrl: url, statementTimeoutMs: 0 });
  try {
    const refresher = repositoriesOf(db).statsRefresh;
    const seconds: number[] = [];
    for (let run = 0; run < 2; run += 1) {
      const started = performance.now();
      await refresher.refresh();
      seconds.push((performance.now() - started) / 1000);
    }
    // the stats job's rounds (STATS_ROUND_TAGS): what it runs every STATS_EVERY_MS
    const rounds: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const started = performance.now();
      const stores = await refresher.refreshRound(DEFAULT_STATS_ROUND_TAGS);
      rounds.push(
        `${((performance.now() - started) / 1000).toFixed(1)} s (${stores?.length ?? 'every'} stores)`,
      );
    }
    return [
      ['statistics refresh, every store', seconds.map((s) => `${s.toFixed(1)} s`).join(', '), where],
      [
        `statistics job round, ${DEFAULT_STATS_ROUND_TAGS.toLocaleString('en')} tags at most`,
        rounds.join(', '),
        where,
      ],
    ];
  } finally {
    await db.close();
  }
}

function buildRows(chain: ChainDatabase, fleet: string): Row[] {
  const total = chain.phases.reduce((sum, p) => sum + p.seconds, 0);
  return [
    ...chain.phases.map<Row>((p) => [`build: ${p.name}`, `${p.seconds.toFixed(1)} s`, fleet]),
    [
      'build: total',
      `${(total / 60).toFixed(1)} min`,
      `${fleet}${chain.reused ? ', reused (the times of its build)' : ''}`,
    ],
    ['database size', gib(chain.bytes), new URL(chain.url).pathname.slice(1)],
    ...Object.entries(chain.rows).map<Row>(([table, n]) => [`rows: ${table}`, n.toLocaleString('en'), fleet]),
  ];
}

/** the plan of each group's slowest statement, with auto_explain on for the server's sessions */
async function plans(url: string): Promise<string[]> {
  if (logEnd() === undefined) return [`plans not taken: cannot read PostgreSQL's log ${PG_LOG} (PG_LOG=)`];
  const database = new URL(url).pathname.slice(1);
  await setAutoExplain(url, true);
  try {
    return await withServer(url, async (api) => {
      const out: string[] = [];
      for (const group of await chainGroups(api)) {
        const offset = logEnd()!;
        for (const { call } of group.cases)
          for (let i = 0; i < EXPLAIN_CALLS; i += 1) await (await call(i)).arrayBuffer();
        const slowest = slowestSince(offset, database);
        out.push(
          `--- ${group.name}: the slowest statement, ${slowest ? `${slowest.ms.toFixed(1)} ms` : 'none logged'} (EXPLAIN ANALYZE, BUFFERS via auto_explain)`,
          slowest?.plan ?? '',
        );
      }
      // the product file's slowest statement (one upload: its failure is in the figures already)
      const offset = logEnd()!;
      await productFileRows(api, 'F00002', 1).catch(() => []);
      const slowest = slowestSince(offset, database);
      out.push(
        `--- product file: the slowest statement, ${slowest ? `${slowest.ms.toFixed(1)} ms` : 'none logged'}`,
        slowest?.plan ?? '',
      );
      return out;
    });
  } finally {
    await setAutoExplain(url, false);
  }
}

export async function chainBench(fleet = CHAIN_FLEET, calls = CALLS): Promise<void> {
  const spec = parseFleet(fleet);
  const log = (line: string) => console.log(`chain: ${line}`);
  const chain = await ensureChain(spec, log);
  const where = `${fleet} (${(spec.stores * spec.tags).toLocaleString('en')} tags)`;
  const rows = buildRows(chain, fleet);
  log(`server on ${CHAIN_DATABASE_URL.replace(/^.*\//, '')}, ${calls} sequential calls a figure`);
  await withServer(chain.url, async (api) => {
    rows.push(...figureRows(await measureGroups(await chainGroups(api), calls), where));
    try {
      rows.push(...(await productFileRows(api, 'F00001')));
    } catch (error) {
      rows.push(['product file', 'not measured', error instanceof Error ? error.message : String(error)]);
    }
  });
  rows.push(...(await refreshRows(chain.url, where)));
  printTable(rows);
  log('plans of the slowest statements');
  console.log((await plans(chain.url)).join('\n'));
}

export async function chainMain(): Promise<void> {
  if (process.argv.includes('--chain-drop')) {
    await dropChain();
    console.log(`chain: dropped ${CHAIN_DATABASE_URL.replace(/^.*\//, '')}`);
    return;
  }
  await chainBench(argument('--chain-fleet') ?? CHAIN_FLEET, Number(argument('--chain-calls') ?? CALLS));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  chainMain().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
