// Product file uploads and second codes (doc 2 §2, §3, §5, §8, §9), as an operator does them: a generated
// 10,000-row file with a few bad rows through the upload dialog ('File upload in progress.' then the answer),
// the upload at the top of the history (received descending) and its detail with the counts and the bad rows;
// a .xlsx refused with 'Invalid file format'; the second-code list, and its Italian columns on the coop site
// (set through PUT /config/system, signed in again, restored afterwards).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { Dialog } from './support/pages/Dialog';
import { Shell } from './support/pages/Shell';
import { pickStore } from './support/storePicker';

const SHOTS = '/tmp/D-shots/e2e';
mkdirSync(SHOTS, { recursive: true });
const t = translator('en_US');
const ROWS = 10_000;
/** every 1,250th row has no layout ID: 8 bad rows */
const BAD_EVERY = 1_250;

const admin = () => Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);

function productFile(prefix: string): { text: string; badLines: number[] } {
  const lines = ['prCode,layoutId,prName,Product Name,Price'];
  const badLines: number[] = [];
  for (let i = 1; i <= ROWS; i++) {
    const code = `${prefix}${String(i).padStart(6, '0')}`;
    if (i % BAD_EVERY === 0) {
      lines.push(`${code},,Item ${i},Item ${i},${100 + (i % 40)}`);
      badLines.push(i + 1);
    } else lines.push(`${code},L0${(i % 9) + 1},Item ${i},Item ${i},${100 + (i % 40)}`);
  }
  return { text: lines.join('\r\n'), badLines };
}

/** The upload history, upload dialog and detail pages (/#/product/file/upload/history...). */
class ProductUploadPages extends Shell {
  async openFromSidebar(): Promise<void> {
    await this.sidebarItem('app.menu.productUploads').click();
    await this.page.getByTestId('product-upload-history-page').waitFor();
  }

  dialog(): Dialog {
    return new Dialog(this.page, this.t('app.productFiles.uploadTitle'));
  }

  async openUploadDialog(): Promise<Dialog> {
    await this.page.getByRole('button', { name: this.t('app.productFiles.upload'), exact: true }).click();
    return this.dialog().waitUntilOpen();
  }

  async choose(name: string, content: string): Promise<void> {
    await this.page
      .getByTestId('upload-file')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  }

  async pickStore(code: string): Promise<void> {
    const picker = this.dialog().root.getByRole('combobox', { name: this.t('app.productFiles.storeSelect') });
    await pickStore(this.page, picker, code);
  }

  rows(): Locator {
    return this.page.getByTestId('product-upload-row');
  }

  cells(row: Locator): Promise<string[]> {
    return row.locator('td').allInnerTexts();
  }

  fact(field: string): Locator {
    return this.page.getByTestId(`upload-fact-${field}`).locator('dd');
  }
}

