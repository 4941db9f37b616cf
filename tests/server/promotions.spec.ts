// Promotions (doc 3 §3, §7; docs/api.md 'Promotions'): types, a store's list and its replacement with the rules,
// privileges and store scope; and what a running promotion does to the label the renderer draws.
import { describe, expect, it } from 'vitest';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { labelPromotion } from '../../server/settings/promotions.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { decodePng, samePixels } from './renderHelpers.ts';
import { settingsOperator } from './settingsHelpers.ts';

const DAY = 86_400_000;

describe.each(backends)('promotions on $name', (backend) => {
  const s = signedInApp(backend);
  const operator: Headers = {};
  const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: object) =>
    s.t.app.inject({ method, url: `/api${url}`, headers, payload });
  const running = (prCode: string, extra: object = {}) => ({
    promotionId: `P-${prCode}`,
    type: 'SALE',
    prCode,
    promotionPrice: 990,
    startDate: new Date(Date.now() - DAY).toISOString(),
    endDate: new Date(Date.now() + DAY).toISOString(),
    ...extra,
  });

  it('answers 401, 403 without setting, 403 outside the stores, 404 for an unknown store', async () => {
    Object.assign(operator, await settingsOperator(s.t.app, s.admin));
    expect((await call('GET', '/product/promotion/type')).statusCode).toBe(401);
    expect((await call('GET', '/product/promotion/KR001', s.manager)).statusCode).toBe(403);
    expect((await call('POST', '/product/promotion/KR001', s.viewer, { data: [] })).statusCode).toBe(403);
    expect((await call('GET', '/product/promotion/KR002', operator)).statusCode).toBe(403);
    expect((await call('GET', '/product/promotion/KR001', operator)).statusCode).toBe(200);
    expect((await call('GET', '/product/promotion/NOPE', s.admin)).statusCode).toBe(404);
  });

  it('lists the types', async () => {
    const types = (await call('GET', '/product/promotion/type', operator)).json().data;
    expect(types.map((t: { type: string }) => t.type)).toEqual(['SALE', 'DISCOUNT', 'CLEARANCE', 'MEMBER']);
  });

  it.each([
    [{ promotionId: ' ' }, 'Fill in Promotion ID!'],
    [{ prCode: '' }, 'Fill in Product Code!'],
    [{ promotionPrice: null }, 'Fill in Promotion Price!'],
    [{ endDate: null }, 'Fill in Promotion Period!'],
    [{ type: 'FREE' }, 'Select Promotion Type!'],
    [{ endDate: new Date(Date.now() - 2 * DAY).toISOString() }, 'The promotion must end after it starts.'],
  ])('refuses %j with "%s" and keeps the list', async (change, message) => {
    const answer = await call('POST', '/product/promotion/KR001', s.admin, { data: [running('X', change)] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it("replaces a store's list and pages it", async () => {
    const saved = await call('POST', '/product/promotion/KR001', operator, {
      data: [running('A'), running('B', { type: 'DISCOUNT', text: 'Weekend' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((p: { promotionId: string }) => p.promotionId)).toEqual(['P-A', 'P-B']);
    const page = (
      await call('POST', '/product/promotion/KR001/search', operator, { start: 0, length: 1 })
    ).json();
    expect([page.recordsFiltered, page.data.length]).toEqual([2, 1]);
    await call('POST', '/product/promotion/KR001', operator, { data: [running('A')] });
    expect((await call('GET', '/product/promotion/KR001', operator)).json().data).toHaveLength(1);
    const dup = await call('POST', '/product/promotion/KR001', s.admin, {
      data: [running('A'), running('A')],
    });
    expect(dup.statusCode).toBe(400);
  });

  it('a running promotion puts its price and period on the label; a past one does not', async () => {
    const [product] = await s.t.db.query<{ prCode: string; prName: string; prInfo: string[] }>(
      `SELECT "prCode", "prName", "prInfo" FROM products WHERE "storeCode" = 'KR001' ORDER BY "prCode" LIMIT 1`,
    );
    const image = async () =>
      (await call('GET', `/product/${product.prCode}/store/KR001/image?tagType=TAG290`, s.admin)).rawPayload;
    await call('POST', '/product/promotion/KR001', s.admin, { data: [] });
    const plain = await image();
    const promotion = running(product.prCode, { promotionPrice: 777 });
    await call('POST', '/product/promotion/KR001', s.admin, { data: [promotion] });
    const promoted = await image();
    expect(samePixels(await decodePng(plain), await decodePng(promoted))).toBe(false);
    // the caption: the type's caption and the period (month/day, UTC)
    const expected = labelPromotion({ ...promotion, storeCode: 'KR001', text: null });
    expect(expected.caption).toMatch(/^SALE \d\d\/\d\d-\d\d\/\d\d$/);
    expect(expected.price).toBe('777');
    // over: the label is the plain one again
    await call('POST', '/product/promotion/KR001', s.admin, {
      data: [
        running(product.prCode, {
          startDate: new Date(Date.now() - 3 * DAY).toISOString(),
          endDate: new Date(Date.now() - DAY).toISOString(),
        }),
      ],
    });
    expect(samePixels(await decodePng(plain), await decodePng(await image()))).toBe(true);
  });
});

describe('the renderer and a promotion', () => {
  it('draws the promotion price in the price box and the caption in the promotion box', async () => {
    const product = {
      prCode: 'P1',
      prName: 'Milk',
      prInfo: ['Milk', '1200', 'Fresh', '', '', '', '', '880000000001'],
    };
    const promotion = { price: '990', caption: 'SALE 10/01-10/31' };
    const withPromotion = renderLabel({ product: { ...product, promotion }, tagType: 'TAG290', aliases: [] });
    const byHand = renderLabel({
      product: {
        ...product,
        prInfo: ['Milk', '990', 'Fresh', '', '', 'SALE 10/01-10/31', '', '880000000001', '', '990'],
      },
      tagType: 'TAG290',
      aliases: [],
    });
    const plain = renderLabel({ product, tagType: 'TAG290', aliases: [] });
    expect(samePixels(await decodePng(withPromotion), await decodePng(byHand))).toBe(true);
    expect(samePixels(await decodePng(withPromotion), await decodePng(plain))).toBe(false);
  });
});
