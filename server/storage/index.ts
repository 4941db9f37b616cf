// Which storage keeps the files (STORAGE, STORAGE_URL; docs/api.md 'Stored files'): by default the data directory
// on PGlite (one instance) and PostgreSQL itself when the database is PostgreSQL (several instances share it).
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { diskStorage } from './disk.ts';
import { postgresStorage } from './postgres.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export function openStorage(config: Pick<Config, 'storage' | 'storageUrl' | 'dataDir'>, db: Db): Storage {
  const kind = config.storage ?? (db.kind === 'postgres' ? 'postgres' : 'disk');
  if (kind === 'postgres') {
    if (db.kind !== 'postgres')
      throw new Error('STORAGE=postgres needs a PostgreSQL database (DATABASE_URL)');
    return postgresStorage(db);
  }
  if (kind === 's3') {
    if (!config.storageUrl)
      throw new Error('STORAGE=s3 needs STORAGE_URL (http(s)://key:secret@host:port/bucket)');
    return s3Storage(config.storageUrl);
  }
  return diskStorage(config.dataDir);
}
