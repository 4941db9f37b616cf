// Custom dashboards, issue 38's missing features as an operator uses them: leaving unsaved changes asks first (in
// English and Japanese) and a panel's duplicate lands in the first free space; a link with variables opens with
// them (the pickers and the panels' requests), a reload keeps them, an alarm's panel link outlines its panel; a
// slice over several stores offers each store's list with its group and time; the version history restores an
// earlier save; a starter dashboard is copied, edited and saved; text and gauge panels; and an alarm raised and
// resolved from a panel's threshold.
import { mkdirSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { DashboardFeaturesPage } from './support/pages/DashboardFeaturesPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/customDashboardsFeatures-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };
const t = translator('en_US');

interface Item {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Panel {
  id: string;
  kind: string;
  title: string;
  query?: { entity: string; measure: { fn: string }; groupBy?: string[]; filters?: Record<string, unknown> };
  options: Record<string, unknown> & { refreshSeconds: number };
  alert?: { enabled: boolean; comparison: string; threshold: number; forMinutes: number };
}
interface Saved {
  id: number;
  name: string;
  editable?: boolean;
  layouts: { lg: Item[]; sm: Item[] };
  panels: Panel[];
}
interface Answer {
  rows: { key: (string | number | null)[]; value: number }[];
}

const tagCount = (id: string, title: string, extra: Partial<Panel> = {}): Panel => ({
  id,
  kind: 'number',
  title,
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 10 },
  ...extra,
});

/** a dashboard of the admin with these panels side by side (4 of 12 columns each), through the API */
async function createBoard(
  api: Api,
  name: string,
  panels: Panel[],
  variables?: { stores: string[]; range: { last: string } },
): Promise<Saved> {
  return api.call<Saved>('POST', '/dashboards', {
    name,
    variables,
    layouts: {
      lg: panels.map((panel, index) => ({ i: panel.id, x: index * 4, y: 0, w: 4, h: 4 })),
      sm: panels.map((panel, index) => ({ i: panel.id, x: 0, y: index * 4, w: 6, h: 4 })),
    },
    panels,
  });
}

/** the count of tags POST /stats/query gives */
async function countOf(
  api: Api,
  stores: string[],
  from: string,
  filters: Record<string, string> = {},
): Promise<number> {
  const answer = await api.call<Answer>('POST', '/stats/query', {
    entity: 'tag',
    measure: { fn: 'count' },
    stores: stores.length ? stores : undefined,
    filters,
    from,
  });
  return answer.rows[0]?.value ?? 0;
}

/** the request body of a panel's figures (the stats query, or the dashboard's figures call) */
function figuresBody(request: Request): { stores?: string[]; from?: string } | undefined {
  const path = new URL(request.url()).pathname;
  if (path !== '/api/stats/query' && !/^\/api\/dashboards\/\d+\/figures$/.test(path)) return undefined;
  return request.postDataJSON() as { stores?: string[]; from?: string };
}

describe('custom dashboards: issue 38 features', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last.png`, fullPage: true }));

  it(
    'asks before unsaved changes are left (English, Japanese), a save passes, a duplicate lands beside',
    { timeout: 180_000 },
    async () => {
      const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      const board = await createBoard(api, `E2E unsaved ${Date.now()}`, [tagCount('p1', 'Tags')]);
      await signIn(page(), demoAccounts.admin);
      const boards = new CustomDashboardsPage(page(), baseUrl());
      const features = new DashboardFeaturesPage(page(), baseUrl());
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').getByTestId('panel-drawn').waitFor();

      // the copy: a fresh id, titled as a copy, in the free space beside the original (not under it)
      await features.duplicatePanel('p1');
      await boards.panel('p2').waitFor();
      await expect
        .poll(async () => {
          const [original, copy] = await features.panelBoxes();
          return copy.top === original.top && copy.left > original.left;
        }, POLL)
        .toBe(true);
      expect(await boards.panel('p2').locator('h2').textContent()).toBe(
        t('app.customDashboards.copyName', { name: 'Tags' }),
      );

      // out of edit mode: asked; staying keeps the draft
      await features.cancelEditing(t('ra.action.cancel'));
      await features.unsavedDialog().getByText(t('app.customDashboards.unsaved.title')).waitFor();
      await features.dialogShown('unsaved-dialog');
      await page().screenshot({ path: `${SHOTS}/unsaved-en.png` });
      await page().getByTestId('unsaved-stay').click();
      await features.unsavedDialog().waitFor({ state: 'hidden' });
      expect(page().url()).toContain('edit=1');
      expect(await page().getByTestId('dashboard-panel').count()).toBe(2);

      // another page from the sidebar: asked; leaving drops the draft
      await new Shell(page(), baseUrl()).sidebarItem('app.menu.customDashboards').click();
      await features.unsavedDialog().waitFor();
      await page().getByTestId('unsaved-leave').click();
      await page().getByTestId('custom-dashboards').waitFor();
      expect((await api.call<Saved>('GET', `/dashboards/${board.id}`)).panels).toHaveLength(1);

      // a duplicate saved: the save leaves edit mode without a question, the copy beside the original
      await boards.open(String(board.id), '?edit=1');
      await features.duplicatePanel('p1');
      await boards.panel('p2').waitFor();
      await boards.save();
      expect(await features.unsavedDialog().count()).toBe(0);
      const saved = await api.call<Saved>('GET', `/dashboards/${board.id}`);
      expect(saved.panels.map((panel) => panel.id)).toEqual(['p1', 'p2']);
      expect(saved.layouts.lg.find((item) => item.i === 'p2')).toMatchObject({ x: 4, y: 0, w: 4, h: 4 });

      // in Japanese: the question in Japanese
      await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
      const ja = translator('ja_JP');
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').getByTestId('panel-drawn').waitFor();
      await features.duplicatePanel('p2');
      await boards.panel('p3').waitFor();
      await features.cancelEditing(ja('ra.action.cancel'));
      const dialog = features.unsavedDialog();
      await dialog.getByText(ja('app.customDashboards.unsaved.title')).waitFor();
      expect(await dialog.getByTestId('unsaved-leave').textContent()).toBe(
        ja('app.customDashboards.unsaved.leave'),
      );
      await features.dialogShown('unsaved-dialog');
      await page().screenshot({ path: `${SHOTS}/unsaved-ja.png` });
      await page().getByTestId('unsaved-leave').click();
      await page().getByTestId('dashboard-edit').waitFor();
      expect(await page().getByTestId('dashboard-panel').count()).toBe(2);
    },
  );

  it('a link with variables opens with them, its panels ask with them, and a reload keeps them', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const store = (await api.stores())[1].storeCode;
    const board = await createBoard(api, `E2E link ${Date.now()}`, [tagCount('p1', 'Tags')]);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());
    const asked: Array<{ stores?: string[]; from?: string; at: number }> = [];
    page().on('request', (request) => {
      const body = figuresBody(request);
      if (body) asked.push({ ...body, at: Date.now() });
    });

    await page().goto(`${baseUrl()}/#/dashboards/${board.id}?store=${store}&range=7d`);
    await boards.panel('p1').getByTestId('panel-drawn').waitFor();
    await expect
      .poll(() => features.chosenStores('variable-stores'), POLL)
      .toEqual([expect.stringMatching(new RegExp(`^${store} `))]);
    expect(await features.rangeShown('variable-range')).toBe(t('app.customDashboards.ranges.7d'));
    // every figure asked for the link's store over its 7 days (the route's early ask included)
    expect(asked.length).toBeGreaterThan(0);
    for (const body of asked) {
      expect(body.stores).toEqual([store]);
      expect(Math.abs(body.at - 7 * 24 * 3600_000 - Date.parse(body.from!))).toBeLessThan(120_000);
    }
    const shown = async () =>
      Number((await boards.panel('p1').getByTestId('panel-number').textContent())?.replace(/[^\d]/g, ''));
    const from = asked[0].from!;
    await expect.poll(async () => (await shown()) === (await countOf(api, [store], from)), POLL).toBe(true);

    // another range: the address follows; a reload keeps store and range
    await page().getByTestId('variable-range').click();
    await page().getByTestId('variable-range-1h').click();
    await expect.poll(() => new URL(page().url()).hash, POLL).toMatch(/range=1h/);
    expect(new URL(page().url()).hash).toContain(`store=${store}`);
    asked.length = 0;
    await page().reload();
    await boards.panel('p1').getByTestId('panel-drawn').waitFor();
    expect(await features.rangeShown('variable-range')).toBe(t('app.customDashboards.ranges.1h'));
    await expect
      .poll(() => features.chosenStores('variable-stores'), POLL)
      .toEqual([expect.stringMatching(new RegExp(`^${store} `))]);
    expect(asked.length).toBeGreaterThan(0);
    for (const body of asked) {
      expect(body.stores).toEqual([store]);
      expect(Math.abs(body.at - 3600_000 - Date.parse(body.from!))).toBeLessThan(120_000);
    }
    await page().screenshot({ path: `${SHOTS}/link.png` });

    // an alarm's link names the panel (?panel=): that panel is outlined
    await page().goto(`${baseUrl()}/#/dashboards/${board.id}?panel=p1`);
    await boards.panel('p1').and(page().locator('[data-linked="true"]')).waitFor();
  });

  it("a slice over several stores offers each store's list with the slice's group and the panel's time", async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const stores = (await api.stores()).slice(0, 2).map((store) => store.storeCode);
    const board = await createBoard(
      api,
      `E2E drill ${Date.now()}`,
      [
        {
          id: 'p1',
          kind: 'table',
          title: 'Tags by status',
          query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['status'] },
          options: { refreshSeconds: 60 },
        },
      ],
      { stores, range: { last: '24h' } },
    );
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.open(String(board.id));
    const row = boards.panel('p1').locator('tbody tr').first();
    await row.waitFor();
    const status = (await row.locator('td').first().textContent())!;
    await row.click();
    const choice = page().getByTestId('drill-down-stores');
    await choice.waitFor();
    expect(
      await choice
        .getByTestId('drill-down-store')
        .evaluateAll((items) => items.map((item) => item.dataset.storeCode)),
    ).toEqual(stores);
    await page().screenshot({ path: `${SHOTS}/drill-stores.png` });
    await choice.locator(`[data-store-code="${stores[1]}"]`).click();
    await expect
      .poll(() => decodeURIComponent(page().url()), POLL)
      .toContain(`/tag/detail/${stores[1]}?filter=`);
    const filter = JSON.parse(decodeURIComponent(page().url()).split('?filter=')[1]) as Record<
      string,
      string
    >;
    expect(filter.status).toBe(status);
    // the panel's last 24 hours, as the list's date filter (local time, to the second)
    const start = new Date(filter.startDate.replace(' ', 'T'));
    expect(Math.abs(Date.now() - 24 * 3600_000 - start.getTime())).toBeLessThan(120_000);
    // the list's total is the one it fetched: when the simulator moved a tag in or out of the status since, the
    // list is fetched again (a reload keeps its filter) before the next comparison
    await expect
      .poll(async () => {
        const shown = await boards.listTotal();
        if (shown === (await countOf(api, [stores[1]], start.toISOString(), { status }))) return true;
        await page().reload();
        await page().getByTestId('pager').waitFor();
        return false;
      }, POLL)
      .toBe(true);
  });

  it('keeps each save as a version, who saved it and when, and restores an earlier one', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const board = await createBoard(api, `E2E versions ${Date.now()}`, [tagCount('p1', 'Tags')]);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());
    // two saves: a duplicate each
    for (const copy of ['p2', 'p3']) {
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').waitFor();
      await features.duplicatePanel('p1');
      await boards.panel(copy).waitFor();
      await boards.save();
    }
    expect(await page().getByTestId('dashboard-panel').count()).toBe(3);
    const dialog = await features.openVersions();
    const rows = dialog.getByTestId('version-row');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    const versions = await rows.evaluateAll((items) => items.map((item) => Number(item.dataset.version)));
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(await dialog.getByTestId('version-saved-by').first().textContent()).toBeTruthy();
    await features.dialogShown('versions-dialog');
    await page().screenshot({ path: `${SHOTS}/versions.png` });
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // the first version back: one panel on the page and on the server, and the restore is a version of its own
    const first = versions.at(-1)!;
    await features.restoreVersion(first);
    await expect.poll(() => page().getByTestId('dashboard-panel').count(), POLL).toBe(1);
    expect((await api.call<Saved>('GET', `/dashboards/${board.id}`)).panels.map((panel) => panel.id)).toEqual(
      ['p1'],
    );
    const again = await features.openVersions();
    await expect.poll(() => again.getByTestId('version-row').count(), POLL).toBe(4);
  });

  it('copies a starter dashboard (named in Japanese) into an editable one, edits a panel and saves it', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    await boards.openList();
    await page().getByTestId('dashboard-starter').first().waitFor();
    expect(await page().getByTestId('dashboard-starter').count()).toBeGreaterThanOrEqual(3);
    await page().screenshot({ path: `${SHOTS}/starters.png`, fullPage: true });
    await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
    const ja = translator('ja_JP');
    await boards.openList();
    const starter = page().getByTestId('dashboard-starter').first();
    await starter.waitFor();
    const key = (await starter.getAttribute('data-starter'))!;
    const name = ja(`app.customDashboards.starters.items.${key}.name`);
    expect(await starter.locator('h3').textContent()).toBe(name);
    await page().screenshot({ path: `${SHOTS}/starters-ja.png`, fullPage: true });
    await starter.getByTestId('starter-copy').click();
    await page().getByTestId('panel-add').waitFor();
    expect(page().url()).toContain('edit=1');
    const id = /\/dashboards\/(\d+)/.exec(page().url())![1];
    const copy = await api.call<Saved>('GET', `/dashboards/${id}`);
    expect(copy.name).toBe(name);
    expect(copy.editable).toBe(true);
    expect(copy.panels.length).toBeGreaterThan(0);
    expect(copy.panels.filter((panel) => panel.kind === 'spec')).toEqual([]);
    // every panel editable; the first one renamed and saved
    const first = copy.panels[0];
    expect(
      await page()
        .getByTestId('panel-edit')
        .evaluateAll((buttons) => buttons.some((b) => b.hasAttribute('disabled'))),
    ).toBe(false);
    await boards.panel(first.id).getByTestId('panel-edit').click();
    const title = `Edited ${Date.now()}`;
    const editor = page().getByTestId(first.kind === 'text' ? 'text-panel-editor' : 'panel-editor');
    await editor.getByTestId('editor-title').fill(title);
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await boards.save();
    expect((await api.call<Saved>('GET', `/dashboards/${id}`)).panels[0].title).toBe(title);
  });

  it('draws a text panel from Markdown (no HTML) and a gauge within its range, in English and Japanese', async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const board = await createBoard(api, `E2E text and gauge ${Date.now()}`, []);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());
    await boards.open(String(board.id), '?edit=1');
    await features.addTextPanel(
      'Shift notes',
      '# Before opening\n\n- check **aisle 4**\n- [runbook](https://example.com/runbook)\n\n<img src=x onerror="document.title=1">',
    );
    await boards.addPanel({ kind: 'gauge', title: 'Tags', entity: 'tag' });
    const total = await countOf(api, [], new Date(Date.now() - 24 * 3600_000).toISOString());
    await boards.panel('p2').getByTestId('panel-edit').click();
    const editor = page().getByTestId('panel-editor');
    await editor.getByTestId('gauge-max').fill(String(total * 2));
    await editor.getByTestId('gauge-thresholds').fill(`${total * 1.5}:#d32f2f`);
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await boards.save();

    const text = boards.panel('p1').getByTestId('panel-text');
    expect(await text.getByRole('heading', { level: 1 }).textContent()).toBe('Before opening');
    expect(await text.locator('strong').textContent()).toBe('aisle 4');
    expect(await text.locator('img').count()).toBe(0);
    const meter = boards.panel('p2').getByRole('meter');
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuemax')).toBe(String(total * 2));
    expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const saved = await api.call<Saved>('GET', `/dashboards/${board.id}`);
    expect(saved.panels.map((panel) => panel.kind)).toEqual(['text', 'gauge']);
    expect(saved.panels[1].options).toMatchObject({ max: total * 2 });
    await page().screenshot({ path: `${SHOTS}/text-gauge-en.png` });

    await new Shell(page(), baseUrl()).switchLanguage('ja_JP');
    await boards.open(String(board.id));
    await boards.panel('p2').getByRole('meter').waitFor();
    await page().screenshot({ path: `${SHOTS}/text-gauge-ja.png` });
  });

  it('an alert raised and resolved from a panel threshold', { timeout: 420_000 }, async () => {
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const name = `E2E alert ${Date.now()}`;
    const board = await createBoard(api, name, [tagCount('p1', 'Tags')]);
    const total = await countOf(api, [], new Date(Date.now() - 24 * 3600_000).toISOString());
    expect(total).toBeGreaterThan(0);
    await signIn(page(), demoAccounts.admin);
    const boards = new CustomDashboardsPage(page(), baseUrl());
    const features = new DashboardFeaturesPage(page(), baseUrl());

    /** sets the number panel's rule and saves the dashboard */
    const setRule = async (threshold: number) => {
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p1').getByTestId('panel-edit').click();
      await features.setAlert({ comparison: 'above', threshold, forMinutes: 0 });
      await page().screenshot({ path: `${SHOTS}/alert-editor.png` });
      await page().getByTestId('panel-editor').getByTestId('editor-save').click();
      await boards.save();
    };
    const ALERT_POLL = { timeout: 180_000, interval: 2000 };

    // above 0 at once: the demo's tags exceed it, the panel shows firing, the alarm is in the history
    await setRule(0);
    expect((await api.call<Saved>('GET', `/dashboards/${board.id}`)).panels[0].alert).toEqual({
      enabled: true,
      comparison: 'above',
      threshold: 0,
      forMinutes: 0,
    });
    await expect.poll(() => features.alertState('p1'), ALERT_POLL).toBe('firing');
    await page().screenshot({ path: `${SHOTS}/alert-firing.png` });
    await page().goto(`${baseUrl()}/#/alarm/history`);
    const raised = page().getByTestId('system-alarm-row').filter({ hasText: 'PANEL THRESHOLD' });
    await raised.first().waitFor({ timeout: 30_000 });

    // far above what the demo holds: it falls back, the panel shows ok, the clearing is in the history
    await setRule(total * 1000);
    await expect.poll(() => features.alertState('p1'), ALERT_POLL).toBe('ok');
    await page().goto(`${baseUrl()}/#/alarm/history`);
    await page()
      .getByTestId('system-alarm-row')
      .filter({ hasText: 'PANEL THRESHOLD CLEARED' })
      .first()
      .waitFor({ timeout: 30_000 });
    await page().screenshot({ path: `${SHOTS}/alarm-history.png`, fullPage: true });
  });
});
