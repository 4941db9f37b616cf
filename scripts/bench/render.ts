// Label render time through the render pool (server/render/renderPool.ts, the path every request takes): median
// and p95 of 200 warm renders per tag size, over the demo's product names (Latin, Japanese, Korean) and the
// built-in layouts, PNG encoding and the hand-over to and from the render thread included; then one render of a
// name of 1,000 / 8,000 / 16,000 / 1,000,000 characters (before the linear text fitting: 0.3 s, 12.6 s, 42 s and
// more than 8 minutes on the event loop, issue 9).
// Runs alone (`npx tsx scripts/bench/render.ts`); `npm run bench` calls renderRows(), which runs it in a process
// of its own (`--json`), away from the heap of the rest of the bench.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts';
import type { LabelProduct } from '../../server/render/renderLabel';
import { createRenderPool, type RenderPool } from '../../server/render/renderPool';
import { PRODUCT_NAMES } from '../../server/seed/demoData';
import { median, quantile } from './stats';
import type { Row } from './table';

const RENDERS = 200;
const WARM_UP = 10;
const TYPES = ['B154', '2213', 'A290', '3420', 'D583', 'B750', 'B1330'];
const ALIASES = ['Product Name', 'Price', 'Description', 'Unit Price', 'Origin', 'Promotion', 'Stock'].map(
  (name, index) => ({ index, name }),
);
const NAMES = [...PRODUCT_NAMES.KR, ...PRODUCT_NAMES.JP, ...PRODUCT_NAMES.EU];

const product = (i: number): LabelProduct => ({
  prCode: `88012345${String(10000 + i).slice(-5)}`,
  prInfo: [
    NAMES[i % NAMES.length],
    String(100 + ((i * 37) % 9000)),
    'Fresh',
    '129/100g',
    'Korea',
    i % 3 ? '' : 'SALE',
  ],
  nfc: i % 2 ? 'https://shop.example.com' : null,
});

const LONG_NAMES = [1_000, 8_000, 16_000, 1_000_000];
/** the figures before the fix, on the event loop */
const BEFORE: Record<number, string> = { 1000: '0.3 s', 8000: '12.6 s', 16000: '42 s', 1000000: '> 8 min' };

async function renderSamples(pool: RenderPool, tagType: string): Promise<number[]> {
  const render = (i: number) =>
    pool.label({
      product: product(i),
      layout: BUILT_IN_LAYOUTS[i % BUILT_IN_LAYOUTS.length],
      tagType,
      aliases: ALIASES,
      country: 'KR',
    });
  // warm-up: the thread, fonts, glyph caches, the size's canvas
  for (let i = 0; i < WARM_UP; i++) await render(i);
  const wall: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    await render(i);
    wall.push(performance.now() - start);
  }
  return wall;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function measureRows(): Promise<Row[]> {
  // one thread: the figures are per render, not the pool's throughput
  const pool = createRenderPool({ timeoutMs: 600_000, threads: 1 });
  try {
    const rows: Row[] = [];
    const all: number[] = [];
    for (const tagType of TYPES) {
      const wall = await renderSamples(pool, tagType);
      all.push(...wall);
      rows.push([
        `label render ${tagType} p50`,
        ms(median(wall)),
        `${RENDERS} warm renders through the pool, p95 ${ms(quantile(wall, 0.95))}`,
      ]);
    }
    rows.push([
      'label render, all sizes p50',
      ms(median(all)),
      `${all.length} renders, p95 ${ms(quantile(all, 0.95))}; goal < 30 ms per tag`,
    ]);
    for (const n of LONG_NAMES) {
      const start = performance.now();
      await pool.label({
        product: { prCode: 'X', prInfo: ['A'.repeat(n), '1.00'] },
        layout: BUILT_IN_LAYOUTS.find((l) => l.layoutId === 'L01'),
        tagType: '2290',
        aliases: [],
        country: 'KR',
      });
      rows.push([
        `label render, ${n.toLocaleString('en-US')}-character name`,
        ms(performance.now() - start),
        `2290 label, layout L01; before: ${BEFORE[n]} on the event loop`,
      ]);
    }
    return rows;
  } finally {
    await pool.close();
  }
}

const THIS_FILE = fileURLToPath(import.meta.url);

/** The figures, measured by this script in a child process. */
export function renderRows(): Row[] {
  const tsx = join(dirname(THIS_FILE), '..', '..', 'node_modules', '.bin', 'tsx');
  const output = execFileSync(tsx, [THIS_FILE, '--json'], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as Row[];
}

if (process.argv[1] === THIS_FILE || process.argv[1]?.endsWith('bench/render.ts')) {
  const rows = await measureRows();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else (await import('./table')).printTable(rows);
}
