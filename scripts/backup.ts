// npm run backup -- <file>: a backup archive of the server's database and stored files (README 'Backups').
//   ESL_URL=http://host:8800/api ESL_API_TOKEN=esl_… (a role-0 token): asks the running server (GET /system/backup),
//     the way for PGlite while the server runs;
//   DATABASE_URL=postgres://…: pg_dump (PG_BIN_DIR: the directory of the client of the server's version), plus the
//     stored files of DATA_DIR when STORAGE is disk;
//   otherwise: the PGlite database of DATA_DIR, opened here, which no server may be running on.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { backupPgliteDirectory, backupPostgres, writeArchiveFile } from '../server/backup/backupLocal';
import type { BackupSource } from '../server/backup/archive';
import { BackupError } from '../server/backup/backupError';
import { loadConfig, type Config } from '../server/config';
import { isPostgresUrl } from '../server/db/open';
import { diskStorage } from '../server/storage/disk';

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('usage: npm run backup -- <file.tar>');
  process.exit(2);
}

function storageOf(config: Config): BackupSource['storage'] {
  const kind = config.storage ?? (isPostgresUrl(config.databaseUrl) ? 'postgres' : 'disk');
  return kind === 'disk' ? diskStorage(config.dataDir) : { kind };
}

async function throughServer(apiUrl: string, token: string): Promise<number> {
  const answer = await fetch(`${apiUrl.replace(/\/+$/, '')}/system/backup`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok || !answer.body) {
    const said = (await answer.json().catch(() => ({}))) as { message?: string };
    throw new BackupError(`the server answered ${answer.status}: ${said.message ?? answer.statusText}`);
  }
  // the fetch body is the web stream node:stream/web describes (the DOM lib's type lacks its async iterator)
  return writeArchiveFile(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), file);
}

async function main(): Promise<void> {
  const { ESL_URL: apiUrl, ESL_API_TOKEN: token, PG_BIN_DIR: pgBinDir } = process.env;
  const config = loadConfig();
  let bytes: number;
  if (apiUrl) {
    if (!token) throw new BackupError('ESL_URL needs ESL_API_TOKEN (an API token of role 0)');
    bytes = await throughServer(apiUrl, token);
  } else if (config.databaseUrl && isPostgresUrl(config.databaseUrl)) {
    bytes = await backupPostgres(config.databaseUrl, storageOf(config), file, pgBinDir || undefined);
  } else {
    bytes = await backupPgliteDirectory(config.dataDir, storageOf(config), file);
  }
  console.log(`backup written: ${file} (${bytes} bytes)`);
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
