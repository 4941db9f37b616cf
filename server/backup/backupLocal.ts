// Backups made by `npm run backup` itself (scripts/backup.ts), without a running server to ask: PostgreSQL through
// pg_dump (its client's major version checked first), or a PGlite data directory no server holds (a running
// server's is refused: it answers GET /system/backup instead). The archive is written beside its name and renamed
// into place once complete, so an interrupted backup never leaves a file that looks whole.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openPglite } from '../db/pglite.ts';
import { backupArchive, type BackupSource } from './archive.ts';
import { matchingTool, runTool } from './pgTools.ts';
import { BackupError } from './backupError.ts';

/** writes `archive` to `file` through a temporary name */
export async function writeArchiveFile(archive: Readable, file: string): Promise<number> {
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await pipeline(archive, fs.createWriteStream(partial, { flags: 'wx' }));
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}

/** a PGlite data directory's backup, refused while a server holds it (its postmaster.pid is there) */
export async function backupPgliteDirectory(dataDir: string, storage: BackupSource['storage'], file: string) {
  const location = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(location, 'PG_VERSION')))
    throw new BackupError(`${location} holds no PGlite database`);
  if (fs.existsSync(path.join(location, 'postmaster.pid')))
    throw new BackupError(
      `${location} is in use by a running server (or it was not shut down cleanly): back up through the server with ESL_URL and ESL_API_TOKEN`,
    );
  const db = await openPglite(location);
  try {
    const dump = await db.dumpDataDir();
    const source: BackupSource = {
      backend: 'pglite',
      database: { size: dump.length, content: [dump] },
      storage,
    };
    return await writeArchiveFile(backupArchive(source), file);
  } finally {
    await db.close();
  }
}

/** a PostgreSQL database's backup: pg_dump -Fc to a temporary file, then the archive */
export async function backupPostgres(
  url: string,
  storage: BackupSource['storage'],
  file: string,
  pgBinDir?: string,
): Promise<number> {
  const tool = await matchingTool('pg_dump', url, pgBinDir);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'esl-pgdump-'));
  const dump = path.join(dir, 'database.pgdump');
  try {
    await runTool(tool, ['--format=custom', '--file', dump, '--dbname', url]);
    const { size } = await fs.promises.stat(dump);
    const source: BackupSource = {
      backend: 'postgres',
      database: { size, content: fs.createReadStream(dump) },
      storage,
    };
    return await writeArchiveFile(backupArchive(source), file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
