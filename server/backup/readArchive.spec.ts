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
import { BLOCK, tarStream } from './tar.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-backup-unit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DATABASE = Buffer.from('not really a database');
const FILE = Buffer.from('the bytes of an app file');

interface Part {
  name: string;
  content: Buffer;
}

let count = 0;
async function archive(parts: Part[]): Promise<string> {
  const file = path.join(dir, `archive-${++count}.tar`);
  const entries = parts.map((p) => ({ name: p.name, size: p.content.length, content: [p.content] }));
  const chunks: Buffer[] = [];
  for await (const chunk of tarStream(
    (async function* () {
      yield* entries;
    })(),
  ))
    chunks.push(chunk);
  fs.writeFileSync(file, Buffer.concat(chunks));
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

  it('refuses a file that is not a tar, a truncated archive, a damaged header and a link entry', async () => {
    const notTar = path.join(dir, 'not.tar');
    fs.writeFileSync(notTar, Buffer.alloc(4 * BLOCK, 'x'));
    expect(await refusal(notTar)).toMatch(/not a backup archive/);

    const whole = fs.readFileSync(await archive(parts(manifest())));
    const truncated = path.join(dir, 'truncated.tar');
    fs.writeFileSync(truncated, whole.subarray(0, BLOCK + 4));
    expect(await refusal(truncated)).toMatch(/truncated/);

    const damaged = Buffer.from(whole);
    damaged[10] ^= 1;
    const damagedFile = path.join(dir, 'damaged.tar');
    fs.writeFileSync(damagedFile, damaged);
    expect(await refusal(damagedFile)).toMatch(/header checksum mismatch at byte 0/);

    const link = Buffer.from(whole);
    link[156] = '2'.charCodeAt(0);
    // a consistent checksum for the edited header: the reader must refuse the type itself
    resum(link);
    const linkFile = path.join(dir, 'link.tar');
    fs.writeFileSync(linkFile, link);
    expect(await refusal(linkFile)).toMatch(/is not a regular file \(type "2"\)/);
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
