// The signup page (doc 1 §2.3, §5): email, name, mobile phone, password, retype, agreement.
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';

export type SignupField = 'email' | 'name' | 'mobile' | 'password' | 'retype';

export class SignupPage {
  readonly agree: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {
    this.agree = page.getByRole('checkbox', { name: t('app.signup.agree'), exact: true });
    this.submitButton = page.getByRole('button', { name: t('app.signup.submit'), exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/signup`);
    await this.field('retype').waitFor({ state: 'visible' });
  }

  field(name: SignupField): Locator {
    return this.page.getByLabel(this.t(`app.signup.${name}`), { exact: true });
  }

  errorDialog(): Dialog {
    return new Dialog(this.page, this.t('app.signup.errorTitle'));
  }

  /** Submits and expects the 'Signup Error' dialog with this message, then closes it. */
  async submitExpectingError(message: string): Promise<void> {
    await this.submitButton.click();
    const dialog = this.errorDialog();
    await dialog.expectMessage(message);
    await dialog.press(this.t('app.action.ok'));
    await dialog.waitUntilClosed();
  }
}
