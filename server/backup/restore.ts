// Restores a checked backup archive (server/backup/readArchive.ts; README 'Backups') into a new data directory
// and, for a PostgreSQL backup, into the database DATABASE_URL names. Everything is written to a directory beside
// the target first and renamed into place only once every entry matched its sha256 and the database opened, so a
// refused archive leaves the target as it was. The server started on the result applies the migrations newer
// than the backup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { appliedMigrations } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { publicTableCount } from '../db/pgAdmin.ts';
import { copyEntry, type OpenedBackup } from './readArchive.ts';
import { matchingTool, runTool } from './pgTools.ts';
import { BackupError } from './backupError.ts';

export interface RestoreTarget {
  dataDir: string;
  /** a PostgreSQL backup's database (postgres://...) */
  databaseUrl?: string;
  /** replace a non-empty data directory, restore into a database that has tables */
  force: boolean;
  pgBinDir?: string;
}

export interface RestoreSummary {
  backend: OpenedBackup['manifest']['backend'];
  files: number;
  dataDir: string;
}

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return true;
    throw error;
  }
}

async function restoreFiles(backup: OpenedBackup, staging: string): Promise<void> {
  for (const file of backup.manifest.files) {
    const to = path.join(staging, file.key);
    await fs.promises.mkdir(path.dirname(to), { recursive: true });
    await copyEntry(backup, file, to);
  }
}

/** the PGlite database: the dump loaded into <staging>/pglite, opened once to prove it starts */
async function restorePglite(backup: OpenedBackup, staging: string): Promise<void> {
  const dump = path.join(staging, 'pglite.restoring.tar');
  await copyEntry(backup, backup.manifest.database, dump);
  const db = await openPglite(path.join(staging, 'pglite'), {
    loadDataDir: new Blob([await fs.promises.readFile(dump)]),
  });
  try {
    const applied = new Set(await appliedMigrations(db));
    const missing = backup.manifest.migrations.filter((name) => !applied.has(name));
    if (missing.length > 0)
      throw new BackupError(
        `the restored database lacks migrations ${missing.slice(0, 5).join(', ')} its manifest lists`,
      );
  } finally {
    await db.close();
    await fs.promises.rm(dump, { force: true });
  }
}

async function restorePostgres(backup: OpenedBackup, staging: string, target: RestoreTarget): Promise<void> {
  const url = target.databaseUrl;
  if (!url)
    throw new BackupError('a PostgreSQL backup restores into a database: set DATABASE_URL (postgres://...)');
  const tool = await matchingTool('pg_restore', url, target.pgBinDir);
  const tables = await publicTableCount(url);
  if (tables > 0 && !target.force)
    throw new BackupError(
      `the database has ${tables} tables: restore into an empty database, or pass --force to replace them`,
    );
  const dump = path.join(staging, 'database.restoring.pgdump');
  await copyEntry(backup, backup.manifest.database, dump);
  await runTool(tool, ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--dbname', url, dump]);
  await fs.promises.rm(dump, { force: true });
}

export async function restoreBackup(backup: OpenedBackup, target: RestoreTarget): Promise<RestoreSummary> {
  const dataDir = path.resolve(target.dataDir);
  if (!isEmptyDir(dataDir) && !target.force)
    throw new BackupError(
      `${dataDir} is not empty: restore into a new directory, or pass --force to replace it`,
    );
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  await fs.promises.mkdir(staging, { recursive: true });
  try {
    await restoreFiles(backup, staging);
    if (backup.manifest.backend === 'pglite') await restorePglite(backup, staging);
    else await restorePostgres(backup, staging, target);
    await fs.promises.rm(dataDir, { recursive: true, force: true });
    await fs.promises.rename(staging, dataDir);
  } catch (error) {
    await fs.promises.rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { backend: backup.manifest.backend, files: backup.manifest.files.length, dataDir };
}
