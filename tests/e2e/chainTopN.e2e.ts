// Issue 39 at chain scale (300 generated stores + the 7 demo stores): a chart with a bar per store draws the 10
// largest and one "Others" for the rest, and its "See all" lists every store a page at a time, on the dashboard
// and on a custom dashboard panel grouped by store; the delivery table pages and sorts on the server.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';
import { startChainServer } from './support/chain';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import type { RunningServer } from './support/server';

const SHOTS = '/tmp/chain-topn-shots';
mkdirSync(SHOTS, { recursive: true });
/** the generated stores and the demo stores */
const STORES = 307;
const OTHERS = 'Others';
/** a range that holds every tag */
const RANGE = { from: '2000-01-01T00:00:00.000Z', to: '2100-01-01T00:00:00.000Z' };

let server: RunningServer;
let session: BrowserSession;
const page = (): Page => session.page;
const admin = () => Api.login(server.baseUrl, demoAccounts.admin.email, demoAccounts.admin.password);

beforeAll(async () => {
  server = await startChainServer();
}, 600_000);
afterAll(async () => server?.stop());

beforeEach(async () => {
  session = await openBrowser();
  const login = new LoginPage(page(), server.baseUrl);
  await login.open();
  await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
  await new DashboardPage(page(), server.baseUrl).waitUntilShown();
});
afterEach(async () => {
  expect(session.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  await session.close();
});

/** the labels under a chart's bars (its axis' ticks), read at once */
const axisLabels = (chart: Locator) =>
  chart.evaluate((element) =>
    [...element.querySelectorAll('svg text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => /^(F\d{5}|[A-Z]{2}\d{3}|Others)$/.test(text)),
  );

/**
 * the heights of a stacked bar chart's columns, read at once: the tallest besides the last ("Others"), the last,
 * and the true total written over a cut "Others" (othersBar.tsx)
 */
const othersDrawing = (chart: Locator) =>
  chart.evaluate((element) => {
    const columns = new Map<number, number>();
    for (const rect of element.querySelectorAll('svg g[transform] > rect')) {
      const x = (rect.parentElement as unknown as SVGGElement).transform.baseVal[0]?.matrix.e ?? 0;
      columns.set(x, (columns.get(x) ?? 0) + Number(rect.getAttribute('height')));
    }
    const heights = [...columns.entries()].sort(([a], [b]) => a - b).map(([, height]) => height);
    return {
      tallest: Math.max(...heights.slice(0, -1)),
      others: heights.at(-1) ?? 0,
      total: Number(element.querySelector('[data-testid="others-cut"]')?.getAttribute('data-total')),
    };
  });

/**
 * opens the "See all" of `area` and reads every row, page after page: the first cells of each page and the
 * "1-25 of N" line, each page read in one evaluate once it shows its own range
 */
async function seeAll(area: Locator): Promise<{ pages: string[][]; range: string }> {
  await area.getByTestId('see-all').click();
  const dialog = page().getByRole('dialog');
  await dialog.getByTestId('see-all-table').waitFor();
  const read = () =>
    dialog.evaluate((element) => ({
      names: [...element.querySelectorAll('[data-testid="see-all-row"]')].map(
        (row) => row.firstElementChild?.textContent ?? '',
      ),
      range: element.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? '',
    }));
  const first = await read();
  const pages = [first.names];
  for (let from = 26; from <= STORES; from += 25) {
    await dialog.getByRole('button', { name: 'Go to next page' }).click();
    await dialog.locator('.MuiTablePagination-displayedRows', { hasText: new RegExp(`^${from}-`) }).waitFor();
    pages.push((await read()).names);
  }
  await page().screenshot({ path: `${SHOTS}/see-all-last-page.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { pages, range: first.range };
}

describe('a chain of 300 stores', () => {
  it('the dashboard draws the 10 stores with the most NG tags and Others; See all lists all 307', async () => {
    const bars = page().getByTestId('panel-statusBars');
    await bars.locator('svg rect').first().waitFor();
    await bars.scrollIntoViewIfNeeded();
    await expect.poll(() => axisLabels(bars)).toHaveLength(11);
    const labels = await axisLabels(bars);
    expect(labels.at(-1)).toBe(OTHERS);
    // the ten are the server's ten with the most NG tags
    const api = await admin();
    const stats = await api.call<{
      tags: { byStore: Array<{ storeCode: string; error: number; total: number }> };
    }>('GET', '/stats/dashboard?t=1');
    expect(stats.tags.byStore).toHaveLength(STORES);
    const tenth = [...stats.tags.byStore].sort((a, b) => b.error - a.error)[9].error;
    const errors = new Map(stats.tags.byStore.map((store) => [store.storeCode, store.error]));
    for (const code of labels.slice(0, 10)) expect(errors.get(code)).toBeGreaterThanOrEqual(tenth);
    // "Others" (the other 297 stores' tags) is drawn cut to the ten's scale, its true total over it
    const drawn = await othersDrawing(bars);
    expect(drawn.others).toBeGreaterThan(drawn.tallest);
    expect(drawn.others).toBeLessThan(1.1 * drawn.tallest);
    const top = new Set(labels.slice(0, 10));
    const rest = stats.tags.byStore.filter((store) => !top.has(store.storeCode));
    expect(drawn.total).toBe(rest.reduce((sum, store) => sum + store.total, 0));
    await page().screenshot({ path: `${SHOTS}/dashboard-store-bars.png` });
    const { pages, range } = await seeAll(bars);
    expect(range).toBe(`1-25 of ${STORES}`);
    expect(pages).toHaveLength(13);
    expect(pages[0]).toHaveLength(25);
    expect(pages.at(-1)).toHaveLength(STORES - 12 * 25);
    expect(new Set(pages.flat()).size).toBe(STORES);
  });

  it('a custom dashboard panel grouped by store draws 10 bars and Others; See all lists all 307', async () => {
    const api = await admin();
    const panel = {
      id: 'byStore',
      kind: 'bar',
      title: 'Tags by store',
      // every store's group (a query answers 100 groups unless it asks for more)
      query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['storeCode'], limit: 1000 },
      // one fixed range for the panel and the check below (the dashboard's default is the last 24 hours)
      options: { refreshSeconds: 600, pinRange: RANGE },
    };
    const board = await api.call<{ id: number }>('POST', '/dashboards', {
      name: `Chain top N ${Date.now()}`,
      layouts: {
        lg: [{ i: panel.id, x: 0, y: 0, w: 8, h: 6 }],
        sm: [{ i: panel.id, x: 0, y: 0, w: 6, h: 6 }],
      },
      panels: [panel],
    });
    await page().goto(`${server.baseUrl}/#/dashboards/${board.id}`);
    const shown = page().locator(`[data-testid="dashboard-panel"][data-panel-id="${panel.id}"]`);
    await shown.locator('svg rect').first().waitFor();
    await expect.poll(() => axisLabels(shown)).toHaveLength(11);
    expect((await axisLabels(shown)).at(-1)).toBe(OTHERS);
    // Others is the sum of the other 297 stores' tags
    const answer = await api.call<{ rows: Array<{ key: string[]; value: number }> }>('POST', '/stats/query', {
      entity: 'tag',
      measure: { fn: 'count' },
      groupBy: ['storeCode'],
      limit: 1000,
      ...RANGE,
    });
    expect(answer.rows).toHaveLength(STORES);
    const drawn = await othersDrawing(shown);
    expect(drawn.others).toBeLessThan(1.1 * drawn.tallest);
    const values = answer.rows.map((row) => row.value).sort((a, b) => b - a);
    expect(drawn.total).toBe(values.slice(10).reduce((sum, value) => sum + value, 0));
    const note = await shown.getByTestId('fold-note').textContent();
    expect(note).toContain(`The 10 largest of ${STORES}; the other ${STORES - 10}`);
    await page().screenshot({ path: `${SHOTS}/custom-panel.png` });
    const { pages, range } = await seeAll(shown);
    expect(range).toBe(`1-25 of ${STORES}`);
    expect(new Set(pages.flat())).toEqual(new Set(answer.rows.map((row) => row.key[0])));
    await api.call('DELETE', `/dashboards/${board.id}`);
  });

  it('the delivery table pages and sorts on the server', async () => {
    const api = await admin();
    const searched: unknown[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/delivery/store/search'))
        searched.push(request.postDataJSON());
    });
    await page().goto(`${server.baseUrl}/#/delivery`);
    const rows = page().getByTestId('delivery-store-row');
    await rows.first().waitFor();
    const codes = () =>
      page().evaluate(() =>
        [...document.querySelectorAll('[data-testid="delivery-store-row"]')].map(
          (row) => row.getAttribute('data-store-code') ?? '',
        ),
      );
    const serverPage = async (start: number, dir: 'asc' | 'desc') =>
      (
        await api.call<{ recordsFiltered: number; data: Array<{ storeCode: string }> }>(
          'POST',
          '/delivery/store/search',
          { start, length: 25, order: [{ column: 'storeCode', dir }] },
        )
      ).data.map((row) => row.storeCode);
    const first = await codes();
    expect(first).toEqual(await serverPage(0, 'asc'));
    await page().getByRole('button', { name: 'Go to next page' }).click();
    const second = await serverPage(25, 'asc');
    await expect.poll(codes).toEqual(second);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await page().getByTestId('sort-storeCode').click();
    const descending = await serverPage(0, 'desc');
    await expect.poll(codes).toEqual(descending);
    expect(descending[0]).not.toBe(first[0]);
    // each page was asked of the server: 25 rows from its start, never every store
    expect(searched.some((body) => (body as { start?: number }).start === 25)).toBe(true);
    expect(searched.every((body) => (body as { length?: number }).length === 25)).toBe(true);
    await page().screenshot({ path: `${SHOTS}/delivery-descending.png`, fullPage: true });
  });
});
