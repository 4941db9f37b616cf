// Screenshots of the console at chain scale (issue 39: the store map, a store picker, a per-store chart and the
// delivery table, looked at by a person): `npm run bench -- --chain-console --chain-console-shots <dir>`, or
// `tsx scripts/bench/chainConsole.ts <baseUrl> --chain-console-shots <dir>`. Each is taken once its data is
// drawn, in a fresh profile of the bench's admin; the files' paths are answered.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { memberStorePicker, pickerNarrowedTo, signedInConsole, tableDrawn } from './consoleSession';

const DRAWN_TIMEOUT_MS = 60_000;

/** the store map fitted to every store, its markers and clusters drawn */
async function storeMap(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/store?viewType=map`);
  await page
    .locator('[data-testid="store-map"] .store-cluster')
    .first()
    .waitFor({ timeout: DRAWN_TIMEOUT_MS });
}

/** the dashboard's tag status by store: the stores with the most NG tags and "Others" */
async function storeChart(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/dashboard`);
  const bars = page.getByTestId('panel-statusBars');
  await bars.locator('svg rect').first().waitFor({ timeout: DRAWN_TIMEOUT_MS });
  await bars.scrollIntoViewIfNeeded();
}

/** the delivery table of every store, first page */
async function deliveryTable(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/delivery`);
  await page.waitForFunction(tableDrawn, undefined, { timeout: DRAWN_TIMEOUT_MS, polling: 'raf' });
}

/** a member's store picker: opened on its first page, then searched */
async function storePicker(page: Page, baseUrl: string, dir: string): Promise<string> {
  const input = await memberStorePicker(page, baseUrl);
  await input.click();
  await page.getByTestId('store-list-store-option').first().waitFor({ timeout: DRAWN_TIMEOUT_MS });
  const opened = join(dir, 'chain-store-picker-open.png');
  await page.screenshot({ path: opened });
  await input.pressSequentially('F01');
  await page.waitForFunction(pickerNarrowedTo, 'F01', { timeout: DRAWN_TIMEOUT_MS });
  return opened;
}

export async function chainShots(baseUrl: string, dir: string): Promise<string[]> {
  const shots: Array<[string, (page: Page) => Promise<string | void>]> = [
    ['chain-store-map.png', (page) => storeMap(page, baseUrl)],
    ['chain-store-picker-searched.png', (page) => storePicker(page, baseUrl, dir)],
    ['chain-dashboard-store-chart.png', (page) => storeChart(page, baseUrl)],
    ['chain-delivery-table.png', (page) => deliveryTable(page, baseUrl)],
  ];
  const written: string[] = [];
  for (const [name, open] of shots) {
    await signedInConsole(baseUrl, async (page) => {
      const also = await open(page);
      const path = join(dir, name);
      await page.screenshot({ path });
      written.push(...(also ? [also] : []), path);
    });
  }
  return written;
}
