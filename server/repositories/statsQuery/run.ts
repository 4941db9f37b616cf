// Runs a compiled stats query (compile.ts) in a transaction of its own with a statement timeout, so one heavy panel
// is cancelled (503, server/http/errors.ts) instead of holding a connection; answers the rows as the API shapes them.
// PGlite cannot cancel a running statement: there the plan is priced first and one over the time limit is refused
// with the same 503 before it runs (server/repositories/statsQuery/costBudget.ts).
import type { Db, Queryable } from '../../db/db.ts';
import { cancelledByTimeLimit, CostMeter } from './costBudget.ts';
import type { CheckedStatsQuery } from '../../stats/query/parse.ts';
import type { CompiledQuery } from './compile.ts';

export interface StatsQueryAnswer {
  rows: Array<{ key: Array<string | number | boolean | null>; value: number | null }>;
  /** more groups existed than the query's limit */
  truncated: boolean;
  groupBy: string[];
}

function keyValue(value: unknown, isBucket: boolean): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (isBucket) return new Date(String(value)).toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return String(value);
}

/** the PGlite of this process (one database, one connection): how fast it runs a cost unit */
const pgliteMeter = new CostMeter();

async function planCost(tx: Queryable, compiled: CompiledQuery): Promise<number> {
  const [plan] = await tx.query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
    `EXPLAIN (FORMAT JSON) ${compiled.sql}`,
    compiled.params,
  );
  return plan['QUERY PLAN'][0].Plan['Total Cost'];
}

export async function runStatsQuery(
  db: Db,
  query: CheckedStatsQuery,
  compiled: CompiledQuery,
  timeoutMs: number,
): Promise<StatsQueryAnswer> {
  const rows = await db.transaction(async (tx) => {
    if (timeoutMs <= 0) return tx.query<Record<string, unknown>>(compiled.sql, compiled.params);
    if (db.kind === 'postgres') {
      await tx.exec(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
      return tx.query<Record<string, unknown>>(compiled.sql, compiled.params);
    }
    const cost = await planCost(tx, compiled);
    if (cost > pgliteMeter.budget(timeoutMs)) throw cancelledByTimeLimit();
    const started = performance.now();
    const result = await tx.query<Record<string, unknown>>(compiled.sql, compiled.params);
    pgliteMeter.observe(cost, performance.now() - started);
    return result;
  });
  const keyCount = query.groupBy.length + (query.bucket ? 1 : 0);
  const shaped = rows.slice(0, query.limit).map((row) => ({
    key: Array.from({ length: keyCount }, (_, i) =>
      keyValue(row[`k${i}`], query.bucket !== undefined && i === keyCount - 1),
    ),
    value: row.value === null || row.value === undefined ? null : Number(row.value),
  }));
  return {
    rows: shaped,
    truncated: rows.length > query.limit,
    groupBy: query.groupBy.map((g) => g.name),
  };
}
