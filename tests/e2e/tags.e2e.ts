// Tag status, tag detail of a store and tag availability (doc 1 §2.8, §4, §5, §7 Tag actions): the sidebar to a
// store's tags, server-side filters, 'No row selected...' for every action that needs a row, a deassign seen
// going WIP and then to its final status without a reload, and the manager kept to its own stores.
import { describe, expect, it } from 'vitest';
import { Api, ApiError, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { TagStatusPages } from './support/pages/TagStatusPages';

const SHOTS = '/tmp/shots4';
const NO_ROW = 'No row selected. Please select one or more rows.';

interface TagRow {
  tagId: string;
  tagMac: string;
  prCode: string | null;
  status: string;
  tagType: string;
}

async function admin(): Promise<Api> {
  return Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
}

async function tagsOf(storeCode: string, body: Record<string, unknown> = {}): Promise<TagRow[]> {
  const answer = await (
    await admin()
  ).call<{ data: TagRow[] }>('POST', `/status/store/${storeCode}/tag/search`, { length: -1, ...body });
  return answer.data;
}

/** 'same' when the table shows the first 25 of the store's tags that `keep` lets through (at least one), else
 *  both lists. */
async function tableAgreesWithApi(tags: TagStatusPages, keep: (tag: TagRow) => boolean): Promise<string> {
  const shown = (await tags.rowIds()).sort();
  const expected = (await tagsOf('KR001'))
    .filter(keep)
    .map((t) => t.tagId)
    .sort()
    .slice(0, 25);
  const same = expected.length > 0 && JSON.stringify(shown) === JSON.stringify(expected);
  return same ? 'same' : JSON.stringify({ shown, expected });
}

describe('tag status and tag detail', () => {
  const page = pagePerTest();

  it('sidebar → Tags → a store, and the server-side filters narrow the table', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.sidebarItem('app.menu.tags').click();
    await tags.storeRow('KR001').waitFor();
    expect(await tags.storeRows().count()).toBeLessThanOrEqual(10);
    await page().screenshot({ path: `${SHOTS}/A-tag-status-table.png` });
    await page().getByTestId('view-map').click();
    await page().getByTestId('view-map').and(page().locator('[aria-pressed="true"]')).waitFor();
    // the map has drawn its store markers
    await page().locator('.leaflet-container .leaflet-interactive').first().waitFor();
    await page().screenshot({ path: `${SHOTS}/A-tag-status-map.png` });
    await page().getByTestId('view-table').click();

    await tags.storeRow('KR001').click();
    await page().getByTestId('tag-detail-page').waitFor();
    await tags.rows().first().waitFor();
    const all = await tagsOf('KR001');
    expect(await tags.rows().count()).toBe(Math.min(25, all.length));
    await page().screenshot({ path: `${SHOTS}/A-tag-detail.png` });

    await tags.pick('status', 'OK');
    await expect.poll(async () => [...new Set(await tags.rowStatuses())]).toEqual(['OK']);
    const ok = all.filter((t) => t.status === 'OK');
    await expect.poll(() => tags.rows().count()).toBe(Math.min(25, ok.length));

    // the simulator keeps changing statuses and the table refreshes itself every 3 s: each poll compares the
    // table with a fresh answer of the API for the same filters
    const type = ok[0].tagType;
    await tags.pick('type', type);
    const okOfType = (t: TagRow) => t.status === 'OK' && t.tagType === type;
    await expect.poll(() => tableAgreesWithApi(tags, okOfType)).toBe('same');

    const withProduct = ok.find((t) => t.tagType === type && t.prCode)!;
    await page().getByTestId('filter-prCode').fill(withProduct.prCode!);
    await expect
      .poll(() => tableAgreesWithApi(tags, (t) => okOfType(t) && t.prCode === withProduct.prCode))
      .toBe('same');
    await page().screenshot({ path: `${SHOTS}/A-tag-detail-filtered.png` });
    await page().getByTestId('tag-filter-clear').click();
    await expect.poll(() => tags.rows().count()).toBe(Math.min(25, all.length));
  });

  it('the map colours each store by its TAG status, and the status toggles show and hide those stores', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const tags = new TagStatusPages(page(), baseUrl());
    const items = page().getByTestId('map-list-item');
    const shownStatuses = () =>
      items.evaluateAll((rows) =>
        rows.map((r) => [
          r.getAttribute('data-store-code') ?? '',
          r.querySelector('[data-tag-store-status]')?.getAttribute('data-tag-store-status') ?? '',
        ]),
      );
    const expected = async () => {
      const answer = await (
        await admin()
      ).call<{ data: Array<{ storeCode: string; error: number; inprogress: number }> }>(
        'GET',
        '/status/store/tag',
      );
      // the rule of the tag status page: error tags, else tags in progress, else all OK
      return answer.data.map((s) => [
        s.storeCode,
        s.error > 0 ? 'ERROR' : s.inprogress > 0 ? 'INPROGRESS' : 'NORMAL',
      ]);
    };
    // the simulator keeps changing tags: compare a fresh page with a fresh answer until they meet
    await expect
      .poll(
        async () => {
          await tags.goto('/tag?viewType=map');
          await items.first().waitFor();
          const [ui, api] = [await shownStatuses(), await expected()];
          return JSON.stringify(ui) === JSON.stringify(api) ? 'same' : JSON.stringify({ ui, api });
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe('same');
    const statuses = (await shownStatuses()).map(([, status]) => status);
    expect(statuses.some((s) => s === 'ERROR' || s === 'INPROGRESS')).toBe(true);
    // a marker's colour is its store's tag status: red error, yellow in progress, green all OK. The page
    // refreshes itself while the simulator changes tags: the list, the markers and the toggles are read at once
    const markerClass = { NORMAL: 'NORMAL', INPROGRESS: 'ALARM', ERROR: 'OFFLINE' } as const;
    const mapState = () =>
      page().evaluate((classes) => {
        const listed = [...document.querySelectorAll('[data-testid="map-list-item"]')].map(
          (r) => r.querySelector('[data-tag-store-status]')?.getAttribute('data-tag-store-status') ?? '',
        );
        return Object.entries(classes).map(([status, marker]) => {
          const toggle =
            document.querySelector(`[data-testid="tag-map-toggle-${status}"]`)?.textContent ?? '';
          return {
            status,
            listed: listed.filter((s) => s === status).length,
            markers: document.querySelectorAll(`path.store-marker-${marker}`).length,
            toggle: Number(/\((\d+)\)/.exec(toggle)?.[1] ?? NaN),
          };
        });
      }, markerClass);
    const agree = async (hidden?: string) => {
      const state = await mapState();
      const ok = state.every((s) =>
        s.status === hidden
          ? s.listed === 0 && s.markers === 0
          : s.listed === s.toggle && s.markers === s.toggle,
      );
      return ok ? 'agree' : JSON.stringify(state);
    };
    await expect.poll(() => agree()).toBe('agree');
    await page().screenshot({ path: `${SHOTS}/A-tag-status-map-markers.png` });
    // hiding the error stores: none in the list, no red marker; showing them again brings them back
    await page().getByTestId('tag-map-toggle-ERROR').click();
    await expect.poll(() => agree('ERROR')).toBe('agree');
    await page().screenshot({ path: `${SHOTS}/A-tag-status-map-no-errors.png` });
    await page().getByTestId('tag-map-toggle-ERROR').click();
    await expect.poll(() => items.count()).toBe(statuses.length);
    // the popup of a store names its tag status (the one its list item shows) and, apart, its gateway status
    await items.first().click();
    const popup = page().getByTestId('tag-store-popup');
    await popup.waitFor();
    await expect
      .poll(() =>
        page().evaluate(() => {
          const status = (selector: string) =>
            document
              .querySelector(`${selector} [data-tag-store-status]`)
              ?.getAttribute('data-tag-store-status');
          return status('[data-testid="tag-store-popup"]') === status('[data-testid="map-list-item"]');
        }),
      )
      .toBe(true);
    await popup.locator('[data-status]').waitFor();
  });

  it("every action that needs a row says 'No row selected...' without one; reassign all needs none", async () => {
    await signIn(page(), demoAccounts.admin);
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.openDetail('KR002');
    for (const action of ['deassign', 'reassign'] as const) {
      await tags.action(action).click();
      await tags.errorDialog().expectMessage(NO_ROW);
      await tags.closeError();
    }
    for (const cmd of ['0', '1', '2', 'all']) {
      await tags.action('status-check').click();
      await page().getByTestId(`status-check-${cmd}`).click();
      await tags.errorDialog().expectMessage(NO_ROW);
      if (cmd === '0') await page().screenshot({ path: `${SHOTS}/A-no-row-selected.png` });
      await tags.closeError();
    }
    await tags.action('reassign-all').click();
    const confirm = new Dialog(page(), tags.t('app.tagStatus.reassignAll'));
    await confirm.waitUntilOpen();
    await confirm.press(tags.t('app.action.no'));
    await confirm.waitUntilClosed();
  });

  it('deassign a tag: the row shows WIP, then its final status, without a reload', async () => {
    const candidates = await tagsOf('EU001', {
      filter_status: 'OK',
      order: [{ column: 'tagId', dir: 'asc' }],
    });
    const tag = candidates.find((t) => t.prCode)!;
    await signIn(page(), demoAccounts.admin);
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.openDetail('EU001');
    await page().getByTestId('filter-tagId').fill(tag.tagId);
    // typing settles (300 ms) before the list asks the server
    await expect.poll(() => tags.rowIds(), { timeout: 10_000 }).toEqual([tag.tagId]);
    let reloads = 0;
    page().on('framenavigated', () => (reloads += 1));
    await tags.select(tag.tagId);
    await tags.action('deassign').click();
    const confirm = new Dialog(page(), tags.t('app.tagStatus.deassign'));
    await confirm.press(tags.t('app.action.yes'));
    await expect.poll(() => tags.row(tag.tagId).getAttribute('data-status')).toBe('WIP');
    await tags.row(tag.tagId).getByTestId('wip-dots').waitFor();
    await page().screenshot({ path: `${SHOTS}/A-tag-wip.png` });
    await expect
      .poll(() => tags.row(tag.tagId).getAttribute('data-status'), { timeout: 150_000, interval: 1000 })
      .not.toBe('WIP');
    const final = await tags.row(tag.tagId).getAttribute('data-status');
    expect(['OK', 'NG', 'DEASSIGN']).toContain(final);
    expect(reloads).toBe(0);
    const [after] = await tagsOf('EU001', { filter_tagId: tag.tagId });
    expect(after.status).toBe(final);
    await page().screenshot({ path: `${SHOTS}/A-tag-after-deassign.png` });
  }, 200_000);

  it('tag availability searches only once a product code is filled', async () => {
    const [tag] = (await tagsOf('JP001')).filter((t) => t.prCode);
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.goto('/tag/availability');
    let searches = 0;
    page().on('request', (r) => {
      if (r.url().includes('/tag/list/search')) searches += 1;
    });
    expect(await page().getByTestId('availability-search').isDisabled()).toBe(true);
    await page().getByTestId('availability-hint').waitFor();
    await page().getByTestId('availability-prcode').fill(tag.prCode!);
    await page().getByTestId('availability-search').click();
    await page().getByTestId('availability-row').first().waitFor();
    const ids = await page()
      .getByTestId('availability-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tag-id')));
    expect(ids).toContain(tag.tagId);
    expect(searches).toBeGreaterThan(0);
    await page().screenshot({ path: `${SHOTS}/A-tag-availability.png` });
  });

  it("the manager sees only its stores' tags; another store shows no-access and the server answers 403", async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.manager);
    const tags = new TagStatusPages(page(), baseUrl());
    await tags.goto('/tag');
    await tags.storeRows().first().waitFor();
    const shown = await tags
      .storeRows()
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-store-code')));
    expect(shown.sort()).toEqual([...manager.session.store].sort());
    await tags.goto('/tag/detail/KR002');
    await tags.noAccess().waitFor();
    await page().screenshot({ path: `${SHOTS}/A-tag-manager-no-access.png` });
    const [foreign] = await tagsOf('KR002');
    for (const call of [
      () => manager.call('POST', '/status/store/KR002/tag/search', {}),
      () => manager.call('POST', '/tag/deassign', { storeCode: 'KR002', tagList: [foreign.tagId] }),
      () => manager.call('POST', '/tag/deassign', { storeCode: 'KR001', tagList: [foreign.tagMac] }),
    ]) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    }
  });
});
