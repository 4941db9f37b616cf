// Two-factor sign-in (issue 36) in Chromium: a member sets it up from its account dialog (QR code and key shown
// once, a first code, ten recovery codes), signs out, signs in with the password and a code of the app, then with
// the password and a recovery code; a used recovery code is refused with the code step's own message.
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { Shell } from './support/pages/Shell';
import { TwoFactorPage } from './support/pages/TwoFactor';

describe('two-factor sign-in', () => {
  const page = pagePerTest();
  const member = { email: uniqueEmail('second-factor'), password: 'Member#2026x' };

  beforeAll(async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await admin.createMember({
      ...member,
      name: 'Second Factor',
      mobile: '010-2222-4444',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
  });

  it('enrol in the account dialog, then sign in with a code, then with a recovery code (once)', async () => {
    const t = translator('en_US');
    const twoFactor = new TwoFactorPage(page(), t);
    const shell = new Shell(page(), baseUrl());
    const login = new LoginPage(page(), baseUrl());
    const dashboard = new DashboardPage(page(), baseUrl());

    await signIn(page(), member);
    const { codes, recoveryCodes } = await twoFactor.enrol();
    expect(recoveryCodes).toHaveLength(10);
    await page().keyboard.press('Escape');
    await shell.logout();

    await login.login(member.email, member.password);
    await twoFactor.answerCodeStep({ code: codes.next() });
    await dashboard.waitUntilShown();
    await shell.logout();

    await login.login(member.email, member.password);
    await twoFactor.answerCodeStep({ recoveryCode: recoveryCodes[0]! });
    await dashboard.waitUntilShown();
    await shell.logout();

    await login.login(member.email, member.password);
    await twoFactor.answerCodeStep({ recoveryCode: recoveryCodes[0]! });
    await login.errorDialog().expectMessage(t('app.serverMessages.twoFactorRecoveryInvalid'));
  });
});
