// Login errors (doc 1 §5, §8): empty fields, the server's message in 'Login Error', locked accounts.
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest } from './support/fixtures';
import { LoginPage } from './support/pages/LoginPage';

describe('login errors', () => {
  const page = pagePerTest();

  it('an empty ID shows "Enter Email, Please!" in the Login Error dialog', async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.login('', 'whatever');
    await login.errorDialog().expectMessage('Enter Email, Please!');
    await login.closeError();
  });

  it('an empty password shows "Enter Password, Please!" in the Login Error dialog', async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.login(demoAccounts.viewer.email, '');
    await login.errorDialog().expectMessage('Enter Password, Please!');
  });

  it('spaces only count as empty', async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.login('   ', 'whatever');
    await login.errorDialog().expectMessage('Enter Email, Please!');
  });

  it("a wrong password shows the server's message in the Login Error dialog", async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.login('nobody@example.com', 'Wrong#2026');
    await login.errorDialog().expectMessage('Authentication Failure.');
    await login.closeError();
    expect(page().url()).toContain('#/login');
  });

  describe('an account with 5 failed logins', () => {
    const member = { email: uniqueEmail('lock'), password: 'Member#2026' };

    beforeAll(async () => {
      const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      await admin.createMember({
        ...member,
        name: 'Lock Test',
        mobile: '010-0000-0000',
        role_id: await admin.roleId('Viewer'),
        store: [],
        enableWholeStore: true,
      });
    });

    it('is locked: even the right password then shows "This account is locked."', async () => {
      const login = new LoginPage(page(), baseUrl());
      await login.open();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login.login(member.email, `Wrong#${attempt}`);
        await login.errorDialog().waitUntilOpen();
        await login.closeError();
      }
      await login.login(member.email, member.password);
      await login.errorDialog().expectMessage('This account is locked.');
      expect(page().url()).toContain('#/login');
    });
  });
});
