// Servers (doc 1 §2.6): the lists refresh every second, a row opens the detail with gauges, the 24 hour
// chart and the alarm history; delete only with server write; no server privilege, no server area.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { reportingDatabaseServer, ServersPage } from './support/pages/ServersPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/shots3';
mkdirSync(SHOTS, { recursive: true });

describe('servers', () => {
  const page = pagePerTest();

  it('opens from the sidebar for admin, shows three lists and refreshes them without a reload', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).sidebarItem('app.menu.servers').click();
    const servers = new ServersPage(page(), baseUrl());
    for (const type of ['proxy', 'database', 'esl'] as const)
      await servers.list(type).getByRole('listitem').first().waitFor();
    expect(await servers.list('database').getByRole('listitem').count()).toBe(3);
    const id = await reportingDatabaseServer();
    await expect.poll(() => servers.reportTime(id).textContent()).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    const before = await servers.reportTime(id).textContent();
    let reloads = 0;
    page().on('load', () => (reloads += 1));
    // the simulator reports every 5 s; the list asks every second
    await expect
      .poll(() => servers.reportTime(id).textContent(), { timeout: 15_000, interval: 500 })
      .not.toBe(before);
    expect(reloads).toBe(0);
    expect(await servers.deleteButtons().count()).toBeGreaterThanOrEqual(7);
    await page().screenshot({ path: `${SHOTS}/slice2-server-list.png` });
  });

  it('a row opens the detail with memory and disk gauges, the 24 hour chart and the alarm history', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const servers = new ServersPage(page(), baseUrl());
    await servers.open();
    const id = await reportingDatabaseServer();
    await servers.openDetail(id);
    for (const which of ['memory', 'disk'] as const) {
      await servers
        .gauge(which)
        .getByText(/\d+\.\d %/)
        .waitFor();
      // the used/total line arrives with the same answer as the percentage (auto-waiting, not counted at once)
      await servers
        .gauge(which)
        .getByText(/GB of .* GB used/)
        .waitFor({ timeout: 15_000 });
    }
    await servers.historyChart().waitFor();
    expect(Number(await servers.historyChart().getAttribute('data-points'))).toBeGreaterThan(100);
    expect(await servers.historyChart().locator('svg path').count()).toBeGreaterThan(0);
    await servers.alarmTable().waitFor();
    // a database server keeps only class 3 alarms (doc 1 §4)
    const classes = await servers
      .alarmTable()
      .locator('[data-alarm-class]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-alarm-class')));
    expect(classes.every((c) => c === '3')).toBe(true);
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const history = await admin.call<{ recordsTotal: number }>(
      'POST',
      `/history/alarm/server/${id}/search`,
      {},
    );
    expect(await servers.alarmTable().getByTestId('server-alarm-row').count()).toBe(
      Math.min(10, history.recordsTotal),
    );
    await servers.services().getByText('mongod').waitFor({ timeout: 15_000 });
    await page().screenshot({ path: `${SHOTS}/slice2-server-detail.png`, fullPage: true });
  });

  it('shows the viewer the lists without any delete button', async () => {
    await signIn(page(), demoAccounts.viewer);
    const servers = new ServersPage(page(), baseUrl());
    await servers.open();
    await servers.item('esl-01').waitFor();
    expect(await servers.deleteButtons().count()).toBe(0);
  });

  it('gives the manager no Servers entry and the no-access page on /#/server', async () => {
    await signIn(page(), demoAccounts.manager);
    const shell = new Shell(page(), baseUrl());
    await shell.sidebarItem('app.menu.dashboard').waitFor();
    expect(await shell.sidebarItem('app.menu.servers').count()).toBe(0);
    await shell.goto('/server');
    await shell.noAccess().waitFor();
    expect(await page().getByTestId('server-list-page').count()).toBe(0);
  });
});
