// The dashboard (doc 1 §2.4, §6): simulator data in every panel for admin, drill-down tables, the store filter,
// the manager's two stores, and tag panels hidden for a role without tag read.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts, uniqueEmail } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { DashboardPanels } from './support/pages/DashboardPage';

interface Stats {
  tags: { total: number; byGateway?: Array<{ gwMac: string }> };
  servers: { total: number };
  gateways: { status: { total: number } };
}

const SHOTS = '/tmp/shots3';
const TAG_PANELS = ['tagRate', 'tagStatus', 'tagTypes', 'statusBars'];
const ALL_PANELS = [
  'productRate',
  ...TAG_PANELS,
  'serverStatus',
  'gatewayStatus',
  'firmware',
  'daily',
  'alarms',
];

describe('the dashboard', () => {
  const page = pagePerTest();

  it('shows simulator data in every panel for admin, with drill-down tables', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const panels = new DashboardPanels(page());
    for (const id of ALL_PANELS) await panels.panel(id).waitFor();
    const stats = await admin.call<Stats>('GET', '/stats/dashboard?t=1');
    expect(stats.tags.total).toBeGreaterThan(0);
    const tagRows = await panels.drillDown('tagStatus');
    expect(tagRows.at(-1)?.[0]).toBe('Total');
    expect(Number(tagRows.at(-1)?.[1].replace(/,/g, ''))).toBe(stats.tags.total);
    const servers = await panels.drillDown('serverStatus');
    expect(Number(servers.at(-1)?.[1])).toBe(stats.servers.total);
    // a bar per store of the account (the drill-down lists them all, the chart the first ten)
    const stores = await panels.drillDown('statusBars');
    const configured = await admin.call<{ data: unknown[] }>('GET', '/config/store');
    expect(stores).toHaveLength(configured.data.length);
    expect(await page().getByTestId('panel-daily').locator('svg path').count()).toBeGreaterThan(0);
    expect(await page().getByTestId('alarm-row').count()).toBeGreaterThan(0);
    mkdirSync(SHOTS, { recursive: true });
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().screenshot({ path: `${SHOTS}/slice1-dashboard.png`, fullPage: true });
    await panels
      .panel('tagTypes')
      .getByRole('button', { name: /^Details/ })
      .click();
    await page().getByRole('dialog').getByTestId('drill-table').waitFor();
    // the dialog's fade-in has ended
    await expect
      .poll(() =>
        page()
          .locator('.MuiDialog-container')
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    await page().screenshot({ path: `${SHOTS}/slice1-dashboard-drilldown.png` });
  });

  it('narrows the charts to one store with the filter: bars per gateway', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const panels = new DashboardPanels(page());
    await panels.panel('statusBars').getByText('Tag status by store').waitFor();
    await panels.selectStore('KR001');
    await panels.panel('statusBars').getByText('Tag status by gateway').waitFor();
    const one = await admin.call<Stats>('GET', '/stats/dashboard?stores=KR001');
    const rows = await panels.drillDown('statusBars');
    expect(rows.map((r) => r[0]).sort()).toEqual(one.tags.byGateway!.map((g) => g.gwMac).sort());
    const tagRows = await panels.drillDown('tagStatus');
    expect(Number(tagRows.at(-1)?.[1].replace(/,/g, ''))).toBe(one.tags.total);
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().screenshot({ path: `${SHOTS}/slice1-dashboard-store.png` });
  });

  it('offers the manager only its two stores in the filter', async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    await signIn(page(), demoAccounts.manager);
    const options = await new DashboardPanels(page()).filterOptions();
    expect(options.sort()).toEqual([...manager.session.store].sort());
  });

  it('hides the tag panels for a role without tag read', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const role = await admin.call<{ role_id: number }>('POST', '/auth/role', {
      name: `No tags ${Date.now()}`,
      privilege: ['dashboard', 'server', 'store'].map((key) => ({ key, depth: 0, read: true, write: false })),
    });
    const account = { email: uniqueEmail('notags'), password: 'NoTags#2026' };
    await admin.createMember({
      ...account,
      name: 'No tags',
      mobile: '010',
      role_id: role.role_id,
      store: ['KR001', 'JP001'],
      enableWholeStore: false,
    });
    await signIn(page(), account);
    const panels = new DashboardPanels(page());
    await panels.panel('serverStatus').waitFor();
    await panels.panel('gatewayStatus').waitFor();
    for (const id of [...TAG_PANELS, 'productRate', 'daily'])
      expect(await panels.panel(id).count(), id).toBe(0);
  });
});
