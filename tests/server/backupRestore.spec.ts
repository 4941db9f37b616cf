// Backups that restore (issue 37; README 'Backups'): a real server (`tsx server/main.ts`) on a seeded database gets
// rows (products) and a stored file (a mobile app file); `npm run backup` runs while a light write load keeps
// saving products; the load stops, the data directory (and database) is wiped, `npm run restore` writes a new one
// and a server started on it answers the same rows and the same bytes. Every product acknowledged before the
// backup started is in it, and the loaded products restored are a prefix of the sequence written (a consistent
// snapshot, not a copy of files being written). PGlite through the running server (GET /system/backup with a
// role-0 API token) and PostgreSQL (pg_dump) when 127.0.0.1:5432 answers.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { repoRoot, startServer, type RunningServer } from '../e2e/support/server.ts';
import { ADMIN, ADMIN_URL, backends } from './helpers.ts';
import { asAdmin } from './backends.ts';
import { multipart } from './productFilesHelpers.ts';

const STORE = 'KR001';
const SEEDED = 12;

interface Client {
  server: RunningServer;
  headers: Record<string, string>;
}

async function signIn(server: RunningServer): Promise<Client> {
  const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(answer.status).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { server, headers: { 'access-token': accessToken, 'access-email': ADMIN.email } };
}