describe('product file uploads and second codes', () => {
  const page = pagePerTest();
  afterEach(async () => (await admin()).call('PUT', '/config/system', { site: '' }));

  async function open(p: Page): Promise<ProductUploadPages> {
    await p.setViewportSize({ width: 1400, height: 900 });
    await signIn(p, demoAccounts.admin);
    const uploads = new ProductUploadPages(p, baseUrl(), t);
    await uploads.openFromSidebar();
    return uploads;
  }

  it('uploads a 10,000-row file through the dialog and finds it, with its bad rows, in the history and the detail', async () => {
    const uploads = await open(page());
    const prefix = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const { text, badLines } = productFile(prefix);
    const dialog = await uploads.openUploadDialog();
    await uploads.pickStore('KR002');
    await uploads.choose('weekly-prices.csv', text);
    await expect.poll(() => page().getByTestId('upload-file-name').textContent()).toBe('weekly-prices.csv');
    const inProgress = page().getByText(t('app.productFiles.uploading'), { exact: true });
    const seen = inProgress.waitFor({ state: 'visible', timeout: 30_000 });
    await dialog.button(t('app.productFiles.upload')).click();
    await seen;
    await page().screenshot({ path: `${SHOTS}/upload-in-progress.png` });

    const outcome = page().getByTestId('upload-outcome');
    await outcome.waitFor({ timeout: 90_000 });
    await expect.poll(() => inProgress.count()).toBe(0);
    const good = ROWS - badLines.length;
    expect(await outcome.innerText()).toContain(
      t('app.productFiles.summary', { count: ROWS, dataCount: good }),
    );
    expect(await outcome.innerText()).not.toContain(t('app.productFiles.complete'));
    const listed = await page().getByTestId('upload-outcome-error').allInnerTexts();
    expect(listed[0]).toBe(`${t('app.productFiles.line')} ${badLines[0]}: ${t('validation.enterLayoutId')}`);
    await page().screenshot({ path: `${SHOTS}/upload-outcome.png` });
    await dialog.button(t('app.productFiles.close')).click();
    await dialog.waitUntilClosed();

    // the newest upload heads the history (received descending), with its counts
    const first = uploads.rows().first();
    await expect.poll(async () => (await uploads.cells(first))[0]).toBe('weekly-prices.csv');
    const cells = await uploads.cells(first);
    expect(cells.slice(1, 5)).toEqual(['KR002', String(ROWS), String(good), String(badLines.length)]);
    const received = (await uploads
      .rows()
      .evaluateAll((rows) =>
        rows.map((r) => (r.querySelectorAll('td')[5] as HTMLElement).innerText),
      )) as string[];
    expect(received).toEqual([...received].sort().reverse());
    expect(received[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await page().screenshot({ path: `${SHOTS}/history.png` });

    await first.click();
    await page().getByTestId('upload-facts').waitFor();
    expect(await uploads.fact('fileName').innerText()).toBe('weekly-prices.csv');
    expect(await uploads.fact('count').innerText()).toBe(String(ROWS));
    expect(await uploads.fact('dataCount').innerText()).toBe(String(good));
    expect(await uploads.fact('errorCount').innerText()).toBe(String(badLines.length));
    const errorRows = page().getByTestId('upload-error-row');
    expect(await errorRows.count()).toBe(badLines.length);
    expect(await errorRows.first().locator('td').allInnerTexts()).toEqual([
      String(badLines[0]),
      t('validation.enterLayoutId'),
    ]);
    await page().screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });

    // the good rows are products of the store now
    const product = await (
      await admin()
    ).call<{ prCode: string; layoutId: string }>('GET', `/product/${prefix}000001/store/KR002`);
    expect(product.layoutId).toBe('L02');
  });

  it("refuses a .xlsx file with 'Invalid file format' before sending it", async () => {
    const uploads = await open(page());
    const before = (
      await (await admin()).call<{ recordsTotal: number }>('POST', '/product/file/upload/history/search', {})
    ).recordsTotal;
    await uploads.openUploadDialog();
    await uploads.choose('prices.xlsx', 'PK\u0003\u0004 not a text file');
    const error = new Dialog(page(), t('app.error.title'));
    await error.expectMessage(t('app.productFiles.invalidFileFormat'));
    await page().screenshot({ path: `${SHOTS}/invalid-format.png` });
    await error.press(t('app.action.ok'));
    expect(await uploads.dialog().button(t('app.productFiles.upload')).isDisabled()).toBe(true);
    const after = (
      await (await admin()).call<{ recordsTotal: number }>('POST', '/product/file/upload/history/search', {})
    ).recordsTotal;
    expect(after).toBe(before);
  });

  it('lists second codes, and adds the Italian coop columns on the coop site', async () => {
    await page().setViewportSize({ width: 1600, height: 900 });
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl(), t);
    await shell.sidebarItem('app.menu.secondCodes').click();
    await page().getByTestId('second-code-row').first().waitFor();
    const headings = () => page().getByTestId('second-code-heading').allInnerTexts();
    expect(await headings()).toEqual(
      ['storeCode', 'prCode', 'secondCode'].map((f) => t(`app.secondCodes.fields.${f}`)),
    );
    expect(await page().getByTestId('second-code-row').count()).toBe(25);
    // a filter narrows the rows (server side)
    const storeFilter = page().getByRole('combobox', { name: t('app.secondCodes.fields.storeCode') });
    await pickStore(page(), storeFilter, 'JP001');
    await expect
      .poll(
        async () =>
          new Set(await page().getByTestId('second-code-row').locator('td:first-child').allInnerTexts()),
      )
      .toEqual(new Set(['JP001']));

    await (await admin()).call('PUT', '/config/system', { site: 'coop' });
    await shell.logout();
    await signIn(page(), demoAccounts.admin);
    await shell.goto('/product/secondCode/list');
    await page().getByTestId('second-code-row').first().waitFor();
    expect((await headings()).slice(3)).toEqual([
      'Codice tipo vendita',
      'Data inserimento',
      'Data cessazione',
      'Data cancellazione',
      'Data acquisizione',
      'Data modifica',
      'Nome programma',
      'Nome operatore',
      'Flag trigger DB',
    ]);
    const firstRow = await page().getByTestId('second-code-row').first().locator('td').allInnerTexts();
    expect(firstRow[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await page().screenshot({ path: `${SHOTS}/second-codes-coop.png` });
  });
});
