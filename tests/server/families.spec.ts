// Family products (doc 2 §3, §5, §7): the store and shared tables, create/update with its update tasks, delete,
// the empty-store lookup, and who may do what.
import { describe, expect, it } from 'vitest';
import type { FamilyRow, SaveAnswer } from '../../src/families/api.ts';
import { ADMIN, backends, type Headers, type Page, signedInApp, withSystemConfig } from './helpers.ts';

describe.each(backends)('family products on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const post = (url: string, payload: unknown, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as object });
  const storeSearch = async (store: string, body: object = {}, headers: Headers = admin) => {
    const response = await post(`/status/store/${store}/product/family/search`, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<FamilyRow>>();
  };
  const sharedSearch = async (body: object = {}, headers: Headers = admin) => {
    const response = await post('/status/product/family/search', body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<FamilyRow>>();
  };
  const productCodes = async (store: string, n: number) =>
    (
      await t.db.query<{ prCode: string }>(
        'SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT $2',
        [store, n],
      )
    ).map((r) => r.prCode);
  const taskOf = (taskId: number) =>
    t.db.query<{ taskType: string; layoutId: string | null; createdBy: string }>(
      'SELECT "taskType", "layoutId", "createdBy" FROM update_tasks WHERE "taskId" = $1',
      [taskId],
    );
  const taskRows = (taskId: number) =>
    t.db.query<{ tagId: string; prCode: string; layoutId: string | null; nfc: string | null }>(
      'SELECT "tagId", "prCode", "layoutId", nfc FROM update_task_tags WHERE "taskId" = $1 ORDER BY "tagId"',
      [taskId],
    );
  /** gives the store's last tags not carrying a family yet the family code as product code (what a family ticket assignment leaves) */
  const carry = async (store: string, fmPrCode: string, count: number) => {
    const rows = await t.db.query<{ tagId: string }>(
      `UPDATE tags SET "prCode" = $2, status = 'OK' WHERE "tagId" IN
         (SELECT "tagId" FROM tags WHERE "storeCode" = $1 AND coalesce("prCode", '') NOT LIKE 'FM%'
          ORDER BY "tagId" DESC LIMIT $3) RETURNING "tagId"`,
      [store, fmPrCode, count],
    );
    return rows.map((r) => r.tagId).sort();
  };

  describe('the store table', () => {
    it('lists the store families by family code, 25 per page by default', async () => {
      const page = await storeSearch('KR001');
      expect(page.recordsTotal).toBe(4);
      expect(page.data.map((f) => f.fmPrCode)).toEqual([
        'FMKR001001',
        'FMKR001002',
        'FMKR001003',
        'FMKR001004',
      ]);
      expect(page.data.every((f) => f.storeCode === 'KR001')).toBe(true);
      expect(page.data[0]).toEqual(
        expect.objectContaining({ prCodeList: expect.any(Array), layoutId: expect.any(String) }),
      );
    });

    it('filters by family code (contains), product code (in the list) and layout (equals)', async () => {
      expect((await storeSearch('KR001', { filter_fmPrCode: '001003' })).data.map((f) => f.fmPrCode)).toEqual(
        ['FMKR001003'],
      );
      const [, , third] = await productCodes('KR001', 3);
      const byProduct = await storeSearch('KR001', { filter_prCode: third });
      // the demo's third product is in the first two families
      expect(byProduct.data.map((f) => f.fmPrCode)).toEqual(['FMKR001001', 'FMKR001002']);
      expect(byProduct.recordsFiltered).toBe(2);
      expect(byProduct.recordsTotal).toBe(4);
      const layout = byProduct.data[0].layoutId!;
      const byLayout = await storeSearch('KR001', { filter_layoutId: layout });
      expect(byLayout.data.length).toBeGreaterThan(0);
      expect(byLayout.data.every((f) => f.layoutId === layout)).toBe(true);
      expect((await storeSearch('KR001', { filter_prCode: 'NO-SUCH' })).data).toEqual([]);
    });

    it('sorts by updatedAt and pages', async () => {
      await post('/product/family', {
        storeCode: 'KR002',
        fmPrCode: 'FMKR002002',
        prCodeList: await productCodes('KR002', 2),
        layoutId: 'L02',
      });
      const newest = await storeSearch('KR002', { order: [{ column: 'updatedAt', dir: 'desc' }], length: 1 });
      expect(newest.data.map((f) => f.fmPrCode)).toEqual(['FMKR002002']);
      expect(newest.recordsFiltered).toBe(4);
      const second = await storeSearch('KR002', { start: 1, length: 1 });
      expect(second.data.map((f) => f.fmPrCode)).toEqual(['FMKR002002']);
    });

    it('answers 404 for an unknown store, 403 for a store outside the manager', async () => {
      expect((await post('/status/store/XX999/product/family/search', {})).statusCode).toBe(404);
      const outside = await post('/status/store/EU001/product/family/search', {}, manager);
      expect(outside.statusCode).toBe(403);
      expect((await storeSearch('KR001', {}, manager)).recordsTotal).toBe(4);
    });
  });

  describe('the shared list', () => {
    it("spans the session's stores, with the store name", async () => {
      const all = await sharedSearch({ length: -1 });
      const stores = new Set(all.data.map((f) => f.storeCode));
      expect(stores).toEqual(new Set(['EU001', 'EU002', 'EU003', 'JP001', 'JP002', 'KR001', 'KR002']));
      expect(all.data.every((f) => typeof f.storeName === 'string' && f.storeName !== '')).toBe(true);
      const mine = await sharedSearch({ length: -1 }, manager);
      expect(new Set(mine.data.map((f) => f.storeCode))).toEqual(new Set(['JP001', 'KR001']));
      expect(mine.recordsTotal).toBe(8);
    });

    it('narrows by store (a code, a comma list) and refuses a store outside the session', async () => {
      const kr = await sharedSearch({ filter_storeCode: 'KR001' }, manager);
      expect(kr.recordsFiltered).toBe(4);
      expect(kr.data.every((f) => f.storeCode === 'KR001')).toBe(true);
      const both = await sharedSearch({ filter_storeCode: 'KR001,JP001', length: 2 }, manager);
      expect(both.recordsFiltered).toBe(8);
      expect(both.data).toHaveLength(2);
      const outside = await post('/status/product/family/search', { filter_storeCode: 'EU001' }, manager);
      expect(outside.statusCode).toBe(403);
      const filtered = await sharedSearch({ filter_fmPrCode: '004', filter_storeCode: ['JP001'] }, manager);
      expect(filtered.data.map((f) => f.fmPrCode)).toEqual(['FMJP001004']);
    });
  });

  describe('create and update', () => {
    it('creates a family: codes trimmed, blanks and duplicates dropped; 200 without tags', async () => {
      const [a, b] = await productCodes('JP002', 2);
      const response = await post('/product/family', {
        storeCode: 'JP002',
        fmPrCode: ' FMNEW01 ',
        prCodeList: [` ${a} `, '', b, a],
        layoutId: 'L01',
        nfc: '',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SaveAnswer>()).toEqual({
        storeCode: 'JP002',
        saved: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        taskIds: [],
        tagCount: 0,
      });
      const one = await t.app.inject({
        method: 'GET',
        url: '/api/product/family/FMNEW01/store/JP002',
        headers: admin,
      });
      expect(one.json()).toEqual(
        expect.objectContaining({ fmPrCode: 'FMNEW01', prCodeList: [a, b], layoutId: 'L01', nfc: null }),
      );
    });

    it("checks the family code, the product codes and the layout with the spec's messages, in that order", async () => {
      const cases: Array<[object, string]> = [
        [{ prCodeList: ['X'], layoutId: 'L01' }, 'Enter Family Code, Please!'],
        [{ fmPrCode: '  ', prCodeList: ['X'], layoutId: 'L01' }, 'Enter Family Code, Please!'],
        [{ fmPrCode: 'F', prCodeList: [' ', ''], layoutId: 'L01' }, 'Enter Product Code, Please!'],
        [{ fmPrCode: 'F', layoutId: 'L01' }, 'Enter Product Code, Please!'],
        [{ fmPrCode: 'F', prCodeList: ['X'] }, 'Please enter Layout ID'],
        [{ fmPrCode: 'F', prCodeList: ['X'], layoutId: ' ' }, 'Please enter Layout ID'],
        [{ fmPrCode: 'F', prCodeList: ['1', '2', '3', '4', '5'], layoutId: 'L01' }, 'validation error'],
        [{ fmPrCode: 'F', prCodeList: 'X', layoutId: 'L01' }, 'Enter Product Code, Please!'],
        [{ fmPrCode: 7, prCodeList: ['X'], layoutId: 'L01' }, 'Enter Family Code, Please!'],
      ];
      for (const [family, message] of cases) {
        const response = await post('/product/family', { storeCode: 'JP002', ...family });
        expect(response.statusCode, JSON.stringify(family)).toBe(400);
        expect(response.json(), JSON.stringify(family)).toMatchObject({ message });
      }
      expect(
        (await post('/product/family', { fmPrCode: 'F', prCodeList: ['X'], layoutId: 'L01' })).json(),
      ).toMatchObject({ message: 'validation error' });
      const unknown = await post('/product/family', {
        storeCode: 'XX999',
        fmPrCode: 'F',
        prCodeList: ['X'],
        layoutId: 'L01',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('allows as many codes as familyProductItemCount says', async () => {
      const five = {
        storeCode: 'JP002',
        fmPrCode: 'FMFIVE',
        prCodeList: ['1', '2', '3', '4', '5'],
        layoutId: 'L01',
      };
      expect((await post('/product/family', five)).statusCode).toBe(400);
      await withSystemConfig(
        t.app,
        admin,
        { familyProductItemCount: 5 },
        { familyProductItemCount: 4 },
        async () => {
          expect((await post('/product/family', five)).statusCode).toBe(200);
        },
      );
    });

    it('takes a changed family to the tags carrying its code: PRODUCT, then LAYOUT when the layout changes', async () => {
      const codes = await productCodes('EU002', 4);
      const create = await post('/product/family', {
        storeCode: 'EU002',
        fmPrCode: 'FMTAGS',
        prCodeList: codes.slice(0, 2),
        layoutId: 'L01',
      });
      expect(create.json<SaveAnswer>().tagCount).toBe(0);
      const tagIds = await carry('EU002', 'FMTAGS', 2);

      const product = await post('/product/family', {
        storeCode: 'EU002',
        fmPrCode: 'FMTAGS',
        prCodeList: codes.slice(0, 3),
        layoutId: 'L01',
        nfc: 'https://example.com/f',
      });
      expect(product.statusCode, product.body).toBe(200);
      const saved = product.json<SaveAnswer>();
      expect(saved).toEqual(expect.objectContaining({ saved: 1, created: 0, updated: 1, tagCount: 2 }));
      expect(saved.taskIds).toHaveLength(1);
      expect(await taskOf(saved.taskIds[0])).toEqual([
        { taskType: 'PRODUCT', layoutId: null, createdBy: ADMIN.email },
      ]);
      expect(await taskRows(saved.taskIds[0])).toEqual(
        tagIds.map((tagId) => ({ tagId, prCode: 'FMTAGS', layoutId: 'L01', nfc: 'https://example.com/f' })),
      );
      const [tag] = await t.db.query<{ status: string }>('SELECT status FROM tags WHERE "tagId" = $1', [
        tagIds[0],
      ]);
      expect(tag.status).toBe('WIP');

      const layout = await post('/product/family', {
        storeCode: 'EU002',
        fmPrCode: 'FMTAGS',
        prCodeList: codes.slice(0, 3),
        layoutId: 'L02',
        nfc: 'https://example.com/f',
      });
      const moved = layout.json<SaveAnswer>();
      expect(moved.taskIds).toHaveLength(1);
      expect(await taskOf(moved.taskIds[0])).toEqual([
        expect.objectContaining({ taskType: 'LAYOUT', layoutId: 'L02' }),
      ]);

      const same = await post('/product/family', {
        storeCode: 'EU002',
        fmPrCode: 'FMTAGS',
        prCodeList: codes.slice(0, 3),
        layoutId: 'L02',
        nfc: 'https://example.com/f',
      });
      expect(same.json<SaveAnswer>()).toEqual(
        expect.objectContaining({ saved: 0, unchanged: 1, taskIds: [], tagCount: 0 }),
      );
    });

    it('saves many families in one call (one task per kind) and refuses a duplicate code', async () => {
      const codes = await productCodes('EU003', 4);
      await carry('EU003', 'FMEU003001', 1);
      await carry('EU003', 'FMMANY2', 1);
      const response = await post('/product/family', {
        storeCode: 'EU003',
        family: [
          { fmPrCode: 'FMEU003001', prCodeList: [codes[3]], layoutId: 'L07' },
          { fmPrCode: 'FMMANY2', prCodeList: codes.slice(0, 2), layoutId: 'L01' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<SaveAnswer>();
      expect(answer).toEqual(expect.objectContaining({ saved: 2, created: 1, updated: 1, tagCount: 2 }));
      const kinds = await Promise.all(answer.taskIds.map(async (id) => (await taskOf(id))[0].taskType));
      expect(kinds.sort()).toEqual(['LAYOUT', 'PRODUCT']);
      const duplicate = await post('/product/family', {
        storeCode: 'EU003',
        family: [
          { fmPrCode: 'FMDUP', prCodeList: ['A'], layoutId: 'L01' },
          { fmPrCode: 'FMDUP', prCodeList: ['B'], layoutId: 'L01' },
        ],
      });
      expect(duplicate.statusCode).toBe(400);
      const otherStore = await post('/product/family', {
        storeCode: 'EU003',
        family: [{ storeCode: 'EU001', fmPrCode: 'FMX', prCodeList: ['A'], layoutId: 'L01' }],
      });
      expect(otherStore.statusCode).toBe(400);
      expect((await storeSearch('EU003', { filter_fmPrCode: 'FMDUP' })).data).toEqual([]);
    });
  });

  describe('delete', () => {
    it('deletes the listed families, ignores unknown codes and leaves the carrying tags alone', async () => {
      await post('/product/family', {
        storeCode: 'JP002',
        fmPrCode: 'FMDEL1',
        prCodeList: ['A'],
        layoutId: 'L01',
      });
      await post('/product/family', {
        storeCode: 'JP002',
        fmPrCode: 'FMDEL2',
        prCodeList: ['B'],
        layoutId: 'L01',
      });
      const [tagId] = await carry('JP002', 'FMDEL1', 1);
      const response = await post('/product/family/delete', {
        storeCode: 'JP002',
        fmPrCodeList: ['FMDEL1', 'FMDEL2', 'FMNONE'],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        storeCode: 'JP002',
        deleted: 2,
        fmPrCodeList: ['FMDEL1', 'FMDEL2'],
        tagCount: 1,
      });
      expect((await storeSearch('JP002', { filter_fmPrCode: 'FMDEL' })).data).toEqual([]);
      const [tag] = await t.db.query<{ prCode: string }>('SELECT "prCode" FROM tags WHERE "tagId" = $1', [
        tagId,
      ]);
      expect(tag.prCode).toBe('FMDEL1');
    });

    it('needs a list of codes', async () => {
      expect(
        (await post('/product/family/delete', { storeCode: 'JP002', fmPrCodeList: [] })).statusCode,
      ).toBe(400);
      expect((await post('/product/family/delete', { storeCode: 'JP002' })).json()).toMatchObject({
        message: 'validation error',
      });
    });
  });

  describe('the empty store segment', () => {
    it("means the session's first store (by store code)", async () => {
      const asManager = await t.app.inject({
        method: 'GET',
        url: '/api/product/family/FMJP001002/store/',
        headers: manager,
      });
      expect(asManager.statusCode, asManager.body).toBe(200);
      expect(asManager.json()).toEqual(
        expect.objectContaining({ storeCode: 'JP001', fmPrCode: 'FMJP001002' }),
      );
      const notFirst = await t.app.inject({
        method: 'GET',
        url: '/api/product/family/FMKR001002/store/',
        headers: manager,
      });
      expect(notFirst.statusCode).toBe(404);
      const asAdmin = await t.app.inject({
        method: 'GET',
        url: '/api/product/family/FMEU001001/store',
        headers: admin,
      });
      expect(asAdmin.json()).toEqual(expect.objectContaining({ storeCode: 'EU001' }));
    });
  });

  describe('who may', () => {
    const family = { storeCode: 'KR001', fmPrCode: 'FMWHO', prCodeList: ['A'], layoutId: 'L01' };

    it('answers 401 without a session', async () => {
      for (const url of [
        '/product/family',
        '/product/family/delete',
        '/product/family/import',
        '/status/product/family/search',
      ]) {
        const response = await t.app.inject({ method: 'POST', url: `/api${url}`, payload: family });
        expect(response.statusCode, url).toBe(401);
      }
    });

    it('lets the viewer read but not write (403)', async () => {
      expect((await storeSearch('KR001', {}, viewer)).recordsTotal).toBeGreaterThan(0);
      expect((await sharedSearch({}, viewer)).recordsTotal).toBeGreaterThan(0);
      expect((await post('/product/family', family, viewer)).statusCode).toBe(403);
      expect(
        (await post('/product/family/delete', { storeCode: 'KR001', fmPrCodeList: ['FMKR001001'] }, viewer))
          .statusCode,
      ).toBe(403);
      const file = { storeCode: 'KR001', fileName: 'f.csv', text: 'FMV,A,,,,L01' };
      expect((await post('/product/family/import', file, viewer)).statusCode).toBe(403);
      expect((await storeSearch('KR001', { filter_fmPrCode: 'FMWHO' })).data).toEqual([]);
    });

    it('refuses the manager a store outside its list (403), and lets it write its own', async () => {
      expect((await post('/product/family', { ...family, storeCode: 'EU001' }, manager)).statusCode).toBe(
        403,
      );
      expect(
        (await post('/product/family/delete', { storeCode: 'EU001', fmPrCodeList: ['FMEU001001'] }, manager))
          .statusCode,
      ).toBe(403);
      const file = { storeCode: 'EU001', fileName: 'f.csv', text: 'FMV,A,,,,L01' };
      expect((await post('/product/family/import', file, manager)).statusCode).toBe(403);
      expect((await storeSearch('EU001', { filter_fmPrCode: 'FMEU001001' })).recordsFiltered).toBe(1);
      expect((await post('/product/family', family, manager)).statusCode).toBe(200);
    });
  });
});
