// Label printing (doc 2 §2 /print and /print/edit/{storeCode}, §5 'Print', §9 'PDF layouts') as an operator does
// it in Chromium: the print store list, a print list with a missing product, an empty list and no template (the
// spec's messages), then a preview whose PDF (opened in a new tab) is read back with pdfjs-dist: pages, page
// size, labels at their physical size, a bitmap on each label, the product codes.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { labelsPerPage, PAPER_LAYOUTS, paperLayoutOf, slotOf } from '../../domain/paperLayouts';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { readPdf, renderPdfPage } from './support/pdf';

const SHOTS = '/tmp/shots-print';
const STORE = 'KR001';

/** The print editor as the operator sees it. */
class PrintEditor {
  constructor(private readonly page: Page) {}
  rows = () => this.page.getByTestId('print-row');
  errorDialog = () => new Dialog(this.page, 'Error');

  async open(storeCode: string) {
    await this.page.goto(`${baseUrl()}/#/print/edit/${storeCode}`);
    await this.page.getByTestId('print-editor-page').waitFor();
  }

  async addCode(code: string) {
    await this.page.getByTestId('print-code').fill(code);
    await this.page.getByTestId('print-add').click();
  }

  async addList(codes: string[]) {
    await this.page.getByTestId('print-code-list').fill(codes.join('\n'));
    await this.page.getByTestId('print-add-list').click();
  }

  async setQuantity(row: number, qty: number) {
    await this.rows().nth(row).getByTestId('print-row-qty').fill(String(qty));
  }

  async chooseTemplate(id: string) {
    await this.page.getByTestId('print-template').locator('..').getByRole('combobox').click();
    await this.page.getByRole('option', { name: new RegExp(`^${id.replace('.', '\\.')} `) }).click();
  }

  /** The dialog shows the message; OK closes it. */
  async expectError(message: string) {
    const dialog = this.errorDialog();
    await dialog.expectMessage(message);
    await dialog.press('OK');
    await dialog.waitUntilClosed();
  }

  /** Preview: the new tab opens on the PDF; its bytes, read through the page that made it. */
  async preview(shot?: string): Promise<{ bytes: Uint8Array; tabUrl: string; ms: number }> {
    const link = this.page.getByTestId('print-pdf-link');
    const before = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    const started = Date.now();
    const [tab] = await Promise.all([
      this.page.context().waitForEvent('page'),
      this.page.getByTestId('print-preview').click(),
    ]);
    await expect
      .poll(() => link.getAttribute('href').catch(() => null), { timeout: 60_000 })
      .not.toBe(before);
    const ms = Date.now() - started;
    const href = (await link.getAttribute('href'))!;
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toBe(href);
    if (shot) {
      // the new tab shows the PDF in the browser's viewer once it has loaded
      await tab.waitForLoadState('load');
      await tab.screenshot({ path: shot });
    }
    const bytes = await this.page.evaluate(async (url) => {
      const buffer = await (await fetch(url)).arrayBuffer();
      return Array.from(new Uint8Array(buffer));
    }, href);
    await tab.close();
    return { bytes: new Uint8Array(bytes), tabUrl: href, ms };
  }
}

async function storeProducts(count: number): Promise<string[]> {
  const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  const page = await admin.call<{ data: Array<{ prCode: string }> }>(
    'POST',
    `/status/store/${STORE}/product/search`,
    { start: 0, length: count },
  );
  return page.data.map((p) => p.prCode);
}

