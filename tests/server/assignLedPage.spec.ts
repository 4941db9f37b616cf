// LED and page change (doc 2 §7): update tasks for the tags showing the products; 'no matching tags'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

interface Row {
  tagId: string;
  taskType: string;
  prCode: string | null;
  pageNo: number | null;
  led: Record<string, number> | null;
}

describe.each(backends)('LED and page change on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, manager] = [await login(t.app, ADMIN), await login(t.app, MANAGER)];
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
  const rows = (taskId: number) =>
    t.db.query<Row>(
      'SELECT "tagId", "taskType", "prCode", "pageNo", led FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"',
      [taskId],
    );
  /** a product with a tag showing it, and that tag */
  async function shownProduct(storeCode: string, n = 0) {
    const [row] = await t.db.query<{ prCode: string; tagId: string }>(
      `SELECT p."prCode", t."tagId" FROM products p JOIN tags t ON t."storeCode" = p."storeCode" AND t."prCode" = p."prCode"
       WHERE p."storeCode" = $1 ORDER BY t."tagId" OFFSET $2 LIMIT 1`,
      [storeCode, n],
    );
    return row;
  }

  it('LED: a task for the tags of the product with the spec defaults (5, 0, 1, 2)', async () => {
    const { prCode, tagId } = await shownProduct('KR001');
    const response = await post('/tag/led', { storeCode: 'KR001', product: [{ prCode }] });
    expect(response.statusCode, response.body).toBe(200);
    const { taskId, tagCount } = response.json<{ taskId: number; tagCount: number }>();
    expect(tagCount).toBeGreaterThanOrEqual(1);
    const taskRows = await rows(taskId);
    expect(taskRows).toContainEqual(
      expect.objectContaining({
        tagId,
        taskType: 'LED',
        prCode,
        led: { duration: 5, ledState: 0, ledBrightness: 1, blinkingSpeed: 2 },
      }),
    );
    const [tag] = await t.db.query<{ status: string }>('SELECT status FROM tags WHERE "tagId" = $1', [tagId]);
    expect(tag.status).toBe('WIP');
  });

  it('LED: the given values, and the family tickets showing the product', async () => {
    const { prCode } = await shownProduct('KR002', 1);
    await post('/tag/assign/multiple', {
      storeCode: 'KR002',
      tagList: [{ tagMac: 'KR002000009', fmPrCode: 'FAMLED', prCodeList: [prCode] }],
    });
    const response = await post('/tag/led', {
      storeCode: 'KR002',
      product: [{ prCode, duration: 3, ledState: 1, ledBrightness: 2, blinkingSpeed: 1 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const taskRows = await rows(response.json<{ taskId: number }>().taskId);
    expect(taskRows.map((r) => r.tagId)).toContain('KR002000009');
    expect(taskRows[0].led).toEqual({ duration: 3, ledState: 1, ledBrightness: 2, blinkingSpeed: 1 });
  });

  it('page change: a PAGE task with the page number (0 by default)', async () => {
    const a = await shownProduct('KR001', 2);
    const b = await shownProduct('KR001', 3);
    const response = await post('/tag/page/individual', {
      storeCode: 'KR001',
      product: [{ prCode: a.prCode, pageNo: 2 }, { prCode: b.prCode }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const taskRows = await rows(response.json<{ taskId: number }>().taskId);
    expect(taskRows).toContainEqual(expect.objectContaining({ tagId: a.tagId, taskType: 'PAGE', pageNo: 2 }));
    expect(taskRows).toContainEqual(expect.objectContaining({ tagId: b.tagId, pageNo: 0 }));
  });

  it("answers 'no matching tags' when no tag shows the products", async () => {
    for (const url of ['/tag/led', '/tag/page/individual']) {
      const response = await post(url, { storeCode: 'KR001', product: [{ prCode: 'NOT-SHOWN-ANYWHERE' }] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'no matching tags' });
    }
  });

  it('a store outside the account: 403; bad values: validation error', async () => {
    const { prCode } = await shownProduct('KR002');
    expect((await post('/tag/led', { storeCode: 'KR002', product: [{ prCode }] }, manager)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/tag/page/individual', { storeCode: 'KR002', product: [{ prCode }] }, manager)).statusCode,
    ).toBe(403);
    const bad = await post('/tag/led', { storeCode: 'KR001', product: [{ prCode, duration: 'long' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'validation error' });
  });
});
