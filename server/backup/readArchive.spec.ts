// Backup archives are hostile input (README 'Backups'): whatever a damaged or crafted archive holds, reading it
// answers a clear error before anything is written, and a restore refused halfway leaves its target as it was.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handWrittenMigrations } from '../db/migrate.ts';
import { FORMAT, FORMAT_VERSION } from './manifest.ts';
import { openBackup } from './readArchive.ts';
import { restoreBackup } from './restore.ts';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pack, type Header } from 'tar-stream';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-backup-unit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BLOCK = 512;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DATABASE = Buffer.from('not really a database');
const FILE = Buffer.from('the bytes of an app file');

/** an entry: its name, content and any other header fields (a link, a pax header) */
interface Part {
  name: string;
  content: Buffer;
  header?: Partial<Header>;
}

let count = 0;
async function archive(parts: Part[]): Promise<string> {
  const file = path.join(dir, `archive-${++count}.tar`);
  const tar = pack();
  for (const part of parts) tar.entry({ name: part.name, ...part.header }, part.content);
  tar.finalize();
  await pipeline(Readable.from(tar), fs.createWriteStream(file));
  return file;
}

function manifest(overrides: Record<string, unknown> = {}, file: Record<string, unknown> = {}) {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    serverVersion: '0.1.0',
    createdAt: new Date().toISOString(),
    backend: 'pglite',
    migrations: handWrittenMigrations().map((m) => m.name),
    database: { entry: 'database.pglite.tar', size: DATABASE.length, sha256: sha(DATABASE) },
    storage: 'disk',
    files: [
      { key: 'app-files/1.apk', entry: 'files/0000001', size: FILE.length, sha256: sha(FILE), ...file },
    ],
    ...overrides,
  };
}

const parts = (m: object, more: Part[] = []): Part[] => [
  { name: 'database.pglite.tar', content: DATABASE },
  { name: 'files/0000001', content: FILE },
  ...more,
  { name: 'manifest.json', content: Buffer.from(JSON.stringify(m)) },
];

/** rewrites the first header's checksum after an edit, so that only the edit itself can be refused */
function resum(archive: Buffer): void {
  archive.write('        ', 148, 'ascii');
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += archive[i];
  archive.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
}

const refusal = async (file: string) =>
  await openBackup(file).then(
    () => 'accepted',
    (e: Error) => e.message,
  );

