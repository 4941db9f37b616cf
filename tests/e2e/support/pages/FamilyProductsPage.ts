// The shared family product list (/family-product, doc 2 §2) and its modals: filters, rows, create / edit /
// view modal, upload modal, delete confirmation.
import type { Locator, Page } from 'playwright-core';
import { Dialog } from './Dialog';
import { pickStore } from '../storePicker';

export class FamilyProductsPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/family-product`);
    await this.page.getByTestId('family-table').waitFor();
  }

  rows(): Locator {
    return this.page.getByTestId('family-row');
  }

  row(storeCode: string, fmPrCode: string): Locator {
    return this.page.locator(
      `[data-testid="family-row"][data-store-code="${storeCode}"][data-fm-pr-code="${fmPrCode}"]`,
    );
  }

  /** the codes of the rows shown */
  async codes(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-fm-pr-code') ?? ''));
  }

  button(testId: 'family-create' | 'family-delete' | 'family-upload'): Locator {
    return this.page.getByTestId(testId);
  }

  /** picks an option of a MUI select labelled `label` inside `scope` */
  async choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }

  /** picks a store in the store picker labelled `label` inside `scope` (its options read "CODE name") */
  async chooseStore(scope: Locator, label: string, storeCode: string): Promise<void> {
    await pickStore(this.page, scope.getByRole('combobox', { name: label }), storeCode);
  }

  async filterStore(storeCode: string): Promise<void> {
    await this.chooseStore(this.page.getByTestId('family-filters'), 'Store code', storeCode);
  }

  async filterCode(text: string): Promise<void> {
    await this.page.getByTestId('filter-fmPrCode').fill(text);
  }

  /** the product codes cell of a row */
  products(row: Locator): Locator {
    return row.locator('td[data-field="prCodeList"]');
  }

  formDialog(title: 'Create family' | 'Edit family' | 'Family product'): Dialog {
    return new Dialog(this.page, title);
  }

  uploadDialog(): Dialog {
    return new Dialog(this.page, 'Upload families');
  }

  errorDialog(): Dialog {
    return new Dialog(this.page, 'Error');
  }

  async chooseFile(name: string, text: string): Promise<void> {
    await this.page.getByTestId('family-import-file').setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(text, 'utf8'),
    });
  }

  /** the line and reason of each invalid row the upload modal reports */
  async problems(): Promise<string[][]> {
    return this.page
      .getByTestId('family-import-problem')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
  }
}
