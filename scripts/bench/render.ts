// Label render time (server/render): median and p95 of 200 warm renders per tag, per tag size, over the
// demo's product names (Latin, Japanese, Korean) and the built-in layouts, PNG encoding included.
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts';
import { renderLabel } from '../../server/render/renderLabel';
import { PRODUCT_NAMES } from '../../server/seed/demoData';
import { median, quantile } from './stats';
import type { Row } from './table';

const RENDERS = 200;
const TYPES = ['B154', '2213', 'A290', '3420', 'D583', 'B750', 'B1330'];
const ALIASES = ['Product Name', 'Price', 'Description', 'Unit Price', 'Origin', 'Promotion', 'Stock'].map(
  (name, index) => ({ index, name }),
);

export function renderRows(): Row[] {
  const names = [...PRODUCT_NAMES.KR, ...PRODUCT_NAMES.JP, ...PRODUCT_NAMES.EU];
  const product = (i: number) => ({
    prCode: `88012345${String(10000 + i).slice(-5)}`,
    prInfo: [
      names[i % names.length],
      String(100 + ((i * 37) % 9000)),
      'Fresh',
      '129/100g',
      'Korea',
      i % 3 ? '' : 'SALE',
    ],
    nfc: i % 2 ? 'https://shop.example.com' : null,
  });
  const rows: Row[] = [];
  const all: number[] = [];
  for (const tagType of TYPES) {
    // warm-up: fonts, glyph caches
    for (let i = 0; i < 10; i++)
      renderLabel({ product: product(i), layout: BUILT_IN_LAYOUTS[i % 12], tagType, aliases: ALIASES });
    const samples: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const start = performance.now();
      renderLabel({
        product: product(i),
        layout: BUILT_IN_LAYOUTS[i % 12],
        tagType,
        aliases: ALIASES,
        country: 'KR',
      });
      samples.push(performance.now() - start);
    }
    all.push(...samples);
    rows.push([
      `label render ${tagType} p50`,
      `${median(samples).toFixed(1)} ms`,
      `${RENDERS} warm renders, p95 ${quantile(samples, 0.95).toFixed(1)} ms`,
    ]);
  }
  rows.push([
    'label render, all sizes p50',
    `${median(all).toFixed(1)} ms`,
    `${all.length} renders, p95 ${quantile(all, 0.95).toFixed(1)} ms; goal < 30 ms per tag`,
  ]);
  return rows;
}

if (process.argv[1]?.endsWith('render.ts')) {
  const { printTable } = await import('./table');
  printTable(renderRows());
}