describe('reading a backup archive', () => {
  it('accepts a well-formed archive and gives its manifest', async () => {
    const backup = await openBackup(await archive(parts(manifest())));
    expect(backup.manifest.files).toEqual([
      { key: 'app-files/1.apk', entry: 'files/0000001', size: FILE.length, sha256: sha(FILE) },
    ]);
  });

  it('refuses an entry name a backup never writes (path traversal)', async () => {
    const file = await archive(
      parts(manifest(), [{ name: '../../etc/cron.d/evil', content: Buffer.from('x') }]),
    );
    expect(await refusal(file)).toMatch(/"\.\.\/\.\.\/etc\/cron\.d\/evil" is not one a backup holds/);
  });

  it('refuses a stored-file key that leaves the data directory or its stored areas', async () => {
    for (const key of ['app-files/../../../etc/passwd', '/etc/passwd', 'pglite/PG_VERSION', 'app-files//x'])
      expect(await refusal(await archive(parts(manifest({}, { key }))))).toMatch(
        /manifest\.json: file 1 has/,
      );
  });

  it('refuses an entry the manifest does not name, and a named entry the archive lacks', async () => {
    const extra = await archive(parts(manifest(), [{ name: 'files/0000002', content: Buffer.from('x') }]));
    expect(await refusal(extra)).toMatch(/files\/0000002 is not in manifest\.json/);
    const lacking = await archive(parts(manifest({}, { entry: 'files/0000009' })));
    expect(await refusal(lacking)).toMatch(/names files\/0000009 \(file 1\), which the archive lacks/);
  });

  it('refuses a size the manifest disagrees with', async () => {
    const file = await archive(parts(manifest({}, { size: FILE.length + 1 })));
    expect(await refusal(file)).toMatch(/files\/0000001 \(file 1\) is \d+ bytes, the manifest says \d+/);
  });

  it('refuses another format version and a backup of a newer server', async () => {
    expect(await refusal(await archive(parts(manifest({ formatVersion: 99 }))))).toMatch(
      /backup format version 99 is not supported/,
    );
    const newer = manifest({ serverVersion: '9.0.0', migrations: ['999_from_the_future'] });
    expect(await refusal(await archive(parts(newer)))).toMatch(
      /made by a newer server \(version 9\.0\.0, migrations 999_from_the_future unknown here\)/,
    );
  });

  it('refuses a file that is not a tar, a truncated archive and a damaged header', async () => {
    const notTar = path.join(dir, 'not.tar');
    fs.writeFileSync(notTar, Buffer.alloc(4 * BLOCK, 'x'));
    expect(await refusal(notTar)).toMatch(/not a backup archive: the tar header at byte 0 is damaged/);

    const whole = fs.readFileSync(await archive(parts(manifest())));
    const write = (name: string, bytes: Buffer) => {
      fs.writeFileSync(path.join(dir, name), bytes);
      return path.join(dir, name);
    };
    expect(await refusal(write('truncated.tar', whole.subarray(0, BLOCK + 4)))).toMatch(
      /the archive is truncated inside "database\.pglite\.tar"/,
    );
    expect(await refusal(write('cut-in-header.tar', whole.subarray(0, 2 * BLOCK + 100)))).toMatch(
      /the archive is truncated/,
    );
    // every entry whole, the end-of-archive marker cut off
    expect(await refusal(write('unended.tar', whole.subarray(0, whole.length - 2 * BLOCK)))).toMatch(
      /truncated \(no end-of-archive marker\)/,
    );

    const damaged = Buffer.from(whole);
    damaged[10] ^= 1;
    expect(await refusal(write('damaged.tar', damaged))).toMatch(
      /not a backup archive: the tar header at byte 0 is damaged/,
    );
  });

  it('refuses a link, a directory and a pax header', async () => {
    const entry = (header: Partial<Header>) => ({ name: 'files/0000002', content: Buffer.alloc(0), header });
    const link = await archive(parts(manifest(), [entry({ type: 'symlink', linkname: '/etc/passwd' })]));
    expect(await refusal(link)).toMatch(/"files\/0000002" is not a regular file \(type "symlink"\)/);
    const directory = await archive(parts(manifest(), [entry({ type: 'directory' })]));
    expect(await refusal(directory)).toMatch(/"files\/0000002" is not a regular file \(type "directory"\)/);
    const pax = await archive(parts(manifest(), [entry({ pax: { path: 'files/0000002' } })]));
    expect(await refusal(pax)).toMatch(/"files\/0000002" comes after a pax or long-name header/);
  });

  it('refuses an entry larger than any backup holds before reading it', async () => {
    const whole = fs.readFileSync(await archive(parts(manifest())));
    const huge = Buffer.from(whole);
    huge.write('77777777777\0', 124, 'ascii');
    resum(huge);
    const file = path.join(dir, 'huge.tar');
    fs.writeFileSync(file, huge);
    expect(await refusal(file)).toMatch(/"database\.pglite\.tar" is too large \(8589934591 bytes\)/);
  });
});

describe('restoring a backup archive', () => {
  it('refuses a non-empty directory without --force, and leaves it as it was', async () => {
    const target = fs.mkdtempSync(path.join(dir, 'target-'));
    fs.writeFileSync(path.join(target, 'keep'), 'mine');
    const backup = await openBackup(await archive(parts(manifest())));
    await expect(restoreBackup(backup, { dataDir: target, force: false })).rejects.toThrow(
      /is not empty: restore into a new directory, or pass --force/,
    );
    expect(fs.readdirSync(target)).toEqual(['keep']);
  });

  it('refuses bytes that do not match their sha256, writing nothing', async () => {
    const target = path.join(dir, 'fresh');
    const backup = await openBackup(
      await archive(parts(manifest({}, { sha256: sha(Buffer.from('other')) }))),
    );
    await expect(restoreBackup(backup, { dataDir: target, force: false })).rejects.toThrow(
      /files\/0000001 does not match its sha256 in manifest\.json: the archive is damaged/,
    );
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('fresh'))).toEqual([]);
  });
});
