// A fresh Chromium profile signed in to the console (by default as the bench's admin, the demo super account), for the
// console benches: `run` gets the page on about:blank, so that what it opens next is timed from its navigation.
import type { Locator, Page } from 'playwright-core';
import { demoAccounts } from '../../tests/e2e/support/api';
import { MembersPage } from '../../tests/e2e/support/pages/MembersPage';
import { openBrowser } from '../../tests/e2e/support/browser';
import { DashboardPage } from '../../tests/e2e/support/pages/DashboardPage';
import { LoginPage } from '../../tests/e2e/support/pages/LoginPage';
import { BENCH_ADMIN } from './signIn';

/**
 * when a list's data is drawn: a table with a data row and no progress bar left. Run in the page (a function, not
 * a string: the console's Content Security Policy refuses eval), so it names nothing of this module.
 */
export const tableDrawn = (): number | false => {
  const main = document.querySelector('main') ?? document.body;
  if (main.querySelector('[role="progressbar"]')) return false;
  const row = [...main.querySelectorAll('table tbody tr')].find((tr) => tr.querySelectorAll('td').length > 1);
  return row ? performance.now() : false;
};

/** when the dashboard is drawn: a panel's chart and no progress bar left (run in the page, as above) */
export const chartDrawn = (): number | false => {
  const charts = document.querySelectorAll('[data-testid^="panel-"] svg');
  return charts.length > 0 && !document.querySelector('main [role="progressbar"]')
    ? performance.now()
    : false;
};

export async function signedInConsole<T>(
  baseUrl: string,
  run: (page: Page) => Promise<T>,
  account: { email: string; password: string } = BENCH_ADMIN,
): Promise<T> {
  const session = await openBrowser();
  try {
    const login = new LoginPage(session.page, baseUrl);
    await login.open();
    await login.login(account.email, account.password);
    await new DashboardPage(session.page, baseUrl).waitUntilShown();
    await session.page.goto('about:blank');
    return await run(session.page);
  } finally {
    await session.close();
  }
}

/** the demo manager's edit dialog opened from the members list: its store picker's input, not yet clicked */
export async function memberStorePicker(page: Page, baseUrl: string): Promise<Locator> {
  const members = new MembersPage(page, baseUrl);
  await members.open();
  await members.action(demoAccounts.manager.email, 'app.members.edit').click();
  const input = (await members.editDialog().waitUntilOpen()).root.getByTestId('store-list-store');
  await input.waitFor();
  return input;
}

/** when an open store picker lists only stores whose code starts with `prefix` (run in the page) */
export const pickerNarrowedTo = (prefix: string): number | false => {
  const codes = [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].map(
    (option) => option.dataset.storeCode ?? '',
  );
  return codes.length > 0 && codes.every((code) => code.startsWith(prefix)) && performance.now();
};
