// PGlite backend: PostgreSQL compiled to WASM, in process; persisted in a directory or kept in memory.
import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from './db.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** location: a directory, or `memory://` */
export async function openPglite(location: string): Promise<Db> {
  if (!location.startsWith('memory://')) fs.mkdirSync(location, { recursive: true });
  const pg = await PGlite.create(location);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
