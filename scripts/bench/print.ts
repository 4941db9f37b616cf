// Label printing in Chromium (issue 13): the print PDF for 1,000 labels in CROMA.107, bitmaps included, timed from
// the Preview click to the PDF built (its link on the page), the server's preview call on its own, and the PDF's
// size. Lists of 50 products x 20 and 100 products x 10 (one preview call each: the run is de-duplicated), and
// 200 x 5 (two calls of 100). Each run uses a fresh editor; the first run of a browser warms jsPDF's chunk.
// Runnable alone: npx tsx scripts/bench/print.ts (starts its own server on the built console).
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { Api } from '../../tests/e2e/support/api';
import { openBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { startServer } from '../../tests/e2e/support/server';
import { median } from './stats';
import { printTable, type Row } from './table';

const STORE = 'KR001';
const LABELS = 1000;
/** BENCH_PRINT_RUNS and BENCH_PRINT_SHAPES (distinct products, comma separated) narrow a run on a busy machine */
const RUNS = Number(process.env.BENCH_PRINT_RUNS) || 3;
const SHAPES = (process.env.BENCH_PRINT_SHAPES ?? '50,100,200').split(',').map(Number).filter(Boolean);

interface PrintFigures {
  products: number;
  totalMs: number;
  previewCallMs: number;
  pdfBytes: number;
}

async function buildList(page: Page, baseUrl: string, codes: string[], qty: number): Promise<void> {
  // a fresh editor (the same hash route would keep the list)
  await page.goto(`${baseUrl}/#/print/edit/${STORE}`);
  await page.reload();
  await page.getByTestId('print-editor-page').waitFor();
  await page.getByTestId('print-code-list').fill(codes.join('\n'));
  await page.getByTestId('print-add-list').click();
  const rows = page.getByTestId('print-row');
  await rows.nth(codes.length - 1).waitFor();
  const inputs = page.getByTestId('print-row-qty');
  for (let i = 0; i < codes.length; i += 1) await inputs.nth(i).fill(String(qty));
  const wanted = `${codes.length * qty} labels`;
  await page
    .waitForFunction(
      (text) => document.querySelector('[data-testid="print-label-count"]')?.textContent === text,
      wanted,
    )
    .catch(async (error: unknown) => {
      const shown = await page.getByTestId('print-label-count').textContent();
      const rows = await page.getByTestId('print-row').count();
      throw new Error(`label count "${shown}" (${rows} rows), wanted "${wanted}": ${String(error)}`);
    });
  await page.getByTestId('print-template').locator('..').getByRole('combobox').click();
  await page.getByRole('option', { name: /^CROMA\.107 / }).click();
}

async function timedPreview(
  page: Page,
): Promise<{ totalMs: number; previewCallMs: number; pdfBytes: number }> {
  await page.evaluate(() => performance.clearResourceTimings());
  const started = performance.now();
  const tab = page.context().waitForEvent('page');
  await page.getByTestId('print-preview').click();
  await page.getByTestId('print-pdf-link').waitFor({ timeout: 120_000 });
  const totalMs = performance.now() - started;
  await (await tab).close();
  const href = (await page.getByTestId('print-pdf-link').getAttribute('href'))!;
  return page.evaluate(
    async ({ url, total }) => {
      const calls = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/product/preview/encoded'));
      return {
        totalMs: total,
        previewCallMs: calls.reduce((sum, e) => sum + e.duration, 0),
        pdfBytes: (await (await fetch(url)).arrayBuffer()).byteLength,
      };
    },
    { url: href, total: totalMs },
  );
}

export async function printFigures(baseUrl: string, admin: { email: string; password: string }) {
  const api = await Api.login(baseUrl, admin.email, admin.password);
  const products = await api.call<{ data: Array<{ prCode: string }> }>(
    'POST',
    `/status/store/${STORE}/product/search`,
    { start: 0, length: Math.max(...SHAPES) },
  );
  const codes = products.data.map((p) => p.prCode);
  const session = await openBrowser();
  const figures: PrintFigures[] = [];
  try {
    const login = new LoginPage(session.page, baseUrl);
    await login.open();
    await login.login(admin.email, admin.password);
    await new DashboardPage(session.page, baseUrl).waitUntilShown();
    for (const count of SHAPES.filter((n) => n <= codes.length)) {
      const runs: Array<Awaited<ReturnType<typeof timedPreview>>> = [];
      for (let run = 0; run < RUNS; run += 1) {
        await buildList(session.page, baseUrl, codes.slice(0, count), LABELS / count);
        runs.push(await timedPreview(session.page));
        console.log(`bench: print ${count} x ${LABELS / count}: ${runs.at(-1)!.totalMs.toFixed(0)} ms`);
      }
      figures.push({
        products: count,
        totalMs: median(runs.map((r) => r.totalMs)),
        previewCallMs: median(runs.map((r) => r.previewCallMs)),
        pdfBytes: runs[0].pdfBytes,
      });
    }
  } finally {
    await session.close();
  }
  return figures;
}

export async function printBenchRows(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<Row[]> {
  const figures = await printFigures(baseUrl, admin);
  return figures.flatMap((f) => {
    const shape = `${f.products} products x ${LABELS / f.products}`;
    return [
      [
        `print PDF 1,000 labels CROMA.107 (${shape})`,
        `${f.totalMs.toFixed(0)} ms`,
        `Chromium, Preview click to PDF built, bitmaps included, median of ${RUNS}; goal < 3 s`,
      ],
      [
        `  of which POST /product/preview/encoded`,
        `${f.previewCallMs.toFixed(0)} ms`,
        `${Math.ceil(f.products / 100)} call(s), ${f.products} bitmaps 750x270 drawn by the render pool`,
      ],
      [`  PDF size`, `${(f.pdfBytes / 1024).toFixed(0)} KiB`, '50 pages, each bitmap embedded once'],
    ] satisfies Row[];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer({ env: { DEMO: '1', SIM: '0', LOG_LEVEL: 'warn' } });
  try {
    printTable(await printBenchRows(server.baseUrl, { email: 'admin@example.com', password: 'Admin#2026' }));
  } finally {
    await server.stop();
  }
}
