// The audit log in the console (issue 36): a change made through the API shows on /system/audit with who made it
// and what changed; the filters narrow the table; Export CSV downloads what they find. An account without the
// privilege `audit` has no menu entry and gets the no-access page.
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Shell } from './support/pages/Shell';

const ROUTE = '/system/audit';
const SHOTS = '/tmp/audit-shots';
mkdirSync(SHOTS, { recursive: true });

describe('audit log', () => {
  const page = pagePerTest();

  it('shows a change with who made it, filters by who and what, and exports the rows as CSV', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const name = `Audit e2e ${Date.now().toString(36)}`;
    await admin.call('POST', '/auth/role', { name, privilege: [] });

    await signIn(page(), demoAccounts.admin);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.auditLog').waitFor();
    await shell.goto(ROUTE);
    const table = page().getByTestId('audit-log-table');
    await table.waitFor();
    await page().getByTestId('filter-entity').fill('role');
    await page().getByTestId('filter-actor').fill(demoAccounts.admin.email);
    const row = page().getByTestId('audit-log-row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText(demoAccounts.admin.email, { exact: true }).waitFor();
    await row.getByTestId('audit-changes').getByText(name, { exact: false }).waitFor();
    // once both filters apply, every row shown is theirs: a role changed by the admin (read in one evaluate)
    const rowsMatch = () =>
      table.evaluate((element, email) => {
        const texts = [...element.querySelectorAll('[data-testid="audit-log-row"]')].map(
          (r) => r.textContent ?? '',
        );
        return texts.length > 0 && texts.every((text) => text.includes(email) && text.includes('role'));
      }, demoAccounts.admin.email);
    await expect.poll(rowsMatch, { timeout: 30_000 }).toBe(true);
    await page().screenshot({ path: `${SHOTS}/audit-log.png`, fullPage: true });

    const download = page().waitForEvent('download');
    await page().getByTestId('audit-export').click();
    const file = `${SHOTS}/audit.csv`;
    await (await download).saveAs(file);
    const lines = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['at', 'actor', 'actorKind']);
    expect(lines.some((line) => line.includes(name))).toBe(true);
    expect(lines.slice(1).every((line) => line.split(',')[1] === demoAccounts.admin.email)).toBe(true);
  });

  it('an account without the audit privilege has no menu entry and gets the no-access page', async () => {
    await signIn(page(), demoAccounts.manager);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.dashboard').waitFor();
    expect(await shell.sidebarItem('app.menu.auditLog').count()).toBe(0);
    await shell.goto(ROUTE);
    await shell.noAccess().waitFor();
    expect(await page().getByTestId('audit-log-page').count()).toBe(0);
  });
});
