import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { ADMIN, backends, createTestApp, login, type Headers, type TestApp } from './helpers.ts';
import { download, waitTask } from './downloadsHelpers.ts';

describe.each(backends)('download task failure and restart on $name', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Headers;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-fail-'));
    t = await createTestApp(backend, {
      // the data directory's storage: a file where its downloads directory should be fails the writes
      config: { dataDir, storage: 'disk' },
      // before the restart: a task still waiting, and one an instance died working on (it stopped beating)
      prepare: async (db) => {
        await migrate(db);
        await seedDemo(db, { tagsPerStore: 10, gatewaysPerStore: 2 });
        await db.query(
          `INSERT INTO download_tasks ("taskId", type, email, request, "fileName", progress, "instanceId") VALUES
           ('left-over', 5, 'admin@example.com', '{"stores": null}', 'tags_all_stores.csv', 0, NULL),
           ('interrupted', 5, 'admin@example.com', '{"stores": null}', 'tags_all_stores.csv', 40, 'dead-instance')`,
        );
        await db.query(
          `INSERT INTO server_instances ("instanceId", "heartbeatAt") VALUES ('dead-instance', now() - interval '1 hour')`,
        );
      },
    });
    admin = await login(t.app, ADMIN);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a task its dead instance was working on is closed as interrupted, and polling it ends', async () => {
    const task = await waitTask(t.app, admin, 'interrupted');
    expect(task.error).toBe('Interrupted by a server restart.');
    expect(task.finishedAt).toBeTruthy();
    // as any failed task: FILE DOWNLOAD TASK FAILURE, once
    const alarms = await t.db.query<{ location: string; error: string }>(
      `SELECT location, data->>'error' AS error FROM alarm_history
       WHERE type = 'FILE DOWNLOAD TASK FAILURE' AND data->>'taskId' = 'interrupted'`,
    );
    expect(alarms).toEqual([{ location: 'SYSTEM', error: 'Interrupted by a server restart.' }]);
  });

  it('a task still waiting before a restart is worked by the new instance', async () => {
    const task = await waitTask(t.app, admin, 'left-over');
    expect(task.error).toBeUndefined();
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/file/download/task/left-over',
      headers: admin,
    });
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tags');
    expect(file.body.trim().split('\r\n').length - 1).toBe(n);
  });

  it('a failing task records its error, raises FILE DOWNLOAD TASK FAILURE and its file answers 400', async () => {
    const dir = path.join(dataDir, 'downloads');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.writeFileSync(dir, 'not a directory');
    try {
      const { task, file, taskId } = await download(t.app, admin, { type: 3, storeCode: 'KR001' });
      expect(task.error).toMatch(/^The file could not be written \(E[A-Z]+\)\.$/);
      expect(task.finishedAt).toBeTruthy();
      expect(file.statusCode).toBe(400);
      expect(file.json()).toMatchObject({ message: task.error });
      const alarms = await t.db.query<{ location: string; class: number; alarmType: string }>(
        `SELECT location, class, "alarmType" FROM alarm_history WHERE type = 'FILE DOWNLOAD TASK FAILURE' AND data->>'taskId' = $1`,
        [taskId],
      );
      expect(alarms).toEqual([{ location: 'KR001', class: 2, alarmType: 'WARNING' }]);
    } finally {
      fs.rmSync(dir, { force: true });
    }
  });

  it('old download files and tasks are purged', async () => {
    const { taskId } = await download(t.app, admin, { type: 4, storeCode: 'KR001' });
    const [row] = await t.db.query<{ filePath: string }>(
      'SELECT "filePath" FROM download_tasks WHERE "taskId" = $1',
      [taskId],
    );
    expect(await t.app.storage.exists(row!.filePath)).toBe(true);
    await t.db.query(
      `UPDATE download_tasks SET "finishedAt" = now() - interval '2 hours' WHERE "taskId" = $1`,
      [taskId],
    );
    const { DownloadWorker, KEEP_MS } = await import('../../server/downloads/worker.ts');
    const worker = new DownloadWorker(t.db, t.app.storage, t.app.serverLogs, t.app.log, t.app.instance.id);
    await worker.purge(new Date(Date.now() - KEEP_MS));
    expect(await t.app.storage.exists(row!.filePath)).toBe(false);
    expect(await t.db.query('SELECT 1 FROM download_tasks WHERE "taskId" = $1', [taskId])).toEqual([]);
  });
});
