// The task tables (doc 2 §7 Tasks, §9): the list across the session's stores (scope, default order start time
// desc, filters, sort, paging equal to slices of the whole list), a store's tasks of a type (form data
// length=-1), a task's tags and its failed tags, the task fail list; 401/403 and 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from '../../server/db/search.ts';
import { messageBody } from '../../server/http/messages.ts';
import { createUpdateTask } from '../../server/tasks/updateTasks.ts';
import type { TaskRow } from '../../domain/generated/calls.ts';
import { backends, type Headers, login, type Page, postJson, signedInApp } from './helpers.ts';

describe.each(backends)('task tables on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);
  const created: Record<string, number> = {};

  const post = <T>(headers: Headers | undefined, url: string, body?: unknown) =>
    postJson<T>(t.app, headers, url, body);
  /** n tags of a store with a product, from the given offset (tasks on other tags do not cancel each other) */
  const tagsOf = async (store: string, n: number, offset: number) =>
    (
      await t.db.query<{ tagId: string }>(
        `SELECT "tagId" FROM tags WHERE "storeCode" = $1 AND "prCode" IS NOT NULL ORDER BY "tagId" LIMIT $2 OFFSET $3`,
        [store, n, offset],
      )
    ).map((r) => ({ tagId: r.tagId }));

  beforeAll(async () => {
    // tasks of several stores and types, one second apart so that the start times order them
    const plan: Array<[string, 'LED' | 'PRODUCT' | 'LAYOUT' | 'PAGE']> = [
      ['KR001', 'LED'],
      ['JP001', 'PRODUCT'],
      ['EU001', 'LED'],
      ['KR001', 'LAYOUT'],
      ['KR001', 'PAGE'],
    ];
    const used: Record<string, number> = {};
    for (const [i, [store, kind]] of plan.entries()) {
      const offset = used[store] ?? 0;
      used[store] = offset + 3;
      const tags = (await tagsOf(store, 3, offset)).map((tag) => ({
        ...tag,
        layoutId: kind === 'LAYOUT' ? 'L03' : undefined,
        pageNo: kind === 'PAGE' ? 1 : undefined,
      }));
      const task = await createUpdateTask(t.db, { storeCode: store, kind, tags, createdBy: 'test' });
      await t.db.query(
        `UPDATE update_tasks SET "startTime" = now() + make_interval(secs => $2) WHERE "taskId" = $1`,
        [task.taskId, i + 1],
      );
      created[`${store}-${kind}`] = task.taskId;
    }
  });

  it('lists every task for role 0, newest start first, 25 per page, with the task row fields', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM update_tasks`);
    expect(n).toBeGreaterThan(25);
    const { status, body } = await post<Page<TaskRow>>(admin, '/history/task/search');
    expect(status).toBe(200);
    expect(body.recordsTotal).toBe(n);
    expect(body.recordsFiltered).toBe(n);
    expect(body.data).toHaveLength(25);
    expect(body.data[0].taskId).toBe(created['KR001-PAGE']);
    const starts = body.data.map((r) => Date.parse(r.startTime));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    const layout = body.data.find((r) => r.taskId === created['KR001-LAYOUT'])!;
    expect(layout).toMatchObject({
      internalTaskId: layout.taskId,
      storeCode: 'KR001',
      taskType: 'LAYOUT',
      layoutId: 'L03',
      progress: 0,
      updatedTags: 0,
      totalTags: 3,
      endTime: null,
      refreshed: false,
    });
    expect(layout.storeName).toBeTruthy();
  });

  it('limits a scoped account to its stores, and pages equal slices of the whole list', async () => {
    const all = await post<Page<TaskRow>>(manager, '/history/task/search', { length: -1 });
    expect(all.status).toBe(200);
    const stores = new Set(all.body.data.map((r) => r.storeCode));
    expect([...stores].sort()).toEqual(['JP001', 'KR001']);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM update_tasks WHERE "storeCode" IN ('KR001', 'JP001')`,
    );
    expect(all.body.recordsTotal).toBe(n);
    expect(all.body.data).toHaveLength(n);
    for (const start of [0, 7, n - 3]) {
      const page = await post<Page<TaskRow>>(manager, '/history/task/search', { start, length: 7 });
      expect(page.body.data.map((r) => r.taskId)).toEqual(
        all.body.data.slice(start, start + 7).map((r) => r.taskId),
      );
    }
    const sorted = await post<Page<TaskRow>>(manager, '/history/task/search', {
      length: -1,
      order: [{ column: 'storeCode', dir: 'asc' }],
    });
    const codes = sorted.body.data.map((r) => r.storeCode);
    expect(codes).toEqual([...codes].sort());
    const page = await post<Page<TaskRow>>(manager, '/history/task/search', {
      start: 5,
      length: 10,
      order: [{ column: 'storeCode', dir: 'asc' }],
    });
    expect(page.body.data.map((r) => r.taskId)).toEqual(sorted.body.data.slice(5, 15).map((r) => r.taskId));
    const outside = await post<Page<TaskRow>>(manager, '/history/task/search', { filter_storeCode: 'EU001' });
    expect(outside.body).toMatchObject({ recordsTotal: n, recordsFiltered: 0, data: [] });
  });

  it('filters by store, type and start date range', async () => {
    const led = await post<Page<TaskRow>>(admin, '/history/task/search', {
      filter_taskType: 'LED',
      length: -1,
    });
    expect(led.body.data.map((r) => r.taskId).sort()).toEqual(
      [created['KR001-LED'], created['EU001-LED']].sort(),
    );
    const kr = await post<Page<TaskRow>>(admin, '/history/task/search', {
      filter_storeCode: 'KR001',
      filter_taskType: 'LAYOUT,PAGE',
    });
    expect(kr.body.data.map((r) => r.taskId)).toEqual([created['KR001-PAGE'], created['KR001-LAYOUT']]);
    const [{ from }] = await t.db.query<{ from: number }>(
      `SELECT floor(extract(epoch FROM "startTime"))::int AS from FROM update_tasks WHERE "taskId" = $1`,
      [created['KR001-LAYOUT']],
    );
    const recent = await post<Page<TaskRow>>(admin, '/history/task/search', {
      filter_startDate: from,
      length: -1,
    });
    expect(recent.body.data.map((r) => r.taskId)).toEqual([created['KR001-PAGE'], created['KR001-LAYOUT']]);
    const bad = await post<{ message: string }>(admin, '/history/task/search', { filter_startDate: 'soon' });
    expect(bad).toEqual({ status: 400, body: messageBody(SEARCH_MESSAGES.date('filter_startDate')) });
  });

  it("lists a store's tasks of a type from form data length=-1, UPDATE meaning PRODUCT and LAYOUT", async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/history/store/KR001/task/LED/search',
      headers: { ...manager, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'length=-1',
    });
    expect(form.statusCode).toBe(200);
    const led = form.json<Page<TaskRow>>();
    expect(led.data.map((r) => r.taskId)).toEqual([created['KR001-LED']]);
    const update = await post<Page<TaskRow>>(manager, '/history/store/KR001/task/UPDATE/search', {
      length: -1,
    });
    expect(new Set(update.body.data.map((r) => r.taskType))).toEqual(new Set(['PRODUCT', 'LAYOUT']));
    expect(update.body.data[0].taskId).toBe(created['KR001-LAYOUT']);
    const one = await post<Page<TaskRow>>(manager, '/history/store/KR001/task/LAYOUT/search', {
      filter_taskId: created['KR001-LAYOUT'],
    });
    expect(one.body.data).toHaveLength(1);
    expect((await post(manager, '/history/store/KR001/task/NOPE/search')).status).toBe(400);
    expect((await post(manager, '/history/store/EU001/task/LED/search')).status).toBe(403);
  });

  it("answers a task's tags, its failed tags, and the fail list of named tags", async () => {
    const taskId = created['KR001-LED'];
    const rows = await t.db.query<{ tagId: string; tagMac: string }>(
      `SELECT "tagId", "tagMac" FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
      [taskId],
    );
    await t.db.query(
      `UPDATE update_task_tags SET status = 'NG', "updatedAt" = now(), "prInfo" = '["Milk","1200"]'
       WHERE "taskId" = $1 AND "tagId" = $2`,
      [taskId, rows[1].tagId],
    );
    const tags = await post<Page<Record<string, unknown>>>(
      viewer,
      `/history/store/KR001/task/${taskId}/search`,
    );
    expect(tags.status).toBe(200);
    expect(tags.body.recordsTotal).toBe(3);
    expect(tags.body.data.map((r) => r.tagId)).toEqual(rows.map((r) => r.tagId));
    expect(tags.body.data[1]).toMatchObject({
      result: 'NG',
      prInfo_0: 'Milk',
      prInfo_1: '1200',
      tagMac: rows[1].tagMac,
    });
    expect(tags.body.data[0]).toMatchObject({ result: null, updatedAt: null });
    const failed = await post<Page<Record<string, unknown>>>(
      viewer,
      `/history/store/KR001/task/${taskId}/fail/search`,
    );
    expect(failed.body.data.map((r) => r.tagId)).toEqual([rows[1].tagId]);
    expect(failed.body.recordsTotal).toBe(1);
    const byResult = await post<Page<Record<string, unknown>>>(
      viewer,
      `/history/store/KR001/task/${taskId}/search`,
      {
        filter_result: 'NG',
      },
    );
    expect(byResult.body.recordsFiltered).toBe(1);
    const list = await post<{ taskId: number; data: Array<{ tagId: string }> }>(viewer, '/task/fail/list', {
      storeCode: 'KR001',
      taskId,
      tagMacList: [rows[0].tagMac.toLowerCase(), rows[1].tagMac.toLowerCase()],
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r.tagId)).toEqual([rows[1].tagId]);
    const none = await post<{ data: unknown[] }>(viewer, '/task/fail/list', {
      storeCode: 'KR001',
      taskId,
      tagIdList: rows[0].tagId,
    });
    expect(none.body.data).toEqual([]);
    // another store's path, an unknown task, a store outside the session, a bad id
    expect((await post(admin, `/history/store/JP001/task/${taskId}/search`)).status).toBe(404);
    expect((await post(admin, `/history/store/KR001/task/99999999/fail/search`)).status).toBe(404);
    expect((await post(manager, `/history/store/EU001/task/${created['EU001-LED']}/search`)).status).toBe(
      403,
    );
    expect((await post(admin, '/task/fail/list', { storeCode: 'KR001', taskId: 'x' })).status).toBe(400);
  });

  it('needs a session and the task privilege', async () => {
    expect((await post(undefined, '/history/task/search')).status).toBe(401);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: admin,
      payload: { name: 'no-task', privilege: [{ key: 'product', depth: 0, read: true, write: false }] },
    });
    expect(role.statusCode, role.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: admin,
      payload: {
        email: 'notask@example.com',
        name: 'No task',
        mobile: '1',
        password: 'NoTask#2026x',
        role_id: role.json<{ role_id: number }>().role_id,
        enableWholeStore: true,
      },
    });
    const noTask = await login(t.app, { email: 'notask@example.com', password: 'NoTask#2026x' });
    expect((await post(noTask, '/history/task/search')).status).toBe(403);
    expect((await post(noTask, `/history/store/KR001/task/LED/search`)).status).toBe(403);
    // product.read opens the product update task list, not the task area
    expect((await post(noTask, '/history/update/task/store/KR001/search')).status).toBe(200);
  });
});
