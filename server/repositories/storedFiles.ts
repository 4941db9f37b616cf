// Stored files in PostgreSQL (server/storage/postgres.ts, migration of stored_files): a file is a row of
// stored_files naming a blob, the blob's bytes are numbered rows of stored_file_chunks.
import type { Queryable } from '../db/db.ts';

export class StoredFilesRepository {
  constructor(readonly db: Queryable) {}

  /** A new blob number. */
  async newBlob(): Promise<number> {
    const [{ blob }] = await this.db.query<{ blob: number }>(
      `SELECT nextval('stored_file_blobs')::int8 AS blob`,
    );
    return blob;
  }

  async addChunk(blob: number, n: number, bytes: Buffer): Promise<void> {
    await this.db.query('INSERT INTO stored_file_chunks (blob, n, bytes) VALUES ($1, $2, $3)', [
      blob,
      n,
      bytes,
    ]);
  }

  /** The n-th chunk of a blob; undefined past its end. */
  async chunk(blob: number, n: number): Promise<Uint8Array | undefined> {
    const [row] = await this.db.query<{ bytes: Uint8Array }>(
      'SELECT bytes FROM stored_file_chunks WHERE blob = $1 AND n = $2',
      [blob, n],
    );
    return row?.bytes;
  }

  async dropBlob(blob: number): Promise<void> {
    await this.db.query('DELETE FROM stored_file_chunks WHERE blob = $1', [blob]);
  }

  /** The file of a key: its blob and size. */
  async find(key: string): Promise<{ blob: number; size: number } | undefined> {
    const [file] = await this.db.query<{ blob: number; size: number }>(
      'SELECT blob, size FROM stored_files WHERE key = $1',
      [key],
    );
    return file;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM stored_files WHERE key = $1', [key])).length > 0;
  }

  /** Forgets the key's file; answers the blobs it named (to drop). */
  async remove(key: string): Promise<number[]> {
    const rows = await this.db.query<{ blob: number }>(
      'DELETE FROM stored_files WHERE key = $1 RETURNING blob',
      [key],
    );
    return rows.map((r) => r.blob);
  }

  async add(file: { key: string; blob: number; size: number; sha256: string }): Promise<void> {
    await this.db.query('INSERT INTO stored_files (key, blob, size, sha256) VALUES ($1, $2, $3, $4)', [
      file.key,
      file.blob,
      file.size,
      file.sha256,
    ]);
  }

  /** Drops the chunks older than `hours` of blobs no stored file names; answers how many. */
  async sweepOrphans(hours: number): Promise<number> {
    const dropped = await this.db.query(
      `DELETE FROM stored_file_chunks c
       WHERE "createdAt" < now() - make_interval(hours => $1)
         AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.blob = c.blob)
       RETURNING 1`,
      [hours],
    );
    return dropped.length;
  }

  /** The keys starting with the prefix, in byte order. */
  async keys(prefix: string): Promise<string[]> {
    const rows = await this.db.query<{ key: string }>(
      `SELECT key FROM stored_files WHERE starts_with(key, $1) ORDER BY key COLLATE "C"`,
      [prefix],
    );
    return rows.map((r) => r.key);
  }
}
