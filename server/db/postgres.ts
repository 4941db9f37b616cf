// PostgreSQL backend through a pg Pool (DATABASE_URL=postgres://...).
import pg from 'pg';
import { lockSessionName, type Db, type Queryable, type Row } from './db.ts';

// Answers carry dates as Date (timestamptz) and counts as numbers, as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

function wrap(client: pg.Pool | pg.PoolClient | pg.Client): Queryable {
  return {
    async query<T extends object = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** statement_timeout of every connection in milliseconds; 0 or absent = none. A cancelled statement fails
   * with SQLSTATE 57014, answered 503 by the error handler. Migrations lift it (SET LOCAL). */
  statementTimeoutMs?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const timeout = options.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(timeout && timeout > 0 ? { statement_timeout: timeout } : {}),
  });
  // an idle client can be cut by the server (restart, admin command); the pool drops it and makes a new one
  // on demand. Without a listener the 'error' event would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL idle client lost: ${error.message}`));
  // fail fast when the server does not answer
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async lockSession(owner) {
      // outside the pool: a lock held for a long run (the simulator's) takes no pool connection
      const client = new pg.Client({ connectionString: url, application_name: lockSessionName(owner) });
      client.on('error', (error) => process.emitWarning(`PostgreSQL lock connection lost: ${error.message}`));
      await client.connect();
      // one statement at a time on the one connection (the jobs share it)
      const base = wrap(client);
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
    close: () => pool.end(),
  };
}
