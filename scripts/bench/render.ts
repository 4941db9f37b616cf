// Label render time (server/render): median and p95 of 200 warm renders per tag size, over the demo's product
// names (Latin, Japanese, Korean) and the built-in layouts, PNG encoding included; the CPU time beside it.
// The event loop turns between two renders, as it does between two preview requests: Node releases the native
// memory of a canvas read-back only then, so a tight loop would measure a heap that never shrinks.
// Runs alone (`npx tsx scripts/bench/render.ts`); `npm run bench` calls renderRows(), which runs it in a process
// of its own (`--json`), away from the heap of the rest of the bench.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_LAYOUTS } from '../../server/render/builtInLayouts';
import { renderLabel, type LabelProduct } from '../../server/render/renderLabel';
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

interface Samples {
  wall: number[];
  cpu: number[];
}

async function renderSamples(tagType: string): Promise<Samples> {
  const render = (i: number) =>
    renderLabel({
      product: product(i),
      layout: BUILT_IN_LAYOUTS[i % BUILT_IN_LAYOUTS.length],
      tagType,
      aliases: ALIASES,
      country: 'KR',
    });
  // warm-up: fonts, glyph caches, the size's canvas
  for (let i = 0; i < WARM_UP; i++) render(i);
  const samples: Samples = { wall: [], cpu: [] };
  for (let i = 0; i < RENDERS; i++) {
    await nextTurn();
    const cpu = process.cpuUsage();
    const start = performance.now();
    render(i);
    samples.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    samples.cpu.push((used.user + used.system) / 1000);
  }
  return samples;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function measureRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const all: Samples = { wall: [], cpu: [] };
  for (const tagType of TYPES) {
    const samples = await renderSamples(tagType);
    all.wall.push(...samples.wall);
    all.cpu.push(...samples.cpu);
    rows.push([
      `label render ${tagType} p50`,
      ms(median(samples.wall)),
      `${RENDERS} warm renders, p95 ${ms(quantile(samples.wall, 0.95))}; CPU p50 ${ms(median(samples.cpu))}`,
    ]);
  }
  rows.push([
    'label render, all sizes p50',
    ms(median(all.wall)),
    `${all.wall.length} renders, p95 ${ms(quantile(all.wall, 0.95))}; goal < 30 ms per tag`,
  ]);
  return rows;
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
