// Custom dashboards, the console's defects of issue 38: a dashboard shared with stores the viewer may not see draws
// the viewer's part; a refusal the server would repeat is asked once (a panel's 403, a dashboard the viewer may not
// see), and a deleted dashboard is not drawn from the cache; the built-in dashboard opens from the list without
// console errors, each table panel titled once and the store table whole, and without a time range control none of
// its panels follows; every chart kind has a legend and a doughnut of many groups folds the rest into "Others"; the
// store map keeps every store in sight, clear of its zoom buttons, at its default size and after a resize; in
// Japanese the table panel's key column, MUI's own texts, the page heading and a non-JSON import speak Japanese.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/customDashboardsDefects-shots';
mkdirSync(SHOTS, { recursive: true });
const MANAGER_ROLE = 1;

interface PanelInput {
  id: string;
  kind: string;
  title: string;
  spec?: string;
  query?: Record<string, unknown>;
}

const count = (groupBy?: string[], entity = 'tag') => ({
  entity,
  measure: { fn: 'count' },
  ...(groupBy ? { groupBy } : {}),
});

/** a dashboard made through the API: its panels 4 of 12 columns wide, three a row */
async function createDashboard(
  api: Api,
  name: string,
  panels: PanelInput[],
  options: { stores?: string[]; sharedRoles?: number[] } = {},
): Promise<string> {
  const withOptions = panels.map((panel) => ({ ...panel, options: { refreshSeconds: 60 } }));
  const lg = panels.map((panel, n) => ({
    i: panel.id,
    x: (n % 3) * 4,
    y: Math.floor(n / 3) * 4,
    w: 4,
    h: 4,
  }));
  const sm = panels.map((panel, n) => ({ i: panel.id, x: 0, y: n * 4, w: 6, h: 4 }));
  const created = await api.call<{ id: number }>('POST', '/dashboards', {
    name,
    sharedRoles: options.sharedRoles ?? [],
    variables: { stores: options.stores ?? [], range: { last: '24h' } },
    layouts: { lg, sm },
    panels: withOptions,
  });
  return String(created.id);
}

/** the console's errors from now on (console.error and uncaught exceptions) */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** the requests from now on whose method and address match */
function requestsTo(page: Page, method: string, path: RegExp): () => number {
  let seen = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen += 1;
  });
  return () => seen;
}

