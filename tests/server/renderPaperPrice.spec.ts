// A paper ticket's price never runs into the unit price line (issue 22: on CROMA.107 the price's '€' was drawn
// over the '100g' of the unit price): on every built-in layout and paper size, the ink of the price and the ink
// of the unit price line share no pixel, whatever the price's length.
import { describe, expect, it } from 'vitest';
import { PAPER_LAYOUTS, labelDiagonalInches, labelPixels, labelTurned } from '../../domain/paperLayouts.ts';
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts.ts';
import { renderLabel } from '../../server/render/renderLabel.ts';
import { decodePng, type Decoded } from './renderHelpers.ts';

const aliases = ['Product Name', 'Price', 'Description', 'Unit Price'].map((name, index) => ({
  index,
  name,
}));
const PRICES = ['12', '12.99', '129.99', '1,299.99'];
const UNIT_PRICE = '12.99 / 100g';

/** the inked pixels (not white) of a label, as a set of offsets */
function inked(image: Decoded): Set<number> {
  const out = new Set<number>();
  for (let p = 0; p < image.width * image.height; p++) {
    const q = p * 4;
    if (image.data[q] + image.data[q + 1] + image.data[q + 2] < 600) out.add(p);
  }
  return out;
}

async function draw(layoutId: string, paperId: string, prInfo: string[]) {
  const paperLayout = PAPER_LAYOUTS.find((p) => p.id === paperId)!;
  const png = renderLabel({
    product: { prCode: '', prInfo, nfc: null },
    layout: BUILT_IN_LAYOUTS.find((l) => l.layoutId === layoutId)!,
    aliases,
    country: 'FR',
    page: 0,
    paper: {
      ...labelPixels(paperLayout),
      diagonalInches: labelDiagonalInches(paperLayout),
      turned: labelTurned(paperLayout),
    },
  });
  return inked(await decodePng(png));
}

const standardLayouts = BUILT_IN_LAYOUTS.filter((l) => l.kind !== 'promotion').map((l) => l.layoutId);

describe('paper tickets: price and unit price apart', () => {
  it.each(PAPER_LAYOUTS.flatMap((paper) => standardLayouts.map((id) => [paper.id, id] as const)))(
    '%s with layout %s',
    async (paperId, layoutId) => {
      // what the product's values add to the label's fixed ink (a freezer layout's bars)
      const fixed = await draw(layoutId, paperId, ['', '', '', '']);
      const added = (ink: Set<number>) => [...ink].filter((p) => !fixed.has(p));
      const unit = new Set(added(await draw(layoutId, paperId, ['', '', '', UNIT_PRICE])));
      for (const price of PRICES) {
        const shared = added(await draw(layoutId, paperId, ['', price, '', ''])).filter((p) =>
          unit.has(p),
        ).length;
        expect(shared, `price ${price}`).toBe(0);
      }
    },
  );
});

describe('built-in layouts: the price box shares no room with a line of text', () => {
  const apart = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
    a.x + a.w <= b.x + 1e-9 || b.x + b.w <= a.x + 1e-9 || a.y + a.h <= b.y + 1e-9 || b.y + b.h <= a.y + 1e-9;
  it.each(BUILT_IN_LAYOUTS.map((l) => [l.layoutId, l] as const))('%s', (_, layout) => {
    for (const page of layout.pages) {
      const texts = page.boxes.filter((b) => b.type === 'text' || b.type === 'unitPrice');
      for (const price of page.boxes.filter((b) => b.type === 'price')) {
        for (const text of texts)
          expect(apart(price, text), `${page.name}: ${text.type} ${text.index}`).toBe(true);
      }
    }
  });
});