async function call(client: Client, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${client.server.baseUrl}/api${url}`, {
    method,
    headers: { ...client.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

const saveProduct = (client: Client, prCode: string) =>
  call(client, 'POST', '/product', {
    taskId: -1,
    priorTaskId: -1,
    storeCode: STORE,
    product: [{ prCode, layoutId: 'L03', nfc: '', prInfo: [`Item ${prCode}`, '100', 'kept'] }],
  });

const product = async (client: Client, prCode: string) => {
  const { status, bytes } = await call(client, 'GET', `/product/${prCode}/store/${STORE}`);
  return status === 200 ? (JSON.parse(bytes.toString()) as object) : status;
};

/** runs an npm script's file (`scripts/<name>.ts`) as `npm run <name>` does; its exit code and output */
function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [`scripts/${name}.ts`, ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          output: stdout + stderr,
        }),
    );
  });
}

/** a light write load: products LOAD00001, LOAD00002, ... one after the other until stopped */
function writeLoad(client: Client) {
  let acknowledged = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const { status } = await saveProduct(client, `LOAD${String(acknowledged + 1).padStart(5, '0')}`);
      expect(status).toBe(200);
      acknowledged += 1;
    }
  })();
  return {
    acknowledged: () => acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

describe.each(backends)('a backup taken under load restores on $name', (backend) => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-backup-'));
  const sourceDir = path.join(work, 'source');
  const restoredDir = path.join(work, 'restored');
  const archive = path.join(work, 'backup.tar');
  const running: RunningServer[] = [];
  const databases: string[] = [];

  /** a fresh PostgreSQL database of this test (h_backup_ prefix) */
  async function newDatabase(role: string): Promise<string> {
    const name = `h_backup_${role}_${process.pid}_${Date.now()}`;
    await asAdmin(`CREATE DATABASE ${name}`);
    databases.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  }

  afterAll(async () => {
    for (const server of running) await server.stop();
    for (const name of databases) await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(
    'restores every row acknowledged before it and the stored files, and the server runs on it',
    { timeout: 600_000 },
    async () => {
      const sourceUrl = backend.name === 'postgres' ? await newDatabase('source') : undefined;
      fs.mkdirSync(sourceDir, { recursive: true });
      const db = sourceUrl ? await openPostgres(sourceUrl) : await openPglite(path.join(sourceDir, 'pglite'));
      await migrate(db);
      await seedDemo(db, { tagsPerStore: 4, gatewaysPerStore: 1 });
      await db.close();
      const env = { SIM: '0', ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}) };
      const source = await startServer({ dataDir: sourceDir, env });
      running.push(source);
      const admin = await signIn(source);

      for (let i = 1; i <= SEEDED; i++)
        expect((await saveProduct(admin, `SEED${String(i).padStart(3, '0')}`)).status).toBe(200);
      const apk = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31 + 7) % 256));
      const { payload, contentType } = await multipart({}, { name: 'mobile_2.4.1.apk', content: apk });
      const uploaded = await fetch(`${source.baseUrl}/api/app/file`, {
        method: 'POST',
        headers: { ...admin.headers, 'content-type': contentType },
        body: new Uint8Array(payload),
      });
      expect(uploaded.status).toBe(200);
      const appFile = (await uploaded.json()) as { _id: number };
      const token = await call(admin, 'POST', '/auth/token', { name: 'nightly backup', role_id: 0 });
      expect(token.status).toBe(200);
      const { secret } = JSON.parse(token.bytes.toString()) as { secret: string };
      const before = {
        products: await Promise.all(
          Array.from({ length: SEEDED }, (_, i) => product(admin, `SEED${String(i + 1).padStart(3, '0')}`)),
        ),
        appFiles: (await call(admin, 'GET', '/app/file/list')).bytes.toString(),
      };

      const load = writeLoad(admin);
      // a state, not a time: the load has written some products before the backup starts
      while (load.acknowledged() < 5) await new Promise((poll) => setTimeout(poll, 50));
      const acknowledgedBefore = load.acknowledged();
      const backup = await runScript(
        'backup',
        [archive],
        sourceUrl
          ? { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir }
          : {
              ESL_URL: `${source.baseUrl}/api`,
              ESL_API_TOKEN: secret,
              DATA_DIR: sourceDir,
              DATABASE_URL: '',
            },
      );
      await load.stop();
      expect(backup.output).toMatch(/backup written/);
      expect(backup.code).toBe(0);
      const written = load.acknowledged();

      // wipe: the server, its data directory and its database are gone
      await source.stop();
      fs.rmSync(sourceDir, { recursive: true, force: true });
      const restoredUrl = sourceUrl ? await newDatabase('restored') : undefined;
      if (sourceUrl) await asAdmin(`DROP DATABASE ${new URL(sourceUrl).pathname.slice(1)} WITH (FORCE)`);

      const restoreEnv = { DATABASE_URL: restoredUrl ?? '', DATA_DIR: restoredDir };
      const restored = await runScript('restore', [archive, '--data-dir', restoredDir], restoreEnv);
      expect(restored.output).toMatch(/restored into/);
      expect(restored.code).toBe(0);
      const again = await runScript('restore', [archive, '--data-dir', restoredDir], restoreEnv);
      expect(again.code).not.toBe(0);
      expect(again.output).toMatch(
        restoredUrl
          ? /the database has \d+ tables: restore into an empty database, or pass --force/
          : /is not empty: restore into a new directory, or pass --force/,
      );

      const server = await startServer({
        dataDir: restoredDir,
        env: { SIM: '0', ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}) },
      });
      running.push(server);
      const after = await signIn(server);
      expect(
        await Promise.all(
          Array.from({ length: SEEDED }, (_, i) => product(after, `SEED${String(i + 1).padStart(3, '0')}`)),
        ),
      ).toEqual(before.products);
      expect((await call(after, 'GET', '/app/file/list')).bytes.toString()).toEqual(before.appFiles);
      const download = await call(after, 'GET', `/app/file/${appFile._id}`);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(apk)).toBe(true);

      // the loaded products in the backup: all those acknowledged before it started, and a prefix of the sequence
      const present: boolean[] = [];
      for (let n = 1; n <= written; n++)
        present.push(typeof (await product(after, `LOAD${String(n).padStart(5, '0')}`)) === 'object');
      const kept = present.indexOf(false) === -1 ? written : present.indexOf(false);
      expect(kept).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(present.slice(kept).filter(Boolean)).toEqual([]);

      // the restored server takes writes
      expect((await saveProduct(after, 'AFTER001')).status).toBe(200);
    },
  );
});
