// Battery replacement forecast (issue 27 §2), as an operator uses it: the stores table with each store's counts
// this week, next week and this month as the API counts them, a store's tags sorted by forecast date, one tag's
// battery history beside its forecast, the CSV of the store's tags, and the printed swap list: a PDF whose pages are
// those the swap list plan gives for the API's list, its first line the first tag due.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatterySwapList } from '../../domain/generated/calls';
import { planSwapPages } from '../../src/battery/swapListLayout';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { readPdf } from './support/pdf';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/battery-shots';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const STORE = 'KR001';
/** the page refreshes itself and a loaded machine is slow: states are awaited this long */
const POLL = { timeout: 30_000 };

interface StoreRow {
  storeCode: string;
  thisWeek: number;
  nextWeek: number;
  thisMonth: number;
}
interface TagRow {
  tagId: string;
  state: string;
  forecastAt: string | null;
}

const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);

/** the simulator backfills the demo tags' histories and the battery job forecasts them: wait for KR001's */
async function forecastsReady(api: Api): Promise<void> {
  await expect
    .poll(
      async () => {
        const page = await api.call<{ data: TagRow[] }>('POST', `/battery/store/${STORE}/tag/search`, {
          filter_state: 'forecast',
          length: 1,
        });
        return page.data.length;
      },
      { timeout: 240_000, interval: 2000 },
    )
    .toBe(1);
}

