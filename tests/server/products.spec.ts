// Products (doc 2 §2, §3, §5, §7; issue 5): the product table of a store, create and update through
// applyProductChanges (history rows, PRODUCT vs LAYOUT tasks, family tickets), delete and remove unused, the
// product store list, privileges and store scope.
import { describe, expect, it } from 'vitest';
import type { SaveAnswer } from '../../src/products/api.ts';
import { ADMIN, backends, type Page, signedInApp } from './helpers.ts';

interface ProductRow {
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[];
  updatedAt: string;
  tagCount: number;
  tagType: string[];
}

describe.each(backends)('products on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const post = (url: string, payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
  const search = async (store: string, body: object, headers = admin) => {
    const response = await post(`/status/store/${store}/product/search`, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<ProductRow>>();
  };
  const save = (storeCode: string, product: object[], headers = admin) =>
    post('/product', { taskId: -1, priorTaskId: -1, storeCode, product }, headers);
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(sql, params))[0].n;
  /** a product of the store carried by a tag, that tag, and the product's layout */
  async function shownProduct(storeCode: string, n = 0) {
    const [row] = await t.db.query<{ prCode: string; tagId: string; layoutId: string; prInfo: string[] }>(
      `SELECT p."prCode", t."tagId", p."layoutId", p."prInfo" FROM products p
       JOIN tags t ON t."storeCode" = p."storeCode" AND t."prCode" = p."prCode"
       WHERE p."storeCode" = $1 ORDER BY t."tagId" OFFSET $2 LIMIT 1`,
      [storeCode, n],
    );
    return row;
  }
  const tasksOf = (taskIds: number[]) =>
    t.db.query<{
      taskId: number;
      taskType: string;
      layoutId: string | null;
      updateId: string;
      createdBy: string;
    }>(
      `SELECT "taskId"::int AS "taskId", "taskType", "layoutId", "updateId", "createdBy" FROM update_tasks
       WHERE "taskId" = ANY($1::bigint[]) ORDER BY "taskId"`,
      [taskIds],
    );
  const taskTags = (taskId: number) =>
    t.db.query<{ tagId: string; layoutId: string | null }>(
      `SELECT "tagId", "layoutId" FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"`,
      [taskId],
    );

  describe('POST /status/store/{code}/product/search', () => {
    it('pages 25 by product code by default, with the store total', async () => {
      const page = await search('KR001', {});
      const total = await count(`SELECT count(*)::int AS n FROM products WHERE "storeCode" = 'KR001'`);
      expect(page.recordsTotal).toBe(total);
      expect(page.recordsFiltered).toBe(total);
      expect(page.data).toHaveLength(Math.min(25, total));
      const codes = page.data.map((r) => r.prCode);
      expect(codes).toEqual([...codes].sort());
      const second = await search('KR001', { start: 5, length: 5 });
      expect(second.data.map((r) => r.prCode)).toEqual(codes.slice(5, 10));
    });

    it('gives each row its tag count and the tag types showing it', async () => {
      const { prCode } = await shownProduct('KR001');
      const [row] = (await search('KR001', { filter_prCode: prCode, condition_prCode: '==' })).data;
      const tags = await t.db.query<{ tagType: string }>(
        `SELECT DISTINCT "tagType" FROM tags WHERE "storeCode" = 'KR001' AND "prCode" = $1 ORDER BY 1`,
        [prCode],
      );
      expect(row.tagCount).toBeGreaterThanOrEqual(1);
      expect(row.tagType).toEqual(tags.map((x) => x.tagType));
    });

    it('filters prCode and prName by contains, layoutId by equality, and sorts', async () => {
      const [one] = (await search('KR001', { length: 1, start: 3 })).data;
      const part = one.prCode.slice(3, 9);
      const byCode = await search('KR001', { filter_prCode: part, length: -1 });
      expect(byCode.data.map((r) => r.prCode)).toContain(one.prCode);
      expect(byCode.data.every((r) => r.prCode.includes(part))).toBe(true);
      expect(byCode.recordsFiltered).toBe(byCode.data.length);
      const byLayout = await search('KR001', { filter_layoutId: one.layoutId, length: -1 });
      expect(byLayout.data.every((r) => r.layoutId === one.layoutId)).toBe(true);
      const namePart = one.prName!.slice(1, 4).toUpperCase();
      const byName = await search('KR001', { filter_prName: namePart, length: -1 });
      expect(byName.data.every((r) => r.prName!.toLowerCase().includes(namePart.toLowerCase()))).toBe(true);
      const sorted = await search('KR001', { order: [{ column: 'updatedAt', dir: 'desc' }], length: -1 });
      const times = sorted.data.map((r) => Date.parse(r.updatedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const byNameDesc = await search('KR001', { order: [{ column: 'prName', dir: 'desc' }], length: 10 });
      const names = byNameDesc.data.map((r) => r.prName ?? '');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    });

    it('is store-scoped: 403 outside the session, 404 for an unknown store, 401 without session', async () => {
      expect((await post('/status/store/EU001/product/search', {}, manager)).statusCode).toBe(403);
      expect((await post('/status/store/KR001/product/search', {}, manager)).statusCode).toBe(200);
      expect((await post('/status/store/KR001/product/search', {}, viewer)).statusCode).toBe(200);
      expect((await post('/status/store/NOPE/product/search', {})).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/status/store/KR001/product/search' })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /product', () => {
    it('answers the spec messages for a blank product code, then a blank layout, and validation error for 256 infos', async () => {
      const blankCode = await save('KR001', [{ prCode: ' ', layoutId: '', prInfo: [], nfc: '' }]);
      expect(blankCode.statusCode).toBe(400);
      expect(blankCode.json()).toMatchObject({ message: 'Please enter Product Code' });
      const blankLayout = await save('KR001', [{ prCode: 'NEW-1', layoutId: ' ', prInfo: [], nfc: '' }]);
      expect(blankLayout.json()).toMatchObject({ message: 'Please enter Layout ID' });
      const tooMany = await save('KR001', [
        { prCode: 'NEW-1', layoutId: 'L01', prInfo: Array(256).fill('x') },
      ]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: 'validation error' });
    });

    it('creates a product no tag shows: 200, a history row, no task', async () => {
      const response = await save('KR001', [
        { prCode: 'NEWPROD1', layoutId: 'L03', nfc: '', prInfo: ['Fresh milk', '1200', 'Half a gallon'] },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<SaveAnswer>();
      expect(answer).toMatchObject({
        storeCode: 'KR001',
        created: 1,
        updated: 0,
        unchanged: 0,
        taskIds: [],
        tagCount: 0,
      });
      const [history] = await t.db.query<Record<string, unknown>>(
        `SELECT id::text AS id, "prName", "layoutId", nfc, "prInfo", "taskId", "updateId", source, "createdBy"
         FROM product_updates WHERE "storeCode" = 'KR001' AND "prCode" = 'NEWPROD1'`,
      );
      expect(history).toMatchObject({
        prName: 'Fresh milk',
        layoutId: 'L03',
        nfc: null,
        prInfo: ['Fresh milk', '1200', 'Half a gallon'],
        taskId: null,
        source: 'console',
        createdBy: ADMIN.email,
      });
      expect(history.updateId).toBe(history.id);
      expect(answer.updateId).toBe(history.id);
      const lookup = await t.app.inject({
        method: 'GET',
        url: '/api/product/NEWPROD1/store/KR001',
        headers: admin,
      });
      expect(lookup.json()).toMatchObject({ prCode: 'NEWPROD1', layoutId: 'L03' });
      // the same values again: unchanged, no new history row
      const again = await save('KR001', [
        { prCode: 'NEWPROD1', layoutId: 'L03', nfc: '', prInfo: ['Fresh milk', '1200', 'Half a gallon'] },
      ]);
      expect(again.json<SaveAnswer>()).toMatchObject({ created: 0, updated: 0, unchanged: 1, taskIds: [] });
      expect(
        await count(
          `SELECT count(*)::int AS n FROM product_updates WHERE "storeCode" = 'KR001' AND "prCode" = 'NEWPROD1'`,
        ),
      ).toBe(1);
    });

    it('takes a price change to the tags showing the product, family tickets included, in ONE PRODUCT task', async () => {
      const { prCode, tagId, layoutId, prInfo } = await shownProduct('KR002', 2);
      const ticket = await post('/tag/assign/multiple', {
        storeCode: 'KR002',
        tagList: [{ tagMac: 'KR002000010', fmPrCode: 'FMTEST1', prCodeList: [prCode] }],
      });
      expect(ticket.statusCode, ticket.body).toBe(200);
      const info = [...prInfo];
      info[1] = '4321';
      const response = await save('KR002', [{ prCode, layoutId, prInfo: info, nfc: null }]);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<SaveAnswer>();
      expect(answer).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
      expect(answer.taskIds).toHaveLength(1);
      const [task] = await tasksOf(answer.taskIds);
      expect(task).toMatchObject({ taskType: 'PRODUCT', updateId: answer.updateId, createdBy: ADMIN.email });
      const tags = (await taskTags(task.taskId)).map((r) => r.tagId);
      expect(tags).toContain(tagId);
      expect(tags).toContain('KR002000010');
      expect(answer.tagCount).toBe(tags.length);
      const [history] = await t.db.query<{ taskId: number; updateId: string }>(
        `SELECT "taskId"::int AS "taskId", "updateId" FROM product_updates WHERE "storeCode" = 'KR002' AND "prCode" = $1
         ORDER BY id DESC LIMIT 1`,
        [prCode],
      );
      expect(history).toEqual({ taskId: task.taskId, updateId: answer.updateId });
    });

    it('gives the tags of a product whose layout changed a LAYOUT task with the new layout', async () => {
      const a = await shownProduct('JP001', 0);
      const b = await shownProduct('JP001', 1);
      const newLayout = a.layoutId === 'L07' ? 'L08' : 'L07';
      const response = await save('JP001', [
        { prCode: a.prCode, layoutId: newLayout, prInfo: a.prInfo },
        { prCode: b.prCode, layoutId: b.layoutId, prInfo: [...b.prInfo, 'more'] },
      ]);
      const answer = response.json<SaveAnswer>();
      expect(answer).toMatchObject({ updated: 2 });
      const tasks = await tasksOf(answer.taskIds);
      expect(tasks.map((x) => x.taskType).sort()).toEqual(['LAYOUT', 'PRODUCT']);
      const layout = tasks.find((x) => x.taskType === 'LAYOUT')!;
      expect(layout.layoutId).toBe(newLayout);
      const layoutRows = await taskTags(layout.taskId);
      expect(layoutRows).toContainEqual({ tagId: a.tagId, layoutId: newLayout });
      const productRows = await taskTags(tasks.find((x) => x.taskType === 'PRODUCT')!.taskId);
      expect(productRows.map((r) => r.tagId)).toContain(b.tagId);
      expect(productRows.map((r) => r.tagId)).not.toContain(a.tagId);
      const history = await t.db.query<{ prCode: string; taskId: number }>(
        `SELECT "prCode", "taskId"::int AS "taskId" FROM product_updates WHERE "updateId" = $1 ORDER BY id`,
        [answer.updateId],
      );
      expect(history).toEqual([
        { prCode: a.prCode, taskId: layout.taskId },
        { prCode: b.prCode, taskId: tasks.find((x) => x.taskType === 'PRODUCT')!.taskId },
      ]);
    });

    it('pads product codes to 13 on edion', async () => {
      await t.app.repos.systemConfig.set('site', 'edion');
      try {
        const response = await save('KR001', [{ prCode: ' 4711 ', layoutId: 'L01', prInfo: ['Cola'] }]);
        expect(response.statusCode, response.body).toBe(200);
        expect(await count(`SELECT count(*)::int AS n FROM products WHERE "prCode" = '0000000004711'`)).toBe(
          1,
        );
      } finally {
        await t.app.repos.systemConfig.set('site', '');
      }
    });

    it('is product.write and store-scoped', async () => {
      const product = [{ prCode: 'X1', layoutId: 'L01', prInfo: [] }];
      expect((await save('KR001', product, viewer)).statusCode).toBe(403);
      expect((await save('EU001', product, manager)).statusCode).toBe(403);
      expect((await save('KR001', product, manager)).statusCode).toBe(200);
    });
  });

  describe('delete and remove unused', () => {
    it('refuses to delete a product tags still show (409), deletes one nobody shows', async () => {
      const { prCode } = await shownProduct('KR001', 4);
      const refused = await post('/product/delete', { storeCode: 'KR001', prCodeList: [prCode] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ prCodeList: [prCode] });
      expect(refused.json<{ tagCount: number }>().tagCount).toBeGreaterThanOrEqual(1);
      await save('KR001', [{ prCode: 'GONE1', layoutId: 'L01', prInfo: ['x'] }]);
      const deleted = await post('/product/delete', { storeCode: 'KR001', prCodeList: ['GONE1'] });
      expect(deleted.json()).toEqual({ storeCode: 'KR001', deleted: 1 });
      expect(await count(`SELECT count(*)::int AS n FROM products WHERE "prCode" = 'GONE1'`)).toBe(0);
      expect((await post('/product/delete', { storeCode: 'KR001', prCodeList: [] })).statusCode).toBe(400);
    });

    it('removes the listed unused products, keeping shown ones and family members shown by a ticket', async () => {
      const { prCode } = await shownProduct('KR001', 5);
      await save('KR001', [
        { prCode: 'UNUSED1', layoutId: 'L01', prInfo: ['a'] },
        { prCode: 'UNUSED2', layoutId: 'L01', prInfo: ['b'] },
        { prCode: 'FAMONLY', layoutId: 'L01', prInfo: ['c'] },
      ]);
      await post('/tag/assign/multiple', {
        storeCode: 'KR001',
        force: true,
        tagList: [{ tagMac: 'KR001000008', fmPrCode: 'FMUNUSED', prCodeList: ['FAMONLY'] }],
      });
      const response = await post('/product/remove/unused', {
        storeCode: 'KR001',
        prCodeList: ['UNUSED1', prCode, 'FAMONLY'],
      });
      expect(response.json()).toEqual({ storeCode: 'KR001', deleted: 1 });
      const left = await t.db.query<{ prCode: string }>(
        `SELECT "prCode" FROM products WHERE "storeCode" = 'KR001' AND "prCode" = ANY($1) ORDER BY 1`,
        [['UNUSED1', 'UNUSED2', prCode, 'FAMONLY']],
      );
      expect(left.map((r) => r.prCode).sort()).toEqual(['FAMONLY', 'UNUSED2', prCode].sort());
    });

    it('removes every unused product of the store when no list is given', async () => {
      const before = await count(`SELECT count(*)::int AS n FROM products WHERE "storeCode" = 'EU003'`);
      const shown = await count(
        `SELECT count(DISTINCT p."prCode")::int AS n FROM products p JOIN tags t ON t."storeCode" = p."storeCode"
         AND t."prCode" = p."prCode" WHERE p."storeCode" = 'EU003'`,
      );
      const familyShown = await count(
        `SELECT count(DISTINCT x.code)::int AS n FROM family_products f JOIN tags t ON t."storeCode" = f."storeCode"
         AND t."prCode" = f."fmPrCode" CROSS JOIN LATERAL jsonb_array_elements_text(f."prCodeList") x(code)
         WHERE f."storeCode" = 'EU003'`,
      );
      expect(familyShown).toBe(0);
      const response = await post('/product/remove/unused', { storeCode: 'EU003' });
      expect(response.json()).toEqual({ storeCode: 'EU003', deleted: before - shown });
      expect(before - shown).toBeGreaterThan(0);
    });
  });

  describe('GET /status/product and the paged store list', () => {
    it('answers the maintained product and tag counts of the session stores, moved by creates and deletes', async () => {
      const read = async (headers = admin) => {
        const response = await t.app.inject({ method: 'GET', url: '/api/status/product', headers });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: Array<Record<string, unknown>> }>().data;
      };
      const kr = async () => (await read()).find((s) => s.storeCode === 'KR002')!;
      const before = await kr();
      expect(before).toMatchObject({
        storeName: expect.any(String),
        status: expect.stringMatching(/NORMAL|ALARM|OFFLINE/),
        productCount: await count(`SELECT count(*)::int AS n FROM products WHERE "storeCode" = 'KR002'`),
        tagCount: await count(`SELECT count(*)::int AS n FROM tags WHERE "storeCode" = 'KR002'`),
      });
      await save('KR002', [{ prCode: 'STAT1', layoutId: 'L01', prInfo: ['s'] }]);
      const after = await kr();
      expect(after.productCount).toBe((before.productCount as number) + 1);
      expect(after.todayUpdated).toBe((before.todayUpdated as number) + 1);
      await post('/product/delete', { storeCode: 'KR002', prCodeList: ['STAT1'] });
      expect((await kr()).productCount).toBe(before.productCount);
      expect((await read(manager)).map((s) => s.storeCode)).toEqual(['JP001', 'KR001']);
      const page = await post('/status/store/pagination/2', { filter_storeCode: 'KR', length: 1 });
      expect(page.json()).toMatchObject({ recordsFiltered: 2, data: [{ storeCode: 'KR001' }] });
    });
  });

  describe('applyProductChanges at scale', () => {
    it('writes 12,000 products in chunks under one update ID', async () => {
      const { applyProductChanges } = await import('../../server/products/applyProductChanges.ts');
      const products = Array.from({ length: 12_000 }, (_, i) => ({
        prCode: `BULK${String(i).padStart(6, '0')}`,
        layoutId: 'L02',
        prInfo: [`Bulk ${i}`, String(100 + (i % 50))],
      }));
      const result = await applyProductChanges(t.db, {
        storeCode: 'EU002',
        products,
        createdBy: 'test',
        source: 'file',
      });
      expect(result).toMatchObject({ created: 12_000, updated: 0, unchanged: 0, taskIds: [], tagCount: 0 });
      expect(
        await count(
          `SELECT count(*)::int AS n FROM product_updates WHERE "updateId" = $1 AND source = 'file'`,
          [result.updateId],
        ),
      ).toBe(12_000);
      // the change is named after its first history row; the rows' ids follow the list, across its chunks
      const rows = await t.db.query<{ id: string; prCode: string }>(
        `SELECT u.id::text AS id, u."prCode" FROM product_updates u WHERE u."updateId" = $1 ORDER BY u.id`,
        [result.updateId],
      );
      expect(rows[0].id).toBe(result.updateId);
      expect(rows.map((r) => r.prCode)).toEqual(products.map((p) => p.prCode));
      const again = await applyProductChanges(t.db, {
        storeCode: 'EU002',
        products,
        createdBy: 'test',
        source: 'file',
      });
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 12_000, updateId: null });
    });
  });

  it('the simulator changes prices through applyProductChanges: history rows from the simulator', async () => {
    const { changeSomeProducts } = await import('../../server/sim/tagRadioProducts.ts');
    const { createPrng } = await import('../../server/sim/prng.ts');
    const prng = createPrng(3);
    let taskId: number | null = null;
    for (let i = 0; i < 10 && taskId === null; i++) taskId = await changeSomeProducts(t.db, prng, new Date());
    expect(taskId).not.toBeNull();
    const rows = await t.db.query<{ source: string; createdBy: string }>(
      `SELECT source, "createdBy" FROM product_updates WHERE "taskId" = $1`,
      [taskId],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.source === 'simulator' && r.createdBy === 'simulator')).toBe(true);
  });
});
