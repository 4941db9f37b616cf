// Language switch (doc 1 §1, §2.2): ja_JP and ko_KR translate the shell, the pages and the spec's messages;
// the choice is stored and survives logout. Expected texts come from the locale files.
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator, type LocaleCode } from './support/i18n';
import { LoginPage } from './support/pages/LoginPage';
import { MembersPage } from './support/pages/MembersPage';
import { Shell } from './support/pages/Shell';

const english = translator('en_US');

describe.each<LocaleCode>(['ja_JP', 'ko_KR'])('switching to %s', (locale) => {
  const page = pagePerTest();
  const t = translator(locale);

  it('translates the sidebar, the member list, the header and, after logout, the login page', async () => {
    for (const key of ['app.menu.members', 'app.menu.roles', 'app.login.submit', 'validation.enterEmail']) {
      expect(t(key), `${locale} ${key} is still English`).not.toBe(english(key));
    }
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).switchLanguage(locale);

    const shell = new Shell(page(), baseUrl(), t);
    await shell.sidebarItem('app.menu.members').waitFor({ state: 'visible' });
    await shell.sidebarItem('app.menu.roles').waitFor({ state: 'visible' });
    expect(
      await page()
        .getByRole('menuitem', { name: english('app.menu.members'), exact: true })
        .count(),
    ).toBe(0);
    expect(await page().evaluate(() => document.documentElement.lang)).toBe(locale.replace('_', '-'));

    const members = new MembersPage(page(), baseUrl(), t);
    await members.open();
    await page()
      .getByRole('button', { name: t('app.members.create'), exact: true })
      .waitFor({ state: 'visible' });
    await page()
      .getByRole('columnheader', { name: t('resources.members.fields.email') })
      .first()
      .waitFor();

    await shell.logout();
    const login = new LoginPage(page(), baseUrl(), t);
    await login.waitForForm();
    await login.submitButton.waitFor({ state: 'visible' });
    await login.login('', '');
    await login.errorDialog().expectMessage(t('validation.enterEmail'));
  });
});
