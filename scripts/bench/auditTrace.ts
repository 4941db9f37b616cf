// The round trips of one product update (a one-row POST /product/file, as scripts/bench/audit.ts times it) on
// PostgreSQL, audited and not (BuildOptions.audit false): every statement and transaction the server sends, in
// order, with its time, and the audit rows the call wrote by entity; then the CPU a call takes, in the database's
// backends (Linux /proc) and in this process. What an audited write costs, statement by statement (issue 36).
//   tsx scripts/bench/auditTrace.ts
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/testConfig.ts';
import {
  queryWithSettings,
  type CommitReport,
  type Db,
  type DbRow,
  type Queryable,
  type TransactionSettings,
} from '../../server/db/db.ts';
import { backends } from '../../tests/server/backends.ts';
import { ADMIN, createTestApp, login } from '../../tests/server/helpers.ts';
import { timedUpload } from './productFiles';

const SAMPLES = 100;
const CPU_CALLS = 300;
/** the kernel's clock ticks of /proc/<pid>/stat (USER_HZ: 100 on Linux) */
const TICKS_PER_SECOND = 100;

/** the CPU ticks so far of each PostgreSQL backend connected to `database` (their process titles name it) */
function backendTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the command's ')'
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // (a process that ended meanwhile)
    }
  }
  return ticks;
}

/** the ticks the backends took between two readings (one that ended meanwhile: what it took is lost) */
function ticksBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Trip {
  what: string;
  ms: number;
}

/** one line of SQL, short */
const brief = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

/** `db` with every round trip noted in `trips` while `on.value` (BEGIN with its settings, COMMIT, statements) */
function traced(db: Db, trips: Trip[], on: { value: boolean }): Db {
  const note = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      if (on.value) trips.push({ what, ms: performance.now() - start });
    }
  };
  const wrap = (q: Queryable, inTx: boolean): Queryable => ({
    query: (sql, params) => note(`${inTx ? '  tx ' : ''}${brief(sql)}`, () => q.query(sql, params)),
    exec: (sql) => note(`${inTx ? '  tx ' : ''}${brief(sql)}`, () => q.exec(sql)),
  });
  return {
    ...db,
    ...wrap(db, false),
    kind: db.kind,
    queryWithSettings<T extends object = DbRow>(
      sql: string,
      params: unknown[] | undefined,
      settings: TransactionSettings,
      report?: CommitReport,
    ): Promise<T[]> {
      return note(
        `one trip: set ${Object.keys(settings).join(', ')}; ${brief(sql)}${report ? '; read mark' : ''}`,
        () => queryWithSettings<T>(db, sql, params, settings, report),
      );
    },
    transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      settings?: TransactionSettings,
      report?: CommitReport,
    ): Promise<T> {
      const start = performance.now();
      if (on.value)
        trips.push({
          what: `BEGIN${settings ? ` + set ${Object.keys(settings).join(', ')}` : ''} (with the first statement's time: not apart)`,
          ms: 0,
        });
      let fnEnd = 0;
      return db
        .transaction(
          async (tx) => {
            try {
              return await fn(wrap(tx, true));
            } finally {
              fnEnd = performance.now();
            }
          },
          settings,
          report,
        )
        .finally(() => {
          if (on.value)
            trips.push({
              what: `COMMIT${report ? ' + read mark' : ''} (or ROLLBACK)`,
              ms: performance.now() - fnEnd,
            });
          if (on.value)
            trips.push({ what: '(whole transaction, not a round trip)', ms: performance.now() - start });
        });
    },
    lockSession: (owner) => db.lockSession(owner),
    close: () => db.close(),
  } as Db;
}

/** the medians of each round trip (by its text and its place among those of the same text) over the runs having it;
 * a background job's statement that came in during a call shows with the share of runs it was in */
