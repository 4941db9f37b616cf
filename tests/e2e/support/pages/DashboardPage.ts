// /dashboard (doc 1 §2.4): what the bench and the tests wait for after login, and the store summary.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';

const SIGN_IN_DEADLINE_MS = 60_000;

export class DashboardPage {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {
    this.root = page.getByTestId('dashboard');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/dashboard`);
  }

  /**
   * The dashboard route is shown and its first panel has rendered. A console's first start after a sign-in on a
   * busy machine (another test building a console beside it) took over the default 15 s: waited for longer.
   */
  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL(/#\/dashboard/, { timeout: SIGN_IN_DEADLINE_MS });
    await this.root.waitFor({ state: 'visible', timeout: SIGN_IN_DEADLINE_MS });
  }

  /** The first chart of the dashboard has been drawn (what an operator waits for after login). */
  async waitForFirstChart(): Promise<void> {
    await this.page.locator('[data-testid^="panel-"] svg').first().waitFor({ state: 'visible' });
  }

  storeTable(): Locator {
    return this.page.getByRole('table', { name: this.t('app.dashboard.stores'), exact: true });
  }

  /** Store codes of the rows of the store summary, once it has loaded. */
  async storeCodes(): Promise<string[]> {
    const rows = this.storeTable().getByTestId('store-row');
    await rows.first().waitFor({ state: 'visible' });
    return rows.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-store-code') ?? ''),
    );
  }
}

/** The chart panels, drill-downs and store filter of the dashboard (doc 1 §2.4). */
export class DashboardPanels {
  constructor(
    readonly page: Page,
    readonly t: Translate = translator('en_US'),
  ) {}

  panel(id: string): Locator {
    return this.page.getByTestId(`panel-${id}`);
  }

  /** Opens a panel's drill-down modal and answers its table rows as text cells. */
  async drillDown(id: string): Promise<string[][]> {
    await this.panel(id)
      .getByRole('button', { name: new RegExp(`^${this.t('app.dashboard.details')}`) })
      .click();
    const table = this.page.getByRole('dialog').getByTestId('drill-table');
    await table.waitFor();
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
      );
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: this.t('ra.action.close') })
      .click();
    await this.page.getByRole('dialog').waitFor({ state: 'hidden' });
    return rows;
  }

  storeFilter(): Locator {
    return this.page.getByRole('combobox', { name: this.t('app.dashboard.storeFilter') });
  }

  /** Store codes the filter offers. */
  async filterOptions(): Promise<string[]> {
    await this.storeFilter().click();
    const options = this.page.getByTestId('store-filter-option');
    await options.first().waitFor();
    const codes = await options.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-store-code') ?? ''),
    );
    await this.page.keyboard.press('Escape');
    return codes;
  }

  async selectStore(code: string): Promise<void> {
    await this.storeFilter().click();
    await this.page.locator(`[data-testid="store-filter-option"][data-store-code="${code}"]`).click();
    await this.page.keyboard.press('Escape');
  }
}
