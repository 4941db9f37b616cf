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
  const dropBlob = (blob: number) => db.query('DELETE FROM stored_file_chunks WHERE blob = $1', [blob]);

  return {
    kind: 'postgres',
    async put(key, content): Promise<StoredFile> {
      checkKey(key);
      const [{ blob }] = await db.query<{ blob: number }>(
        `SELECT nextval('stored_file_blobs')::int8 AS blob`,
      );
      const hash = createHash('sha256');
      let size = 0;
      try {
        let n = 0;
        for await (const chunk of chunksOf(content, chunkBytes)) {
          hash.update(chunk);
          size += chunk.length;
          await db.query('INSERT INTO stored_file_chunks (blob, n, bytes) VALUES ($1, $2, $3)', [
            blob,
            n,
            chunk,
          ]);
          n += 1;
        }
        const sha256 = hash.digest('hex');
        const replaced = await db.transaction(async (tx) => {
          const old = await tx.query<{ blob: number }>(
            'DELETE FROM stored_files WHERE key = $1 RETURNING blob',
            [key],
          );
          await tx.query('INSERT INTO stored_files (key, blob, size, sha256) VALUES ($1, $2, $3, $4)', [
            key,
            blob,
            size,
            sha256,
          ]);
          return old;
        });
        for (const old of replaced) await dropBlob(old.blob);
        return { size, sha256 };
      } catch (error) {
        await dropBlob(blob).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      checkKey(key);
      const [file] = await db.query<{ blob: number; size: number }>(
        'SELECT blob, size FROM stored_files WHERE key = $1',
        [key],
      );
      if (!file) return undefined;
      let n = 0;
      const stream = new Readable({
        read() {
          db.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_file_chunks WHERE blob = $1 AND n = $2', [
            file.blob,
            n,
          ]).then(
            ([row]) => {
              n += 1;
              this.push(
                row ? Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) : null,
              );
            },
            (error: Error) => this.destroy(error),
          );
        },
      });
      return { stream, size: file.size };
    },
    async exists(key) {
      checkKey(key);
      return (await db.query('SELECT 1 FROM stored_files WHERE key = $1', [key])).length > 0;
    },
    async remove(key) {
      checkKey(key);
      const removed = await db.query<{ blob: number }>(
        'DELETE FROM stored_files WHERE key = $1 RETURNING blob',
        [key],
      );
      for (const old of removed) await dropBlob(old.blob);
    },
    async sweep() {
      const dropped = await db.query(
        `DELETE FROM stored_file_chunks c
         WHERE "createdAt" < now() - make_interval(hours => $1)
           AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.blob = c.blob)
         RETURNING 1`,
        [ORPHAN_HOURS],
      );
      return dropped.length;
    },
    async list(prefix) {
      const rows = await db.query<{ key: string }>(
        `SELECT key FROM stored_files WHERE starts_with(key, $1) ORDER BY key COLLATE "C"`,
        [prefix],
      );
      return rows.map((r) => r.key);
    },
  };
}
