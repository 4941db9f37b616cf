// Exceptions (doc 1 §2.5): opened from the sidebar, a kind's detail list with the store's tags, and
// 'No data to display' for an empty kind.
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { ExceptionsPage } from './support/pages/ExceptionsPage';
import { Shell } from './support/pages/Shell';
import { storeOptionCodes } from './support/storePicker';

interface Exceptions {
  errorTags: number;
  noProductTags: number;
  duplicateTags: number;
  batteryNgTags: number;
  ngGWs: number;
}
const KINDS: Array<[string, keyof Exceptions]> = [
  ['error', 'errorTags'],
  ['noproduct', 'noProductTags'],
  ['duplicate', 'duplicateTags'],
  ['lowbattery', 'batteryNgTags'],
  ['gateway', 'ngGWs'],
];

describe('the exceptions page', () => {
  const page = pagePerTest();

  it('lists a kind of exception for a store and says so when a kind is empty', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).sidebarItem('app.menu.exceptions').click();
    const exceptions = new ExceptionsPage(page(), baseUrl());
    await page().getByTestId('exceptions').waitFor();
    await exceptions.pickStore('JP001');
    const stats = await admin.call<Exceptions>('GET', '/stats/exceptions/store/JP001');
    expect(stats.noProductTags).toBeGreaterThan(0);
    await exceptions.choose('noproduct');
    await exceptions.rows().first().waitFor();
    const list = await admin.call<{ data: Array<{ tagId: string }> }>(
      'GET',
      '/store/JP001/list/tag/noproduct?length=25',
    );
    const shown = await exceptions
      .rows()
      .evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    expect(shown).toEqual(list.data.map((t) => t.tagId));
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().screenshot({ path: '/tmp/shots3/slice1-exceptions.png', fullPage: true });

    const empty = KINDS.find(([, field]) => stats[field] === 0);
    expect(empty, 'a kind without exceptions in JP001').toBeDefined();
    await exceptions.choose(empty![0]);
    await exceptions.noData().waitFor();
    expect(await exceptions.rows().count()).toBe(0);
  });

  it('offers the manager only its stores', async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    await signIn(page(), demoAccounts.manager);
    const exceptions = new ExceptionsPage(page(), baseUrl());
    await exceptions.open();
    await page().getByRole('combobox', { name: 'Store' }).click();
    await expect
      .poll(async () => (await storeOptionCodes(page())).sort())
      .toEqual([...manager.session.store].sort());
  });
});
