// The session around a page load: a reload right after signing in keeps the session (the session check of the
// first page is still running when the page goes), and the load-failure rule of doc 1 §6/§8 (an unknown store,
// server or gateway shows the error, then logs out and reloads to the login page), and a change of the system
// configuration reaching an open session at its next call.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { DashboardPage } from './support/pages/DashboardPage';
import { Dialog } from './support/pages/Dialog';
import { LoginPage } from './support/pages/LoginPage';
import { Shell } from './support/pages/Shell';
import { translator } from './support/i18n';

const t = translator('en_US');

/** holds every session check (GET /auth/login) for a while, so a reload always cuts one short */
async function slowSessionChecks(page: Page): Promise<void> {
  await page.route(/\/api\/auth\/login$/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
}

async function expectErrorThenLogin(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
  const dialog = new Dialog(page, t('app.error.title'));
  await dialog.expectMessage('Not Found');
  await dialog.press(t('app.action.ok'));
  await new LoginPage(page, baseUrl()).waitForForm();
  expect(page.url()).toContain('#/login');
  expect(await page.evaluate(() => localStorage.getItem('esl.session'))).toBeNull();
}

describe('session', () => {
  const page = pagePerTest();

  it('a reload right after signing in stays on the dashboard', async () => {
    await slowSessionChecks(page());
    const login = new LoginPage(page(), baseUrl());
    await login.open();
    await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
    await page().waitForURL(/#\/dashboard/);
    // the reload's session check, awaited from before the reload: on a busy machine it can answer (1.5 s late)
    // before the dashboard shows
    const checked = page().waitForResponse(
      (response) => response.url().endsWith('/api/auth/login') && response.request().method() === 'GET',
    );
    await page().reload();
    const dashboard = new DashboardPage(page(), baseUrl());
    await dashboard.waitUntilShown();
    await checked;
    await dashboard.root.waitFor({ state: 'visible' });
    expect(page().url()).not.toContain('#/login');
  });

  it.each(['/store/detail/NOPE?viewType=table', '/server/detail/NOPE', '/store/KR001/gw/NO:PE'])(
    'an unknown item at %s shows the error, then logs out to the login page',
    async (route) => {
      await signIn(page(), demoAccounts.admin);
      await expectErrorThenLogin(page(), route);
    },
  );

  it('a site change reaches an open session at its next call: the coop second-code columns appear', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl(), t);
    await shell.sidebarItem('app.menu.secondCodes').click();
    await page().getByTestId('second-code-row').first().waitFor();
    const headings = () => page().getByTestId('second-code-heading').count();
    expect(await headings()).toBe(3);
    try {
      await admin.call('PUT', '/config/system', { site: 'coop' });
      // the page's next call (a sort; no new sign-in, no reload)
      await page()
        .getByTestId('second-code-heading')
        .getByRole('button', { name: t('app.secondCodes.fields.secondCode'), exact: true })
        .click();
      await expect.poll(headings, { timeout: 10_000 }).toBe(12);
      expect(await page().getByText('Codice tipo vendita', { exact: true }).count()).toBe(1);
    } finally {
      await admin.call('PUT', '/config/system', { site: '' });
    }
  });
});
