// A frozen instance cannot write after it was taken for dead (issue 23, "a frozen instance writes after it was
// declared dead"): an instance stopped (SIGSTOP) past three heartbeats has its unfinished jobs closed as
// interrupted by a healthy instance's sweep; when it wakes, finishing the job is one statement that matches only
// its own unfinished row, so it commits nothing. The freeze is simulated deterministically: the work is held
// just before its finish while the healthy instance sweeps. PostgreSQL only (on PGlite one process owns the
// database). The connections' idle_in_transaction_session_timeout releases the locks of a frozen transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../server/db/postgres.ts';
import { DownloadWorker, WRITERS } from '../../server/downloads/worker.ts';
import { applyProductChanges } from '../../server/products/applyProductChanges.ts';
import { importProductFile, uploadUpdateId } from '../../server/productFiles/importProductFile.ts';
import { ProductUploadsRepository } from '../../server/repositories/productUploads.ts';
import { DownloadTasksRepository } from '../../server/repositories/downloadTasks.ts';
import { ADMIN_URL, backends, createTestApp, type TestApp } from './helpers.ts';

const INTERRUPTED_IMPORT = 'Import interrupted by a server restart: nothing was imported';
const INTERRUPTED_DOWNLOAD = 'Interrupted by a server restart.';

describe.each(backends.filter((b) => b.name === 'postgres'))('a frozen instance on $name', (backend) => {
  let t: TestApp;
  let frozen: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  /** an instance whose last beat is an hour old: the next sweep of the healthy instance takes it for dead */
  async function freezeInstance(name: string): Promise<string> {
    await t.db.query(
      `INSERT INTO server_instances ("instanceId", "heartbeatAt") VALUES ($1, now() - interval '1 hour')`,
      [name],
    );
    return name;
  }

  it('cannot commit an import whose row was closed while it was held before its commit', async () => {
    frozen = await freezeInstance('frozen-import');
    const prefix = 'FENCE';
    const lines = ['prCode,layoutId,prInfo_0,prInfo_1'];
    for (let i = 1; i <= 50; i++) lines.push(`${prefix}${i},L01,Item ${i},${i}`);
    let closedMeanwhile = 0;
    const upload = await importProductFile(
      t.db,
      {
        storeCode: 'KR001',
        fileName: 'frozen.csv',
        fileType: 'csv',
        content: new TextEncoder().encode(lines.join('\n')),
        createdBy: 'admin@example.com',
      },
      {
        instanceId: frozen,
        // the freeze: every change written in the transaction, the commit not reached, and the healthy instance
        // sweeps meanwhile
        apply: async (tx, input) => {
          const applied = await applyProductChanges(tx, input);
          closedMeanwhile = await t.app.instance.sweep();
          return applied;
        },
      },
    );
    expect(closedMeanwhile).toBeGreaterThanOrEqual(1);
    const row = await new ProductUploadsRepository(t.db).get(upload._id);
    expect(row).toMatchObject({ dataCount: 0, finished: expect.any(Date) });
    expect(row!.error.map((e) => e.message)).toEqual([INTERRUPTED_IMPORT]);
    expect(upload.dataCount).toBe(0);
    const [{ products }] = await t.db.query<{ products: number }>(
      `SELECT count(*)::int AS products FROM products WHERE "prCode" LIKE $1`,
      [`${prefix}%`],
    );
    expect(products).toBe(0);
    const [{ updates }] = await t.db.query<{ updates: number }>(
      `SELECT count(*)::int AS updates FROM product_updates WHERE "updateId" = $1`,
      [uploadUpdateId(upload._id)],
    );
    expect(updates).toBe(0);
  });

  it('cannot finish a download whose task was closed while it was held before its finish', async () => {
    frozen = await freezeInstance('frozen-download');
    const tasks = new DownloadTasksRepository(t.db);
    // claimed by the frozen instance (so the healthy instance's worker leaves it alone)
    await t.db.query(
      `INSERT INTO download_tasks ("taskId", type, email, request, "fileName", "instanceId")
       VALUES ('frozen-task', 4, 'admin@example.com', '{"storeCode": "KR001", "stores": null}', 'products.csv', $1)`,
      [frozen],
    );
    const writeProducts = WRITERS[4];
    const held = vi.spyOn(WRITERS, 4).mockImplementation(async (context) => {
      await writeProducts(context);
      await t.app.instance.sweep();
    });
    try {
      const worker = new DownloadWorker(t.db, t.app.storage, t.app.serverLogs, t.app.log, frozen);
      await worker.run((await tasks.task('frozen-task'))!);
    } finally {
      held.mockRestore();
    }
    const task = await tasks.task('frozen-task');
    expect(task).toMatchObject({ error: INTERRUPTED_DOWNLOAD, filePath: null, finishedAt: expect.any(Date) });
    expect(await t.app.storage.exists('downloads/frozen-task')).toBe(false);
  });

  it('ends a transaction left idle past idle_in_transaction_session_timeout, releasing its row locks', async () => {
    const db = await openPostgres(ADMIN_URL, { idleInTransactionTimeoutMs: 300 });
    const other = await openPostgres(ADMIN_URL);
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS fence_probe (id int PRIMARY KEY, v int)');
      await db.query('INSERT INTO fence_probe VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET v = 0');
      let release!: () => void;
      let locked!: () => void;
      const frozenUntil = new Promise<void>((resolve) => (release = resolve));
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const stuck = db.transaction(async (tx) => {
        await tx.query('UPDATE fence_probe SET v = 1 WHERE id = 1');
        locked();
        await frozenUntil; // the process stops here: the transaction is idle, holding the row
        await tx.query('UPDATE fence_probe SET v = 2 WHERE id = 1');
      });
      const stuckFailed = expect(stuck).rejects.toThrow();
      await holding;
      // the healthy instance's write waits for the row until the server ends the idle transaction
      const started = Date.now();
      await other.query('UPDATE fence_probe SET v = 3 WHERE id = 1');
      expect(Date.now() - started).toBeLessThan(10_000);
      release();
      await stuckFailed;
      expect(await other.query('SELECT v FROM fence_probe WHERE id = 1')).toEqual([{ v: 3 }]);
    } finally {
      await other.exec('DROP TABLE IF EXISTS fence_probe');
      await db.close();
      await other.close();
    }
  });

  it('opens the lock connections at DATABASE_DIRECT_URL when given (a pooler in front of the pool)', async () => {
    const direct = new URL(ADMIN_URL);
    direct.pathname = '/postgres';
    const db = await openPostgres(ADMIN_URL, { sessionUrl: direct.toString() });
    try {
      const session = await db.lockSession('direct-probe');
      try {
        expect(await session.query('SELECT current_database() AS name')).toEqual([{ name: 'postgres' }]);
      } finally {
        await session.release();
      }
      expect(await db.query('SELECT current_database() AS name')).toEqual([
        { name: new URL(ADMIN_URL).pathname.slice(1) },
      ]);
    } finally {
      await db.close();
    }
  });
});
