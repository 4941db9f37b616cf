// The storage of stored files (server/storage/, docs/api.md 'Stored files') behaves the same on each backend: the
// data directory, PostgreSQL (in chunks: a file of several chunks comes back whole) and an S3-compatible store
// (s3rver, a local S3 server from the npm registry). An app on STORAGE=s3 serves the files it stores there.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/storage/disk.ts';
import { postgresStorage } from '../../server/storage/postgres.ts';
import { s3Storage } from '../../server/storage/s3.ts';
import { readSmall, type Storage } from '../../server/storage/storage.ts';
import { createHash } from 'node:crypto';
import { ADMIN, backends, createTestApp, login, type TestApp } from './helpers.ts';
import { upload } from './softwareHelpers.ts';

const BUCKET = 'esl-files';
let s3rver: S3rver | undefined;
let s3Url = '';

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'esl-s3rver-')),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  // s3rver's own credentials
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}`;
});
afterAll(async () => s3rver?.close());

/** bytes that differ from chunk to chunk */
const bytes = (n: number, seed = 1) =>
  Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) % 251));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** a stream of `b` in small pieces, as a multipart part comes */
const pieces = (b: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(b.length / 777) }, (_, i) => b.subarray(i * 777, (i + 1) * 777)),
  );

const postgres = backends.find((b) => b.name === 'postgres');

describe.each([
  {
    name: 'disk',
    open: async () => ({
      storage: diskStorage(mkdtempSync(join(tmpdir(), 'esl-disk-'))),
      close: async () => {},
    }),
  },
  ...(postgres
    ? [
        {
          name: 'postgres',
          open: async () => {
            const t = await createTestApp(postgres);
            // small chunks: a file of a few KB spans several
            return { storage: postgresStorage(t.db, 1000), close: () => t.close() };
          },
        },
      ]
    : []),
  { name: 's3', open: async () => ({ storage: s3Storage(s3Url), close: async () => {} }) },
])('the $name storage', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await storage?.close?.();
    await close?.();
  });

  it('stores a stream, answers its size and sha256, and gives the same bytes back', async () => {
    const content = bytes(5500);
    expect(await storage.put('files/a/1.bin', pieces(content))).toEqual({
      size: 5500,
      sha256: sha256(content),
    });
    const found = await storage.get('files/a/1.bin');
    expect(found?.size).toBe(5500);
    expect(await readSmall(storage, 'files/a/1.bin')).toEqual(content);
    expect(await storage.exists('files/a/1.bin')).toBe(true);
    expect(await storage.put('files/a/empty', Readable.from([]))).toEqual({
      size: 0,
      sha256: sha256(Buffer.alloc(0)),
    });
    expect(await readSmall(storage, 'files/a/empty')).toEqual(Buffer.alloc(0));
  });

  it('replaces a key, lists a prefix, removes, and answers nothing for an absent key', async () => {
    await storage.put('files/b/x.txt', pieces(bytes(3000, 1)));
    await storage.put('files/b/x.txt', pieces(bytes(1200, 2)));
    expect(await readSmall(storage, 'files/b/x.txt')).toEqual(bytes(1200, 2));
    await storage.put('files/b/y.txt', pieces(bytes(10)));
    await storage.put('files/bz', pieces(bytes(10)));
    expect(await storage.list('files/b/')).toEqual(['files/b/x.txt', 'files/b/y.txt']);
    await storage.remove('files/b/x.txt');
    await storage.remove('files/b/x.txt');
    expect(await storage.get('files/b/x.txt')).toBeUndefined();
    expect(await storage.exists('files/b/x.txt')).toBe(false);
    expect(await readSmall(storage, 'files/none')).toBeUndefined();
    expect(await storage.list('files/b/')).toEqual(['files/b/y.txt']);
  });

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', ''])
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
        /invalid storage key/,
      );
  });

  it('keeps nothing of a stream that fails midway, and the key keeps its old content', async () => {
    await storage.put('files/c/kept', pieces(bytes(2500, 3)));
    const failing = new Readable({
      read() {
        this.push(bytes(1500, 4));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('files/c/kept', failing)).rejects.toThrow();
    expect(await readSmall(storage, 'files/c/kept')).toEqual(bytes(2500, 3));
  });
});

describe.each(postgres ? [postgres] : [])('the postgres storage sweep on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('drops the chunks a dead put left a day ago, never those of a stored file or of a put under way', async () => {
    const storage = postgresStorage(t.db, 1000);
    await storage.put('sweep/kept', pieces(bytes(2500)));
    const [{ blob }] = await t.db.query<{ blob: number }>(
      `SELECT nextval('stored_file_blobs')::int8 AS blob`,
    );
    const [{ fresh }] = await t.db.query<{ fresh: number }>(
      `SELECT nextval('stored_file_blobs')::int8 AS fresh`,
    );
    await t.db.query(
      `INSERT INTO stored_file_chunks (blob, n, bytes, "createdAt") VALUES
         ($1, 0, '\\x00', now() - interval '2 days'), ($1, 1, '\\x01', now() - interval '2 days'),
         ($2, 0, '\\x02', now())`,
      [blob, fresh],
    );
    await t.db.query(`UPDATE stored_file_chunks SET "createdAt" = now() - interval '2 days' WHERE blob =
      (SELECT blob FROM stored_files WHERE key = 'sweep/kept')`);
    expect(await storage.sweep?.()).toBe(2);
    expect(await t.db.query('SELECT n FROM stored_file_chunks WHERE blob = $1', [blob])).toEqual([]);
    expect(await t.db.query('SELECT n FROM stored_file_chunks WHERE blob = $1', [fresh])).toEqual([{ n: 0 }]);
    expect(await readSmall(storage, 'sweep/kept')).toEqual(bytes(2500));
  });
});

describe('an app on STORAGE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends[0]!, {
      config: { storage: 's3', storageUrl: s3Url, dataDir: mkdtempSync(join(tmpdir(), 'esl-s3-app-')) },
    });
  });
  afterAll(async () => t?.close());

  it('keeps a mobile app file in the bucket and serves it from there', async () => {
    const admin = await login(t.app, ADMIN);
    const apk = bytes(4000, 5);
    const sent = await upload(t.app, admin, '/api/app/file', { name: 'mobile_7.0.0.apk', content: apk });
    expect(sent.statusCode, sent.body).toBe(200);
    const { _id } = sent.json<{ _id: number }>();
    const bucket = s3Storage(s3Url);
    expect(await readSmall(bucket, `app-files/${_id}.apk`)).toEqual(apk);
    const file = await t.app.inject({ method: 'GET', url: `/api/app/file/${_id}`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(apk);
    await bucket.close?.();
  });
});
