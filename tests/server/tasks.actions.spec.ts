// Task refresh (role 0 only: failed and pending tags again, newer tasks left alone, statistics equal to a recount)
// and revert (a product update task's products back to their previous information through applyProductChanges).
import { beforeAll, describe, expect, it } from 'vitest';
import { applyProductChanges } from '../../server/products/applyProductChanges.ts';
import { StatsRefreshRepository } from '../../server/repositories/statsRefresh.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { backends, type Headers, MANAGER, postJson, signedInApp } from './helpers.ts';

const STORE = 'KR001';

describe.each(backends)('task refresh and revert on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const post = <T>(headers: Headers | undefined, url: string, body?: unknown) =>
    postJson<T>(t.app, headers, url, body);
  const stats = () =>
    t.db.query(
      `SELECT "storeCode", total, success, inprogress, error FROM store_tag_stats ORDER BY "storeCode"`,
    );
  const tagsWithProduct = async (n: number, offset: number) =>
    t.db.query<{ tagId: string; prCode: string }>(
      `SELECT "tagId", "prCode" FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL
       ORDER BY "tagId" LIMIT $2 OFFSET $3`,
      [STORE, n, offset],
    );

  beforeAll(async () => {
    await new StatsRefreshRepository(t.db).refresh();
  });

  it('refreshes the NG and pending tags of a task for role 0 only, and leaves tags a newer task reached', async () => {
    const tags = await tagsWithProduct(4, 0);
    const task = await createUpdateTask(t.db, { storeCode: STORE, kind: 'LED', tags, createdBy: 'test' });
    // tag 0 answered OK, tags 1 and 2 NG, tag 3 still pending; then a newer task reaches tag 2
    await t.db.query(
      `UPDATE update_task_tags SET status = CASE WHEN "tagId" = $2 THEN 'OK' ELSE 'NG' END, "updatedAt" = now(),
         "dueAt" = now() WHERE "taskId" = $1 AND "tagId" = ANY($3::text[])`,
      [task.taskId, tags[0].tagId, [tags[0].tagId, tags[1].tagId, tags[2].tagId]],
    );
    await t.db.query(
      `UPDATE tags SET status = CASE WHEN "tagId" = $1 THEN 'OK' ELSE 'NG' END WHERE "tagId" = ANY($2::text[])`,
      [tags[0].tagId, [tags[0].tagId, tags[1].tagId, tags[2].tagId]],
    );
    await new StatsRefreshRepository(t.db).refresh();
    const newer = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'PAGE',
      tags: [{ tagId: tags[2].tagId, pageNo: 1 }],
      createdBy: 'test',
    });

    const body = { storeCode: STORE, internalTaskId: task.taskId };
    expect(await post(manager, '/task/refresh', body)).toMatchObject({
      status: 403,
      body: { message: 'Permission denied.' },
    });
    expect((await post(viewer, '/task/refresh', body)).status).toBe(403);
    const refreshed = await post<{ taskId: number; tagCount: number }>(admin, '/task/refresh', body);
    expect(refreshed).toEqual({ status: 200, body: { taskId: task.taskId, tagCount: 2 } });

    const rows = await t.db.query<{
      tagId: string;
      status: string | null;
      dueAt: unknown;
      updatedAt: unknown;
    }>(
      `SELECT "tagId", status, "dueAt", "updatedAt" FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
      [task.taskId],
    );
    expect(rows.map((r) => r.status)).toEqual(['OK', null, 'NG', null]);
    expect(rows[1]).toMatchObject({ dueAt: null, updatedAt: null });
    const statuses = await t.db.query<{ status: string }>(
      `SELECT status FROM tags WHERE "tagId" = ANY($1::text[]) ORDER BY "tagId"`,
      [tags.map((x) => x.tagId)],
    );
    expect(statuses.map((s) => s.status)).toEqual(['OK', 'WIP', 'WIP', 'WIP']);
    const [row] = await t.db.query<{ refreshed: boolean; endTime: unknown; progress: number }>(
      `SELECT refreshed, "endTime", progress FROM update_tasks WHERE "taskId" = $1`,
      [task.taskId],
    );
    expect(row).toEqual({ refreshed: true, endTime: null, progress: 50 });
    const list = await post<{ data: Array<{ taskId: number; refreshed: boolean }> }>(
      admin,
      `/history/store/${STORE}/task/LED/search`,
      { filter_taskId: task.taskId },
    );
    expect(list.body.data[0]).toMatchObject({ taskId: task.taskId, refreshed: true });
    const incremental = await stats();
    await new StatsRefreshRepository(t.db).refresh();
    expect(incremental).toEqual(await stats());
    expect(newer.tagCount).toBe(1);
  });

  it('answers 400 when nothing is left to refresh, 404 for an unknown task, 400 for a bad body', async () => {
    const [tag] = await tagsWithProduct(1, 5);
    const task = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'LED',
      tags: [tag],
      createdBy: 'test',
    });
    await t.db.query(`UPDATE update_task_tags SET status = 'OK', "updatedAt" = now() WHERE "taskId" = $1`, [
      task.taskId,
    ]);
    expect(
      await post(admin, '/task/refresh', { storeCode: STORE, internalTaskId: task.taskId }),
    ).toMatchObject({
      status: 400,
      body: { message: 'There are no failed or unfinished tags in this task.' },
    });
    expect(
      (await post(admin, '/task/refresh', { storeCode: 'JP001', internalTaskId: task.taskId })).status,
    ).toBe(404);
    expect((await post(admin, '/task/refresh', { storeCode: STORE, internalTaskId: 'x' })).status).toBe(400);
  });

  it('reverts a product update task: its products back to their previous information, taken to the tags again', async () => {
    const [tag] = await tagsWithProduct(1, 6);
    const [product] = await t.db.query<{ prCode: string; prInfo: string[]; layoutId: string }>(
      `SELECT "prCode", "prInfo", "layoutId" FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [STORE, tag.prCode],
    );
    // a product without earlier history (the demo seed gives its products some), so that the first change's
    // revert falls back to what the tag showed before: its latest seeded row, made an OK row with known info
    await t.db.query(`DELETE FROM product_updates WHERE "storeCode" = $1 AND "prCode" = $2`, [
      STORE,
      tag.prCode,
    ]);
    const [seededRow] = await t.db.query<{ taskId: number }>(
      `SELECT "taskId"::int AS "taskId" FROM update_task_tags WHERE "tagId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [tag.tagId],
    );
    await t.db.query(
      `UPDATE update_task_tags SET status = 'OK', "prInfo" = '["Seeded", "123"]', "prCode" = $3
       WHERE "taskId" = $1 AND "tagId" = $2`,
      [seededRow.taskId, tag.tagId, tag.prCode],
    );
    const change = (price: string) =>
      applyProductChanges(t.db, {
        storeCode: STORE,
        products: [
          { prCode: product.prCode, layoutId: product.layoutId, prInfo: [product.prInfo[0], price] },
        ],
        createdBy: 'test',
        source: 'console',
      });
    const first = await change('1000');
    const second = await change('2000');
    expect(second.taskIds).toHaveLength(1);

    expect((await post(viewer, `/revert/task/${second.taskIds[0]}/store/${STORE}`)).status).toBe(403);
    const led = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'LED',
      tags: [tag],
      createdBy: 'test',
    });
    expect(await post(admin, `/revert/task/${led.taskId}/store/${STORE}`)).toMatchObject({
      status: 400,
      body: { message: 'Only product update tasks (PRODUCT, LAYOUT) can be reverted.' },
    });
    const reverted = await post<{ taskIds: number[]; tagCount: number; reverted: number }>(
      manager,
      `/revert/task/${second.taskIds[0]}/store/${STORE}`,
    );
    expect(reverted.status).toBe(200);
    expect(reverted.body.reverted).toBe(1);
    expect(reverted.body.tagCount).toBeGreaterThanOrEqual(1);
    const [now] = await t.db.query<{ prInfo: string[] }>(
      `SELECT "prInfo" FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [STORE, product.prCode],
    );
    expect(now.prInfo).toEqual([product.prInfo[0], '1000']);
    const [history] = await t.db.query<{ source: string; taskId: number; createdBy: string }>(
      `SELECT source, "taskId"::int AS "taskId", "createdBy" FROM product_updates
       WHERE "storeCode" = $1 AND "prCode" = $2 ORDER BY id DESC LIMIT 1`,
      [STORE, product.prCode],
    );
    expect(history).toEqual({ source: 'revert', taskId: reverted.body.taskIds[0], createdBy: MANAGER.email });
    const [task] = await t.db.query<{ priorTaskId: number }>(
      `SELECT "priorTaskId" FROM update_tasks WHERE "taskId" = $1`,
      [reverted.body.taskIds[0]],
    );
    expect(task.priorTaskId).toBe(second.taskIds[0]);

    // the first change of a product without earlier history falls back to what its tags showed before
    const seeded = await post<{ reverted: number }>(admin, `/revert/task/${first.taskIds[0]}/store/${STORE}`);
    expect(seeded).toMatchObject({ status: 200, body: { reverted: 1 } });
    const [after] = await t.db.query<{ prInfo: string[] }>(
      `SELECT "prInfo" FROM products WHERE "storeCode" = $1 AND "prCode" = $2`,
      [STORE, product.prCode],
    );
    expect(after.prInfo).toEqual(['Seeded', '123']);

    // a product the task created (its tag was assigned the code before the product came) has no previous info
    await t.db.query(`UPDATE tags SET "prCode" = 'KR001NEW0001' WHERE "tagId" = $1`, [tag.tagId]);
    const created = await applyProductChanges(t.db, {
      storeCode: STORE,
      products: [{ prCode: 'KR001NEW0001', layoutId: product.layoutId, prInfo: ['New'] }],
      createdBy: 'test',
      source: 'console',
    });
    expect(created).toMatchObject({ created: 1, tagCount: 1 });
    expect(await post(admin, `/revert/task/${created.taskIds[0]}/store/${STORE}`)).toMatchObject({
      status: 400,
      body: { message: 'This task has no product changes to revert.' },
    });
  });
});
