// Custom dashboards (issue 26), what a built dashboard shows: a panel's figures as CSV, an absolute time range,
// the narrow-screen layout, the store map following its resized cell, the kiosk refreshing by itself, axe-core
// finding nothing serious on a number, bar, map, doughnut, line and table, a hostile query refused, and the
// catalogue's entity names in English, Japanese and Korean. Building one: customDashboards.e2e.ts.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Api, ApiError, demoAccounts } from './support/api';
import { seriousFindings } from './support/axe';
import { countOf, PANEL_FIGURES, storesWithTags, type Answer, type Saved } from './support/dashboardBoards';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { translator, type LocaleCode } from './support/i18n';
import { CustomDashboardsPage } from './support/pages/CustomDashboardsPage';
import { Shell } from './support/pages/Shell';

const SHOTS = '/tmp/customDashboards-shots';
mkdirSync(SHOTS, { recursive: true });
const POLL = { timeout: 20_000 };

describe('custom dashboards: what a dashboard shows', () => {
  const page = pagePerTest();
  afterEach(async () => page().screenshot({ path: `${SHOTS}/last-display.png`, fullPage: true }));

  it(
    'downloads a panel as CSV, follows an absolute range, lays out narrow screens, resizes the map and refreshes in kiosk mode',
    { timeout: 240_000 },
    async () => {
      const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
      const [store] = await storesWithTags(api);
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
});
