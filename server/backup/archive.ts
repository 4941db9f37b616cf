// Writes a backup archive (README 'Backups'): the database entry (a PGlite data directory dump or a pg_dump file),
// then the stored files when they are on the data directory's disk, then the manifest with every entry's size and
// sha256 (computed as the bytes go out, so nothing is read twice and nothing is held whole in memory but the PGlite
// dump, which PGlite makes in memory anyway). A file removed between the listing and its copy is left out; a file
// added after the database snapshot is carried along unused.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Storage } from '../storage/storage.ts';
import {
  DATABASE_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
  manifestOf,
  STORED_AREAS,
  type ArchivedEntry,
  type Backend,
  type BackupManifest,
} from './manifest.ts';
import { tarStream, type Bytes, type TarEntry } from './tar.ts';

export interface BackupSource {
  backend: Backend;
  database: { size: number; content: Bytes };
  /** the server's storage; only the kind when its files are not copied (in the database dump, or in S3) */
  storage: Storage | { kind: Exclude<Storage['kind'], 'disk'> };
}

/** passes `content` through, filling `into` with its size and sha256 once it has all gone */
async function* hashing(content: Bytes, into: ArchivedEntry): AsyncGenerator<Buffer | Uint8Array> {
  const hash = createHash('sha256');
  for await (const piece of content) {
    hash.update(piece);
    yield piece;
  }
  into.sha256 = hash.digest('hex');
}

async function* entries(source: BackupSource): AsyncGenerator<TarEntry> {
  const database: ArchivedEntry = {
    entry: DATABASE_ENTRY[source.backend],
    size: source.database.size,
    sha256: '',
  };
  yield { name: database.entry, size: database.size, content: hashing(source.database.content, database) };
  const files: BackupManifest['files'] = [];
  if ('list' in source.storage && source.storage.kind === 'disk') {
    for (const area of STORED_AREAS) {
      for (const key of await source.storage.list(area)) {
        const found = await source.storage.get(key);
        if (!found) continue;
        const file = { key, entry: fileEntry(files.length + 1), size: found.size, sha256: '' };
        files.push(file);
        yield { name: file.entry, size: file.size, content: hashing(found.stream, file) };
      }
    }
  }
  const manifest = Buffer.from(
    JSON.stringify(manifestOf(source.backend, source.storage.kind, database, files), null, 2),
  );
  yield { name: MANIFEST_ENTRY, size: manifest.length, content: [manifest] };
}

/** the archive of `source` as a stream */
export const backupArchive = (source: BackupSource): Readable => Readable.from(tarStream(entries(source)));
