// Store detail (/#/store/detail/{code}) and gateway detail (/#/store/{code}/gw/{mac}) pages.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';
import { Shell } from './Shell';

export class GatewaysPage extends Shell {
  constructor(page: Page, baseUrl: string, t: Translate = translator('en_US')) {
    super(page, baseUrl, t);
  }

  async openStore(storeCode: string): Promise<void> {
    await this.goto(`/store/detail/${storeCode}?viewType=table`);
    await this.rows().first().waitFor();
  }

  rows(): Locator {
    return this.page.getByTestId('gateway-row');
  }

  row(gwMac: string): Locator {
    return this.page.locator(`[data-testid="gateway-row"][data-gw-mac="${gwMac}"]`);
  }

  configDialog(): Dialog {
    return new Dialog(this.page, new RegExp(`^${this.t('app.gateways.editTitle')}`));
  }

  editAllDialog(storeCode: string): Dialog {
    return new Dialog(this.page, this.t('app.gateways.editAllTitle', { storeCode }));
  }

  configInput(field: string): Locator {
    return this.page.getByTestId(`config-${field}`);
  }

  errorDialog(title = this.t('app.error.title')): Dialog {
    return new Dialog(this.page, title);
  }

  async closeError(title?: string): Promise<void> {
    const dialog = this.errorDialog(title);
    await dialog.button(this.t('app.action.ok')).click();
    await dialog.waitUntilClosed();
  }

  async openGateway(storeCode: string, gwMac: string): Promise<void> {
    await this.goto(`/store/${storeCode}/gw/${encodeURIComponent(gwMac)}`);
    await this.page.getByTestId('gateway-detail-page').waitFor();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
