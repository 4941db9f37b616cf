// The database seen by the rest of the server: PostgreSQL SQL with $1 parameters, whatever the backend.

export type DbRow = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1.. parameters; answers the rows. */
  query<T extends object = DbRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws; `settings` are set first,
   * transaction-local (PostgreSQL sends them with BEGIN, in the same round trip). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: TransactionSettings): Promise<T>;
  /**
   * A connection of its own for session-level advisory locks (server/db/advisoryLocks.ts): a lock taken on it is
   * held until unlocked or the connection ends (the process dies). PGlite has one connection: that one. `owner`,
   * the server instance taking the locks, names the connection (lockSessionName) so that the instance sweep can
   * end the locks of an instance found dead (server/instances/instances.ts).
   */
  lockSession(owner?: string): Promise<LockSession>;
  /**
   * The readiness probe's way in (server/health/readiness.ts): statements that fail after `deadlineMs`, on a path
   * that a full pool does not hold up where the backend has one (PostgreSQL: a connection of its own). When the
   * backend has one connection busy with earlier statements (PGlite), a statement past its deadline fails with
   * DbBusyError (server/db/probe.ts): the database is up, only occupied. Absent: the pool with the deadline.
   */
  probe?(deadlineMs: number): Queryable;
  close(): Promise<void>;
  /** what waits for the database at this moment (read by the metrics at scrape, server/metrics/db.ts); absent
   * for a backend with nothing to report (PGlite on the event loop) */
  usage?(): DbUsage;
}

/** the PostgreSQL pool's connections and the callers waiting for one, or the PGlite thread's statements out */
export interface DbUsage {
  pool?: { total: number; idle: number; waiting: number };
  queued?: number;
}

/** transaction-local settings a transaction starts with: set_config(name, value, true) (the audit context) */
export type TransactionSettings = Readonly<Record<string, string>>;

/** sets the settings in an open transaction, one statement each (a backend without round trips to save) */
export async function applySettings(tx: Queryable, settings?: TransactionSettings): Promise<void> {
  for (const [name, value] of Object.entries(settings ?? {}))
    await tx.query('SELECT set_config($1, $2, true)', [name, value]);
}

export interface LockSession extends Queryable {
  release(): Promise<void>;
}

/** the application_name of the lock connection of a server instance */
export function lockSessionName(owner?: string): string {
  return owner ? `esl-locks:${owner}` : 'esl-locks';
}
