// The shell around every signed-in page (doc 1 §2.2): header with language switch and user menu, sidebar,
// the no-access page.
import type { Locator, Page } from 'playwright-core';
import { startingWith } from './escape';
import { translator, type LocaleCode, type Translate } from '../i18n';

export const localeNames: Record<LocaleCode, string> = { en_US: 'English', ja_JP: '日本語', ko_KR: '한국어' };

export class Shell {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
    readonly t: Translate = translator('en_US'),
  ) {}

  async goto(route: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#${route}`);
  }

  languageSwitch(): Locator {
    return this.page.getByRole('combobox', { name: startingWith(this.t('app.language')) });
  }

  /** Picks a language in the switch; the console stores it and reloads the page. */
  async switchLanguage(locale: LocaleCode): Promise<void> {
    await this.languageSwitch().click();
    const reloaded = this.page.waitForEvent('load');
    await this.page.getByRole('option', { name: localeNames[locale], exact: true }).click();
    await reloaded;
  }

  sidebarItem(labelKey: string): Locator {
    return this.page.getByRole('menuitem', { name: this.t(labelKey), exact: true });
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: startingWith(this.t('ra.auth.user_menu')) }).click();
    await this.page.getByRole('menuitem', { name: this.t('ra.auth.logout'), exact: true }).click();
  }

  noAccess(): Locator {
    return this.page.getByRole('alert').filter({ hasText: this.t('app.noAccess.title') });
  }
}
