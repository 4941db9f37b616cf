// What a backup archive holds (README 'Backups'): manifest.json, its last entry, names the database entry and every
// stored file with its size and sha256, the server version and the migrations the database had. A restore reads
// nothing the manifest does not name and checks each entry against it (server/backup/restore.ts).
import { handWrittenMigrations } from '../db/migrate.ts';
import { packageVersion } from '../packageVersion.ts';
import type { Storage } from '../storage/storage.ts';

export const FORMAT = 'esl-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = { pglite: 'database.pglite.tar', postgres: 'database.pgdump' } as const;
/** the stored files' areas (server/routes/app/file.ts, server/plus/mediaFiles.ts, server/software/acceptPackage.ts,
 * server/downloads/worker.ts): the rest of the data directory (pglite, cache, incoming, logs) is not a stored file */
export const STORED_AREAS = ['app-files/', 'plus-media/', 'upgrade/', 'downloads/'];

export type Backend = keyof typeof DATABASE_ENTRY;

export interface ArchivedEntry {
  entry: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: number;
  serverVersion: string;
  createdAt: string;
  backend: Backend;
  /** the hand-written migrations of the server that made it (all applied to its database) */
  migrations: string[];
  database: ArchivedEntry;
  /** where the stored files were: 'disk' ones are in the archive, 'postgres' ones in the database dump, 's3' ones
   * in their bucket (its own versioning and backup) */
  storage: Storage['kind'];
  files: (ArchivedEntry & { key: string })[];
}

export const fileEntry = (index: number) => `files/${String(index).padStart(7, '0')}`;

export function manifestOf(
  backend: Backend,
  storage: Storage['kind'],
  database: ArchivedEntry,
  files: BackupManifest['files'],
): BackupManifest {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    serverVersion: packageVersion,
    createdAt: new Date().toISOString(),
    backend,
    migrations: handWrittenMigrations().map((m) => m.name),
    database,
    storage,
    files,
  };
}
