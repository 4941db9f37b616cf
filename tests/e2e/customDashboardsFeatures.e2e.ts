// Custom dashboards, issue 38's missing features as an operator uses them: leaving unsaved changes asks first (in
// English and Japanese) and a panel's duplicate lands in the first free space; a link with variables opens with
// them (the pickers and the panels' requests), a reload keeps them, an alarm's panel link outlines its panel; a
// slice over several stores offers each store's list with its group and time. Versions, starters, text and gauge
// panels and alerts: customDashboardsPanels.e2e.ts.
import { mkdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { tagCount, createBoard, countOf, figuresBody, type Saved } from './support/dashboardBoards';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { DashboardFeaturesPage } from './support/pages/DashboardFeaturesPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/customDashboardsFeatures-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };
const t = translator('en_US');

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
    await expect
      .poll(async () => (await shown()) === (await countOf(api, [store], {}, from)), POLL)
      .toBe(true);

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
        if (shown === (await countOf(api, [stores[1]], { status }, start.toISOString()))) return true;
        await page().reload();
        await page().getByTestId('pager').waitFor();
        return false;
      }, POLL)
      .toBe(true);
  });
});
