// npm run restore -- <file> [--data-dir D] [--force]: a backup archive (npm run backup) into a new data directory
// (default DATA_DIR) and, for a PostgreSQL backup, into the database DATABASE_URL names (README 'Backups'). The
// archive is checked first (manifest, names, sizes, sha256, the server version that made it); a non-empty
// directory or database is refused unless --force. Start the server on the result: newer migrations apply then.
import { parseArgs } from 'node:util';
import { openBackup } from '../server/backup/readArchive';
import { restoreBackup } from '../server/backup/restore';
import { loadConfig } from '../server/config';
import { isPostgresUrl } from '../server/db/open';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('usage: npm run restore -- <file.tar> [--data-dir D] [--force]');
  process.exit(2);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const backup = await openBackup(file);
  const { manifest } = backup;
  console.log(
    `backup of ${manifest.createdAt}: server ${manifest.serverVersion}, ${manifest.backend}, ${manifest.files.length} stored files (${manifest.storage})`,
  );
  const summary = await restoreBackup(backup, {
    dataDir: values['data-dir'] ?? config.dataDir,
    databaseUrl: isPostgresUrl(config.databaseUrl) ? config.databaseUrl : undefined,
    force: values.force === true,
    pgBinDir: process.env.PG_BIN_DIR || undefined,
  });
  console.log(`restored into ${summary.dataDir}${summary.backend === 'postgres' ? ' and DATABASE_URL' : ''}`);
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
