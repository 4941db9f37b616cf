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
   * transaction-local (PostgreSQL sends them with BEGIN, in the same round trip); `report` is told a setting's
   * value at COMMIT once committed (PostgreSQL reads it in COMMIT's round trip). */
  transaction<T>(
    fn: (tx: Queryable) => Promise<T>,
    settings?: TransactionSettings,
    report?: CommitReport,
  ): Promise<T>;
  /** One statement in a transaction of its own that starts with `settings` and tells `report` as `transaction`
   * does: one round trip on PostgreSQL (server/db/pgOneTrip.ts). Absent: `transaction` around the statement
   * (queryWithSettings below). */
  queryWithSettings?<T extends object = DbRow>(
    sql: string,
    params: unknown[] | undefined,
    settings: TransactionSettings,
    report?: CommitReport,
  ): Promise<T[]>;
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

/** what a transaction tells its caller once committed: the value of transaction-local setting `setting` at COMMIT
 * ('' when never set; the audit trigger's mark that it wrote a row, server/db/auditedDb.ts) */
export interface CommitReport {
  readonly setting: string;
  committed(value: string): void;
}

/** `db`'s queryWithSettings, or a transaction around the statement where it has none */
export function queryWithSettings<T extends object = DbRow>(
  db: Db,
  sql: string,
  params: unknown[] | undefined,
  settings: TransactionSettings,
  report?: CommitReport,
): Promise<T[]> {
  if (db.queryWithSettings) return db.queryWithSettings<T>(sql, params, settings, report);
  return db.transaction((tx) => tx.query<T>(sql, params), settings, report);
}

/** runs fn in an open transaction and reads the report's setting after it (a backend without round trips to
 * save); `committed` tells the report, to be called once the transaction committed */
export async function runReporting<T>(
  tx: Queryable,
  fn: (tx: Queryable) => Promise<T>,
  report?: CommitReport,
): Promise<{ result: T; committed: () => void }> {
  const result = await fn(tx);
  if (!report) return { result, committed: () => undefined };
  const [row] = await tx.query<{ value: string | null }>('SELECT current_setting($1, true) AS value', [
    report.setting,
  ]);
  return { result, committed: () => report.committed(row?.value ?? '') };
}

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
