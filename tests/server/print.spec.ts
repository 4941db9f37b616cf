// Label printing's server calls (doc 2 §7 Print, §9): the paper layout names, and the product previews drawn at a
// paper layout's physical label size (POST /product/preview/encoded { paper }), one call for a list, identical
// products drawn once, Japanese and Korean text as glyphs; guarded by product read and the account's stores.
import { describe, expect, it } from 'vitest';
import { PRIVILEGE_KEYS } from '../../server/auth/privileges.ts';
import { LayoutsRepository } from '../../server/repositories/layouts.ts';
import { labelPixels, labelTurned, paperLayoutOf, PAPER_LAYOUTS } from '../../domain/paperLayouts.ts';
import { buildPrintPdf } from '../../src/print/buildPrintPdf.ts';
import { readPdf } from '../e2e/support/pdf.ts';
import { backends, login, signedInApp, type Headers } from './helpers.ts';
import { decodePng, inkPixels, samePixels, type Decoded } from './renderHelpers.ts';

/** the bounding box of the black pixels of a bitmap, in pixels */
function blackBox(image: Decoded): { x0: number; y0: number; x1: number; y1: number } {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const p = (y * image.width + x) * 4;
      if (image.data[p] + image.data[p + 1] + image.data[p + 2] > 60) continue;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
    }
  return { x0, y0, x1, y1 };
}