describe('custom dashboards: issue 38 defects (console)', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last.png`, fullPage: true }));

  it("draws the viewer's part of a dashboard shared with stores it may not see", async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const id = await createDashboard(
      admin,
      `Shared EU+KR ${Date.now()}`,
      [
        { id: 'p1', kind: 'number', title: 'Tags', query: count() },
        { id: 'p2', kind: 'bar', title: 'Tags by store', query: count(['storeCode']) },
        { id: 'p3', kind: 'table', title: 'Table by store', query: count(['storeCode']) },
        { id: 'p4', kind: 'spec', title: '', spec: 'tagStatus' },
      ],
      { stores: ['EU001', 'KR001'], sharedRoles: [MANAGER_ROLE] },
    );
    // the manager sees KR001 and JP001 (server/seed/demoData.ts MANAGER_STORES), not EU001
    await signIn(page(), demoAccounts.manager);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.open(id);
    for (const panel of ['p1', 'p2', 'p3', 'p4'])
      await boards.panel(panel).getByTestId('panel-drawn').waitFor();
    expect(await page().getByTestId('dashboard-grid').getByRole('alert').count()).toBe(0);
    // the bar counts the manager's KR001 only, the picker shows only that store of the two
    expect((await boards.figures('p2')).map(([group]) => group)).toEqual(['KR001']);
    expect(await boards.chosenStores('variable-stores')).toEqual([expect.stringMatching(/^KR001 /)]);
    await page().screenshot({ path: `${SHOTS}/shared-manager.png` });
  });

  it('asks a refused panel and a dashboard the viewer may not see once', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    // the manager may not read alarms: the panel's figures are refused (403), whatever the attempt
    const shared = await createDashboard(
      admin,
      `Alarms ${Date.now()}`,
      [{ id: 'p1', kind: 'number', title: 'Alarms', query: count(undefined, 'alarm') }],
      { sharedRoles: [MANAGER_ROLE] },
    );
    const hidden = await createDashboard(admin, `Not shared ${Date.now()}`, [
      { id: 'p1', kind: 'number', title: 'Tags', query: count() },
    ]);
    await signIn(page(), demoAccounts.manager);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const figures = requestsTo(page(), 'POST', new RegExp(`/api/dashboards/${shared}/figures$`));
    await boards.open(shared);
    await boards.panel('p1').getByRole('alert').waitFor();
    expect(figures()).toBe(1);

    const reads = requestsTo(page(), 'GET', new RegExp(`/api/dashboards/${hidden}$`));
    await page().goto(`${baseUrl()}/#/dashboards/${hidden}`);
    await page().getByText('Not Found', { exact: true }).waitFor();
    expect(reads()).toBe(1);
  });

  it('does not draw a deleted dashboard from the cache', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const name = `Deleted ${Date.now()}`;
    const id = await createDashboard(admin, name, [
      { id: 'p1', kind: 'number', title: 'Tags', query: count() },
    ]);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.open(id);
    await boards.panel('p1').getByTestId('panel-drawn').waitFor();
    await boards.openList();
    await page()
      .getByTestId('dashboard-row')
      .filter({ hasText: name })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page().getByTestId('delete-confirm').click();
    await page().getByTestId('dashboard-row').filter({ hasText: name }).waitFor({ state: 'detached' });
    // whether the deleted dashboard's title shows at any moment of the opening
    await page().evaluate(() => {
      const seen = window as unknown as { titleSeen: boolean };
      seen.titleSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="dashboard-title"]')) seen.titleSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page().goto(`${baseUrl()}/#/dashboards/${id}`);
    await page().getByText('Not Found', { exact: true }).waitFor();
    expect(await page().evaluate(() => (window as unknown as { titleSeen: boolean }).titleSeen)).toBe(false);
  });

  it('opens the built-in dashboard from the list without console errors, its tables titled once', async () => {
    const t = translator('en_US');
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.openList();
    const errors = consoleErrors(page());
    await page().getByTestId('dashboard-row').first().getByRole('link').click();
    const panels = page().getByTestId('dashboard-panel');
    await panels.first().waitFor();
    const ids = await panels.evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset.panelId!),
    );
    for (const id of ids) await boards.panel(id).getByTestId('panel-drawn').waitFor();
    await boards.panel('dailyUpdated').locator('svg path').first().waitFor();
    await boards.panel('storeBars').locator('svg rect').first().waitFor();
    await boards.panel('storeSummary').getByTestId('store-row').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/builtin.png`, fullPage: true });
    expect(errors).toEqual([]);
    // each table's title once (the panel's header), the store table scrolls instead of being cut by its card
    const titles = (id: string, key: string) =>
      boards
        .panel(id)
        .evaluate((panel, title) => (panel as HTMLElement).innerText.split(title).length - 1, t(key));
    expect(await titles('alarmTable', 'app.dashboard.alarms')).toBe(1);
    expect(await titles('storeSummary', 'app.dashboard.stores')).toBe(1);
    expect(
      await boards.panel('storeSummary').evaluate((panel) => {
        const card = panel.querySelector('[data-testid="store-summary"]') as HTMLElement;
        return getComputedStyle(card).overflowX !== 'hidden' || card.scrollWidth <= card.clientWidth;
      }),
    ).toBe(true);
    // no panel follows the time range: no control for it; the stores apply
    await page().getByTestId('variable-stores').waitFor();
    expect(await page().getByTestId('variable-range').count()).toBe(0);
  });

  it('gives every chart a legend, folds many groups into Others and keeps the stores on the map', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const id = await createDashboard(admin, `Legends ${Date.now()}`, [
      { id: 'map', kind: 'map', title: 'Map', query: count(['storeCode']) },
      { id: 'types', kind: 'doughnut', title: 'Tag types', query: count(['tagType']) },
      { id: 'bar', kind: 'bar', title: 'Types by store', query: count(['storeCode', 'tagType']) },
      {
        id: 'line',
        kind: 'line',
        title: 'Types over time',
        query: { ...count(['tagType']), bucket: { field: 'updatedAt', unit: 'hour' } },
      },
    ]);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.open(id);
    for (const panel of ['types', 'bar', 'line'])
      await boards.panel(panel).getByTestId('panel-legend').waitFor();
    const types = await boards.figures('types');
    expect(types.length).toBeGreaterThan(8);
    const legend = await boards.legend('types');
    expect(legend).toHaveLength(8);
    expect(legend.at(-1)).toBe('Others');
    expect((await boards.legend('bar')).at(-1)).toBe('Others');
    expect(await boards.legend('line')).toContain('Others');

    // every store with a position in sight, none under the zoom buttons; again once the panel is narrower
    // as many markers as the panel counts stores (every demo store has a position)
    const stores = (await boards.figures('map')).length;
    await expect.poll(() => boards.mapMarkers('map')).toMatchObject({ markers: stores });
    await page().screenshot({ path: `${SHOTS}/legends.png` });
    expect(await boards.mapMarkers('map')).toEqual({ markers: stores, outside: 0, underZoom: 0 });
    await page().setViewportSize({ width: 760, height: 900 });
    await expect.poll(() => boards.mapMarkers('map')).toEqual({ markers: stores, outside: 0, underZoom: 0 });
    await page().screenshot({ path: `${SHOTS}/map-narrow.png` });
  });

  it('speaks Japanese in a table heading, MUI texts, the page heading and a refused import', async () => {
    const ja = translator('ja_JP');
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const id = await createDashboard(admin, `Japanese ${Date.now()}`, [
      { id: 'p1', kind: 'table', title: 'Table', query: count(['storeCode']) },
    ]);
    await signIn(page(), demoAccounts.admin);
    await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.open(id);
    const heading = boards.panel('p1').locator('thead th').first();
    await heading.waitFor();
    expect(await heading.textContent()).toBe(ja('resources.stores.fields.storeCode'));
    // the store picker's button, named by MUI's Japanese texts
    const picker = page().locator('.MuiAutocomplete-root', { has: page().getByTestId('variable-stores') });
    expect(await picker.locator('.MuiAutocomplete-popupIndicator').getAttribute('aria-label')).toBe('開く');
    await page().screenshot({ path: `${SHOTS}/ja-dashboard.png` });

    // the list's heading says what the menu says
    await boards.openList();
    const listHeading = await page().getByTestId('custom-dashboards').locator('h1').textContent();
    expect(listHeading).toBe(ja('app.menu.customDashboards'));
    // a file that is not JSON: the console's message in Japanese, not the browser's parser's
    await page()
      .getByTestId('dashboard-import-file')
      .setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: Buffer.from('not json {') });
    await page().getByText(ja('app.serverMessages.invalidFileFormat'), { exact: true }).waitFor();
    await page().screenshot({ path: `${SHOTS}/ja-import.png` });
  });
});
