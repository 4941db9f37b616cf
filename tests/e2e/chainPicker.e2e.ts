// The store pickers at chain scale (issue 39), on a chain of 300 generated stores (F00001…) and the 7 demo
// stores: on a member's store list and on a list's store filter, typing narrows the options through the server's
// search, the list renders only the rows in view and loads the next page as it scrolls, ten chosen stores show as
// three chips and a count, and saving keeps the ten stores.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { CHAIN_STORE_CODE, startChainServer } from './support/chain';
import { pagePerTest } from './support/fixtures';
import { DashboardPage } from './support/pages/DashboardPage';
import { LoginPage } from './support/pages/LoginPage';
import { MembersPage } from './support/pages/MembersPage';
import type { RunningServer } from './support/server';

const SHOTS = '/tmp/chainPicker-shots';

/** the listbox of the open picker: its loaded rows, the option elements in the page and their codes */
const listboxState = (page: Page) =>
  page.evaluate(() => {
    const listbox = document.querySelector<HTMLElement>('[role="listbox"]');
    const options = [...(listbox?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    return {
      loaded: Number(listbox?.dataset.rows ?? 0),
      inPage: options.length,
      codes: options.map((option) => option.dataset.storeCode ?? ''),
    };
  });

/** the filter_text of every store search the page sent */
function searchesOf(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/store/options/search'))
      texts.push(String((request.postDataJSON() as { filter_text?: string }).filter_text ?? ''));
  });
  return texts;
}

