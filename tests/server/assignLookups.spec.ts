// The product and family lookups of the assign dialog (doc 2 §7 Products), on the demo families.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAMILY_SHAPES, familyCode } from '../../server/seed/families.ts';
import { ADMIN, backends, createTestApp, login, MANAGER, type Headers, type TestApp } from './helpers.ts';

describe.each(backends)('assignment lookups on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let manager: Headers;
  let codes: string[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    [admin, manager] = [await login(t.app, ADMIN), await login(t.app, MANAGER)];
    codes = (
      await t.db.query<{ prCode: string }>(
        'SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode"',
        ['KR001'],
      )
    ).map((r) => r.prCode);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('reads one product, 404 with the spec message for an unknown one', async () => {
    const found = await get(`/product/${codes[0]}/store/KR001`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ storeCode: 'KR001', prCode: codes[0] });
    const missing = await get('/product/NOPE/store/KR001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This product does not exist' });
    expect((await get(`/product/${codes[0]}/store/KR002`, manager)).statusCode).toBe(403);
  });

  it('tells which products of a code list exist (array or { prCodeList })', async () => {
    for (const payload of [
      [codes[1], ' NOPE ', codes[0], codes[1]],
      { prCodeList: [codes[1], 'NOPE', codes[0]] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product/store/KR001/list',
        headers: admin,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ data: Array<{ prCode: string }>; missing: string[] }>();
      expect(body.data.map((p) => p.prCode)).toEqual([codes[1], codes[0]]);
      expect(body.missing).toEqual(['NOPE']);
    }
  });

  it('finds the seeded families containing a product: one or two', async () => {
    const shared = codes[DEMO_FAMILY_SHAPES[0][2]];
    const two = await get(`/product/family/findByPrCode/${shared}/store/KR001`);
    expect(two.statusCode).toBe(200);
    expect(
      two
        .json()
        .data.map((f: { fmPrCode: string }) => f.fmPrCode)
        .sort(),
    ).toEqual([familyCode('KR001', 0), familyCode('KR001', 1)]);
    const one = await get(`/product/family/findByPrCode/${codes[0]}/store/KR001`);
    expect(one.json().data).toEqual([
      expect.objectContaining({ fmPrCode: familyCode('KR001', 0), prCodeList: codes.slice(0, 3) }),
    ]);
    const none = await get('/product/family/findByPrCode/NOT-IN-A-FAMILY/store/KR001');
    expect(none.json().data).toEqual([]);
  });

  it('reads one family; 404 for an unknown family; 403 outside the account', async () => {
    const family = await get(`/product/family/${familyCode('KR001', 2)}/store/KR001`);
    expect(family.statusCode).toBe(200);
    expect(family.json()).toMatchObject({
      fmPrCode: familyCode('KR001', 2),
      prCodeList: [codes[5], codes[6]],
    });
    expect((await get('/product/family/NOPE/store/KR001')).statusCode).toBe(404);
    expect((await get(`/product/family/${familyCode('KR002', 0)}/store/KR002`, manager)).statusCode).toBe(
      403,
    );
  });
});
