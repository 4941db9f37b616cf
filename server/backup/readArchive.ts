// Reads a backup archive as hostile input (README 'Backups'): every header is checked before its entry's bytes
// are taken (server/backup/archiveEntries.ts), the manifest is of this format and version, names exactly the entries
// present with their sizes, stored-file keys that are safe storage keys of a stored area, and no migration this
// server does not know (a backup of a newer server). Contents are checked against their sha256 as they are copied
// out (copyEntry), read at the place the header pass found them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { handWrittenMigrations } from '../db/migrate.ts';
import { checkKey } from '../storage/storage.ts';
import {
  DATABASE_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  STORED_AREAS,
  type ArchivedEntry,
  type BackupManifest,
} from './manifest.ts';
import { readEntries, type TarHeader } from './archiveEntries.ts';
import { BackupError } from './backupError.ts';

export interface OpenedBackup {
  file: string;
  manifest: BackupManifest;
  entries: Map<string, TarHeader>;
}

function parseManifest(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError('manifest.json is not JSON');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkEntry(value: unknown, entries: Map<string, TarHeader>, what: string): ArchivedEntry {
  if (!isRecord(value) || typeof value.entry !== 'string' || typeof value.sha256 !== 'string')
    throw new BackupError(`manifest.json: ${what} is malformed`);
  const header = entries.get(value.entry);
  if (!header) throw new BackupError(`manifest.json names ${value.entry} (${what}), which the archive lacks`);
  if (value.size !== header.size)
    throw new BackupError(
      `${value.entry} (${what}) is ${header.size} bytes, the manifest says ${String(value.size)}`,
    );
  if (!/^[0-9a-f]{64}$/.test(value.sha256)) throw new BackupError(`manifest.json: ${what} has no sha256`);
  return { entry: value.entry, size: header.size, sha256: value.sha256 };
}

function checkManifest(value: unknown, entries: Map<string, TarHeader>): BackupManifest {
  if (!isRecord(value) || value.format !== FORMAT)
    throw new BackupError('not an ESL backup (manifest.json format)');
  if (value.formatVersion !== FORMAT_VERSION)
    throw new BackupError(
      `backup format version ${String(value.formatVersion)} is not supported (this server reads ${FORMAT_VERSION})`,
    );
  const backend = value.backend;
  if (backend !== 'pglite' && backend !== 'postgres') throw new BackupError('manifest.json: unknown backend');
  const known = new Set(handWrittenMigrations().map((m) => m.name));
  const migrations = Array.isArray(value.migrations) ? value.migrations : [];
  const unknown = migrations.filter((name) => typeof name !== 'string' || !known.has(name));
  if (unknown.length > 0)
    throw new BackupError(
      `the backup was made by a newer server (version ${String(value.serverVersion)}, migrations ${unknown.slice(0, 5).join(', ')} unknown here): restore it with that version`,
    );
  const database = checkEntry(value.database, entries, 'the database');
  if (database.entry !== DATABASE_ENTRY[backend])
    throw new BackupError(`manifest.json: the database is not ${backend}'s`);
  if (!Array.isArray(value.files)) throw new BackupError('manifest.json: files is not a list');
  const keys = new Set<string>();
  const files = value.files.map((file: unknown, index) => {
    const key = isRecord(file) ? file.key : undefined;
    const what = `file ${index + 1}`;
    if (typeof key !== 'string' || !STORED_AREAS.some((area) => key.startsWith(area)))
      throw new BackupError(`manifest.json: ${what} has no stored-file key`);
    try {
      checkKey(key);
    } catch {
      throw new BackupError(`manifest.json: ${what} has an unsafe key ${JSON.stringify(key)}`);
    }
    if (keys.has(key)) throw new BackupError(`manifest.json: ${JSON.stringify(key)} appears twice`);
    keys.add(key);
    return { key, ...checkEntry(file, entries, what) };
  });
  const named = new Set([MANIFEST_ENTRY, database.entry, ...files.map((f) => f.entry)]);
  if (named.size !== files.length + 2) throw new BackupError('manifest.json names one entry twice');
  for (const name of entries.keys())
    if (!named.has(name)) throw new BackupError(`archive entry ${name} is not in manifest.json`);
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    serverVersion: String(value.serverVersion),
    createdAt: String(value.createdAt),
    backend,
    migrations: migrations as string[],
    database,
    storage: value.storage === 'postgres' || value.storage === 's3' ? value.storage : 'disk',
    files,
  };
}

/** The archive's manifest and entries, all checked; a clear BackupError when anything is off. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  const { entries, manifest } = await readEntries(file);
  if (!manifest) throw new BackupError('not an ESL backup: manifest.json is missing');
  return { file, manifest: checkManifest(parseManifest(manifest), entries), entries };
}

/** Copies an entry to `to` (a new file), failing when its bytes do not hash to the manifest's sha256. */
export async function copyEntry(backup: OpenedBackup, entry: ArchivedEntry, to: string): Promise<void> {
  const header = backup.entries.get(entry.entry);
  if (!header) throw new BackupError(`archive entry ${entry.entry} is missing`);
  const hash = createHash('sha256');
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source =
    header.size === 0
      ? [Buffer.alloc(0)]
      : fs.createReadStream(backup.file, { start: header.offset, end: header.offset + header.size - 1 });
  await pipeline(source, through, fs.createWriteStream(to, { flags: 'wx' }));
  if (hash.digest('hex') !== entry.sha256)
    throw new BackupError(
      `${entry.entry} does not match its sha256 in manifest.json: the archive is damaged`,
    );
}
