// A Db whose every statement and transaction is timed (the Prometheus metrics, server/metrics/db.ts): the app's
// database when metrics are on. Statements inside a transaction are timed one by one too; the lock sessions are
// not (they wait on purpose).
import {
  queryWithSettings,
  type CommitReport,
  type Db,
  type DbRow,
  type Queryable,
  type TransactionSettings,
} from './db.ts';

export interface DbTimings {
  /** one statement (query or exec) took `seconds`; `failed` when it threw */
  statement(seconds: number, failed: boolean): void;
  /** one transaction, from BEGIN to its COMMIT or ROLLBACK */
  transaction(seconds: number, failed: boolean): void;
}

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function timed<T>(
  run: () => Promise<T>,
  observe: (seconds: number, failed: boolean) => void,
): Promise<T> {
  const start = process.hrtime.bigint();
  try {
    const result = await run();
    observe(secondsSince(start), false);
    return result;
  } catch (error) {
    observe(secondsSince(start), true);
    throw error;
  }
}

function timedQueryable(target: Queryable, timings: DbTimings): Queryable {
  return {
    query: <T extends object = DbRow>(sql: string, params?: unknown[]) =>
      timed(() => target.query<T>(sql, params), timings.statement),
    exec: (sql) => timed(() => target.exec(sql), timings.statement),
  };
}

export function timedDb(db: Db, timings: DbTimings): Db {
  return {
    ...db,
    ...timedQueryable(db, timings),
    transaction: (fn, settings, report) =>
      timed(
        () => db.transaction((tx) => fn(timedQueryable(tx, timings)), settings, report),
        timings.transaction,
      ),
    // a statement with its own transaction, in one round trip where the backend can: timed as one statement
    queryWithSettings: <T extends object = DbRow>(
      sql: string,
      params: unknown[] | undefined,
      settings: TransactionSettings,
      report?: CommitReport,
    ) => timed(() => queryWithSettings<T>(db, sql, params, settings, report), timings.statement),
  };
}
