// Custom dashboards (issue 26), as an operator builds one: a new dashboard with a number, a bar by store, a line
// over a week (its own time range), a store map and a number of low-battery tags (a filter chosen from the tag
// list's choices) pinned to another store; a panel dragged and one resized, saved and reloaded (the layout kept,
// as the server holds it); the store variable changed (the numbers follow, or keep their pinned store, as POST
// /stats/query counts); a bar's drill-down to the store's tag list of the panel's time range and a line point's
// to its day's (as many tags listed as the bar or point counts); shared with the Viewer role (the list names it)
// and opened as the viewer (read-only); exported as a file and imported again. Then a panel's figures as CSV, an
// absolute time range, the narrow-screen layout, the store map following its resized cell, the kiosk refreshing
// by itself, axe-core finding nothing serious on a number, bar, map, doughnut, line and table, a hostile query
// refused, and the catalogue's entity names in English, Japanese and Korean; the built-in dashboard's spec panels
// with /dashboard's details modal, CSV and store summary.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, ApiError, demoAccounts } from './support/api';
import { countOf, type Answer, type Item } from './support/dashboardBoards';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator, type LocaleCode } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { Shell } from './support/pages/Shell';
import { repoRoot } from './support/server';

const SHOTS = '/tmp/customDashboards-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };
const AXE_SOURCE = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page, one line each */
async function seriousFindings(page: Page): Promise<string[]> {
  // evaluated, not added as a script tag: the console's Content-Security-Policy refuses inline scripts
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 100)).join(' | ')}`,
      );
  });
}

interface Saved {
  id: number;
  name: string;
  sharedRoles: number[];
  layouts: { lg: Item[]; sm: Item[] };
  panels: {
    id: string;
    kind: string;
    title: string;
    query?: { filters?: Record<string, unknown> };
    options: { pinStores?: string[]; pinRange?: { last?: string } };
  }[];
}
/** a dashboard panel's figures call (POST /dashboards/{id}/figures: the panel's stats query over the viewer's stores) */
const PANEL_FIGURES = /\/api\/dashboards\/\d+\/figures$/;

describe('custom dashboards', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last.png`, fullPage: true }));

  it(
    'builds, arranges, saves, filters, drills down, shares, exports and imports a dashboard',
    { timeout: 240_000 },
    async () => {
      const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      const stores = await api.stores();
      const [store, otherStore] = [stores[0].storeCode, stores[1].storeCode];
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
      // the tag list's battery filter offers its choices; the panel keeps to another store whatever the dashboard's
      await boards.addPanel({
        kind: 'number',
        title: 'Low battery tags',
        entity: 'tag',
        filters: { battStatus: 'LOW' },
        pinStores: [otherStore],
      });
      // the editor of the bar panel: its preview drawn
      await boards.panel('p2').getByTestId('panel-edit').click();
      await boards.editorShown();
      await page().screenshot({ path: `${SHOTS}/editor.png` });
      await page().keyboard.press('Escape');
      await page().getByTestId('panel-editor').waitFor({ state: 'detached' });
      expect(await page().getByTestId('dashboard-panel').count()).toBe(5);
      // a pinned panel says what it pins
      await expect
        .poll(() => boards.panel('p5').getByTestId('panel-pinned').getAttribute('aria-label'), POLL)
        .toBe(`Own stores: ${otherStore}`);
      expect(await boards.panel('p3').getByTestId('panel-pinned').getAttribute('aria-label')).toBe(
        'Own time range: Last 7 days',
      );
      expect(await boards.panel('p1').getByTestId('panel-pinned').count()).toBe(0);

      // p1 at (0,0) 4x4, p2 at (4,0), p3 at (8,0) as added (the first free space); drag p2 further right, widen p1
      const before = (await page().getByTestId('dashboard-panel').first().boundingBox())!;
      await boards.dragPanel('p2', before.width + 40, -before.height - 10);
      await boards.resizePanel('p1', 120, 70);
      await page().screenshot({ path: `${SHOTS}/edit.png` });
      await boards.save();
      const saved = await api.call<Saved>('GET', `/dashboards/${id}`);
      const lg = Object.fromEntries(saved.layouts.lg.map((item) => [item.i, item]));
      expect(saved.panels.map((panel) => panel.kind)).toEqual(['number', 'bar', 'line', 'map', 'number']);
      expect(saved.panels[2].options.pinRange).toEqual({ last: '7d' });
      expect(saved.panels[4].options.pinStores).toEqual([otherStore]);
      expect(saved.panels[4].query?.filters).toEqual({ battStatus: 'LOW' });
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

      // the store variable: the number panel shows the count of the store's tags as the API counts them; the
      // pinned panel keeps counting the other store's low-battery tags
      await boards.pickStores('variable-stores', [store]);
      const shown = (id: string) => async () =>
        (await boards.panel(id).getByTestId('panel-number').textContent())?.replace(/[^\d]/g, '');
      await expect.poll(shown('p1'), POLL).toBe(String(await countOf(api, [store])));
      await expect
        .poll(shown('p5'), POLL)
        .toBe(String(await countOf(api, [otherStore], { battStatus: 'LOW' })));
      // the map: one marker for the chosen store
      await expect.poll(() => boards.panel('p4').locator('path.leaflet-interactive').count(), POLL).toBe(1);
      await page().screenshot({ path: `${SHOTS}/view.png` });

      // drill-down: the store's bar opens the store's tag list from the panel's start (the last 24 hours), which
      // shows the tags the bar counts. The simulator keeps touching tags, and a window with a fixed start only
      // gains them: the list counts at least the bar's tags, and at most what the API counts from that start after
      // the list has answered (an exact match raced the simulator on a busy machine: 184 listed against 182)
      const barCount = (await boards.figure('p2', store))!;
      expect(barCount).toBeGreaterThan(0);
      const bar = boards.panel('p2').locator('svg rect').last();
      await bar.waitFor();
      await bar.click({ force: true });
      const drillDown = new RegExp(`/tag/detail/${store}\\?filter=(\\{"startDate":"[^"]+"\\})$`);
      await expect.poll(() => decodeURIComponent(page().url()), POLL).toMatch(drillDown);
      const { startDate } = JSON.parse(decodeURIComponent(page().url()).match(drillDown)![1]!) as {
        startDate: string;
      };
      await expect.poll(() => boards.listTotal(), POLL).toBeGreaterThanOrEqual(barCount);
      const listed = (await boards.listTotal())!;
      expect(listed).toBeLessThanOrEqual(await countOf(api, [store], {}, startDate));

      // a point of the line opens the tag list of its day (start to end): as many tags as the point counts; a fresh
      // page (answers under 10 s old are drawn from the page's cache, and this one's count moves with the simulator)
      await boards.open(id);
      await page().reload();
      // the picker's search, the pick and the panel's query: more than the default 15 s on a busy machine
      const lineAnswer = page().waitForResponse(
        (response) => {
          const body = response.request().postDataJSON() as { bucket?: unknown; stores?: string[] } | null;
          return PANEL_FIGURES.test(response.url()) && !!body?.bucket && String(body.stores) === store;
        },
        { timeout: 60_000 },
      );
      await boards.pickStores('variable-stores', [store]);
      const lastDay = ((await (await lineAnswer).json()) as Answer).rows.at(-1)?.value;
      expect(lastDay).toBeGreaterThan(0);
      await expect.poll(() => boards.lastFigure('p3'), POLL).toBe(lastDay);
      await boards.clickLastPoint('p3');
      await expect
        .poll(() => decodeURIComponent(page().url()), POLL)
        .toMatch(new RegExp(`/tag/detail/${store}\\?filter=\\{"startDate":"[^"]+","endDate":"[^"]+"\\}$`));
      await expect.poll(() => boards.listTotal(), POLL).toBe(lastDay);

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
        'Low battery tags',
      ]);
      expect(exported).not.toHaveProperty('id');
      await boards.openList();
      await page().getByTestId('dashboard-import-file').setInputFiles(file!);
      await expect.poll(() => /\/dashboards\/(\d+)$/.exec(page().url())?.[1] ?? id, POLL).not.toBe(id);
      const importedId = /\/dashboards\/(\d+)/.exec(page().url())![1];
      const imported = await api.call<Saved>('GET', `/dashboards/${importedId}`);
      expect(imported.layouts).toEqual(saved.layouts);
      expect(imported.panels).toEqual(exported.panels);
      // the list names the roles a dashboard is shared with
      await boards.openList();
      await expect
        .poll(
          () =>
            page()
              .getByTestId('dashboard-row')
              .filter({ hasText: name })
              .first()
              .getByTestId('dashboard-shared-with')
              .textContent(),
          POLL,
        )
        .toBe('Viewer');

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
    },
  );

  it(
    'downloads a panel as CSV, follows an absolute range, lays out narrow screens, resizes the map and refreshes in kiosk mode',
    { timeout: 240_000 },
    async () => {
      const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      const store = (await api.stores())[0].storeCode;
      // every tag of the store by type: the panel pins a range from 2000 on (the dashboard's range does not apply)
      const byType = {
        entity: 'tag',
        measure: { fn: 'count' },
        groupBy: ['tagType'],
        sort: 'key',
      };
      const board = await api.call<Saved>('POST', '/dashboards', {
        name: `E2E layouts ${Date.now()}`,
        variables: { stores: [store], range: { last: '24h' } },
        layouts: {
          lg: [
            { i: 'p1', x: 0, y: 0, w: 6, h: 4 },
            { i: 'p2', x: 6, y: 0, w: 6, h: 4 },
            { i: 'p3', x: 0, y: 4, w: 6, h: 4 },
            { i: 'p4', x: 6, y: 4, w: 6, h: 4 },
            { i: 'p5', x: 0, y: 8, w: 6, h: 4 },
            { i: 'p6', x: 6, y: 8, w: 6, h: 4 },
          ],
          sm: [
            { i: 'p1', x: 0, y: 0, w: 6, h: 3 },
            { i: 'p2', x: 0, y: 3, w: 6, h: 4 },
            { i: 'p3', x: 0, y: 7, w: 6, h: 4 },
            { i: 'p4', x: 0, y: 11, w: 6, h: 4 },
            { i: 'p5', x: 0, y: 15, w: 6, h: 4 },
            { i: 'p6', x: 0, y: 19, w: 6, h: 4 },
          ],
        },
        panels: [
          {
            id: 'p1',
            kind: 'number',
            title: 'Tags',
            query: { entity: 'tag', measure: { fn: 'count' } },
            options: { refreshSeconds: 10 },
          },
          {
            id: 'p2',
            kind: 'bar',
            title: 'Tags by type',
            query: byType,
            options: { refreshSeconds: 600, pinRange: { from: '2000-01-01T00:00:00.000Z' } },
          },
          {
            id: 'p3',
            kind: 'map',
            title: 'Tags on the map',
            query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['storeCode'] },
            options: { refreshSeconds: 600 },
          },
          // for axe-core: a doughnut, a line and a table too (each grouped, so no number query)
          {
            id: 'p4',
            kind: 'doughnut',
            title: 'Tags by status',
            query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['status'] },
            options: { refreshSeconds: 600, pinRange: { from: '2000-01-01T00:00:00.000Z' } },
          },
          {
            id: 'p5',
            kind: 'line',
            title: 'Tags by battery over the days',
            query: {
              entity: 'tag',
              measure: { fn: 'count' },
              groupBy: ['battStatus'],
              bucket: { field: 'updatedAt', unit: 'day' },
            },
            options: { refreshSeconds: 600, pinRange: { last: '30d' } },
          },
          {
            id: 'p6',
            kind: 'table',
            title: 'Tags by gateway',
            query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['gwMac'], limit: 10 },
            options: { refreshSeconds: 600, pinRange: { from: '2000-01-01T00:00:00.000Z' } },
          },
        ],
      });
      const queries: Array<Record<string, unknown>> = [];
      await signIn(page(), demoAccounts.admin);
      page().on('request', (request) => {
        if (request.method() === 'POST' && PANEL_FIGURES.test(request.url()))
          queries.push(request.postDataJSON() as Record<string, unknown>);
      });
      const boards = new CustomDashboardsPage(page(), baseUrl());
      await boards.open(String(board.id));
      await boards.panel('p2').getByTestId('panel-drawn').waitFor();

      // the bar's figures as CSV: its groups and values, as the API answers the same query
      const download = page().waitForEvent('download');
      await boards.panel('p2').getByTestId('panel-csv').click();
      const csv = readFileSync((await (await download).path())!, 'utf8')
        .trim()
        .split(/\r?\n/);
      const answer = await api.call<Answer>('POST', '/stats/query', {
        ...byType,
        stores: [store],
        from: '2000-01-01T00:00:00.000Z',
      });
      expect(answer.rows.length).toBeGreaterThan(0);
      expect(csv).toEqual(['tagType,value', ...answer.rows.map((row) => `${row.key[0]},${row.value}`)]);
      // its text alternative holds the same figures
      const figures = await boards
        .panel('p2')
        .getByTestId('panel-figures')
        .evaluate((table) =>
          [...table.querySelectorAll('tbody tr')].map((row) =>
            [...row.querySelectorAll('td')].map((cell) => cell.textContent),
          ),
        );
      expect(figures).toEqual(
        answer.rows.map((row) => [String(row.key[0]), row.value.toLocaleString('en-US')]),
      );

      // axe-core finds nothing serious on the dashboard of a number, a bar, a map, a doughnut, a line and a table
      // (charts hidden from screen readers, their figures told)
      await boards.panel('p3').locator('.leaflet-container').waitFor();
      for (const id of ['p4', 'p5', 'p6']) await boards.panel(id).getByTestId('panel-drawn').waitFor();
      await boards.panel('p4').locator('svg path').first().waitFor();
      await boards.panel('p5').locator('svg circle').first().waitFor();
      await boards.panel('p6').locator('tbody tr').first().waitFor();
      await page().screenshot({ path: `${SHOTS}/kinds.png`, fullPage: true });
      expect(await seriousFindings(page())).toEqual([]);

      // an absolute range: the number counts the tags updated on 1 January 2020 (none); the pinned bar keeps its own
      await page().getByTestId('variable-range').click();
      await page().getByTestId('variable-range-custom').click();
      await page().getByTestId('variable-range-from').fill('2020-01-01 00:00:00');
      await page().getByTestId('variable-range-to').fill('2020-01-02 00:00:00');
      const [from, to] = await page().evaluate(() => [
        new Date('2020-01-01T00:00:00').toISOString(),
        new Date('2020-01-02T00:00:00').toISOString(),
      ]);
      await expect
        .poll(() => queries.some((query) => query.from === from && query.to === to && !query.groupBy), POLL)
        .toBe(true);
      await expect.poll(() => boards.panel('p1').getByTestId('panel-number').textContent(), POLL).toBe('0');
      expect(
        queries
          .filter((query) => String(query.groupBy) === 'tagType')
          .every((query) => query.from === '2000-01-01T00:00:00.000Z'),
      ).toBe(true);

      // wide: the bar beside the number; narrow: the sm layout, the bar under the number, both the grid's width
      const boxes = () =>
        page().evaluate(() => {
          const grid = document.querySelector('[data-testid="dashboard-grid"]')!.getBoundingClientRect();
          const box = (id: string) =>
            document
              .querySelector(`[data-testid="dashboard-panel"][data-panel-id="${id}"]`)!
              .getBoundingClientRect();
          const [a, b] = [box('p1'), box('p2')];
          return {
            beside: b.left > a.right - 1 && Math.abs(a.top - b.top) < 2,
            stacked: Math.abs(a.left - b.left) < 2 && b.top > a.bottom - 1,
            fullWidth: a.width > grid.width - 30 && b.width > grid.width - 30,
          };
        });
      await expect.poll(boxes, POLL).toEqual({ beside: true, stacked: false, fullWidth: false });
      await page().setViewportSize({ width: 600, height: 1000 });
      await expect.poll(boxes, POLL).toEqual({ beside: false, stacked: true, fullWidth: true });
      await page().screenshot({ path: `${SHOTS}/narrow.png`, fullPage: true });
      await page().setViewportSize({ width: 1400, height: 900 });

      // kiosk: the dashboard covers the whole window (no app bar, no sidebar) and the number refreshes by itself
      await boards.open(String(board.id), '?kiosk=1');
      await boards.panel('p1').getByTestId('panel-drawn').waitFor();
      const cover = await page().evaluate(() => {
        const kiosk = document.querySelector('[data-testid="dashboard-kiosk-view"]')!.getBoundingClientRect();
        const top = document.elementFromPoint(5, 5);
        return {
          whole: kiosk.left === 0 && kiosk.top === 0 && kiosk.width === window.innerWidth,
          onTop: !!top?.closest('[data-testid="dashboard-kiosk-view"]'),
        };
      });
      expect(cover).toEqual({ whole: true, onTop: true });
      const numberQueries = () => queries.filter((query) => !query.groupBy).length;
      const before = numberQueries();
      // refreshSeconds 10: a new query comes without any click
      await expect.poll(numberQueries, { timeout: 60_000 }).toBeGreaterThan(before);
      await page().screenshot({ path: `${SHOTS}/kiosk-layout.png` });

      // the store map follows its cell when the panel is resized (Leaflet's container and the cell, one reading)
      await boards.open(String(board.id), '?edit=1');
      await boards.panel('p3').locator('.leaflet-container').waitFor();
      const mapBox = () =>
        page().evaluate(() => {
          const cell = document
            .querySelector('[data-panel-id="p3"] [data-testid="panel-map-box"]')!
            .getBoundingClientRect();
          const map = document
            .querySelector('[data-panel-id="p3"] .leaflet-container')!
            .getBoundingClientRect();
          return { cell: Math.round(cell.height), map: Math.round(map.height) };
        });
      const small = await mapBox();
      expect(small.map).toBe(small.cell);
      await boards.resizePanel('p3', 0, 200);
      await expect
        .poll(async () => {
          const { cell, map } = await mapBox();
          return map === cell && map > small.map + 100;
        }, POLL)
        .toBe(true);

      // a hostile query is refused with a 400 naming the place
      const hostile = await api
        .call('POST', '/stats/query', {
          entity: 'tag',
          measure: { fn: 'count' },
          groupBy: ['status"); DROP TABLE tags; --'],
        })
        .catch((error: unknown) => error);
      expect(hostile).toBeInstanceOf(ApiError);
      expect((hostile as ApiError).status).toBe(400);
      expect((hostile as ApiError).message).toMatch(/^groupBy\[0\]: .* is not a groupable field of tag\.$/);
      expect(await countOf(api, [store], {}, '2000-01-01T00:00:00.000Z')).toBeGreaterThan(0);

      await api.call('DELETE', `/dashboards/${board.id}`);
    },
  );

  it(
    'names every entity of the catalogue in English, Japanese and Korean',
    { timeout: 240_000 },
    async () => {
      const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      const { entities } = await api.call<{ entities: { entity: string; label: string }[] }>(
        'GET',
        '/stats/query/catalogue',
      );
      const board = await api.call<Saved>('POST', '/dashboards', { name: `E2E labels ${Date.now()}` });
      await signIn(page(), demoAccounts.admin);
      const boards = new CustomDashboardsPage(page(), baseUrl());
      let current: LocaleCode = 'en_US';
      for (const locale of ['en_US', 'ja_JP', 'ko_KR'] as const) {
        if (locale !== current) {
          await boards.openList();
          await new Shell(page(), baseUrl(), translator(current)).switchLanguage(locale);
          current = locale;
        }
        const t = translator(locale);
        await boards.open(String(board.id), '?edit=1');
        await page().getByTestId('panel-add').click();
        await page().getByTestId('editor-entity').click();
        await page().getByTestId('entity-tag').waitFor();
        const shown = await page().evaluate(() =>
          Object.fromEntries(
            [...document.querySelectorAll<HTMLElement>('[data-testid^="entity-"]')].map((option) => [
              option.dataset.testid!.slice('entity-'.length),
              option.textContent,
            ]),
          ),
        );
        expect(shown).toEqual(Object.fromEntries(entities.map((e) => [e.entity, t(e.label)])));
        // the tag's fields by the tag list's headings, its filters by the list's
        await page().getByTestId('entity-tag').click();
        await page().getByTestId('editor-group').click();
        expect(await page().getByTestId('group-status').textContent()).toBe(
          t('resources.tags.fields.status'),
        );
        await page().keyboard.press('Escape');
        await page().getByTestId('editor-filter-battStatus').waitFor();
        expect(await page().getByTestId('editor-filters').textContent()).toContain(
          t('resources.tags.fields.battStatus'),
        );
        await page().screenshot({ path: `${SHOTS}/editor-${locale}.png` });
      }
      await api.call('DELETE', `/dashboards/${board.id}`);
    },
  );

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

    // the spec panels do what /dashboard's do: the tag status's details modal and its CSV give the total of GET
    // /stats/dashboard, the store summary lists the stores
    const stats = await api.call<{ tags: { total: number } }>('GET', '/stats/dashboard?t=1');
    const tagStatus = boards.panel('tagStatus');
    await tagStatus.getByTestId('chart-details').click();
    const details = await page()
      .getByRole('dialog')
      .getByTestId('drill-table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
      );
    expect(details.at(-1)).toEqual(['Total', stats.tags.total.toLocaleString('en-US')]);
    await page().keyboard.press('Escape');
    await page().getByRole('dialog').waitFor({ state: 'detached' });
    const download = page().waitForEvent('download');
    await tagStatus.getByTestId('panel-csv').click();
    const csv = readFileSync((await (await download).path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Status,Count');
    expect(csv.at(-1)).toBe(`Total,${stats.tags.total}`);
    await boards.panel('storeSummary').getByTestId('store-row').first().waitFor();
    expect(await boards.panel('storeSummary').getByTestId('store-row').count()).toBe(
      (await api.stores()).length,
    );

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
