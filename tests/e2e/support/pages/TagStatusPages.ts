// Tag status (/#/tag), tag detail of a store (/#/tag/detail/{code}) and tag availability (/#/tag/availability).
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';
import { Shell } from './Shell';

export class TagStatusPages extends Shell {
  constructor(page: Page, baseUrl: string, t: Translate = translator('en_US')) {
    super(page, baseUrl, t);
  }

  storeRows(): Locator {
    return this.page.getByTestId('tag-store-row');
  }

  storeRow(storeCode: string): Locator {
    return this.page.locator(`[data-testid="tag-store-row"][data-store-code="${storeCode}"]`);
  }

  async openDetail(storeCode: string): Promise<void> {
    await this.goto(`/tag/detail/${storeCode}`);
    await this.rows().first().waitFor();
  }

  rows(): Locator {
    return this.page.getByTestId('tag-row');
  }

  row(tagId: string): Locator {
    return this.page.locator(`[data-testid="tag-row"][data-tag-id="${tagId}"]`);
  }

  async rowIds(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tag-id') ?? ''));
  }

  async rowStatuses(): Promise<string[]> {
    return this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status') ?? ''));
  }

  /** Picks an option of one of the select filters (status, type, battery, gateway). */
  async pick(filter: 'status' | 'type' | 'battery' | 'gateway', option: string | RegExp): Promise<void> {
    const field = { status: 'status', type: 'tagType', battery: 'battStatus', gateway: 'gwMac' }[filter];
    await this.page.getByTestId(`filter-${field}`).getByRole('combobox').click();
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }

  async select(tagId: string): Promise<void> {
    await this.row(tagId).getByRole('checkbox').check();
  }

  action(name: 'deassign' | 'reassign' | 'reassign-all' | 'status-check' | 'stop' | 'assign'): Locator {
    return this.page.getByTestId(`action-${name}`);
  }

  errorDialog(): Dialog {
    return new Dialog(this.page, this.t('app.error.title'));
  }

  async closeError(): Promise<void> {
    const dialog = this.errorDialog();
    await dialog.button(this.t('app.action.ok')).click();
    await dialog.waitUntilClosed();
  }
}