describe('battery replacement forecast', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/battery-last.png`, fullPage: true }));

  it(
    'the stores table counts as the API does; a store lists its tags by forecast date with a tag chart and CSV',
    { timeout: 360_000 },
    async () => {
      const api = await admin();
      await forecastsReady(api);
      await signIn(page(), demoAccounts.admin);
      const shell = new Shell(page(), baseUrl(), t);
      await shell.sidebarItem('app.menu.battery').click();
      await page().getByTestId('battery-page').waitFor();
      await page().locator('[data-testid="battery-store-row"]').first().waitFor();
      const tableState = () =>
        page().evaluate(() =>
          [...document.querySelectorAll('[data-testid="battery-store-row"]')]
            .map((row) => ({
              storeCode: row.getAttribute('data-store-code') ?? '',
              counts: ['thisWeek', 'nextWeek', 'thisMonth']
                .map((f) => row.querySelector(`[data-field="${f}"]`)?.textContent ?? '')
                .join('/'),
            }))
            .sort((a, b) => a.storeCode.localeCompare(b.storeCode)),
        );
      const apiState = async () => {
        const { data } = await api.call<{ data: StoreRow[] }>('GET', '/battery/stores');
        return data.map((row) => ({
          storeCode: row.storeCode,
          counts: [row.thisWeek, row.nextWeek, row.thisMonth].join('/'),
        }));
      };
      await expect
        .poll(async () => {
          const [shown, counted] = [await tableState(), await apiState()];
          return JSON.stringify(shown) === JSON.stringify(counted)
            ? 'agree'
            : JSON.stringify({ shown, counted });
        }, POLL)
        .toBe('agree');
      const kr001 = (await apiState()).find((row) => row.storeCode === STORE)!;
      expect(Number(kr001.counts.split('/')[0])).toBeGreaterThan(0);
      await page().screenshot({ path: `${SHOTS}/battery-stores.png`, fullPage: true });

      // the store: its tags sorted by forecast date, as the API pages them
      await page().locator(`[data-testid="battery-store-row"][data-store-code="${STORE}"]`).click();
      await page().getByTestId('battery-store-page').waitFor();
      const firstPage = async () =>
        (
          await api.call<{ data: TagRow[]; recordsTotal: number }>(
            'POST',
            `/battery/store/${STORE}/tag/search`,
            {
              start: 0,
              length: 25,
              order: [{ column: 'forecastAt', dir: 'asc' }],
            },
          )
        ).data.map((row) => row.tagId);
      const shownTags = () =>
        page().evaluate(() =>
          [...document.querySelectorAll('[data-testid="battery-tag-row"] [data-field="tagId"]')].map(
            (cell) => cell.textContent ?? '',
          ),
        );
      await expect
        .poll(async () => {
          const [shown, listed] = [await shownTags(), await firstPage()];
          return JSON.stringify(shown) === JSON.stringify(listed)
            ? 'agree'
            : JSON.stringify({ shown, listed });
        }, POLL)
        .toBe('agree');
      // a tag with a forecast: its chart of readings and the fitted line, named by its summary
      const [due] = (
        await api.call<{ data: TagRow[] }>('POST', `/battery/store/${STORE}/tag/search`, {
          filter_state: 'forecast',
          length: 1,
        })
      ).data;
      // the first row opens its tag; the tag with a forecast is opened by its address (?tag=)
      const firstTag = (await firstPage())[0];
      await page().locator(`[data-testid="battery-tag-row"][data-tag-id="${firstTag}"]`).click();
      await expect.poll(() => page().url()).toContain(`tag=${firstTag}`);
      await page().getByTestId('battery-tag-panel').waitFor();
      await page().goto(`${baseUrl()}/#/battery/${STORE}?tag=${due.tagId}`);
      await expect.poll(() => page().url()).toContain(`tag=${due.tagId}`);
      const chart = page().getByTestId('battery-chart');
      await chart.waitFor();
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(4);
      expect(await chart.getAttribute('data-fit')).toBe('2');
      expect(await chart.getAttribute('aria-label')).toContain('daily readings');
      await page().screenshot({ path: `${SHOTS}/battery-store.png`, fullPage: true });

      // every tag of the store as CSV, soonest first
      const download = page().waitForEvent('download');
      await page().getByTestId('battery-tags-csv').click();
      const file = `${SHOTS}/battery.csv`;
      await (await download).saveAs(file);
      const lines = readFileSync(file, 'utf8').trim().split('\r\n');
      expect(lines[0].split(',').slice(0, 3)).toEqual(['tagId', 'tagMac', 'tagType']);
      const total = (
        await api.call<{ recordsTotal: number }>('POST', `/battery/store/${STORE}/tag/search`, { length: 1 })
      ).recordsTotal;
      expect(lines.length - 1).toBe(total);
      const states = lines.slice(1).map((line) => line.split(',')[10]);
      expect(states).toContain('forecast');
    },
  );

  it('prints the swap list of the week: the pages the plan gives, the first tag due on the first line', async () => {
    const api = await admin();
    await forecastsReady(api);
    await signIn(page(), demoAccounts.admin);
    await page().goto(`${baseUrl()}/#/battery/${STORE}`);
    await page().getByTestId('battery-store-page').waitFor();
    const swapList = () => api.call<BatterySwapList>('GET', `/battery/store/${STORE}/swap?within=thisWeek`);
    // the list may move while the simulator reports: the PDF is compared with the list read around it
    let checked = false;
    for (let attempt = 0; attempt < 3 && !checked; attempt++) {
      const before = await swapList();
      const download = page().waitForEvent('download');
      await page().getByTestId('battery-swap-pdf').click();
      const saved = await download;
      const file = `${SHOTS}/swap.pdf`;
      await saved.saveAs(file);
      const after = await swapList();
      if (JSON.stringify(before.groups) !== JSON.stringify(after.groups)) continue;
      checked = true;
      expect(saved.suggestedFilename()).toMatch(/^battery_swap_KR001_thisWeek_\d{4}-\d{2}-\d{2}\.pdf$/);
      const pages = await readPdf(new Uint8Array(readFileSync(file)));
      const plan = planSwapPages(before);
      expect(pages).toHaveLength(plan.length);
      const first = before.groups[0]?.tags[0];
      expect(first, 'a tag due this week in the demo store').toBeDefined();
      const text = pages[0].text.join(' ');
      expect(text).toContain(t('app.battery.pdf.title'));
      expect(text).toContain(STORE);
      // the first line after the column titles is the first tag due, with its product
      const rowAt = pages[0].text.indexOf(first!.tagId);
      expect(rowAt).toBeGreaterThan(pages[0].text.indexOf(t('app.battery.fields.forecastAt')));
      expect(pages[0].text.filter((item) => /^[A-Z]{2}\d{3}\d{6}$/.test(item))[0]).toBe(first!.tagId);
      expect(text).toContain(t('app.battery.pdf.page', { n: 1, total: plan.length }));
      writeFileSync(`${SHOTS}/swap-plan.json`, JSON.stringify(plan.map((p) => p.length)));
    }
    expect(checked).toBe(true);
  });
});
