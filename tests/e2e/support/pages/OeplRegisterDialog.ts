// The dialog of the store detail that registers an OpenEPaperLink access point (src/gateways/OeplRegisterDialog.tsx).
import type { Locator, Page } from 'playwright-core';
import type { Translate } from '../i18n';
import { Dialog } from './Dialog';

export class OeplRegisterDialog extends Dialog {
  constructor(
    page: Page,
    private readonly t: Translate,
    storeCode: string,
  ) {
    super(page, t('app.gateways.registerOeplTitle', { storeCode }));
  }

  /** opens it from the store detail's button */
  async open(): Promise<this> {
    await this.page.getByTestId('register-oepl').click();
    return this.waitUntilOpen();
  }

  address(): Locator {
    return this.root.getByTestId('oepl-address');
  }

  /** the message under the address field */
  problem(): Locator {
    return this.root.locator('.MuiFormHelperText-root.Mui-error');
  }

  async register(address: string): Promise<void> {
    await this.address().fill(address);
    await this.button(this.t('app.gateways.register')).click();
  }
}
