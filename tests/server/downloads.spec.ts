import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  backends,
  createTestApp,
  login,
  MANAGER,
  VIEWER,
  type Headers,
  type TestApp,
} from './helpers.ts';
import { csvRows, download, startTask } from './downloadsHelpers.ts';

describe.each(backends)('file downloads on $name', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let admin: Headers;
  let manager: Headers;
  let viewer: Headers;
  let serverId: string;
  let gwMac: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-'));
    t = await createTestApp(backend, { config: { dataDir } });
    [admin, manager, viewer] = [
      await login(t.app, ADMIN),
      await login(t.app, MANAGER),
      await login(t.app, VIEWER),
    ];
    serverId = (await t.db.query<{ id: string }>('SELECT id FROM servers ORDER BY id LIMIT 1'))[0]!.id;
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "storeCode" = 'KR001'`);
    gwMac = (
      await t.db.query<{ gwMac: string }>(
        `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001' ORDER BY "gwMac" LIMIT 1`,
      )
    )[0]!.gwMac;
    await t.db.query(
      `UPDATE tags SET "battStatus" = 'LOW', battery = 10 WHERE "tagId" IN (SELECT "tagId" FROM tags WHERE "storeCode" = 'KR001' ORDER BY "tagId" LIMIT 3)`,
    );
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('type 0 writes the server log with its samples and never a token', async () => {
    await t.db.query(
      `INSERT INTO server_status_samples ("serverId", time, "ramUsage", "diskUsage") VALUES ($1, now(), '{"used":4,"total":16}', '{"used":100,"total":500}')`,
      [serverId],
    );
    const { task, file } = await download(t.app, admin, { type: 0, serverId });
    expect(task).toMatchObject({ type: 0, progress: 100 });
    expect(task.fileName).toMatch(/^server_.*\.log$/);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${task.fileName}"`);
    expect(file.body).toContain(`# Server log:`);
    expect(file.body).toContain(`(${serverId})`);
    expect(file.body).toMatch(/memory 4\/16 \(25%\) disk 100\/500 \(20%\)/);
    expect(file.body).not.toContain(admin['access-token']);
  });

  it('type 1 writes the gateway log; an offline gateway is refused with the spec message', async () => {
    const { file } = await download(t.app, manager, { type: 1, gwMac });
    expect(file.body).toContain(`# Gateway ${gwMac} of store KR001`);
    await t.db.query(`UPDATE gateways SET status = 'OFFLINE' WHERE "gwMac" = $1`, [gwMac]);
    const offline = await startTask(t.app, manager, { type: 1, gwMac });
    expect(offline.statusCode).toBe(400);
    expect(offline.json()).toMatchObject({ message: 'Unable to log download from offline gateway.' });
    const failures = await t.db.query<{ data: { send: string } }>(
      `SELECT data FROM alarm_history WHERE type = 'SEND TO GW FAILURE' AND "sourceId" = $1`,
      [gwMac],
    );
    expect(failures.map((f) => f.data.send)).toEqual(['log']);
    await t.db.query(`UPDATE gateways SET status = 'NORMAL' WHERE "gwMac" = $1`, [gwMac]);
  });

  it('type 2 writes one section per gateway of the store', async () => {
    const gateways = await t.db.query<{ gwMac: string }>(
      `SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR001'`,
    );
    const { task, file } = await download(t.app, admin, { type: 2, storeCode: 'KR001' });
    expect(task.fileName).toMatch(/\.txt$/);
    expect(file.body.match(/^==========/gm)?.length).toBe(gateways.length);
    for (const g of gateways) expect(file.body).toContain(g.gwMac);
  });

  it('type 3 writes the store tags as CSV, filtered by kind', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tags WHERE "storeCode" = 'KR001'`,
    );
    const all = csvRows((await download(t.app, manager, { type: 3, storeCode: 'KR001' })).file.body);
    expect(all[0]).toEqual(expect.arrayContaining(['storeCode', 'tagId', 'status', 'battStatus']));
    expect(all.length - 1).toBe(n);
    expect(new Set(all.slice(1).map((r) => r[0]))).toEqual(new Set(['KR001']));
    const low = csvRows(
      (await download(t.app, manager, { type: 3, storeCode: 'KR001', filter: { kind: 'lowbattery' } })).file
        .body,
    );
    const batt = low[0]!.indexOf('battStatus');
    const [{ lows }] = await t.db.query<{ lows: number }>(
      `SELECT count(*)::int AS lows FROM tags WHERE "storeCode" = 'KR001' AND "battStatus" = 'LOW'`,
    );
    expect(low.length - 1).toBe(lows);
    expect(lows).toBeGreaterThanOrEqual(3);
    for (const row of low.slice(1)) expect(row[batt]).toBe('LOW');
  });

  it('type 4 writes the store products as CSV with a filter', async () => {
    const products = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode"`,
    );
    const rows = csvRows((await download(t.app, manager, { type: 4, storeCode: 'KR001' })).file.body);
    expect(rows[0]!.slice(0, 3)).toEqual(['storeCode', 'prCode', 'prName']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(products.map((p) => p.prCode));
    const one = products[0]!.prCode;
    const filtered = csvRows(
      (await download(t.app, manager, { type: 4, storeCode: 'KR001', filter: { prCode: one } })).file.body,
    );
    expect(filtered.slice(1).map((r) => r[1])).toEqual([one]);
  });

  it('type 5 writes the tags of every store the session may see', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tags');
    const all = csvRows((await download(t.app, admin, { type: 5 })).file.body);
    expect(all.length - 1).toBe(n);
    const mine = csvRows((await download(t.app, manager, { type: 5 })).file.body);
    expect(new Set(mine.slice(1).map((r) => r[0]))).toEqual(new Set(['JP001', 'KR001']));
  });

  it('checks the privilege of each type and the store of the store code and of the gateway', async () => {
    expect((await startTask(t.app, manager, { type: 0, serverId })).statusCode).toBe(403);
    expect((await startTask(t.app, manager, { type: 3, storeCode: 'KR002' })).statusCode).toBe(403);
    expect((await startTask(t.app, manager, { type: 4, storeCode: 'KR002' })).statusCode).toBe(403);
    const other = (
      await t.db.query<{ gwMac: string }>(`SELECT "gwMac" FROM gateways WHERE "storeCode" = 'KR002' LIMIT 1`)
    )[0]!.gwMac;
    expect((await startTask(t.app, manager, { type: 1, gwMac: other })).statusCode).toBe(403);
    expect((await startTask(t.app, viewer, { type: 2, storeCode: 'KR002' })).statusCode).toBe(200);
    // a role with store.read only: gateway logs yes, server log, tag lists and products no
    await t.db.query(`UPDATE roles SET privilege = $1::jsonb WHERE role_id = 2`, [
      JSON.stringify([{ key: 'store', depth: 0, read: true, write: false }]),
    ]);
    expect((await startTask(t.app, viewer, { type: 1, gwMac: other })).statusCode).toBe(200);
    expect((await startTask(t.app, viewer, { type: 0, serverId })).statusCode).toBe(403);
    expect((await startTask(t.app, viewer, { type: 3, storeCode: 'KR002' })).statusCode).toBe(403);
    expect((await startTask(t.app, viewer, { type: 4, storeCode: 'KR002' })).statusCode).toBe(403);
    expect((await startTask(t.app, viewer, { type: 5 })).statusCode).toBe(403);
    expect((await startTask(t.app, admin, { type: 3 })).json()).toMatchObject({
      message: 'validation error',
    });
    expect((await startTask(t.app, admin, { type: 9, storeCode: 'KR001' })).statusCode).toBe(400);
  });

  it("a task is its owner's: others get 403, role 0 may read it", async () => {
    const started = await startTask(t.app, manager, { type: 3, storeCode: 'JP001' });
    const { taskId } = started.json<{ taskId: string }>();
    const poll = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/api/file/download/task/${taskId}`, headers });
    expect((await poll(viewer)).statusCode).toBe(403);
    expect((await poll(admin)).statusCode).toBe(200);
    expect((await poll(manager)).json()).toMatchObject({ taskId, type: 3 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/file/download/task/nope', headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
