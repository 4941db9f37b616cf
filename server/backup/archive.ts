// Writes a backup archive (README 'Backups'): the database entry (a PGlite data directory dump or a pg_dump file),
// then the stored files when they are on the data directory's disk, then the manifest with every entry's size and
// sha256 (computed as the bytes go out, so nothing is read twice and nothing is held whole in memory but the PGlite
// dump, which PGlite makes in memory anyway). A file removed between the listing and its copy is left out; a file
// added after the database snapshot is carried along unused. The tar format is tar-stream's (ustar headers; the
// names a backup writes are short, so no pax header is ever written, and the reader refuses one).
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pack, type Pack } from 'tar-stream';
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
import { BackupError } from './backupError.ts';

/** an entry's content: a stream, or the pieces at hand */
export type Bytes = AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>;

interface TarEntry {
  name: string;
  size: number;
  content: Bytes;
}

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

/** `entry`'s content, refused once it is not exactly the size its header says (a file that changed meanwhile;
 * bytes past that size are never written out) */
async function* exactly(entry: TarEntry): AsyncGenerator<Buffer | Uint8Array> {
  let written = 0;
  for await (const piece of entry.content) {
    written += piece.length;
    if (written > entry.size) break;
    yield piece;
  }
  if (written !== entry.size)
    throw new BackupError(
      `${entry.name} changed while it was archived (${written} bytes, not ${entry.size})`,
    );
}

/** writes the entries one after the other, each as fast as the archive's reader takes it */
async function writeEntries(archive: Pack, source: BackupSource): Promise<void> {
  for await (const entry of entries(source)) {
    const sink = archive.entry({ name: entry.name, size: entry.size, type: 'file', mode: 0o644 });
    await pipeline(exactly(entry), sink);
  }
  archive.finalize();
}

/** the archive of `source` as a stream; a reader that stops early (a download cut) stops the sources too */
export function backupArchive(source: BackupSource): Readable {
  const archive = pack();
  writeEntries(archive, source).catch((error: unknown) => archive.destroy(error as Error));
  return Readable.from(archive);
}
