// The label renderer (server/render): real PNGs at the tag type's resolution, palette colours only, legible
// Japanese and Korean, pages per layout, the no-product screen.
import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts.ts';
import { LATIN_JP_FAMILY, KR_FAMILY, registerLabelFonts } from '../../server/render/fonts.ts';
import { renderLabel, renderLabelPages, type LabelProduct } from '../../server/render/renderLabel.ts';
import { colorsOf, decodePng, inkPixels, samePixels } from './renderHelpers.ts';

const aliases = ['Product Name', 'Price', 'Description', 'Unit Price', 'Origin', 'Promotion'].map(
  (name, index) => ({ index, name }),
);
const layout = (id: string) => BUILT_IN_LAYOUTS.find((l) => l.layoutId === id)!;
const product = (name: string, price = '1290', extra: Partial<LabelProduct> = {}): LabelProduct => ({
  prCode: '4901234567894',
  prInfo: [name, price, 'Fresh', '129/100g', 'Japan', ''],
  nfc: 'https://shop.example.com/p/1',
  ...extra,
});

describe('label images', () => {
  it.each([
    ['B154', 152, 152],
    ['2213', 250, 122],
    ['3266', 296, 152],
    ['A290', 296, 128],
    ['D420', 400, 300],
    ['C583', 648, 480],
    ['B750', 800, 480],
    ['B1330', 1600, 1200],
  ])('%s renders at %ix%i', async (tagType, width, height) => {
    const image = await decodePng(
      renderLabel({
        product: product('Whole Milk 1L'),
        layout: layout('L04'),
        tagType,
        aliases,
        country: 'FR',
      }),
    );
    expect([image.width, image.height]).toEqual([width, height]);
    expect(inkPixels(image)).toBeGreaterThan(width * height * 0.03);
  });

  it('holds only the palette colours: white, black and red on colour types, yellow on freezer types', async () => {
    const input = {
      product: product('牛乳 1L', '198', { prInfo: ['牛乳 1L', '198', '', '', '', '特価'] }),
      aliases,
    };
    const red = colorsOf(await decodePng(renderLabel({ ...input, layout: layout('L05'), tagType: 'B290' })));
    expect([...red].sort()).toEqual(['0,0,0', '255,0,0', '255,255,255']);
    const yellow = colorsOf(
      await decodePng(renderLabel({ ...input, layout: layout('L06'), tagType: 'D290' })),
    );
    expect([...yellow].sort()).toEqual(['0,0,0', '255,255,0', '255,255,255']);
  });

  it('differs for different products', async () => {
    const render = (p: LabelProduct) =>
      decodePng(renderLabel({ product: p, layout: layout('L04'), tagType: 'B290', aliases, country: 'JP' }));
    const a = await render(product('Green Tea 500ml', '150'));
    const b = await render(product('Green Tea 500ml', '180'));
    const c = await render(product('Natto 3 pack', '150'));
    expect(samePixels(a, b)).toBe(false);
    expect(samePixels(a, c)).toBe(false);
  });

  it('draws the same label byte for byte on a reused canvas, whatever was drawn on it before', () => {
    const input = {
      product: product('Whole Milk 1L', '1290'),
      layout: layout('L11'),
      tagType: 'B1330',
      aliases,
      country: 'KR',
    };
    const first = renderLabel(input);
    // other labels of the same size in between: every page of the freezer layout, the no-product screen
    renderLabelPages({ ...input, product: product('牛乳 1L', '198'), layout: layout('L12') });
    renderLabel({ ...input, product: null, tagId: 'KR001000001' });
    expect(Buffer.compare(renderLabel(input), first)).toBe(0);
  });

  it('registers Noto Sans JP and KR from the npm packages', () => {
    registerLabelFonts();
    expect(GlobalFonts.has(LATIN_JP_FAMILY)).toBe(true);
    expect(GlobalFonts.has(KR_FAMILY)).toBe(true);
  });

  it.each([
    ['Japanese', ['牛乳 1L', '納豆 3P', '緑茶 2L']],
    ['Korean', ['우유 1L', '두부 3P', '김치 2L']],
  ])('draws %s names as distinct glyphs, not tofu boxes', async (_, names) => {
    // the name box of the medium standard layout: top 30 % of the label
    const nameArea = { x: 0, y: 0, w: 296, h: 38 };
    const images = await Promise.all(
      names.map((name) =>
        decodePng(
          renderLabel({
            product: product(name, ''),
            layout: layout('L04'),
            tagType: 'B290',
            aliases,
            country: 'KR',
          }),
        ),
      ),
    );
    // unknown glyphs would all draw as the same boxes: same-length names must differ pixel for pixel
    expect(samePixels(images[0], images[1])).toBe(false);
    expect(samePixels(images[1], images[2])).toBe(false);
    const tofu = await decodePng(
      renderLabel({
        product: product('\uE000\uE001 1L', ''),
        layout: layout('L04'),
        tagType: 'B290',
        aliases,
      }),
    );
    for (const image of images) {
      expect(inkPixels(image, nameArea)).toBeGreaterThan(250);
      expect(samePixels(image, tofu)).toBe(false);
    }
  });

  it('wraps or shrinks long names into the name box', async () => {
    const long = 'コシヒカリ 新潟県産 特別栽培米 5kg 令和六年産 精米したて 農家直送 お買い得パック';
    const image = await decodePng(
      renderLabel({ product: product(long, ''), layout: layout('L04'), tagType: 'B290', aliases }),
    );
    // the name stays in its box (top 33 %) and leaves the price area below it white
    expect(inkPixels(image, { x: 0, y: 0, w: 296, h: 40 })).toBeGreaterThan(400);
    expect(inkPixels(image, { x: 150, y: 44, w: 140, h: 50 })).toBe(0);
  });

  it('renders every page of the layout: standard 2, promotion 3, freezer 2; no product 1', () => {
    const base = { product: product('Butter 250g'), tagType: 'B290', aliases };
    expect(renderLabelPages({ ...base, layout: layout('L04') })).toHaveLength(2);
    expect(renderLabelPages({ ...base, layout: layout('L05') })).toHaveLength(3);
    expect(renderLabelPages({ ...base, layout: layout('L06') })).toHaveLength(2);
    expect(renderLabelPages({ ...base, product: null, layout: layout('L05') })).toHaveLength(1);
  });

  it('shows a "no product" screen for a tag without a product', async () => {
    const none = await decodePng(
      renderLabel({ product: null, tagType: 'B290', aliases, tagId: 'KR001000001' }),
    );
    const blank = await decodePng(renderLabel({ product: null, tagType: 'B290', aliases }));
    expect(inkPixels(none)).toBeGreaterThan(500);
    expect(samePixels(none, blank)).toBe(false);
  });

  it('draws a product with an unknown layout with the standard layout of its size', async () => {
    const unknown = renderLabel({ product: product('Butter'), layout: null, tagType: 'B750', aliases });
    const standard = renderLabel({
      product: product('Butter'),
      layout: layout('L10'),
      tagType: 'B750',
      aliases,
    });
    expect(Buffer.compare(unknown, standard)).toBe(0);
  });
});
