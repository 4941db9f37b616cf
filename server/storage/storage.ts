// Stored files (docs/api.md 'Stored files'): signage media and thumbnails, mobile app files, upgrade packages and
// finished downloads live behind one interface, by key (`app-files/12.apk`), whatever keeps them: the data
// directory (one instance, server/storage/disk.ts), PostgreSQL itself (several instances, server/storage/
// postgres.ts) or an S3-compatible object store (server/storage/s3.ts). Contents are streamed in and out, never
// held whole in memory.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  sha256: string;
}

export interface Storage {
  readonly kind: 'disk' | 'postgres' | 's3';
  /** Stores the stream's bytes under the key, replacing what was there once all are written. */
  put(key: string, content: Readable): Promise<StoredFile>;
  /** The content of a key as a stream with its size; undefined when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; nothing when it is absent. */
  remove(key: string): Promise<void>;
  /** The keys starting with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** the data directory only: the key's file, for readers that need a path (the render threads) */
  localPath?(key: string): string;
  /** drops what puts of dead processes left behind (PostgreSQL); answers how many pieces went */
  sweep?(): Promise<number>;
  close?(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_%@+=-][A-Za-z0-9._%@+=-]{0,254}$/;

/** A key is segments of safe characters separated by '/': never '..', never an absolute path. */
export function checkKey(key: string): string {
  if (key.length > 1024 || !key.split('/').every((s) => SEGMENT.test(s)))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Passes bytes through while counting them and computing their sha256. */
export function measuring(): { through: Transform; result(): StoredFile } {
  const hash = createHash('sha256');
  let size = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { through, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Stores a local file under the key. */
export function putFile(storage: Storage, key: string, file: string): Promise<StoredFile> {
  return storage.put(key, fs.createReadStream(file));
}

/** The whole content of a small stored file (a thumbnail); undefined when absent. */
export async function readSmall(storage: Storage, key: string): Promise<Buffer | undefined> {
  const found = await storage.get(key);
  if (!found) return undefined;
  const parts: Buffer[] = [];
  for await (const part of found.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Copies a stored file to another key (a backup before a replacement). */
export async function copyStored(storage: Storage, from: string, to: string): Promise<boolean> {
  const found = await storage.get(from);
  if (!found) return false;
  await storage.put(to, found.stream);
  return true;
}

export async function removeQuietly(storage: Storage, key: string): Promise<void> {
  await storage.remove(key).catch(() => undefined);
}

/** A name as one key segment: every character but letters, digits, '_' and '-' as %XX (UTF-8). */
export const keySegment = (name: string) =>
  encodeURIComponent(name).replace(
    /[.!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
