// A minimal ustar (POSIX tar) writer and reader for backup archives (server/backup/archive.ts): regular files
// only, names under 100 bytes, sizes under 8 GiB. Written here rather than taken from a package because the
// reader faces hostile input and must refuse, with a clear reason, anything but the few entries a backup holds:
// every header's checksum, type, name and size is checked before its bytes are read.
import type { FileHandle } from 'node:fs/promises';

export const BLOCK = 512;
/** 11 octal digits: 8 GiB - 1 */
const MAX_SIZE = 8 ** 11 - 1;

export class BackupError extends Error {}

/** an entry's content: a stream, or the pieces at hand */
export type Bytes = AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer | Uint8Array>;

export interface TarEntry {
  name: string;
  size: number;
  content: Bytes;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) >= 100) throw new BackupError(`tar entry name too long: ${name}`);
  if (size > MAX_SIZE) throw new BackupError(`tar entry too large: ${name} (${size} bytes)`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(octal(checksum(block), 7) + ' ', 148, 'ascii');
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes, entry after entry; an entry whose content is not exactly its size fails the archive. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry.name, entry.size);
    let written = 0;
    for await (const piece of entry.content) {
      const bytes = Buffer.isBuffer(piece)
        ? piece
        : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
      written += bytes.length;
      if (written > entry.size) break;
      yield bytes;
    }
    if (written !== entry.size)
      throw new BackupError(
        `${entry.name} changed while it was archived (${written} bytes, not ${entry.size})`,
      );
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

export interface TarHeader {
  name: string;
  size: number;
  /** where the entry's bytes start in the file */
  offset: number;
}

export interface TarLimits {
  maxEntries: number;
  maxEntryBytes: number;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function number(block: Buffer, start: number, length: number, what: string): number {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]{1,12}$/.test(digits)) throw new BackupError(`not a backup archive: bad ${what} field`);
  return parseInt(digits, 8);
}

/** The entries of the tar file open in `handle`, checked header by header (nothing of an entry is read). */
export async function* tarHeaders(handle: FileHandle, limits: TarLimits): AsyncGenerator<TarHeader> {
  const { size: fileSize } = await handle.stat();
  const block = Buffer.alloc(BLOCK);
  let position = 0;
  let count = 0;
  for (;;) {
    const { bytesRead } = await handle.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK) throw new BackupError('the archive is truncated (no end-of-archive marker)');
    if (block.every((byte) => byte === 0)) return;
    if (number(block, 148, 8, 'checksum') !== checksum(block))
      throw new BackupError(`not a backup archive: header checksum mismatch at byte ${position}`);
    const type = String.fromCharCode(block[156]);
    const name = text(block, 0, 100);
    if (type !== '0' && type !== '\0')
      throw new BackupError(
        `archive entry ${JSON.stringify(name)} is not a regular file (type ${JSON.stringify(type)})`,
      );
    if (text(block, 345, 155) !== '')
      throw new BackupError(`archive entry name too long: ${JSON.stringify(name)}`);
    const size = number(block, 124, 12, 'size');
    if (size > limits.maxEntryBytes)
      throw new BackupError(`archive entry ${JSON.stringify(name)} is too large (${size} bytes)`);
    if (++count > limits.maxEntries)
      throw new BackupError(`the archive has more than ${limits.maxEntries} entries`);
    const offset = position + BLOCK;
    if (offset + size > fileSize)
      throw new BackupError(`the archive is truncated inside ${JSON.stringify(name)}`);
    yield { name, size, offset };
    position = offset + size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
