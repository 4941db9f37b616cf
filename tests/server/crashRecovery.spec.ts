// Nothing half-done after a crash (issue 9): the real server (`tsx server/main.ts`) is killed with SIGKILL while
// it imports a 100,000-row product file, then started again on the same database. The import is all-or-nothing
// (none of its products or product update rows exist) and its upload history row is finished with the error
// 'interrupted by a server restart', so the console stops polling it. PGlite (same DATA_DIR) and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { uploadUpdateId } from '../../server/productFiles/importProductFile.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { ADMIN, backends, type Backend } from './helpers.ts';
import { multipart, type UploadAnswer } from './productFilesHelpers.ts';

const ROWS = 100_000;
const PREFIX = 'CRASH';
const INTERRUPTED = 'Import interrupted by a server restart: nothing was imported';
/** a short heartbeat, so that the restarted instance on PostgreSQL soon sees the killed one as dead */
const HEARTBEAT_MS = 500;

function bigProductFile(): string {
  const lines = ['prCode,layoutId,prInfo_0,prInfo_1'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `${PREFIX}${String(i).padStart(8, '0')},L${String((i % 12) + 1).padStart(2, '0')},Item ${i},${i % 900}`,
    );
  return lines.join('\n');
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

async function signIn(server: RunningServer): Promise<Record<string, string>> {
  const answer = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { 'access-token': accessToken, 'access-email': ADMIN.email };
}

interface SharedDatabase {
  /** DATABASE_URL of the servers; none for PGlite under their DATA_DIR */
  url?: string;
  drop(): Promise<void>;
}

/** The database the servers share, seeded with a small demo fleet (so that the servers start at once). */
async function prepareDatabase(backend: Backend, dataDir: string): Promise<SharedDatabase> {
  const { db, drop, url } =
    backend.name === 'pglite'
      ? { db: await openPglite(path.join(dataDir, 'pglite')), drop: async () => {}, url: undefined }
      : await backend.open();
  await migrate(db);
  await seedDemo(db, { tagsPerStore: 10, gatewaysPerStore: 2 });
  if (backend.name === 'pglite') await db.close();
  return { url, drop: backend.name === 'pglite' ? async () => {} : drop };
}

describe.each(backends)('a server killed during a product import on $name', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-crash-'));
  const running: RunningServer[] = [];
  let database: SharedDatabase | undefined;
  const openDatabase = () =>
    database?.url ? openPostgres(database.url) : openPglite(path.join(dataDir, 'pglite'));

  const start = async () => {
    const server = await startServer({
      dataDir,
      env: {
        SIM: '0',
        HEARTBEAT_MS: String(HEARTBEAT_MS),
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
      },
    });
    running.push(server);
    return server;
  };

  afterAll(async () => {
    for (const server of running) await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps the import all-or-nothing and finishes its history row with the error',
    { timeout: 300_000 },
    async () => {
      database = await prepareDatabase(backend, dataDir);
      const first = await start();
      const headers = await signIn(first);
      const { payload, contentType } = await multipart(
        { storeCode: 'KR001' },
        { name: 'crash.csv', content: bigProductFile() },
      );
      const upload = fetch(`${first.baseUrl}/api/product/file`, {
        method: 'POST',
        headers: { ...headers, 'content-type': contentType },
        body: new Uint8Array(payload),
      }).catch((error: unknown) => error);

      // kill it once the parsed rows are being written in the import's transaction
      const uploadId = await waitFor('the import to start applying', async () => {
        const line = fs
          .readFileSync(first.logFile, 'utf8')
          .split('\n')
          .find((text) => text.includes('product file import applying'));
        return line ? (JSON.parse(line) as { uploadId: number }).uploadId : undefined;
      });
      await new Promise((wait) => setTimeout(wait, 300));
      await first.kill();
      expect(await upload).toBeInstanceOf(Error);

      const second = await start();
      const again = await signIn(second);
      const row = await waitFor('the upload row to be finished', async () => {
        const answer = await fetch(`${second.baseUrl}/api/product/file/upload/history/detail/${uploadId}`, {
          headers: again,
        });
        const body = (await answer.json()) as UploadAnswer;
        return body.finished ? body : undefined;
      });
      expect(row).toMatchObject({ dataCount: 0, error: [{ line: 0, message: INTERRUPTED }] });

      // nothing of the file was written: read the database itself once the server has stopped
      await second.stop();
      const db = await openDatabase();
      try {
        const [{ products }] = await db.query<{ products: number }>(
          `SELECT count(*)::int AS products FROM products WHERE "prCode" LIKE $1`,
          [`${PREFIX}%`],
        );
        const [{ updates }] = await db.query<{ updates: number }>(
          `SELECT count(*)::int AS updates FROM product_updates WHERE "updateId" = $1`,
          [uploadUpdateId(uploadId)],
        );
        expect({ products, updates }).toEqual({ products: 0, updates: 0 });
      } finally {
        await db.close();
      }
    },
  );
});
