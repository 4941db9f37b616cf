// The store status page (doc 1 §2.7, /#/store): table and map views, status toggles, predefined upload.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Shell } from './Shell';

export class StoresPage extends Shell {
  constructor(page: Page, baseUrl: string, t: Translate = translator('en_US')) {
    super(page, baseUrl, t);
  }

  async openFromSidebar(): Promise<void> {
    await this.sidebarItem('app.menu.stores').click();
    await this.page.getByTestId('store-status-page').waitFor();
  }

  tableRows(): Locator {
    return this.page.getByTestId('store-row');
  }

  async tableCodes(): Promise<string[]> {
    await this.tableRows().first().waitFor();
    return this.tableRows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-store-code') ?? ''));
  }

  async showMap(): Promise<void> {
    await this.page.getByTestId('view-map').click();
    await this.page.getByTestId('store-map').waitFor();
  }

  markers(): Locator {
    return this.page.locator('path.store-marker');
  }

  toggle(status: 'NORMAL' | 'OFFLINE' | 'ALARM'): Locator {
    return this.page.getByTestId(`map-toggle-${status}`);
  }

  /** the count shown in a toggle's label, e.g. "Normal (5)" */
  /**
   * The status toggles' counts, the markers and the list items in one read: the page refreshes itself, and
   * values read apart may come from two refreshes.
   */
  mapState(): Promise<{
    counts: Record<'NORMAL' | 'OFFLINE' | 'ALARM', number>;
    markers: number;
    items: number;
  }> {
    return this.page.evaluate(() => {
      const count = (status: string) => {
        const text = document.querySelector(`[data-testid="map-toggle-${status}"]`)?.textContent ?? '';
        return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
      };
      return {
        counts: { NORMAL: count('NORMAL'), OFFLINE: count('OFFLINE'), ALARM: count('ALARM') },
        markers: document.querySelectorAll('path.store-marker').length,
        items: document.querySelectorAll('[data-testid="map-list-item"]').length,
      };
    });
  }

  listItems(): Locator {
    return this.page.getByTestId('map-list-item');
  }
}
