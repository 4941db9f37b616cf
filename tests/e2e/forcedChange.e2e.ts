// Forced password change (doc 1 §4, doc 3 §4): an administrator resets a member; the member logs in with the
// temporary password, must change it in a mandatory dialog, sees the success message, returns to the login
// page, and logs in with the new password.
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { MembersPage } from './support/pages/MembersPage';
import { Shell } from './support/pages/Shell';
import { translator } from './support/i18n';

describe('forced password change', () => {
  const page = pagePerTest();
  const member = { email: uniqueEmail('forced'), password: 'Member#2026' };

  beforeAll(async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await admin.createMember({
      ...member,
      name: 'Forced Change',
      mobile: '010-2222-3333',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: true,
    });
  });

  it('reset by an administrator, then a mandatory change, then login with the new password', async () => {
    const t = translator('en_US');
    await signIn(page(), demoAccounts.admin);
    const members = new MembersPage(page(), baseUrl());
    await members.open();
    const temporary = await members.resetPassword(member.email);
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await new Shell(page(), baseUrl()).logout();

    const login = new LoginPage(page(), baseUrl());
    await login.waitForForm();
    await login.login(member.email, temporary);
    const forced = await login.forcedChangeDialog().waitUntilOpen();
    // mandatory: Escape does not close it and there is no cancel button
    await page().keyboard.press('Escape');
    await forced.waitUntilOpen();
    expect(await forced.button(t('ra.action.cancel')).count()).toBe(0);

    const newPassword = 'Changed#2026';
    const done = await login.changeForcedPassword(newPassword);
    await done.expectMessage(t('app.password.changedRelogin'));
    // OK logs out and reloads the login page: the next login goes to the reloaded page, not the old one
    const reloaded = page().waitForEvent('load');
    await done.press(t('app.action.ok'));
    await reloaded;
    await page().waitForURL(/#\/login/);
    // the change dialog (with its own read-only 'ID (Email)' field) is gone before the login form is used
    await login.forcedChangeDialog().waitUntilClosed();
    await login.waitForForm();
    await login.login(member.email, temporary);
    await login.errorDialog().expectMessage('Authentication Failure.');
    await login.closeError();
    await login.login(member.email, newPassword);
    await new DashboardPage(page(), baseUrl()).waitUntilShown();
  });
});
