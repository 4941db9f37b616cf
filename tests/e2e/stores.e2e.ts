// Store status (doc 1 §2.7): table and map from the sidebar with simulator data, status toggles controlling
// the markers without any map tiles, predefined configuration upload, and the manager's two stores.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { Dialog } from './support/pages/Dialog';
import { GatewaysPage } from './support/pages/GatewaysPage';
import { StoresPage } from './support/pages/StoresPage';

const SHOTS = '/tmp/shots3';
mkdirSync(SHOTS, { recursive: true });

describe('store status', () => {
  const page = pagePerTest();

  it('shows every store in the table and as markers that follow the status toggles, with no tiles', async () => {
    const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const all = (await admin.stores()).map((s) => s.storeCode).sort();
    await page().setViewportSize({ width: 1280, height: 800 });
    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    expect(await stores.tableCodes()).toEqual(all);
    await page().screenshot({ path: `${SHOTS}/stores-table.png` });

    await stores.showMap();
    await expect.poll(() => stores.markers().count()).toBe(all.length);
    expect(await page().locator('img.leaflet-tile').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/stores-map.png` });
    const { counts } = await stores.mapState();
    expect(counts.NORMAL + counts.OFFLINE + counts.ALARM).toBe(all.length);

    // the shown markers and list items are the stores of the statuses switched on, in the same refresh
    const shownFor = async (statuses: Array<keyof typeof counts>) => {
      const state = await stores.mapState();
      const expected = statuses.reduce((sum, status) => sum + state.counts[status], 0);
      return state.markers === expected && state.items === expected ? 'agree' : JSON.stringify(state);
    };
    await stores.toggle('NORMAL').click();
    await expect.poll(() => shownFor(['OFFLINE', 'ALARM'])).toBe('agree');
    await stores.toggle('OFFLINE').click();
    await stores.toggle('ALARM').click();
    await expect.poll(() => stores.markers().count()).toBe(0);
    await stores.toggle('NORMAL').click();
    await expect.poll(() => shownFor(['NORMAL'])).toBe('agree');

    // a list row selects its store: the popup opens with its detail link
    await stores.toggle('OFFLINE').click();
    await stores.toggle('ALARM').click();
    await stores.listItems().first().click();
    await page().getByTestId('store-popup').waitFor();
    await page().screenshot({ path: `${SHOTS}/stores-map-selected.png` });
    await page().getByTestId('store-popup').getByRole('button').click();
    await page().getByTestId('store-detail-page').waitFor();
  });

  it('uploads a predefined configuration: a wrong file type is refused, a CSV answers its count', async () => {
    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    await page()
      .getByRole('button', { name: stores.t('app.stores.predefinedUpload') })
      .click();
    const input = page().getByTestId('predefined-file');
    await input.setInputFiles({
      name: 'gw.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('x'),
    });
    await new Dialog(page(), stores.t('app.error.title')).expectMessage('Invalid file format');
    await new Dialog(page(), stores.t('app.error.title')).button(stores.t('app.action.ok')).click();
    const csv = [
      '# predefined gateways for Busan',
      'gwMac,storeCode,gwIndex,channelGroupIndex,ip,netmask,defaultGateway,dns,eslServerPort,dataChannel,eventChannel',
      '',
      'E2:E2:00:00:00:01,KR002,5,0,10.9.0.5:8080,255.255.255.0,10.9.0.1,8.8.8.8,9001,12,26',
      'E2:E2:00:00:00:02,KR002,6,0,10.9.0.6:8080,255.255.255.0,10.9.0.1,8.8.8.8,9001,13,26',
    ].join('\n');
    await input.setInputFiles({ name: 'gw.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page()
      .getByRole('button', { name: stores.t('app.stores.upload'), exact: true })
      .click();
    await expect
      .poll(() => page().getByTestId('predefined-count').textContent())
      .toBe(stores.t('app.stores.predefinedUpdated', { count: 2 }));
    await page().screenshot({ path: `${SHOTS}/stores-predefined-upload.png` });
    await page()
      .getByRole('button', { name: stores.t('app.stores.close'), exact: true })
      .click();
    await page()
      .getByRole('button', { name: stores.t('app.stores.predefinedView'), exact: true })
      .click();
    await expect.poll(() => page().getByTestId('predefined-row').count()).toBeGreaterThanOrEqual(2);
  });

  it("channel settings start from the store's rows; a row added is kept", async () => {
    await signIn(page(), demoAccounts.admin);
    const api = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    await page()
      .getByRole('button', { name: stores.t('app.stores.channelSettings'), exact: true })
      .click();
    const dialog = page().getByTestId('channel-dialog');
    await dialog.getByRole('combobox').click();
    await page()
      .getByRole('option', { name: /\(KR002\)$/ })
      .click();
    const saved = await api.call<{ channelList: unknown[] }>('GET', '/config/gw/channel?storeCode=KR002');
    // Add waits for the store's rows (Playwright clicks once it is enabled)
    await dialog.getByTestId('channel-add').click();
    await expect.poll(() => dialog.getByTestId('channel-row').count()).toBe(saved.channelList.length + 1);
    await page().screenshot({ path: `${SHOTS}/stores-channel-settings.png` });
    await dialog.getByRole('button', { name: stores.t('app.stores.close'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('filters the store detail gateways in the page: a MAC or IP typed calls no search (doc 1 §2.7)', async () => {
    const calls: string[] = [];
    page().on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/status/store/KR001')) calls.push(`${request.method()} ${path}`);
    });
    await signIn(page(), demoAccounts.admin);
    const gateways = new GatewaysPage(page(), baseUrl());
    await gateways.openStore('KR001');
    const shown = () =>
      gateways.rows().evaluateAll((rows) => rows.map((row) => row.getAttribute('data-gw-mac')));
    const all = await shown();
    expect(all.length).toBeGreaterThan(1);
    const target = gateways.row(all[1] ?? '');
    const ip = (await target.getByTestId('gateway-ip').textContent()) ?? '';
    const filter = page().getByTestId('filter-macOrIp');
    // the rows an IP leaves: the gateways whose IP (or MAC) holds it, the one it was read from among them
    const leftBy = (text: string) =>
      gateways.rows().evaluateAll(
        (rows, [wanted, mac]) => {
          const found = rows.map((row) => ({
            mac: row.getAttribute('data-gw-mac') ?? '',
            ip: row.querySelector('[data-testid="gateway-ip"]')?.textContent ?? '',
          }));
          return (
            found.some((r) => r.mac === mac) &&
            found.every((r) => r.ip.includes(wanted) || r.mac.includes(wanted))
          );
        },
        [text, all[1] ?? ''],
      );
    await filter.fill(ip);
    await expect.poll(() => leftBy(ip)).toBe(true);
    await page().screenshot({ path: `${SHOTS}/store-detail-filtered.png` });
    await filter.fill((all[1] ?? '').toLowerCase());
    await expect.poll(shown).toEqual([all[1]]);
    await filter.fill('');
    await expect.poll(shown).toEqual(all);
    expect(calls.filter((call) => call.endsWith('/gw/search'))).toEqual([]);
    expect(calls.filter((call) => call === 'GET /api/status/store/KR001')).toHaveLength(1);
  });

  it('shows the manager only its two stores in the table and on the map, and no access to another store', async () => {
    const manager = await Api.login(baseUrl(), demoAccounts.manager.email, demoAccounts.manager.password);
    const mine = [...manager.session.store].sort();
    expect(mine).toHaveLength(2);
    await signIn(page(), demoAccounts.manager);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    expect(await stores.tableCodes()).toEqual(mine);
    await stores.showMap();
    await expect.poll(() => stores.markers().count()).toBe(2);
    const listed = await stores
      .listItems()
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-store-code')));
    expect(listed.sort()).toEqual(mine);
    await stores.goto('/store/detail/EU001?viewType=table');
    await stores.noAccess().waitFor();
    await stores.goto('/store/EU001/gw/00:1B:00:00:00:01');
    await stores.noAccess().waitFor();
  });
});
