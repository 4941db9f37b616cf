// /dashboard (doc 1 §2.4): what the bench and the tests wait for after login, and the store summary.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';

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

  /** The dashboard route is shown and its first panel has rendered. */
  async waitUntilShown(): Promise<void> {
    await this.page.waitForURL(/#\/dashboard/);
    await this.root.waitFor({ state: 'visible' });
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
