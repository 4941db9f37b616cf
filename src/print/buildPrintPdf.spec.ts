// @vitest-environment node
// The print PDF read back with pdfjs-dist: pages and page size per layout and quantity, each label a bitmap at
// its slot and physical size, the product code in the text, each distinct bitmap embedded once.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../tests/e2e/support/pdf';
import { buildPrintPdf } from './buildPrintPdf';
import {
  labelPixels,
  labelsPerPage,
  PAPER_LAYOUTS,
  paperLayoutOf,
  slotOf,
  type PaperLayout,
} from '../../domain/paperLayouts';
import { printRun, productItem } from './printList';

function bitmap(layout: PaperLayout, shade: string): string {
  const { width, height } = labelPixels(layout);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = shade;
  ctx.fillRect(10, 10, width / 2, height / 2);
  return canvas.toBuffer('image/png').toString('base64');
}

function pdfOf(layout: PaperLayout, quantities: number[]) {
  const run = printRun(quantities.map((qty, i) => ({ ...productItem({ prCode: `CODE${i}` }), qty })));
  const bitmaps = run.products.map((_, i) => bitmap(layout, i % 2 ? 'red' : 'black'));
  const pdf = buildPrintPdf({ layout, bitmaps, labels: run.labels });
  return new Uint8Array(pdf.output('arraybuffer'));
}

describe('the print PDF', () => {
  it('puts 45 labels of CROMA.107 on three A4 pages of 75 x 27 mm bitmaps, codes in the text', async () => {
    const layout = paperLayoutOf('CROMA.107')!;
    const pages = await readPdf(pdfOf(layout, [20, 20, 5]));
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.images.length)).toEqual([20, 20, 5]);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(210, 1);
      expect(page.height).toBeCloseTo(297, 1);
      for (const image of page.images) {
        expect(image.width).toBeCloseTo(75, 1);
        expect(image.height).toBeCloseTo(27, 1);
      }
    }
    pages[0].images.forEach((image, i) => {
      const slot = slotOf(layout, i);
      expect(image.x).toBeCloseTo(slot.x, 1);
      expect(image.y).toBeCloseTo(slot.y, 1);
    });
    expect(pages[0].text.filter((t) => t === 'CODE0')).toHaveLength(20);
    expect(pages[2].text).toEqual(Array(5).fill('CODE2'));
  });

  it.each(PAPER_LAYOUTS.map((l) => [l.id, l] as const))(
    'builds %s: pages of its paper size for the quantities, labels at the label size',
    async (_, layout) => {
      const perPage = labelsPerPage(layout);
      const pages = await readPdf(pdfOf(layout, [perPage, 1]));
      expect(pages).toHaveLength(2);
      expect(pages.map((p) => p.images.length)).toEqual([perPage, 1]);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(layout.page.width, 1);
        expect(page.height).toBeCloseTo(layout.page.height, 1);
      }
      for (const image of pages.flatMap((p) => p.images)) {
        expect(image.width).toBeCloseTo(layout.label.width, 1);
        expect(image.height).toBeCloseTo(layout.label.height, 1);
      }
    },
  );

  it('embeds a repeated bitmap once', () => {
    const layout = paperLayoutOf('CROMA.107')!;
    const once = pdfOf(layout, [1]).length;
    const many = pdfOf(layout, [200]).length;
    // 199 more placements cost a few dozen bytes each, never another copy of the image
    expect(many - once).toBeLessThan(199 * 120);
  });
});
