// The forgotten-password flow (issue 9): the find-password modal mails a reset link (read from the server's
// MAIL_DIR); the old password keeps working until the link is used; the link's page sets a new password once.
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, e2eServer, pagePerTest } from './support/fixtures';
import { translator } from './support/i18n';
import { mailedLink as mailedLinkIn } from './support/mail';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { ResetPasswordPage } from './support/pages/ResetPasswordPage';

/** the reset link of the newest mail to `email` */
const mailedLink = (email: string) => mailedLinkIn(e2eServer().mailDir, email);

describe('forgotten password', () => {
  const page = pagePerTest();
  const t = translator('en_US');
  const member = { email: uniqueEmail('reset'), password: 'Member#2026' };

  beforeAll(async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await admin.createMember({
      ...member,
      name: 'Reset Link',
      mobile: '010-4444-5555',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
  });

  it('mails a link; the old password works until the link sets a new one, once', async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.waitForForm();
    const reset = new ResetPasswordPage(page());
    await reset.requestLink(member.email);
    const link = await mailedLink(member.email);
    expect(link.startsWith(`${baseUrl()}/#/reset-password?`)).toBe(true);
    // nothing changed yet
    expect((await Api.rawLogin(baseUrl(), member.email, member.password)).status).toBe(200);

    await page().goto(link);
    await reset.password.waitFor({ state: 'visible' });
    await page().screenshot({ path: '/tmp/accounts-shots/reset-password.png' });
    await reset.setPassword('Reset#2026', 'Reset#2027');
    await reset.errorDialog().expectMessage(t('validation.confirmPasswordMismatch'));
    await reset.errorDialog().press(t('app.action.ok'));
    await reset.setPassword('Reset#2026');
    await page().waitForURL(/#\/login/);
    await page().getByText(t('app.serverMessages.resetDone')).waitFor({ state: 'visible' });
    expect((await Api.rawLogin(baseUrl(), member.email, member.password)).status).toBe(401);
    await login.login(member.email, 'Reset#2026');
    await new DashboardPage(page(), baseUrl()).waitUntilShown();

    // the link works once
    await page().goto(link);
    await reset.setPassword('Again#2026');
    await reset.errorDialog().expectMessage(t('app.serverMessages.resetLinkInvalid'));
  });
});
