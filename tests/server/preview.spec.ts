// Tag preview, product image, product previews and layout names over the API, on both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeTagType } from '../../server/tags/tagTypes.ts';
import {
  ADMIN,
  backends,
  createTestApp,
  login,
  MANAGER,
  VIEWER,
  type Headers,
  type TestApp,
} from './helpers.ts';
import { colorsOf, decodePng, inkPixels, samePixels } from './renderHelpers.ts';

interface Preview {
  encodedImage: string;
  subPage: string[];
  alias: Array<{ index: number; name: string }>;
  prInfo: string[];
  layoutId: string | null;
  tagType: string;
  pageNo: number;
}

describe.each(backends)('label images over the API on $name', (backend) => {
  let t: TestApp;
  let admin: Headers;
  let tag: { tagId: string; tagType: string; prCode: string; layoutId: string };
  let bare: { tagId: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await login(t.app, ADMIN);
    [tag] = await t.db.query<typeof tag>(
      `SELECT t."tagId", t."tagType", t."prCode", p."layoutId" FROM tags t
       JOIN products p ON p."storeCode" = t."storeCode" AND p."prCode" = t."prCode"
       WHERE t."storeCode" = 'KR001' ORDER BY t."tagId" LIMIT 1`,
    );
    // a deassign that reached the label: the tag loses its product
    await t.db.query(`UPDATE tags SET "prCode" = NULL, "pageNo" = 0 WHERE "tagId" = 'KR001000010'`);
    await t.db.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "taskType", status, "createdAt", "updatedAt")
       VALUES (999999, 'KR001000010', 'KR001', 'DEASSIGN', 'OK', now(), now())`,
    );
    await t.db.query(`UPDATE tags SET "pageNo" = 0 WHERE "tagId" = $1`, [tag.tagId]);
    bare = { tagId: 'KR001000010' };
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Headers = admin) => t.app.inject({ method: 'GET', url, headers });

  it('previews a family ticket with its member products', async () => {
    const [family] = await t.db.query<{ fmPrCode: string; prCodeList: string[] }>(
      `SELECT "fmPrCode", "prCodeList" FROM family_products WHERE "storeCode" = 'KR001' ORDER BY "fmPrCode" LIMIT 1`,
    );
    const names = await t.db.query<{ prName: string }>(
      `SELECT "prName" FROM products WHERE "storeCode" = 'KR001' AND "prCode" = ANY($1::text[])`,
      [family.prCodeList],
    );
    // a multiple assign (family ticket) that reached the label
    await t.db.query(`UPDATE tags SET "prCode" = $1, "pageNo" = 0 WHERE "tagId" = 'KR001000009'`, [
      family.fmPrCode,
    ]);
    await t.db.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "taskType", "prCode", status, "createdAt", "updatedAt")
       VALUES (999998, 'KR001000009', 'KR001', 'ASSIGN', $1, 'OK', now(), now())`,
      [family.fmPrCode],
    );
    const body = (await get('/api/preview/store/KR001/tag/KR001000009')).json<Preview>();
    expect(names.length).toBeGreaterThan(0);
    for (const { prName } of names) expect(body.prInfo[0]).toContain(prName);
    const image = await decodePng(body.encodedImage);
    expect(inkPixels(image)).toBeGreaterThan(0);
  });

  it('previews a tag: its page as PNG at the type resolution, the other pages, alias, prInfo, layoutId', async () => {
    const response = await get(`/api/preview/store/KR001/tag/${tag.tagId}?t=${Date.now()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Preview>();
    const image = await decodePng(body.encodedImage);
    const { width, height } = decodeTagType(tag.tagType)!.resolution;
    expect([image.width, image.height]).toEqual([width, height]);
    expect(inkPixels(image)).toBeGreaterThan(width * height * 0.03);
    expect(colorsOf(image).size).toBeLessThanOrEqual(3);
    const layout = (
      await t.db.query<{ pages: unknown[] }>(`SELECT pages FROM layouts WHERE "layoutId" = $1`, [
        tag.layoutId,
      ])
    )[0];
    expect(body.subPage).toHaveLength(layout.pages.length - 1);
    for (const page of body.subPage) expect(samePixels(await decodePng(page), image)).toBe(false);
    expect(body.layoutId).toBe(tag.layoutId);
    expect(body.pageNo).toBe(0);
    expect(body.alias.find((a) => a.index === 0)?.name).toBe('Product Name');
    expect(body.prInfo[0]).toBeTruthy();
  });

  it('shows the page the tag is on as encodedImage', async () => {
    const before = (await get(`/api/preview/store/KR001/tag/${tag.tagId}`)).json<Preview>();
    await t.db.query(`UPDATE tags SET "pageNo" = 1 WHERE "tagId" = $1`, [tag.tagId]);
    const after = (await get(`/api/preview/store/KR001/tag/${tag.tagId}`)).json<Preview>();
    await t.db.query(`UPDATE tags SET "pageNo" = 0 WHERE "tagId" = $1`, [tag.tagId]);
    expect(after.pageNo).toBe(1);
    expect(after.encodedImage).toBe(before.subPage[0]);
    expect(after.subPage[0]).toBe(before.encodedImage);
  });

  it('renders a tag without a product as the no-product screen, one page', async () => {
    const body = (await get(`/api/preview/store/KR001/tag/${bare.tagId}`)).json<Preview>();
    expect(body.subPage).toEqual([]);
    expect(body.layoutId).toBeNull();
    expect(inkPixels(await decodePng(body.encodedImage))).toBeGreaterThan(300);
  });

  it('answers 404 for a tag the store does not have, 403 for another store of a manager', async () => {
    expect((await get('/api/preview/store/KR001/tag/NOPE')).statusCode).toBe(404);
    const manager = await login(t.app, MANAGER);
    expect((await get(`/api/preview/store/KR001/tag/${tag.tagId}`, manager)).statusCode).toBe(200);
    const other = await get('/api/preview/store/EU001/tag/EU001000001', manager);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: 'Permission denied.' });
    const viewer = await login(t.app, VIEWER);
    expect((await get(`/api/preview/store/EU001/tag/EU001000001`, viewer)).statusCode).toBe(200);
  });

  it('serves a product image as PNG at the asked tag type', async () => {
    const response = await get(`/api/product/${tag.prCode}/store/KR001/image?tagType=D420`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const image = await decodePng(response.rawPayload);
    expect([image.width, image.height]).toEqual([400, 300]);
    for (const color of colorsOf(image)) expect(['0,0,0', '255,255,255', '255,255,0']).toContain(color);
    expect((await get('/api/product/000/store/KR001/image')).statusCode).toBe(404);
    const manager = await login(t.app, MANAGER);
    expect((await get(`/api/product/${tag.prCode}/store/EU001/image`, manager)).statusCode).toBe(403);
  });

  it('renders product previews in request order, from the given info or the stored product', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product/preview/encoded',
      headers: admin,
      payload: {
        storeCode: 'KR001',
        product: [
          { prInfo: ['두부 300g', '2500'], layoutId: 'L04', tagType: 'B290' },
          { prInfo: ['두부 300g', '2900'], layoutId: 'L04', tagType: 'B290' },
          { prCode: tag.prCode, tagType: 'B154' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: string[] }>();
    expect(data).toHaveLength(3);
    const [a, b, c] = await Promise.all(data.map((d) => decodePng(d)));
    expect(samePixels(a, b)).toBe(false);
    expect([c.width, c.height]).toEqual([152, 152]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/product/preview/encoded',
      headers: admin,
      payload: { storeCode: 'KR001', product: [] },
    });
    expect(bad.statusCode).toBe(400);
    const manager = await login(t.app, MANAGER);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/product/preview/encoded',
      headers: manager,
      payload: { storeCode: 'EU001', product: [{ prInfo: ['x', '1'] }] },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lists the layout names: standard, promotion and freezer per size family', async () => {
    const { data } = (await get('/api/layout/name')).json<{
      data: Array<{ layoutId: string; kind: string }>;
    }>();
    expect(data.map((l) => l.layoutId)).toEqual(
      Array.from({ length: 12 }, (_, i) => `L${String(i + 1).padStart(2, '0')}`),
    );
    expect(new Set(data.map((l) => l.kind))).toEqual(new Set(['standard', 'promotion', 'freezer']));
  });
});
