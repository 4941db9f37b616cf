// The login page (doc 1 §2.3): ID (email) and password, 'Login Error' dialog, forgot-password and forced
// password change dialogs.
import type { Locator, Page } from 'playwright-core';
import type { Translate } from '../i18n';
import { translator } from '../i18n';
import { Dialog } from './Dialog';
import { startingWith } from './escape';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {
    this.email = page.getByLabel(t('app.login.email'), { exact: true });
    this.password = page.getByLabel(t('app.login.password'), { exact: true });
    this.submitButton = page.getByRole('button', { name: t('app.login.submit'), exact: true });
  }

  /** Opens a route of the console (the login page by default) in a fresh page load. */
  async open(route = '/#/login'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/${route.replace(/^\//, '')}`);
  }

  async waitForForm(): Promise<void> {
    await this.password.waitFor({ state: 'visible' });
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  async login(email: string, password: string): Promise<void> {
    await this.waitForForm();
    await this.fill(email, password);
    await this.submit();
  }

  /** The 'Login Error' dialog (also used for the empty-field checks). */
  errorDialog(): Dialog {
    return new Dialog(this.page, this.t('app.login.errorTitle'));
  }

  async closeError(): Promise<void> {
    const dialog = this.errorDialog();
    await dialog.press(this.t('app.action.ok'));
    await dialog.waitUntilClosed();
  }

  forcedChangeDialog(): Dialog {
    return new Dialog(this.page, this.t('app.password.forcedTitle'));
  }

  /** Completes the mandatory password change of a forced-change login, up to its success message. */
  async changeForcedPassword(newPassword: string): Promise<Dialog> {
    const dialog = await this.forcedChangeDialog().waitUntilOpen();
    await dialog.input(this.t('app.password.new')).fill(newPassword);
    await dialog.input(this.t('app.password.confirm')).fill(newPassword);
    await dialog.press(this.t('app.password.change'));
    await dialog.waitUntilClosed();
    return new Dialog(this.page, this.t('app.password.changedTitle')).waitUntilOpen();
  }

  /** the form once the console behind it has loaded and prepared the dashboard (src/login/LoginPage.tsx) */
  consoleReady(): Locator {
    return this.page.locator('[data-console-ready]');
  }

  languageSwitch(): Locator {
    return this.page.getByRole('combobox', { name: startingWith(this.t('app.language')) });
  }
}
