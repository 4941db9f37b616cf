// Transactions on the PostgreSQL pool (server/db/postgres.ts): BEGIN with its settings in one round trip, fn's
// statements, COMMIT (with the report's setting read in the same round trip, server/db/pgOneTrip.ts), ROLLBACK
// when fn throws; and one statement with its settings in a transaction of its own, in a single round trip.
import pg from 'pg';
import type { CommitReport, DbRow, Queryable, TransactionSettings } from './db.ts';
import { oneTrip, type Statement } from './pgOneTrip.ts';

/** the current transaction is aborted: its COMMIT only rolls back (SQLSTATE in_failed_sql_transaction) */
const IN_FAILED_TRANSACTION = '25P02';

const readSetting = (setting: string): Statement => ({
  text: 'SELECT current_setting($1, true) AS value',
  values: [setting],
});

const settingsOf = (settings: TransactionSettings | undefined): Statement[] =>
  Object.entries(settings ?? {}).map(([name, value]) => ({
    text: 'SELECT set_config($1, $2, true)',
    values: [name, value],
  }));

const reported = (result: pg.QueryResult | undefined, report: CommitReport) =>
  report.committed(String((result?.rows[0] as { value?: string | null } | undefined)?.value ?? ''));

/**
 * a client of the pool for `run`: a session the server ends meanwhile (idle_in_transaction_session_timeout) fails
 * its next statement instead of ending the process (a checked-out client has no listener of the pool), and the
 * client goes back to the pool, or is dropped when `run` failed and the session cannot be trusted
 */
async function withClient<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient, rollback: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onLost = (error: Error) => (lost = error);
  client.on('error', onLost);
  let broken: Error | undefined;
  try {
    return await run(client, async () => {
      // a session the server ended has nothing to roll back: the client is dropped from the pool
      broken = await client.query('ROLLBACK').then(
        () => undefined,
        (failed: unknown) => (failed instanceof Error ? failed : new Error(String(failed))),
      );
    });
  } finally {
    client.off('error', onLost);
    client.release(broken ?? lost);
  }
}

/** a pool or one of its clients as a Queryable */
export function wrapClient(client: pg.Pool | pg.ClientBase): Queryable {
  return {
    async query<T extends object = DbRow>(sql: string, params: unknown[] = []): Promise<T[]> {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export function pgTransaction<T>(
  pool: pg.Pool,
  fn: (tx: Queryable) => Promise<T>,
  settings?: TransactionSettings,
  report?: CommitReport,
): Promise<T> {
  return withClient(pool, async (client, rollback) => {
    let ran: { result: T } | undefined;
    try {
      // BEGIN and the settings in one round trip (the simple protocol runs several statements)
      await client.query(
        [
          'BEGIN',
          ...Object.entries(settings ?? {}).map(
            ([name, value]) =>
              `SELECT set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
          ),
        ].join('; '),
      );
      ran = { result: await fn(wrapClient(client)) };
      if (!report) await client.query('COMMIT');
      else reported((await oneTrip(client, [readSetting(report.setting), { text: 'COMMIT' }]))[0], report);
      return ran.result;
    } catch (error) {
      await rollback();
      // fn went on past a failed statement: its COMMIT alone would have rolled back without an error; so it does
      if (ran && (error as { code?: string }).code === IN_FAILED_TRANSACTION) return ran.result;
      throw error;
    }
  });
}

/** one statement after its settings, in one implicit transaction and one round trip */
export function pgQueryWithSettings<T extends object = DbRow>(
  pool: pg.Pool,
  sql: string,
  params: unknown[] | undefined,
  settings: TransactionSettings,
  report?: CommitReport,
): Promise<T[]> {
  return withClient(pool, async (client, rollback) => {
    const before = settingsOf(settings);
    try {
      const results = await oneTrip(client, [
        ...before,
        { text: sql, values: params },
        ...(report ? [readSetting(report.setting)] : []),
      ]);
      if (report) reported(results[before.length + 1], report);
      return results[before.length].rows as T[];
    } catch (error) {
      // the server rolled the implicit transaction back; the ROLLBACK (a warning only) tells whether the session
      // is still good
      await rollback();
      throw error;
    }
  });
}
