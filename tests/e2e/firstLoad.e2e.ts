// DESIGN.md §6: the logged-out first load must show the login form at once (react-admin with react-router 7
// and requireAuth looped for about 11 s). Doc 1 §2.1: a route without a session goes to /login?next=....
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from './support/api';
import { baseUrl, pagePerTest } from './support/fixtures';
import { LoginPage } from './support/pages/LoginPage';

describe('logged-out first load', () => {
  const page = pagePerTest();

  it('opening /#/dashboard without a session shows the login form within 3 seconds', async () => {
    const login = new LoginPage(page(), baseUrl());
    const started = performance.now();
    await login.open('/#/dashboard');
    await login.password.waitFor({ state: 'visible', timeout: 30_000 });
    const elapsed = performance.now() - started;
    expect(page().url()).toContain('#/login?next=%2Fdashboard');
    expect(elapsed, `login form shown after ${Math.round(elapsed)} ms`).toBeLessThan(3000);
  });

  it('after login the console goes to the route given in next', async () => {
    const login = new LoginPage(page(), baseUrl());
    await login.open('/#/roles');
    await page().waitForURL(/#\/login\?next=%2Froles/);
    await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
    await page().waitForURL(/#\/roles$/);
    await page().getByTestId('roles-table').waitFor({ state: 'visible' });
  });
});
