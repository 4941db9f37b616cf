// Custom dashboards (issue 26), as an operator builds one: a new dashboard with a number, a bar by store and a line
// over a week; a panel dragged and one resized, saved and reloaded (the layout kept, as the server holds it); the
// store variable changed (the number follows, as POST /stats/query counts); a bar's drill-down to the store's tag
// list; shared with the Viewer role and opened as the viewer (read-only); exported as a file and imported again.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';

const SHOTS = '/tmp/customDashboards-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };

interface Item {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Saved {
  id: number;
  name: string;
  sharedRoles: number[];
  layouts: { lg: Item[]; sm: Item[] };
  panels: { id: string; kind: string; title: string }[];
}

describe('custom dashboards', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last.png`, fullPage: true }));

  it('builds, arranges, saves, filters, drills down, shares, exports and imports a dashboard', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const name = `E2E board ${Date.now()}`;
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.openList();
    // the built-in dashboard is listed first, with no delete
    await page().getByTestId('dashboard-row').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/list.png` });
    const id = await boards.create(name);

    await boards.addPanel({ kind: 'number', title: 'Tags', entity: 'tag' });
    await boards.addPanel({ kind: 'bar', title: 'Tags by store', entity: 'tag', groupBy: 'storeCode' });
    await boards.addPanel({
      kind: 'line',
      title: 'Tags over the week',
      entity: 'tag',
      bucket: { field: 'updatedAt', unit: 'day' },
      pinRange: '7d',
    });
    await boards.addPanel({ kind: 'map', title: 'Tags on the map', entity: 'tag', groupBy: 'storeCode' });
    // the editor of the bar panel: its preview drawn
    await boards.panel('p2').getByTestId('panel-edit').click();
    await boards.editorShown();
    await page().screenshot({ path: `${SHOTS}/editor.png` });
    await page().keyboard.press('Escape');
    await page().getByTestId('panel-editor').waitFor({ state: 'detached' });
    expect(await page().getByTestId('dashboard-panel').count()).toBe(4);

    // p1 at (0,0) 4x4, p2 at (0,4), p3 at (0,8) as added; drag p2 to the right of p1, widen p1
    const before = (await page().getByTestId('dashboard-panel').first().boundingBox())!;
    await boards.dragPanel('p2', before.width + 40, -before.height - 10);
    await boards.resizePanel('p1', 120, 70);
    await page().screenshot({ path: `${SHOTS}/edit.png` });
    await boards.save();
    const saved = await api.call<Saved>('GET', `/dashboards/${id}`);
    const lg = Object.fromEntries(saved.layouts.lg.map((item) => [item.i, item]));
    expect(saved.panels.map((panel) => panel.kind)).toEqual(['number', 'bar', 'line', 'map']);
    expect(lg.p2.x).toBeGreaterThan(0);
    expect(lg.p1.w * 100 + lg.p1.h).toBeGreaterThan(4 * 100 + 4);

    // reload: the grid draws the saved layout (each panel's position from react-grid-layout's transform)
    const positions = () =>
      page().evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="dashboard-panel"]')].map((el) => ({
          id: el.dataset.panelId,
          left: Math.round(el.getBoundingClientRect().left),
          top: Math.round(el.getBoundingClientRect().top),
          width: Math.round(el.getBoundingClientRect().width),
        })),
      );
    const arranged = await positions();
    await page().reload();
    await page().locator('[data-panel-id="p1"] [data-testid="panel-drawn"]').waitFor();
    await expect.poll(positions, POLL).toEqual(arranged);

    // the store variable: the number panel shows the count of the store's tags as the API counts them
    const stores = await api.stores();
    const store = stores[0].storeCode;
    const count = async (storeCodes: string[]) =>
      (
        await api.call<{ rows: { value: number }[] }>('POST', '/stats/query', {
          entity: 'tag',
          measure: { fn: 'count' },
          stores: storeCodes.length ? storeCodes : undefined,
          from: new Date(Date.now() - 24 * 3600_000).toISOString(),
        })
      ).rows[0]?.value ?? 0;
    await page().getByTestId('variable-stores').click();
    await page().locator(`[data-testid="variable-store-option"][data-store-code="${store}"]`).click();
    await page().keyboard.press('Escape');
    const shownNumber = () => boards.panel('p1').getByTestId('panel-number').textContent();
    const expected = await count([store]);
    await expect.poll(async () => (await shownNumber())?.replace(/[^\d]/g, ''), POLL).toBe(String(expected));
    // the map: one marker for the chosen store
    await expect.poll(() => boards.panel('p4').locator('path.leaflet-interactive').count(), POLL).toBe(1);
    await page().screenshot({ path: `${SHOTS}/view.png` });

    // drill-down: the store's bar opens the store's tag list
    const bar = boards.panel('p2').locator('svg rect').last();
    await bar.waitFor();
    await bar.click({ force: true });
    await expect
      .poll(() => decodeURIComponent(page().url()), POLL)
      .toMatch(new RegExp(`/tag/detail/${store}$`));

    // kiosk: no sidebar, the dashboard fills the window
    await boards.open(id, '?kiosk=1');
    await page().getByTestId('dashboard-kiosk-view').waitFor();
    await page().locator('[data-panel-id="p1"] [data-testid="panel-drawn"]').waitFor();
    await page().screenshot({ path: `${SHOTS}/kiosk.png` });

    // share with the Viewer role, then the viewer sees it without the edit button
    const viewerRole = await api.roleId('Viewer');
    await boards.open(id, '?edit=1');
    await page().getByTestId('dashboard-share').click();
    await page().getByTestId('share-role-option').filter({ hasText: 'Viewer' }).click();
    await page().keyboard.press('Escape');
    await boards.save();
    expect((await api.call<Saved>('GET', `/dashboards/${id}`)).sharedRoles).toEqual([viewerRole]);

    // export the dashboard as a file, then import it as a new one
    await boards.open(id);
    const download = page().waitForEvent('download');
    await page().getByTestId('dashboard-export').click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file!, 'utf8')) as Saved;
    expect(exported.panels.map((panel) => panel.title)).toEqual([
      'Tags',
      'Tags by store',
      'Tags over the week',
      'Tags on the map',
    ]);
    expect(exported).not.toHaveProperty('id');
    await boards.openList();
    await page().getByTestId('dashboard-import-file').setInputFiles(file!);
    await expect.poll(() => /\/dashboards\/(\d+)$/.exec(page().url())?.[1] ?? id, POLL).not.toBe(id);
    const importedId = /\/dashboards\/(\d+)/.exec(page().url())![1];
    const imported = await api.call<Saved>('GET', `/dashboards/${importedId}`);
    expect(imported.layouts).toEqual(saved.layouts);

    // the viewer: the shared dashboard opens read-only
    await page().context().clearCookies();
    await page().evaluate(() => localStorage.clear());
    await signIn(page(), demoAccounts.viewer);
    await boards.open(id);
    await page().locator('[data-panel-id="p1"] [data-testid="panel-drawn"]').waitFor();
    expect(await page().getByTestId('dashboard-edit').count()).toBe(0);
    await boards.openList();
    await page().getByText(name).first().waitFor();
    expect(await page().getByTestId('dashboard-create').count()).toBe(0);

    await api.call('DELETE', `/dashboards/${importedId}`);
    await api.call('DELETE', `/dashboards/${id}`);
  });

  it('duplicates the built-in dashboard (which has no rename or delete), renames and deletes the copy', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.openList();
    const builtIn = page().getByTestId('dashboard-row').first();
    await builtIn.getByText('Built-in').waitFor();
    expect(await builtIn.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await builtIn.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    const copyName = `Copy ${Date.now()}`;
    await builtIn.getByRole('button', { name: 'Duplicate' }).click();
    await page().getByTestId('dashboard-name').fill(copyName);
    await page().getByTestId('name-save').click();
    // the copy opens with the spec panels drawn
    await page().getByTestId('dashboard-title').filter({ hasText: copyName }).waitFor();
    await page().locator('[data-testid="dashboard-panel"] [data-testid="panel-drawn"]').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/builtin-copy.png` });
    const copyId = /\/dashboards\/(\d+)/.exec(page().url())![1];
    const copy = await api.call<Saved>('GET', `/dashboards/${copyId}`);
    expect(copy.panels.every((panel) => panel.kind === 'spec')).toBe(true);

    await boards.openList();
    const row = page().getByTestId('dashboard-row').filter({ hasText: copyName });
    await row.getByRole('button', { name: 'Rename' }).click();
    await page().getByTestId('dashboard-name').fill(`${copyName} renamed`);
    await page().getByTestId('name-save').click();
    await page()
      .getByTestId('dashboard-row')
      .filter({ hasText: `${copyName} renamed` })
      .waitFor();
    expect((await api.call<Saved>('GET', `/dashboards/${copyId}`)).name).toBe(`${copyName} renamed`);
    await page()
      .getByTestId('dashboard-row')
      .filter({ hasText: copyName })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page().getByTestId('delete-confirm').click();
    await page().getByTestId('dashboard-row').filter({ hasText: copyName }).waitFor({ state: 'detached' });
    const list = await api.call<{ data: Saved[] }>('POST', '/dashboards/search', { start: 0, length: 100 });
    expect(list.data.some((dashboard) => String(dashboard.id) === copyId)).toBe(false);
  });
});
