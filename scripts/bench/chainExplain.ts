// The plans of the chain bench's slowest statements (issue 39: "plans checked with EXPLAIN (ANALYZE, BUFFERS) in
// the bench's output for the slowest query of each"). The server runs its own SQL, so the plans are taken where it
// runs them: auto_explain, preloaded in the chain database's new sessions (ALTER DATABASE … SET
// session_preload_libraries) with log_analyze and log_buffers, logs the plan of every statement to PostgreSQL's log
// (what EXPLAIN (ANALYZE, BUFFERS) prints); a figure's calls are repeated and the slowest statement of the chain
// database logged meanwhile is kept. Only in this second pass: the timing instrumentation would weigh on the
// figures. Needs the log file readable (PG_LOG, default the Debian cluster's); without it, says so.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import pg from 'pg';

export const PG_LOG = process.env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

const SETTINGS: Array<[string, string]> = [
  ['session_preload_libraries', 'auto_explain'],
  ['auto_explain.log_min_duration', '0'],
  ['auto_explain.log_analyze', 'on'],
  ['auto_explain.log_buffers', 'on'],
  ['auto_explain.log_timing', 'on'],
  ['auto_explain.log_nested_statements', 'off'],
];

/** turns auto_explain on (or off) for the new sessions of the database at `url` (as its owner, a superuser) */
export async function setAutoExplain(url: string, on: boolean): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`LOAD 'auto_explain'`);
    for (const [setting, value] of SETTINGS)
      await client.query(
        on ? `ALTER DATABASE ${name} SET ${setting} = '${value}'` : `ALTER DATABASE ${name} RESET ${setting}`,
      );
  } finally {
    await client.end();
  }
}

/** where the log ends now (its size), or undefined when it cannot be read */
export function logEnd(): number | undefined {
  try {
    closeSync(openSync(PG_LOG, 'r'));
    return statSync(PG_LOG).size;
  } catch {
    return undefined;
  }
}

function readFrom(offset: number): string {
  const size = statSync(PG_LOG).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(PG_LOG, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

/** a log entry starts with log_line_prefix's time stamp; its plan lines follow, indented */
const ENTRY_START = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)? \S+ \[\d+\] /;

export interface SlowPlan {
  ms: number;
  plan: string;
}

/** the slowest statement of `database` auto_explain logged since `offset`, its plan as EXPLAIN prints it */
export function slowestSince(offset: number, database: string): SlowPlan | undefined {
  const entries: string[] = [];
  for (const line of readFrom(offset).split('\n')) {
    if (ENTRY_START.test(line)) entries.push(line);
    else if (entries.length > 0) entries[entries.length - 1] += `\n${line}`;
  }
  let slowest: SlowPlan | undefined;
  for (const entry of entries) {
    if (!entry.includes(`@${database} `)) continue;
    const match = /LOG:\s+duration: ([\d.]+) ms\s+plan:\n([\s\S]*)$/.exec(entry);
    if (!match) continue;
    const ms = Number(match[1]);
    if (!slowest || ms > slowest.ms)
      slowest = { ms, plan: match[2].replace(/^\t/gm, '  ').replace(/\s+$/, '') };
  }
  return slowest;
}
