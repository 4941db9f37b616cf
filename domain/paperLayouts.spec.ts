// The paper layouts' geometry (doc 2 §9): labels per page, page counts, label slots inside the page and apart.
import { describe, expect, it } from 'vitest';
import {
  labelPixels,
  labelTurned,
  labelsPerPage,
  marginsOf,
  pagesFor,
  PAPER_LAYOUT_IDS,
  PAPER_LAYOUTS,
  paperLayoutOf,
  slotOf,
} from './paperLayouts';

const layout = (id: string) => paperLayoutOf(id)!;

describe('paper layouts', () => {
  it('are the four CROMA layouts of doc 2 §9 with their counts and label sizes', () => {
    expect(PAPER_LAYOUT_IDS).toEqual(['CROMA.A4', 'CROMA.A6', 'CROMA.107', 'CROMA.105']);
    expect(PAPER_LAYOUTS.map((l) => [l.id, labelsPerPage(l), l.label.width, l.label.height])).toEqual([
      ['CROMA.A4', 1, 210, 297],
      ['CROMA.A6', 4, 105, 148],
      ['CROMA.107', 20, 75, 27],
      ['CROMA.105', 10, 105, 59],
    ]);
    for (const l of PAPER_LAYOUTS) expect(l.page).toEqual({ width: 210, height: 297 });
    expect(paperLayoutOf('CROMA.999')).toBeUndefined();
    expect(paperLayoutOf(null)).toBeUndefined();
  });

  it('counts pages: 45 labels of CROMA.107 fill three pages, 20 one, 21 two', () => {
    expect(pagesFor(layout('CROMA.107'), 45)).toBe(3);
    expect(pagesFor(layout('CROMA.107'), 20)).toBe(1);
    expect(pagesFor(layout('CROMA.107'), 21)).toBe(2);
    expect(pagesFor(layout('CROMA.A4'), 3)).toBe(3);
    expect(pagesFor(layout('CROMA.A6'), 5)).toBe(2);
    expect(pagesFor(layout('CROMA.105'), 10)).toBe(1);
    expect(pagesFor(layout('CROMA.105'), 0)).toBe(1);
  });

  it('centres the grid: CROMA.107 has 25 mm side and 13.5 mm top margins', () => {
    expect(marginsOf(layout('CROMA.107'))).toEqual({ left: 25, top: 13.5 });
    expect(marginsOf(layout('CROMA.A4'))).toEqual({ left: 0, top: 0 });
    expect(marginsOf(layout('CROMA.105'))).toEqual({ left: 0, top: 1 });
  });

  it('places labels row by row inside the page, never overlapping, the next page after a full one', () => {
    for (const l of PAPER_LAYOUTS) {
      const perPage = labelsPerPage(l);
      const slots = Array.from({ length: perPage }, (_, i) => slotOf(l, i));
      for (const s of slots) {
        expect(s.page).toBe(0);
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.x + s.width).toBeLessThanOrEqual(l.page.width + 1e-9);
        expect(s.y + s.height).toBeLessThanOrEqual(l.page.height + 1e-9);
      }
      for (let a = 0; a < slots.length; a += 1)
        for (let b = a + 1; b < slots.length; b += 1) {
          const [p, q] = [slots[a], slots[b]];
          const apart =
            p.x + p.width <= q.x + 1e-9 ||
            q.x + q.width <= p.x + 1e-9 ||
            p.y + p.height <= q.y + 1e-9 ||
            q.y + q.height <= p.y + 1e-9;
          expect(apart, `${l.id} slots ${a} and ${b}`).toBe(true);
        }
      expect(slotOf(l, perPage)).toEqual({ ...slots[0], page: 1 });
    }
    const l107 = layout('CROMA.107');
    expect(slotOf(l107, 1)).toMatchObject({ x: 110, y: 13.5, width: 75, height: 27 });
    expect(slotOf(l107, 2)).toMatchObject({ x: 25, y: 40.5 });
    expect(slotOf(l107, 44)).toMatchObject({ page: 2, x: 25, y: 13.5 + 2 * 27 });
  });

  it('gives bitmaps the physical label size at the layout resolution', () => {
    expect(labelPixels(layout('CROMA.107'))).toEqual({ width: 750, height: 270 });
    expect(labelPixels(layout('CROMA.105'))).toEqual({ width: 1050, height: 590 });
    expect(labelPixels(layout('CROMA.A4'))).toEqual({ width: 1260, height: 1782 });
  });

  it('turns the landscape label a quarter in the portrait boxes only', () => {
    expect(PAPER_LAYOUTS.filter(labelTurned).map((l) => l.id)).toEqual(['CROMA.A4', 'CROMA.A6']);
  });
});
