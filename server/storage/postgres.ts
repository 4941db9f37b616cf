// Stored files in PostgreSQL (several instances on one database): a file is a row of stored_files naming a blob,
// and the blob's bytes are rows of stored_file_chunks of CHUNK_BYTES each, written one by one as the stream
// comes and read one by one as the reader asks: never the whole file in memory. A put writes a new blob and then,
// in one transaction, points the key at it and drops the blob it replaces, so a reader sees the old or the new
// file. Needs a PostgreSQL database (DATABASE_URL): on PGlite's single connection a put inside a transaction
// would wait for itself.
import { Readable } from 'node:stream';
import type { Db } from '../db/db.ts';
import { checkKey, type Storage, type StoredFile } from './storage.ts';
import { createHash } from 'node:crypto';
import { repositoriesOf } from '../repositories/index.ts';

export const CHUNK_BYTES = 1024 * 1024;
/** a put is over long before this: older chunks of no stored file were left by a put that died */
export const ORPHAN_HOURS = 24;

/** Cuts a stream into pieces of exactly `size` bytes (the last one shorter). */
async function* chunksOf(content: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of content) {
    let buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as string);
    while (length + buffer.length >= size) {
      const take = size - length;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending);
      buffer = buffer.subarray(take);
      pending = [];
      length = 0;
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      length += buffer.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

export function postgresStorage(db: Db, chunkBytes = CHUNK_BYTES): Storage {
  const files = repositoriesOf(db).storedFiles;
  const dropBlobs = async (blobs: number[]) => {
    for (const blob of blobs) await files.dropBlob(blob);
  };

  return {
    kind: 'postgres',
    async put(key, content): Promise<StoredFile> {
      checkKey(key);
      const blob = await files.newBlob();
      const hash = createHash('sha256');
      let size = 0;
      try {
        let n = 0;
        for await (const chunk of chunksOf(content, chunkBytes)) {
          hash.update(chunk);
          size += chunk.length;
          await files.addChunk(blob, n, chunk);
          n += 1;
        }
        const sha256 = hash.digest('hex');
        const replaced = await db.transaction(async (tx) => {
          const inTx = repositoriesOf(tx).storedFiles;
          const old = await inTx.remove(key);
          await inTx.add({ key, blob, size, sha256 });
          return old;
        });
        await dropBlobs(replaced);
        return { size, sha256 };
      } catch (error) {
        await files.dropBlob(blob).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      checkKey(key);
      const file = await files.find(key);
      if (!file) return undefined;
      let n = 0;
      const stream = new Readable({
        read() {
          files.chunk(file.blob, n).then(
            (bytes) => {
              n += 1;
              this.push(bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);
            },
            (error: Error) => this.destroy(error),
          );
        },
      });
      return { stream, size: file.size };
    },
    async exists(key) {
      checkKey(key);
      return files.exists(key);
    },
    async remove(key) {
      checkKey(key);
      await dropBlobs(await files.remove(key));
    },
    sweep: () => files.sweepOrphans(ORPHAN_HOURS),
    list: (prefix) => files.keys(prefix),
  };
}
