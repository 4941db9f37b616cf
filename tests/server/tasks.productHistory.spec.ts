// Product update history (doc 2 §3, §4): a product's changes newest first with prInfo_{index} and the status of
// each change on its tags (pending → spinner, NG, OK, all cancelled → CANCEL, no tag → null), family tickets
// included; a store's product update tasks and one task's tags (product.read).
import { beforeAll, describe, expect, it } from 'vitest';
import { applyProductChanges } from '../../server/products/applyProductChanges.ts';
import { changeStatus } from '../../server/tasks/productHistory.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import { backends, type Headers, postJson, signedInApp } from './helpers.ts';

const STORE = 'JP001';

interface HistoryRow {
  taskId: number | null;
  prCode: string;
  updatedAt: string;
  source: string;
  status: { status: string | null; updatedAt: string | null } | null;
  [key: string]: unknown;
}

describe('changeStatus', () => {
  const base = { taskId: 1, total: 3, pending: 0, ng: 0, ok: 0, last: '2026-01-01T00:00:00.000Z' };
  it('derives the doc 2 §4 status from the counts of the task rows', () => {
    expect(changeStatus({ ...base, taskId: null })).toBeNull();
    expect(changeStatus({ ...base, total: 0 })).toBeNull();
    expect(changeStatus({ ...base, pending: 1, ng: 1 })).toEqual({ status: null, updatedAt: null });
    expect(changeStatus({ ...base, ng: 1, ok: 2 })).toEqual({ status: 'NG', updatedAt: base.last });
    expect(changeStatus({ ...base, ok: 1 })).toEqual({ status: 'OK', updatedAt: base.last });
    expect(changeStatus({ ...base })).toEqual({ status: 'CANCEL', updatedAt: null });
  });
});

