// Chooses the backend from the configuration: DATABASE_URL=postgres://... or PGlite (directory or memory://).
import path from 'node:path';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPgliteWorker } from './pgliteWorker.ts';
import { openPostgres } from './postgres.ts';

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** what opening the database needs of the server's configuration (server/config.ts Config has these fields) */
export interface DbOptions {
  /** postgres://... selects PostgreSQL; absent = PGlite under dataDir (or in memory with `memory://`) */
  databaseUrl?: string;
  dataDir: string;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  poolSize?: number;
  pgConnectTimeoutMs?: number;
  pgliteThread?: boolean;
  databaseDirectUrl?: string;
}

export async function openDb(config: DbOptions): Promise<Db> {
  if (config.databaseUrl && isPostgresUrl(config.databaseUrl))
    return openPostgres(config.databaseUrl, {
      statementTimeoutMs: config.statementTimeoutMs,
      idleInTransactionTimeoutMs: config.idleInTransactionTimeoutMs,
      poolSize: config.poolSize,
      connectTimeoutMs: config.pgConnectTimeoutMs,
      sessionUrl: config.databaseDirectUrl,
    });
  // PGlite in a thread of its own unless PGLITE_THREAD=0 (then on the event loop, as before issue 25)
  const open = config.pgliteThread === false ? openPglite : openPgliteWorker;
  if (config.databaseUrl?.startsWith('memory://')) return open('memory://');
  return open(path.join(config.dataDir, 'pglite'));
}