describe('store pickers at chain scale', () => {
  const page = pagePerTest();
  let chain: RunningServer;
  let admin: Api;
  let email: string;

  const signIn = async () => {
    const login = new LoginPage(page(), chain.baseUrl);
    await login.open();
    await login.login(demoAccounts.admin.email, demoAccounts.admin.password);
    await new DashboardPage(page(), chain.baseUrl).waitUntilShown();
  };

  beforeAll(async () => {
    chain = await startChainServer();
    admin = await Api.login(chain.baseUrl, demoAccounts.admin.email, demoAccounts.admin.password);
    email = uniqueEmail('chainpicker');
    await admin.createMember({
      email,
      name: 'Chain Picker',
      mobile: '010-3333-4444',
      password: 'Member#2026',
      role_id: await admin.roleId('Viewer'),
      store: [],
      enableWholeStore: false,
    });
  }, 400_000);

  afterAll(async () => {
    await chain?.stop();
  });

  it("searches, scrolls and folds a member's stores, and saving keeps them", async () => {
    const searches = searchesOf(page());
    await signIn();
    const members = new MembersPage(page(), chain.baseUrl);
    await members.open();
    await members.action(email, 'app.members.edit').click();
    const dialog = await members.editDialog().waitUntilOpen();
    const input = dialog.root.getByTestId('store-list-store');
    await input.click();
    await page().getByTestId('store-list-store-option').first().waitFor();
    // a page of 50 of the 307 stores loaded, far fewer option elements in the page
    const first = await listboxState(page());
    expect(first.loaded).toBe(50);
    expect(first.inPage).toBeLessThan(25);
    await page().screenshot({ path: `${SHOTS}/chain-picker-open.png` });

    // the wheel scrolls to the end of the page loaded: the next page loads and the list stays where it was read
    await page().getByTestId('store-list-store-option').first().hover();
    await page().mouse.wheel(0, 50 * 36);
    await page().waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[role="listbox"]')?.dataset.rows) > 50,
    );
    await page().mouse.wheel(0, 36);
    await page().waitForFunction(
      () => document.querySelector('[data-testid="store-picker-scroller"]')!.scrollTop > 40 * 36,
    );
    const scrolled = await listboxState(page());
    // the rows in view now are further down the code order than any row shown first
    expect(scrolled.codes).not.toContain(first.codes[0]);
    expect(scrolled.codes.at(-1)! > first.codes.at(-1)!).toBe(true);
    expect(scrolled.inPage).toBeLessThan(25);

    // typing narrows through the server: the rows in view after the scroll may already start with F001, so the
    // search's answer is waited for, then the narrowed list's first row at the top
    const searched = page().waitForResponse(
      (response) =>
        response.url().endsWith('/api/store/options/search') &&
        (response.request().postDataJSON() as { filter_text?: string }).filter_text === 'F001',
    );
    await input.fill('F001');
    await searched;
    await page().waitForFunction((firstCode) => {
      const codes = [...document.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].map(
        (option) => option.dataset.storeCode ?? '',
      );
      return codes[0] === firstCode && codes.every((code) => code.startsWith('F001'));
    }, CHAIN_STORE_CODE(100));
    expect(searches).toContain('F001');
    const narrowed = await listboxState(page());
    expect(narrowed.loaded).toBe(50);
    expect(narrowed.codes[0]).toBe(CHAIN_STORE_CODE(100));
    await page().screenshot({ path: `${SHOTS}/chain-picker-search.png` });

    // ten stores of the search, picked in a row: three chips and a count
    const chosen = Array.from({ length: 10 }, (_, i) => CHAIN_STORE_CODE(100 + i));
    for (const code of chosen)
      await page().locator(`[data-testid="store-list-store-option"][data-store-code="${code}"]`).click();
    await input.press('Escape');
    const count = dialog.root.getByTestId('store-list-store-count');
    await count.waitFor();
    expect(await count.textContent()).toBe('+7 stores');
    expect(await dialog.root.getByTestId('store-list-store-chip').count()).toBe(3);
    await count.click();
    const selected = page().getByTestId('store-list-store-selected');
    await selected.waitFor();
    expect(
      await selected
        .getByTestId('store-list-store-selected-row')
        .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.storeCode)),
    ).toEqual(chosen);
    // the list's popover has faded in before it is photographed
    await page().waitForFunction(() => {
      const paper = document
        .querySelector('[data-testid="store-list-store-selected"]')
        ?.closest('.MuiPaper-root');
      return paper !== null && paper !== undefined && getComputedStyle(paper).opacity === '1';
    });
    await page().screenshot({ path: `${SHOTS}/chain-picker-count.png` });
    await page().keyboard.press('Escape');
    await selected.waitFor({ state: 'detached' });

    await members.save(dialog);
    await dialog.waitUntilClosed();
    const saved = await admin.call<{ store: string[] }>('GET', `/auth/account/${encodeURIComponent(email)}`);
    expect(saved.store).toEqual(chosen);
    // the members list shows the ten as three codes and a count
    const cell = members.row(email).getByTestId('store-list-cell');
    await cell.waitFor();
    expect(await cell.getAttribute('data-count')).toBe('10');
    expect(await cell.getByTestId('store-list-cell-more').textContent()).toBe('+7 stores');
  });

  it("narrows a list's store filter through the server and filters by the store picked", async () => {
    const searches = searchesOf(page());
    await signIn();
    await page().goto(`${chain.baseUrl}/#/task`);
    const input = page().getByTestId('filter-storeCode');
    await input.click();
    await page().getByTestId('filter-storeCode-option').first().waitFor();
    expect((await listboxState(page())).inPage).toBeLessThan(25);
    await input.fill('F0020');
    const wanted = CHAIN_STORE_CODE(203);
    await page().locator(`[data-testid="filter-storeCode-option"][data-store-code="${wanted}"]`).waitFor();
    const narrowed = await listboxState(page());
    expect(narrowed.codes.every((code) => code.startsWith('F0020'))).toBe(true);
    expect(searches).toContain('F0020');
    await page().screenshot({ path: `${SHOTS}/chain-picker-filter.png` });
    await page().locator(`[data-testid="filter-storeCode-option"][data-store-code="${wanted}"]`).click();
    await page().waitForFunction(
      (code) => decodeURIComponent(location.hash).includes(`"storeCode":"${code}"`),
      wanted,
    );
    expect(await input.inputValue()).toMatch(new RegExp(`^${wanted} `));
  });
});