describe.each(backends)('product update history on $name', (backend) => {
  const { t, admin, manager } = signedInApp(backend);
  let prCode: string;
  let layoutId: string;
  let tagIds: string[];

  const post = <T>(headers: Headers | undefined, url: string, body?: unknown) =>
    postJson<T>(t.app, headers, url, body);
  const history = () =>
    post<{ recordsTotal: number; data: HistoryRow[] }>(
      manager,
      `/history/update/store/${STORE}/product/${prCode}/search`,
    );
  const change = (info: string[]) =>
    applyProductChanges(t.db, {
      storeCode: STORE,
      products: [{ prCode, layoutId, prInfo: info }],
      createdBy: 'test',
      source: 'console',
    });
  const answer = (taskId: number, status: string, tagId?: string) =>
    t.db.query(
      `UPDATE update_task_tags SET status = $2, "updatedAt" = CASE WHEN $2 = 'CANCEL' THEN NULL ELSE now() END
       WHERE "taskId" = $1 AND ($3::text IS NULL OR "tagId" = $3)`,
      [taskId, status, tagId ?? null],
    );

  beforeAll(async () => {
    const [tag] = await t.db.query<{ prCode: string; layoutId: string }>(
      `SELECT t."prCode", p."layoutId" FROM tags t JOIN products p USING ("storeCode", "prCode")
       WHERE t."storeCode" = $1 ORDER BY t."tagId" LIMIT 1`,
      [STORE],
    );
    ({ prCode, layoutId } = tag);
    // two tags show the product directly, a third through a family ticket
    const others = await t.db.query<{ tagId: string }>(
      `SELECT "tagId" FROM tags WHERE "storeCode" = $1 AND "prCode" <> $2 ORDER BY "tagId" LIMIT 2`,
      [STORE, prCode],
    );
    await t.db.query(`UPDATE tags SET "prCode" = $2 WHERE "tagId" = $1`, [others[0].tagId, prCode]);
    await t.db.query(
      `INSERT INTO family_products ("storeCode", "fmPrCode", "prCodeList", "layoutId")
       VALUES ($1, 'FMTEST', $2::jsonb, $3)`,
      [STORE, JSON.stringify([prCode, 'OTHER']), layoutId],
    );
    await t.db.query(`UPDATE tags SET "prCode" = 'FMTEST' WHERE "tagId" = $1`, [others[1].tagId]);
    tagIds = (
      await t.db.query<{ tagId: string }>(
        `SELECT "tagId" FROM tags WHERE "storeCode" = $1 AND "prCode" IN ($2, 'FMTEST') ORDER BY "tagId"`,
        [STORE, prCode],
      )
    ).map((r) => r.tagId);
  });

  it('shows each change newest first with its status on the tags, family tickets included', async () => {
    const first = await change(['Tea', '100']);
    expect(first.tagCount).toBeGreaterThanOrEqual(3);
    let rows = (await history()).body.data;
    expect(rows[0]).toMatchObject({
      taskId: first.taskIds[0],
      prInfo_0: 'Tea',
      prInfo_1: '100',
      source: 'console',
    });
    expect(rows[0].status).toEqual({ status: null, updatedAt: null });

    // every tag OK but the family ticket still pending: in progress; then OK
    for (const id of tagIds.slice(0, -1)) await answer(first.taskIds[0], 'OK', id);
    const familyTag = (
      await t.db.query<{ tagId: string }>(`SELECT "tagId" FROM tags WHERE "prCode" = 'FMTEST'`)
    )[0].tagId;
    await answer(first.taskIds[0], 'OK');
    await answer(first.taskIds[0], 'NG', familyTag);
    rows = (await history()).body.data;
    expect(rows[0].status?.status).toBe('NG');
    await answer(first.taskIds[0], 'OK', familyTag);
    rows = (await history()).body.data;
    expect(rows[0].status?.status).toBe('OK');
    expect(rows[0].status?.updatedAt).toBeTruthy();

    // a second change, cancelled on every tag by a third one
    const second = await change(['Tea', '120']);
    const third = await change(['Tea', '130']);
    rows = (await history()).body.data;
    // newest first: the three changes, then the demo seed's history of the product
    expect(rows.slice(0, 3).map((r) => r.prInfo_1)).toEqual(['130', '120', '100']);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.slice(3).every((r) => r.source === 'seed')).toBe(true);
    expect(rows[1]).toMatchObject({
      taskId: second.taskIds[0],
      status: { status: 'CANCEL', updatedAt: null },
    });
    expect(rows[0].status).toEqual({ status: null, updatedAt: null });
    await answer(third.taskIds[0], 'OK');
    expect((await history()).body.data[0].status?.status).toBe('OK');
  });

  it('shows a change that reached no tag with status null', async () => {
    const lonely = await applyProductChanges(t.db, {
      storeCode: STORE,
      products: [{ prCode: 'JP001LONELY1', layoutId, prInfo: ['Alone', '9'] }],
      createdBy: 'test',
      source: 'file',
    });
    expect(lonely.taskIds).toEqual([]);
    const { body } = await post<{ data: HistoryRow[] }>(
      manager,
      `/history/update/store/${STORE}/product/JP001LONELY1/search`,
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ taskId: null, status: null, prInfo_0: 'Alone' });
  });

  it("lists the store's product update tasks and a task's tags, not other task types", async () => {
    const led = await createUpdateTask(t.db, {
      storeCode: STORE,
      kind: 'LED',
      tags: [{ tagId: tagIds[0] }],
      createdBy: 'test',
    });
    const tasks = await post<{ recordsTotal: number; data: Array<Record<string, unknown>> }>(
      manager,
      `/history/update/task/store/${STORE}/search`,
      { length: -1 },
    );
    expect(tasks.status).toBe(200);
    expect(tasks.body.data.every((r) => r.taskType === 'PRODUCT' || r.taskType === 'LAYOUT')).toBe(true);
    expect(tasks.body.data.some((r) => r.taskId === led.taskId)).toBe(false);
    const newest = tasks.body.data[0];
    // productCount counts the codes its tags carry: the product and the family ticket
    expect(newest).toMatchObject({ internalTaskId: newest.taskId, productCount: 2 });
    expect(newest.tagCount).toBe(newest.totalTags);
    expect(newest.updateId).toBeTruthy();
    const detail = await post<{ data: Array<Record<string, unknown>> }>(
      manager,
      `/history/update/store/${STORE}/task/${String(newest.taskId)}/search`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.map((r) => r.tagId)).toEqual(tagIds);
    expect(detail.body.data[0]).toMatchObject({ result: 'OK', prInfo_1: '130', layout: layoutId });
    expect((await post(manager, `/history/update/store/${STORE}/task/${led.taskId}/search`)).status).toBe(
      404,
    );
    expect((await post(manager, `/history/update/task/store/EU001/search`)).status).toBe(403);
    expect((await post(admin, `/history/update/store/EU001/product/${prCode}/search`)).body).toMatchObject({
      recordsTotal: 0,
    });
  });
});
