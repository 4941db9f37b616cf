// The entries of a backup archive (README 'Backups'), read as hostile input: tar-stream parses the archive (and
// verifies every header's checksum), and each header is checked here before any of its entry's bytes is taken: a
// regular file, one of the few names a backup writes, each once, no larger than a backup holds, inside the file,
// with no pax or long-name header before it (a backup never writes one); then the end-of-archive marker. The
// manifest's bytes are kept; the others' places, for copying them out (readArchive.ts).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { extract, type Header } from 'tar-stream';
import { BackupError } from './backupError.ts';
import { MANIFEST_ENTRY } from './manifest.ts';

/** tar's block: a header, and the unit entries are padded to */
const BLOCK = 512;

const LIMITS = {
  maxEntries: 1_000_000,
  /** a stored file is at most a few hundred MB (the upload limits) and a PGlite dump is loaded whole in memory:
   * an entry this large is a crafted one, refused before a byte of it is read */
  maxEntryBytes: 4 * 1024 ** 3,
  maxManifestBytes: 256 * 1024 ** 2,
};

const ENTRY_NAME = /^(manifest\.json|database\.pglite\.tar|database\.pgdump|files\/\d{7})$/;

/** an entry of the archive: its name and size, and where its bytes start in the file */
export interface TarHeader {
  name: string;
  size: number;
  offset: number;
}

const padded = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

/** refuses a header that is not one a backup writes, before anything of its entry is read */
function checkHeader(header: Header, entries: Map<string, TarHeader>, at: number, end: number): void {
  const name = JSON.stringify(header.name);
  if (header.type !== 'file')
    throw new BackupError(
      `archive entry ${name} is not a regular file (type ${JSON.stringify(header.type ?? 'unknown')})`,
    );
  if (header.pax || at !== end)
    throw new BackupError(
      `archive entry ${name} comes after a pax or long-name header (or past the end-of-archive marker), which a backup never writes`,
    );
  if (!ENTRY_NAME.test(header.name)) throw new BackupError(`archive entry ${name} is not one a backup holds`);
  if (entries.has(header.name)) throw new BackupError(`archive entry ${header.name} appears twice`);
  if (header.size > LIMITS.maxEntryBytes)
    throw new BackupError(`archive entry ${name} is too large (${header.size} bytes)`);
  if (header.name === MANIFEST_ENTRY && header.size > LIMITS.maxManifestBytes)
    throw new BackupError('manifest.json is too large');
  if (entries.size >= LIMITS.maxEntries)
    throw new BackupError(`the archive has more than ${LIMITS.maxEntries} entries`);
}

/** The archive's entries, their headers checked one by one as tar-stream reads them, and its manifest's bytes. */
export async function readEntries(
  file: string,
): Promise<{ entries: Map<string, TarHeader>; manifest?: Buffer }> {
  const { size: fileSize } = await fs.promises.stat(file);
  const entries = new Map<string, TarHeader>();
  let manifest: Buffer | undefined;
  /** where the previous entry's padded bytes end: the next header's place, or the end-of-archive marker's */
  let end = 0;
  const parser = extract();
  const reading = pipeline(fs.createReadStream(file), parser).catch(() => undefined); // its errors reach the loop
  try {
    for await (const entry of parser) {
      const { header } = entry;
      checkHeader(header, entries, entry.offset, end);
      const offset = entry.offset + BLOCK;
      if (offset + header.size > fileSize)
        throw new BackupError(`the archive is truncated inside ${JSON.stringify(header.name)}`);
      entries.set(header.name, { name: header.name, size: header.size, offset });
      end = offset + padded(header.size);
      if (header.name !== MANIFEST_ENTRY) entry.resume();
      else {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = Buffer.concat(chunks);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (fileSize < end + BLOCK) throw new BackupError('the archive is truncated');
    // tar-stream's reason (a checksum mismatch, an unknown format) in its words
    throw new BackupError(
      `not a backup archive: the tar header at byte ${end} is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  } finally {
    parser.destroy();
    await reading;
  }
  if (fileSize < end + BLOCK) throw new BackupError('the archive is truncated (no end-of-archive marker)');
  return { entries, manifest };
}