describe.each(backends)('label printing calls on $name', (backend) => {
  const s = signedInApp(backend);

  const preview = (payload: object, headers: Headers = s.admin) =>
    s.t.app.inject({ method: 'POST', url: '/api/product/preview/encoded', headers, payload });

  async function productCodes(storeCode: string, count: number): Promise<string[]> {
    const rows = await s.t.db.query<{ prCode: string }>(
      `SELECT "prCode" FROM products WHERE "storeCode" = $1 ORDER BY "prCode" LIMIT $2`,
      [storeCode, count],
    );
    return rows.map((r) => r.prCode);
  }

  /** A session whose role reads everything but products, for every store. */
  async function withoutProductRead(): Promise<Headers> {
    const privilege = PRIVILEGE_KEYS.map(({ key, depth }) => ({
      key,
      depth,
      read: key !== 'product',
      write: key !== 'product',
    }));
    const role = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/role',
      headers: s.admin,
      payload: { name: 'no-product', privilege },
    });
    expect(role.statusCode).toBe(200);
    const account = { email: 'noproduct@print.test', password: 'Print#2026x' };
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/account',
      headers: s.admin,
      payload: {
        ...account,
        name: 'No product',
        mobile: '1',
        role_id: role.json().role_id,
        enableWholeStore: true,
      },
    });
    expect(created.statusCode).toBe(200);
    return login(s.t.app, account);
  }

  it('lists the paper layouts: id, name, labels per page, page and label sizes in mm', async () => {
    const response = await s.t.app.inject({
      method: 'GET',
      url: '/api/paper/layout/name',
      headers: s.viewer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: 'CROMA.A4',
        name: 'CROMA.A4',
        perPage: 1,
        page: { width: 210, height: 297 },
        label: { width: 210, height: 297 },
      },
      {
        id: 'CROMA.A6',
        name: 'CROMA.A6',
        perPage: 4,
        page: { width: 210, height: 297 },
        label: { width: 105, height: 148 },
      },
      {
        id: 'CROMA.107',
        name: 'CROMA.107',
        perPage: 20,
        page: { width: 210, height: 297 },
        label: { width: 75, height: 27 },
      },
      {
        id: 'CROMA.105',
        name: 'CROMA.105',
        perPage: 10,
        page: { width: 210, height: 297 },
        label: { width: 105, height: 59 },
      },
    ]);
  });

  it('answers 401 without a session and 403 without product read on both calls', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/paper/layout/name' })).statusCode).toBe(401);
    const [code] = await productCodes('KR001', 1);
    expect(
      (await preview({ storeCode: 'KR001', paper: 'CROMA.107', product: [{ prCode: code }] }, {})).statusCode,
    ).toBe(401);
    const other = await withoutProductRead();
    const names = await s.t.app.inject({ method: 'GET', url: '/api/paper/layout/name', headers: other });
    expect(names.statusCode).toBe(403);
    expect(names.json()).toMatchObject({ message: 'Permission denied.' });
    const bitmaps = await preview(
      { storeCode: 'KR001', paper: 'CROMA.107', product: [{ prCode: code }] },
      other,
    );
    expect(bitmaps.statusCode).toBe(403);
  });

  it('draws each paper layout at its physical label size, a store product from its code and layout', async () => {
    const [code] = await productCodes('KR001', 1);
    for (const layout of PAPER_LAYOUTS) {
      const response = await preview({ storeCode: 'KR001', paper: layout.id, product: [{ prCode: code }] });
      expect(response.statusCode, layout.id).toBe(200);
      const [png] = response.json<{ data: string[] }>().data;
      const image = await decodePng(png);
      expect([image.width, image.height], layout.id).toEqual(Object.values(labelPixels(layout)));
      expect(inkPixels(image), layout.id).toBeGreaterThan(image.width * image.height * 0.01);
    }
  });

  it.each(['CROMA.A4', 'CROMA.A6'])(
    'keeps the aspect ratio of a landscape layout in %s: drawn landscape, turned to fill the portrait box',
    async (id) => {
      const layout = paperLayoutOf(id)!;
      expect(labelTurned(layout)).toBe(true);
      // one black box of a landscape layout: 30 % of its width, 40 % of its height, from (10 %, 20 %)
      const box = { x: 0.1, y: 0.2, w: 0.3, h: 0.4 };
      await new LayoutsRepository(s.t.db).insertMissing([
        {
          layoutId: 'PRINT-BOX',
          name: 'Print box',
          family: 'xlarge',
          kind: 'standard',
          pages: [{ boxes: [{ type: 'label', ...box, fill: 'black', text: '' }] }],
        },
      ]);
      const response = await preview({
        storeCode: 'KR001',
        paper: id,
        product: [{ prCode: 'BOX', prInfo: ['Box'], layoutId: 'PRINT-BOX' }],
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: string[] }>();
      const bitmap = await decodePng(data[0]);
      expect([bitmap.width, bitmap.height]).toEqual(Object.values(labelPixels(layout)));
      // the PDF places the bitmap at the label's physical size, not stretched: the same millimetres per pixel
      // across and down
      const pdf = buildPrintPdf({ layout, bitmaps: data, labels: [{ bitmap: 0, prCode: 'BOX' }] });
      const [page] = await readPdf(new Uint8Array(pdf.output('arraybuffer')));
      const [placed] = page.images;
      expect(placed.width).toBeCloseTo(layout.label.width, 1);
      expect(placed.height).toBeCloseTo(layout.label.height, 1);
      const mmPerPx = placed.width / bitmap.width;
      expect(placed.height / bitmap.height).toBeCloseTo(mmPerPx, 4);
      // read in landscape (the label turned back clockwise: its top was along the left edge), the label is
      // height x width of its box and the black box is where the layout puts it, in its proportions
      const landscape = { width: layout.label.height, height: layout.label.width };
      const ink = blackBox(bitmap);
      const drawn = {
        x: landscape.width - ink.y1 * mmPerPx,
        y: ink.x0 * mmPerPx,
        width: (ink.y1 - ink.y0) * mmPerPx,
        height: (ink.x1 - ink.x0) * mmPerPx,
      };
      const tolerance = 2 * mmPerPx;
      expect(Math.abs(drawn.x - box.x * landscape.width)).toBeLessThan(tolerance);
      expect(Math.abs(drawn.y - box.y * landscape.height)).toBeLessThan(tolerance);
      expect(Math.abs(drawn.width - box.w * landscape.width)).toBeLessThan(tolerance);
      expect(Math.abs(drawn.height - box.h * landscape.height)).toBeLessThan(tolerance);
      expect(drawn.width / drawn.height).toBeCloseTo(
        (box.w * landscape.width) / (box.h * landscape.height),
        1,
      );
    },
  );

  it('answers one call for a list: request order, identical products the same bitmap, edited info drawn', async () => {
    const codes = await productCodes('KR001', 2);
    const response = await preview({
      storeCode: 'KR001',
      paper: 'CROMA.107',
      product: [
        { prCode: codes[0] },
        { prCode: codes[1] },
        { prCode: codes[0] },
        { prCode: codes[0], prInfo: ['Edited name', '990'] },
        // a generic print item: no stored product, its own info
        { prCode: 'GENERIC', prInfo: ['Loose apples', '120'], layoutId: 'L04' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: string[] }>();
    expect(data).toHaveLength(5);
    expect(data[2]).toBe(data[0]);
    expect(data[1]).not.toBe(data[0]);
    expect(data[3]).not.toBe(data[0]);
    const generic = await decodePng(data[4]);
    expect(inkPixels(generic)).toBeGreaterThan(1000);
  });

  it.each([
    ['Japanese', ['牛乳 1L', '納豆 3P']],
    ['Korean', ['우유 1L', '두부 3P']],
  ])('draws %s text as glyphs at print size, not tofu boxes', async (_, names) => {
    const response = await preview({
      storeCode: 'KR001',
      paper: 'CROMA.107',
      product: [...names, '\uE000\uE001 1L'].map((name) => ({ prInfo: [name, '1000'], layoutId: 'L04' })),
    });
    const [a, b, tofu] = await Promise.all(response.json<{ data: string[] }>().data.map((d) => decodePng(d)));
    const { width, height } = labelPixels(paperLayoutOf('CROMA.107')!);
    const nameArea = { x: 0, y: 0, w: width, h: Math.round(height * 0.3) };
    expect(inkPixels(a, nameArea)).toBeGreaterThan(1500);
    expect(samePixels(a, b)).toBe(false);
    expect(samePixels(a, tofu)).toBe(false);
    expect(samePixels(b, tofu)).toBe(false);
  });

  it('refuses an unknown paper layout, a missing product, too long a list; 403 for another store', async () => {
    const [code] = await productCodes('KR001', 1);
    const unknown = await preview({ storeCode: 'KR001', paper: 'CROMA.999', product: [{ prCode: code }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'validation error' });
    const missing = await preview({ storeCode: 'KR001', paper: 'CROMA.107', product: [{ prCode: 'NOPE' }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This product does not exist' });
    const long = await preview({
      storeCode: 'KR001',
      paper: 'CROMA.107',
      product: Array.from({ length: 101 }, () => ({ prCode: code })),
    });
    expect(long.statusCode).toBe(400);
    const foreign = await preview(
      { storeCode: 'EU001', paper: 'CROMA.107', product: [{ prInfo: ['x', '1'] }] },
      s.manager,
    );
    expect(foreign.statusCode).toBe(403);
  });
});