function printSide(name: string, runs: Trip[][], whole: number[]): void {
  const keyed = runs.map((run) => {
    const seen = new Map<string, number>();
    return run.map((trip) => {
      const n = (seen.get(trip.what) ?? 0) + 1;
      seen.set(trip.what, n);
      return { key: `${trip.what}#${n}`, trip };
    });
  });
  const order: string[] = [];
  const times = new Map<string, number[]>();
  for (const run of keyed)
    for (const { key, trip } of run) {
      if (!times.has(key)) {
        times.set(key, []);
        order.push(key);
      }
      times.get(key)!.push(trip.ms);
    }
  const usual = order.filter((key) => times.get(key)!.length > runs.length / 2);
  const roundTrips = usual.filter((key) => !key.startsWith('(')).length;
  console.log(
    `\n== ${name}: p50 ${median(whole).toFixed(2)} ms of ${runs.length} calls, ${roundTrips} round trips in most`,
  );
  for (const key of order) {
    const ms = times.get(key)!;
    const share = ms.length === runs.length ? '' : ` [in ${ms.length} of ${runs.length} calls]`;
    console.log(`${median(ms).toFixed(2).padStart(7)}  ${key.replace(/#1$/, '')}${share}`);
  }
}

async function main(): Promise<void> {
  const backend = backends.at(-1)!;
  const audited = await createTestApp(backend);
  const trips: Trip[] = [];
  const on = { value: false };
  const plainDb = traced(audited.db, trips, on);
  const plain = await buildApp({ config: testConfig(), db: plainDb, audit: false });
  // the audited app on a traced database of its own (same database underneath)
  const tracedAudited = await buildApp({ config: testConfig(), db: traced(audited.db, trips, on) });
  const file = (price: number) =>
    `prCode,layoutId,prName,prInfo_0,prInfo_1\nAUDITTRACE1,L01,Traced,Traced,${price}`;
  try {
    const sides = [
      {
        name: 'without audit',
        app: plain,
        headers: await login(plain, ADMIN),
        runs: [] as Trip[][],
        whole: [] as number[],
      },
      {
        name: 'audited',
        app: tracedAudited,
        headers: await login(tracedAudited, ADMIN),
        runs: [] as Trip[][],
        whole: [] as number[],
      },
    ];
    // warm: the product exists, plans are cached
    for (const side of sides)
      for (let i = 0; i < 20; i += 1) await timedUpload(side.app, side.headers, file(i + 1));
    // (each call a new price: a change to record)
    // interleaved, so that the machine's load falls on both alike
    for (let i = 0; i < SAMPLES; i += 1)
      for (const [n, side] of sides.entries()) {
        trips.length = 0;
        on.value = true;
        const { seconds } = await timedUpload(side.app, side.headers, file(500 + i * sides.length + n));
        on.value = false;
        side.runs.push([...trips]);
        side.whole.push(seconds * 1000);
      }
    for (const side of sides) printSide(side.name, side.runs, side.whole);
    // CPU per call, which the machine's load does not stretch as it does the times: the database's backends
    // (Linux /proc) and this process, summed over interleaved calls, so that the apps' jobs fall on both alike
    const [{ name: database }] = await audited.db.query<{ name: string }>(
      'SELECT current_database() AS name',
    );
    const cpu = sides.map(() => ({ db: 0, node: 0 }));
    for (let i = 0; i < CPU_CALLS; i += 1)
      for (const [n, side] of sides.entries()) {
        const dbBefore = backendTicks(database);
        const nodeBefore = process.cpuUsage();
        await timedUpload(side.app, side.headers, file(5000 + i * sides.length + n));
        const node = process.cpuUsage(nodeBefore);
        cpu[n].node += (node.user + node.system) / 1000;
        cpu[n].db += (ticksBetween(dbBefore, backendTicks(database)) * 1000) / TICKS_PER_SECOND;
      }
    console.log('');
    for (const [n, side] of sides.entries())
      console.log(
        `CPU per call, ${side.name}: database ${(cpu[n].db / CPU_CALLS).toFixed(2)} ms, server process ` +
          `${(cpu[n].node / CPU_CALLS).toFixed(2)} ms (${CPU_CALLS} calls each, interleaved)`,
      );
    const rows = await audited.db.query<{ entity: string; action: string; n: number }>(
      `SELECT entity, action, count(*)::int AS n FROM audit_log
        WHERE "requestId" = (SELECT "requestId" FROM audit_log WHERE call = 'productUpload.upload' ORDER BY id DESC LIMIT 1)
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    console.log('\naudit rows of the last audited call:', rows);
  } finally {
    await plain.close();
    await tracedAudited.close();
    await audited.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