describe('label printing', () => {
  const page = pagePerTest();

  it('lists stores 10 per page and opens the editor; missing product, empty list and no template get their messages', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const [code] = await storeProducts(1);
    await signIn(page(), demoAccounts.admin);
    await page().goto(`${baseUrl()}/#/print`);
    const rows = page().getByTestId('print-store-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await page().locator(`[data-testid="print-store-row"][data-store-code="${STORE}"]`).click();
    const editor = new PrintEditor(page());
    await page().getByTestId('print-editor-page').waitFor();
    expect(page().url()).toContain(`/print/edit/${STORE}`);

    await page().getByTestId('print-preview').click();
    await editor.expectError('There are no products to print.');

    await editor.addCode('NO-SUCH-PRODUCT');
    await editor.expectError('This product does not exist');
    expect(await editor.rows().count()).toBe(0);

    await editor.addCode(code);
    await expect.poll(() => editor.rows().count()).toBe(1);
    await page().getByTestId('print-add-generic').click();
    await expect.poll(() => editor.rows().count()).toBe(2);
    await page().getByTestId('print-preview').click();
    await editor.expectError('Please select a template.');

    // info fields in place: named from the alias configuration, an edit kept on the item
    await editor.rows().nth(0).getByTestId('print-row-edit').click();
    const info = page().getByTestId('print-info');
    await info.waitFor();
    await expect.poll(() => info.getByLabel('0. Product Name').count()).toBe(1);
    await page().getByTestId('print-info-2').fill('Printed description');
    // the description is index 2 once there are more than 3 entries
    const unit = page().getByTestId('print-info-3');
    if (!(await unit.inputValue())) await unit.fill('unit');
    await expect.poll(() => editor.rows().nth(0).textContent()).toContain('Printed description');
    await page().screenshot({ path: `${SHOTS}/print-editor.png`, fullPage: true });

    // remove: the list empties again
    await editor.rows().nth(1).getByTestId('print-row-remove').click();
    await editor.rows().nth(0).getByTestId('print-row-remove').click();
    await expect.poll(() => editor.rows().count()).toBe(0);
    await page().getByTestId('print-preview').click();
    await editor.expectError('There are no products to print.');
  });

  it('prints 45 labels in CROMA.107: three A4 pages of 75 x 27 mm bitmaps with the product codes', async () => {
    const codes = await storeProducts(3);
    await signIn(page(), demoAccounts.admin);
    const editor = new PrintEditor(page());
    await editor.open(STORE);
    await editor.addList(codes);
    await expect.poll(() => editor.rows().count()).toBe(3);
    await editor.setQuantity(0, 20);
    await editor.setQuantity(1, 20);
    await editor.setQuantity(2, 5);
    await expect.poll(() => page().getByTestId('print-label-count').textContent()).toBe('45 labels');
    await editor.chooseTemplate('CROMA.107');
    const { bytes, tabUrl } = await editor.preview(`${SHOTS}/print-tab.png`);
    expect(tabUrl).toMatch(/^blob:/);

    const layout = paperLayoutOf('CROMA.107')!;
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.images.length)).toEqual([20, 20, 5]);
    pages.forEach((p, n) => {
      expect(p.width, `page ${n + 1} width`).toBeCloseTo(210, 1);
      expect(p.height, `page ${n + 1} height`).toBeCloseTo(297, 1);
      p.images.forEach((image, i) => {
        const slot = slotOf(layout, n * 20 + i);
        expect(image.width).toBeCloseTo(75, 1);
        expect(image.height).toBeCloseTo(27, 1);
        expect(image.x).toBeCloseTo(slot.x, 1);
        expect(image.y).toBeCloseTo(slot.y, 1);
      });
    });
    expect(pages[0].text.filter((t) => t === codes[0])).toHaveLength(20);
    expect(pages[1].text.filter((t) => t === codes[1])).toHaveLength(20);
    expect(pages[2].text.filter((t) => t === codes[2])).toHaveLength(5);
    await renderPdfPage(bytes, 1, `${SHOTS}/print-croma107-page1.png`);
  });

  it('builds every paper layout: a full page plus one label gives two pages of the layout label size', async () => {
    const [first, second] = await storeProducts(2);
    await signIn(page(), demoAccounts.admin);
    const editor = new PrintEditor(page());
    await editor.open(STORE);
    await editor.addCode(first);
    await expect.poll(() => editor.rows().count()).toBe(1);
    await editor.addCode(second);
    await expect.poll(() => editor.rows().count()).toBe(2);
    for (const layout of PAPER_LAYOUTS) {
      const perPage = labelsPerPage(layout);
      await editor.setQuantity(0, perPage);
      await editor.setQuantity(1, 1);
      await editor.chooseTemplate(layout.id);
      const { bytes } = await editor.preview();
      const pages = await readPdf(bytes);
      expect(pages, layout.id).toHaveLength(2);
      expect(
        pages.map((p) => p.images.length),
        layout.id,
      ).toEqual([perPage, 1]);
      for (const image of pages.flatMap((p) => p.images)) {
        expect(image.width, layout.id).toBeCloseTo(layout.label.width, 1);
        expect(image.height, layout.id).toBeCloseTo(layout.label.height, 1);
      }
      expect(pages[1].text).toEqual([second]);
      if (layout.id === 'CROMA.105') await renderPdfPage(bytes, 1, `${SHOTS}/print-croma105-page1.png`);
    }
  });
});
