// The forgotten-password flow's pages: the find-password modal of the login page and the page of the mailed
// reset link (/#/reset-password?email=..&token=..).
import type { Locator, Page } from 'playwright-core';
import { translator, type Translate } from '../i18n';
import { Dialog } from './Dialog';

export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    readonly t: Translate = translator('en_US'),
  ) {
    this.password = page.getByLabel(t('app.password.new'), { exact: true });
    this.confirmation = page.getByLabel(t('app.password.confirm'), { exact: true });
    this.submitButton = page.getByRole('button', { name: t('app.reset.submit'), exact: true });
  }

  /** Asks for a link from the login page's find-password modal and waits for the success notification. */
  async requestLink(email: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t('app.login.forgot'), exact: true }).click();
    const dialog = await new Dialog(this.page, this.t('app.forgot.title')).waitUntilOpen();
    await dialog.input(this.t('app.login.email')).fill(email);
    await dialog.press(this.t('app.forgot.send'));
    await dialog.waitUntilClosed();
    await this.page.getByText(this.t('app.serverMessages.forgetDone')).waitFor({ state: 'visible' });
  }

  async setPassword(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.submitButton.click();
  }

  errorDialog(): Dialog {
    return new Dialog(this.page, this.t('app.reset.title'));
  }
}
