// Store scoping and privileges (doc 1 §6, issue §1): the store manager sees only its two stores on the
// dashboard, no member or role area in the sidebar, and the no-access page on /#/members.
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { DashboardPage } from './support/pages/DashboardPage';
import { Shell } from './support/pages/Shell';

describe('the store manager', () => {
  const page = pagePerTest();

  it('sees only its two stores on the dashboard', async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const allStores = (await admin.stores()).map((store) => store.storeCode);
    expect(allStores.length).toBeGreaterThanOrEqual(5);
    expect(manager.session.store).toHaveLength(2);

    await signIn(page(), demoAccounts.manager);
    const shown = await new DashboardPage(page(), baseUrl()).storeCodes();
    expect([...shown].sort()).toEqual([...manager.session.store].sort());
    for (const code of allStores.filter((storeCode) => !manager.session.store.includes(storeCode))) {
      expect(shown).not.toContain(code);
    }
  });

  it('has no members or roles in the sidebar and gets the no-access page on /#/members', async () => {
    await signIn(page(), demoAccounts.manager);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.dashboard').waitFor();
    expect(await shell.sidebarItem('app.menu.members').count()).toBe(0);
    expect(await shell.sidebarItem('app.menu.roles').count()).toBe(0);
    // the mail outbox is role 0's only
    expect(await shell.sidebarItem('app.menu.mailOutbox').count()).toBe(0);
    await shell.goto('/members');
    await shell.noAccess().waitFor();
    expect(await page().getByTestId('members-table').count()).toBe(0);
    await shell.goto('/alarm/mail-outbox');
    await shell.noAccess().waitFor();
    expect(await page().getByTestId('mail-outbox-page').count()).toBe(0);
  });
});
