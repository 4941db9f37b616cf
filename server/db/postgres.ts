// PostgreSQL backend through a pg Pool (DATABASE_URL=postgres://...).
import pg from 'pg';
import { lockSessionName, type Db, type Queryable, type DbRow } from './db.ts';
import { pgQueryWithSettings, pgTransaction, wrapClient } from './pgTransaction.ts';
import { withDeadline } from './probe.ts';

// Answers carry dates as Date (timestamptz) and counts as numbers, as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export interface PostgresOptions {
  /** statement_timeout of every connection in milliseconds; 0 or absent = none. A cancelled statement fails
   * with SQLSTATE 57014, answered 503 by the error handler. Migrations lift it (SET LOCAL). */
  statementTimeoutMs?: number;
  /** idle_in_transaction_session_timeout in milliseconds; 0 = none, absent = DEFAULT_IDLE_IN_TRANSACTION_MS. The
   * server ends a session whose transaction waits on its client that long (a frozen or partitioned instance),
   * so the rows it locked are free again in seconds. */
  idleInTransactionTimeoutMs?: number;
  /** connections of the pool (PG_POOL_SIZE); the LISTEN and lock connections come on top */
  poolSize?: number;
  /** where the lock connections go (DATABASE_DIRECT_URL: past a transaction-mode pooler); default `url` */
  sessionUrl?: string;
  /** milliseconds a new connection may take (PG_CONNECT_TIMEOUT_MS); past it the statement fails as the database
   * unreachable (503), instead of waiting for the operating system's TCP timeout; absent = DEFAULT_CONNECT_TIMEOUT_MS */
  connectTimeoutMs?: number;
  /** the pool's application_name, as pg_stat_activity shows it (read replicas: esl-read) */
  applicationName?: string;
  /** answer only once the server answered a first query (default); false: open even when it is down */
  failFast?: boolean;
}

/** a transaction of this server never waits on its own process for long: 15 s idle is a frozen instance */
export const DEFAULT_IDLE_IN_TRANSACTION_MS = 15_000;
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The settings of every session of this server:
 * - TCP keepalives, both ends: a host that vanished (power, network) is noticed in about 25 s instead of the
 *   operating system's two hours; the server then ends its session and releases its locks.
 * - no JIT compilation (issue 39): the server's statements are short, and PostgreSQL compiles any statement whose
 *   estimated cost passes jit_above_cost, which the tag stats of 2,000 stores did (every store's row with two
 *   small subqueries, estimated high, run in 0.3 s): 0.4 s of compilation for each call, and the dashboard's.
 */
export const SESSION_SETTINGS = {
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  options: '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3 -c jit=off',
} as const;

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const timeout = options.statementTimeoutMs;
  const idle = options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_MS;
  const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis,
    ...SESSION_SETTINGS,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    ...(timeout && timeout > 0 ? { statement_timeout: timeout } : {}),
    ...(idle > 0 ? { idle_in_transaction_session_timeout: idle } : {}),
  });
  // an idle client can be cut by the server (restart, admin command); the pool drops it and makes a new one
  // on demand. Without a listener the 'error' event would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client lost: ${error.message}`));
  // fail fast when the server does not answer
  if (options.failFast !== false) await pool.query('SELECT 1');
  const base = wrapClient(pool);
  const probe = probeConnection(url);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: (fn, settings, report) => pgTransaction(pool, fn, settings, report),
    queryWithSettings: (sql, params, settings, report) =>
      pgQueryWithSettings(pool, sql, params, settings, report),
    async lockSession(owner) {
      // outside the pool: a lock held for a long run (the simulator's) takes no pool connection
      const client = new pg.Client({
        connectionString: options.sessionUrl ?? url,
        application_name: lockSessionName(owner),
        ...SESSION_SETTINGS,
      });
      client.on('error', (error) => process.emitWarning(`PostgreSQL lock connection lost: ${error.message}`));
      await client.connect();
      // one statement at a time on the one connection (the jobs share it)
      const base = wrapClient(client);
      let queue: Promise<unknown> = Promise.resolve();
      const serial = <T>(next: () => Promise<T>): Promise<T> => {
        const result = queue.then(next, next);
        queue = result.catch(() => undefined);
        return result;
      };
      return {
        query: (sql, params) => serial(() => base.query(sql, params)),
        exec: (sql) => serial(() => base.exec(sql)),
        release: () => client.end(),
      };
    },
    probe: (deadlineMs) => probe.queryable(deadlineMs),
    async close() {
      await probe.close();
      await pool.end();
    },
    usage: () => ({ pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }),
  };
}

/**
 * The readiness probe's connection (Db.probe): one of its own beside the pool, so that a pool whose connections
 * all run long statements still lets the probe through; opened on first use, dropped when it fails or is late,
 * and opened again by the next probe.
 */
function probeConnection(url: string) {
  let client: Promise<pg.Client> | undefined;
  const drop = () => {
    const dropped = client;
    client = undefined;
    void dropped?.then((c) => c.end()).catch(() => undefined);
  };
  const open = async (deadlineMs: number) => {
    const fresh = new pg.Client({
      connectionString: url,
      application_name: 'esl-health',
      connectionTimeoutMillis: deadlineMs,
      ...SESSION_SETTINGS,
    });
    fresh.on('error', drop);
    await fresh.connect();
    return fresh;
  };
  const run = async <T>(deadlineMs: number, statement: (c: pg.Client) => Promise<T>): Promise<T> => {
    client ??= open(deadlineMs);
    try {
      return await withDeadline(client.then(statement), deadlineMs, () => false, drop);
    } catch (error) {
      drop();
      throw error;
    }
  };
  return {
    queryable: (deadlineMs: number): Queryable => ({
      query: <T extends object = DbRow>(sql: string, params: unknown[] = []) =>
        run(deadlineMs, async (c) => (await c.query(sql, params)).rows as T[]),
      exec: (sql: string) => run(deadlineMs, async (c) => void (await c.query(sql))),
    }),
    async close() {
      const last = client;
      client = undefined;
      await last?.then((c) => c.end()).catch(() => undefined);
    },
  };
}
