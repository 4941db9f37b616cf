// createUpdateTask: the task row, one row per tag, the tags in WIP (prCode for ASSIGN), earlier pending rows
// cancelled, and statistics that stay equal to a full recount; the alias defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAliases } from '../../server/repositories/alias.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { createUpdateTask, refreshTaskProgress } from '../../server/tasks/updateTasks.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const STORE = 'KR001';

describe.each(backends)('update tasks on $name', (backend) => {
  let t: TestApp;
  let tagIds: string[];
  const stats = () =>
    t.db.query(
      `SELECT "storeCode", total, success, inprogress, error, "todayUpdated" FROM store_tag_stats ORDER BY "storeCode"`,
    );
  const gwStats = () => t.db.query(`SELECT * FROM gateway_tag_stats ORDER BY "storeCode", "gwMac"`);

  beforeAll(async () => {
    t = await createTestApp(backend);
    await new StatsRefreshRepository(t.db).refresh();
    const rows = await t.db.query<{ tagId: string }>(
      `SELECT "tagId" FROM tags WHERE "storeCode" = $1 ORDER BY "tagId" LIMIT 4`,
      [STORE],
    );
    tagIds = rows.map((r) => r.tagId);
  });
  afterAll(() => t?.close());

  it('creates a task with one row per tag, tags in WIP with the new product code, stats equal to a recount', async () => {
    const [product] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT 1`,
      [STORE],
    );
    const result = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'ASSIGN',
      tags: [
        { tagId: tagIds[0], prCode: product.prCode },
        { tagId: tagIds[1], prCode: product.prCode },
        { tagId: 'NOT-A-TAG', prCode: product.prCode },
      ],
      createdBy: 'admin@example.com',
    });
    expect(result.tagCount).toBe(2);
    expect(result.taskId).toBeGreaterThan(0);
    const [task] = await t.db.query<Record<string, unknown>>(
      `SELECT "storeCode", "taskType", "totalTags", "updatedTags", progress, "endTime", "createdBy", "productCount"
       FROM update_tasks WHERE "taskId" = $1`,
      [result.taskId],
    );
    expect(task).toEqual({
      storeCode: STORE,
      taskType: 'ASSIGN',
      totalTags: 2,
      updatedTags: 0,
      progress: 0,
      endTime: null,
      createdBy: 'admin@example.com',
      productCount: 1,
    });
    const rows = await t.db.query<{
      tagId: string;
      prCode: string;
      status: string | null;
      updatedAt: unknown;
    }>(
      `SELECT "tagId", "prCode", status, "updatedAt" FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
      [result.taskId],
    );
    expect(rows).toEqual([
      { tagId: tagIds[0], prCode: product.prCode, status: null, updatedAt: null },
      { tagId: tagIds[1], prCode: product.prCode, status: null, updatedAt: null },
    ]);
    const tags = await t.db.query<{ status: string; prCode: string }>(
      `SELECT status, "prCode" FROM tags WHERE "tagId" = ANY($1) ORDER BY "tagId"`,
      [tagIds.slice(0, 2)],
    );
    expect(tags).toEqual([
      { status: 'WIP', prCode: product.prCode },
      { status: 'WIP', prCode: product.prCode },
    ]);
    const [incremental, incrementalGw] = [await stats(), await gwStats()];
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await stats());
    expect(incrementalGw).toEqual(await gwStats());
  });

  it('cancels the pending row of an earlier task and keeps the prCode on a LED task', async () => {
    const first = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'PAGE',
      tags: [{ tagId: tagIds[2], pageNo: 2 }],
      createdBy: 'admin@example.com',
    });
    const [before] = await t.db.query<{ prCode: string | null }>(
      `SELECT "prCode" FROM tags WHERE "tagId" = $1`,
      [tagIds[2]],
    );
    const second = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'LED',
      tags: [{ tagId: tagIds[2], led: { duration: 10, ledState: 1, ledBrightness: 2, blinkingSpeed: 1 } }],
      createdBy: 'admin@example.com',
      priorTaskId: first.taskId,
    });
    const [old] = await t.db.query<{ status: string; updatedAt: unknown }>(
      `SELECT status, "updatedAt" FROM update_task_tags WHERE "taskId" = $1`,
      [first.taskId],
    );
    expect(old).toEqual({ status: 'CANCEL', updatedAt: null });
    const [task] = await t.db.query<{ progress: number; endTime: unknown }>(
      `SELECT progress, "endTime" FROM update_tasks WHERE "taskId" = $1`,
      [first.taskId],
    );
    expect(task.progress).toBe(100);
    expect(task.endTime).not.toBeNull();
    const [led] = await t.db.query<{ led: unknown; prCode: string | null; priorTaskId: number }>(
      `SELECT r.led, r."prCode", k."priorTaskId" FROM update_task_tags r JOIN update_tasks k USING ("taskId")
       WHERE r."taskId" = $1`,
      [second.taskId],
    );
    expect(led).toEqual({
      led: { duration: 10, ledState: 1, ledBrightness: 2, blinkingSpeed: 1 },
      prCode: before.prCode,
      priorTaskId: first.taskId,
    });
    expect(await refreshTaskProgress(t.db, [first.taskId])).toEqual([]);
  });

  it('refuses a task without matching tags and an ASSIGN without product code', async () => {
    const none = createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'DEASSIGN',
      tags: [{ tagId: 'JP001999999' }],
      createdBy: 'admin@example.com',
    });
    await expect(none).rejects.toMatchObject({ statusCode: 400, message: 'no matching tags' });
    const blank = createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'ASSIGN',
      tags: [{ tagId: tagIds[3], prCode: '' }],
      createdBy: 'admin@example.com',
    });
    await expect(blank).rejects.toMatchObject({ statusCode: 400 });
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM update_tasks WHERE "createdBy" <> 'seed'`,
    );
    expect(n).toBe(3);
  });

  it('has the default alias configuration: one key, charts on price and stock', async () => {
    const aliases = await listAliases(t.db);
    expect(aliases.slice(0, 7).map((a) => a.name)).toEqual([
      'Product Name',
      'Price',
      'Description',
      'Unit Price',
      'Origin',
      'Promotion',
      'Stock',
    ]);
    expect(aliases.filter((a) => a.key)).toHaveLength(1);
    expect(aliases.filter((a) => a.chart).map((a) => a.index)).toEqual([1, 6]);
  });
});
