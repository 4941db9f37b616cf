// Signup (doc 1 §2.3, §5): the seven checks in their order, each in the 'Signup Error' dialog; then a
// complete signup creates an account that can log in, with no privileges until an administrator grants them.
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { baseUrl, pagePerTest } from './support/fixtures';
import { LoginPage } from './support/pages/LoginPage';
import { Shell } from './support/pages/Shell';
import { SignupPage } from './support/pages/SignupPage';

describe('signup', () => {
  const page = pagePerTest();

  it('checks email, name, phone, password, retype, match and agreement in that order', async () => {
    const signup = new SignupPage(page(), baseUrl());
    await signup.open();
    await signup.submitExpectingError('Enter Email, please!');
    await signup.field('email').fill('   ');
    await signup.submitExpectingError('Enter Email, please!');
    await signup.field('email').fill(uniqueEmail('signup'));
    await signup.submitExpectingError('Enter Name, please!');
    await signup.field('name').fill('  ');
    await signup.submitExpectingError('Enter Name, please!');
    await signup.field('name').fill('New Operator');
    await signup.submitExpectingError('Enter Phone, please!');
    await signup.field('mobile').fill('010-1234-5678');
    await signup.submitExpectingError('Enter Password, please!');
    await signup.field('password').fill('Signup#2026');
    await signup.submitExpectingError('Retype Password, please!');
    await signup.field('retype').fill('Signup#2027');
    await signup.submitExpectingError('Password doe not match!');
    await signup.field('retype').fill('Signup#2026');
    await signup.submitExpectingError('Agree!');
  });

  it('a complete signup returns to the login page; the new account logs in without privileges', async () => {
    const email = uniqueEmail('signup');
    const signup = new SignupPage(page(), baseUrl());
    await signup.open();
    await signup.field('email').fill(email);
    await signup.field('name').fill('New Operator');
    await signup.field('mobile').fill('010-1234-5678');
    await signup.field('password').fill('Signup#2026');
    await signup.field('retype').fill('Signup#2026');
    await signup.agree.check();
    await signup.submitButton.click();
    await page().waitForURL(/#\/login/);
    const login = new LoginPage(page(), baseUrl());
    await login.login(email, 'Signup#2026');
    // a signup starts with the role without privileges: an administrator grants them
    await page().waitForURL(/#\/dashboard/);
    await new Shell(page(), baseUrl()).noAccess().waitFor({ state: 'visible' });
  });

  it('an email already registered shows the server message in the Signup Error dialog', async () => {
    const signup = new SignupPage(page(), baseUrl());
    await signup.open();
    await signup.field('email').fill('viewer@example.com');
    await signup.field('name').fill('Duplicate');
    await signup.field('mobile').fill('010-1234-5678');
    await signup.field('password').fill('Signup#2026');
    await signup.field('retype').fill('Signup#2026');
    await signup.agree.check();
    await signup.submitButton.click();
    const answer = await fetch(`${baseUrl()}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'viewer@example.com',
        name: 'Duplicate',
        mobile: '010',
        password: 'Signup#2026',
      }),
    });
    const { code, message } = (await answer.json()) as { code: number; message: string };
    expect(code).toBe(0);
    expect(message).not.toBe('');
    await signup.errorDialog().expectMessage(message);
  });
});
