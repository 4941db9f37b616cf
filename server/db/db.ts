// The database seen by the rest of the server: PostgreSQL SQL with $1 parameters, whatever the backend.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1.. parameters; answers the rows. */
  query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
