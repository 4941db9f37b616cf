// Second codes (doc 2 §1, §3, §7 Products): the demo seed, POST /product/secondCode/search in the table
// conventions (filters, paging, prCode order) and store scope.
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../server/repositories/index.ts';
import { demoSecondCode, seedSecondCodes } from '../../server/seed/secondCodes.ts';
import { backends, type Page, signedInApp } from './helpers.ts';

interface SecondCodeRow {
  storeCode: string;
  prCode: string;
  secondCode: string;
  salesTypeCode: string | null;
  insertDate: string | null;
  modifyDate: string | null;
  programName: string | null;
  operatorName: string | null;
  dbTriggerFlag: string | null;
}

describe.each(backends)('second codes on $name', (backend) => {
  const { t, admin, manager, viewer } = signedInApp(backend);

  const search = (body: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/product/secondCode/search', headers, payload: body });
  const page = async (body: object, headers = admin) => {
    const response = await search(body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<SecondCodeRow>>();
  };
  const count = async (where = 'TRUE', params: unknown[] = []) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM second_codes WHERE ${where}`, params))[0]
      .n;

  it('the demo seed gives the first products of every store a second code, the same on every run', async () => {
    const stores = await t.db.query<{ storeCode: string }>(`SELECT DISTINCT "storeCode" FROM second_codes`);
    expect(stores.length).toBeGreaterThanOrEqual(7);
    const orphans = await count(
      `NOT EXISTS (SELECT 1 FROM products p WHERE p."storeCode" = second_codes."storeCode" AND p."prCode" = second_codes."prCode")`,
    );
    expect(orphans).toBe(0);
    const [first] = await t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = 'EU001' ORDER BY "prCode" LIMIT 1`,
    );
    const codes = await t.db.query<{ secondCode: string }>(
      `SELECT "secondCode" FROM second_codes WHERE "storeCode" = 'EU001' AND "prCode" = $1 ORDER BY "secondCode"`,
      [first.prCode],
    );
    expect(codes.map((c) => c.secondCode)).toEqual([demoSecondCode('EU001', 0), demoSecondCode('EU001', 1)]);
    expect(demoSecondCode('EU001', 0)).toMatch(/^2\d{12}$/);
    expect(await seedSecondCodes(createRepositories(t.db), ['EU001', 'KR001'])).toBe(0);
  });

  it('searches in the table conventions: 25 per page, prCode order, the coop fields in every row', async () => {
    const total = await count();
    const first = await page({});
    expect(first.recordsTotal).toBe(total);
    expect(first.data).toHaveLength(Math.min(25, total));
    const codes = first.data.map((r) => r.prCode);
    expect(codes).toEqual([...codes].sort());
    expect(first.data[0]).toMatchObject({
      salesTypeCode: expect.any(String),
      insertDate: expect.any(String),
      programName: 'ANAGR_ART',
      operatorName: expect.stringMatching(/^OPER0\d$/),
      dbTriggerFlag: expect.stringMatching(/^[IU]$/),
    });
    expect((await page({ length: -1 })).data).toHaveLength(total);
  });

  it('filters on product code and second code (contains) and store (equals)', async () => {
    const [row] = await t.db.query<{ storeCode: string; prCode: string; secondCode: string }>(
      `SELECT "storeCode", "prCode", "secondCode" FROM second_codes WHERE "storeCode" = 'JP001' ORDER BY "secondCode" LIMIT 1`,
    );
    const byCode = await page({ filter_secondCode: row.secondCode.slice(3) });
    expect(byCode.data.map((r) => r.secondCode)).toContain(row.secondCode);
    expect(byCode.recordsFiltered).toBeLessThan(byCode.recordsTotal);
    const byProduct = await page({ filter_prCode: row.prCode, filter_storeCode: 'JP001' });
    expect(byProduct.data.every((r) => r.prCode === row.prCode && r.storeCode === 'JP001')).toBe(true);
    expect(byProduct.recordsFiltered).toBe(
      await count(`"storeCode" = 'JP001' AND "prCode" LIKE $1`, [`%${row.prCode}%`]),
    );
    const store = await page({ filter_storeCode: 'KR002', length: -1 });
    expect(store.recordsFiltered).toBe(await count(`"storeCode" = 'KR002'`));
    expect(store.data.every((r) => r.storeCode === 'KR002')).toBe(true);
  });

  it("keeps an account to its stores: the manager sees KR001 and JP001, another store's filter is 403", async () => {
    const mine = await page({ length: -1 }, manager);
    expect(new Set(mine.data.map((r) => r.storeCode))).toEqual(new Set(['KR001', 'JP001']));
    expect(mine.recordsTotal).toBe(await count(`"storeCode" IN ('KR001', 'JP001')`));
    expect((await search({ filter_storeCode: 'KR002' }, manager)).statusCode).toBe(403);
    expect((await page({}, viewer)).recordsTotal).toBe(await count());
    expect((await search({}, {})).statusCode).toBe(401);
  });
});
