// Chooses the backend from the configuration: DATABASE_URL=postgres://... or PGlite (directory or memory://).
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export async function openDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'statementTimeoutMs'>>,
): Promise<Db> {
  if (config.databaseUrl && isPostgresUrl(config.databaseUrl))
    return openPostgres(config.databaseUrl, { statementTimeoutMs: config.statementTimeoutMs });
  if (config.databaseUrl?.startsWith('memory://')) return openPglite('memory://');
  return openPglite(path.join(config.dataDir, 'pglite'));
}
