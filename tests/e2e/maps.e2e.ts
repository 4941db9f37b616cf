// Maps with geography, offline (issue 10): the store, tag and product maps draw Natural Earth land, borders and
// coastlines served by the console itself, put each store's marker on its coordinates, follow the spec's zooms
// (14 on a store, 6 after its popup closes), and no request leaves the local server; an operator's tile URL in
// /config.json draws tiles over the geography.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Api, demoAccounts } from './support/api';
import { baseUrl, pagePerTest, signIn } from './support/fixtures';
import { MapView, type Coordinates } from './support/pages/MapView';
import { StoresPage } from './support/pages/StoresPage';

const SHOTS = '/tmp/shots-maps';
mkdirSync(SHOTS, { recursive: true });

async function storeCoordinates(): Promise<Coordinates> {
  const admin = await Api.login(baseUrl(), demoAccounts.admin.email, demoAccounts.admin.password);
  const answer = await admin.call<{
    data: Array<{ storeCode: string; position: { latitude: number; longitude: number } | null }>;
  }>('GET', '/status/store');
  return Object.fromEntries(answer.data.filter((s) => s.position).map((s) => [s.storeCode, s.position!]));
}

/** every address the page asks for, websockets included */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  return urls;
}

const isLocal = (url: string) =>
  url.startsWith('data:') ||
  url.startsWith('blob:') ||
  ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/**
 * The geography is drawn, `stores` stores are drawn (markers that would overlap share a cluster, issue 39) and
 * every marker drawn sits on its store's coordinates (within 2 pixels).
 */
async function expectStoresOnTheirCoordinates(map: MapView, coordinates: Coordinates, stores: number) {
  // each part of the geography is a layer of its own, drawn in turn: each is waited for
  for (const part of ['land', 'borders', 'coastlines'] as const)
    await map.geography(part).first().waitFor({ state: 'attached' });
  await expect
    .poll(async () => {
      const drawn = await map.drawn();
      const offsets = await map.markerOffsets(coordinates);
      return Math.min(drawn.stores, Object.keys(coordinates).length) === stores &&
        Object.keys(offsets).length > 0 &&
        Object.values(offsets).every((d) => d <= 2)
        ? 'on their coordinates'
        : JSON.stringify({ drawn, offsets });
    })
    .toBe('on their coordinates');
}

describe('maps with geography, offline', () => {
  const page = pagePerTest();

  it('the store map draws land, borders and coastlines from the local server, markers on their coordinates', async () => {
    const coordinates = await storeCoordinates();
    const requests = recordRequests(page());
    await page().setViewportSize({ width: 1400, height: 900 });
    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    await stores.showMap();
    const map = new MapView(page(), 'store-map');
    const count = Object.keys(coordinates).length;
    await expect.poll(async () => (await map.drawn()).stores, { timeout: 30_000 }).toBe(count);
    await expectStoresOnTheirCoordinates(map, coordinates, count);
    expect(await page().locator('img.leaflet-tile').count()).toBe(0);
    await page().screenshot({ path: `${SHOTS}/store-map.png` });

    // a store from the list: zoom 14 with its popup, still on its coordinates over the geography
    await stores.listItems().filter({ hasText: 'KR001' }).click();
    await page().getByTestId('store-popup').waitFor();
    await expect.poll(() => map.zoom()).toBe(14);
    await expectStoresOnTheirCoordinates(map, { KR001: coordinates.KR001 }, 1);
    // from zoom 5 on every other store drawn is labelled with its name, the selected one has its popup instead
    // (the clusters draw only the markers in sight: at 14 on Seoul, Busan is out of it)
    const names = (await stores
      .listItems()
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent ?? ''),
      )) as string[];
    const labels = () => page().locator('.leaflet-tooltip').allTextContents();
    const drawnNames = async () => {
      const codes = await map
        .markers()
        .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('data-store-code')));
      return (
        await stores
          .listItems()
          .evaluateAll((items) =>
            items.map((item) => [
              item.getAttribute('data-store-code'),
              item.querySelector('.MuiListItemText-primary')?.textContent ?? '',
            ]),
          )
      )
        .filter(([code]) => codes.includes(code))
        .map(([, name]) => name);
    };
    await expect
      .poll(async () => (await labels()).sort())
      .toEqual((await drawnNames()).filter((n) => n !== 'Seoul Gangnam').sort());
    expect(names).toContain('Seoul Gangnam');
    await page().screenshot({ path: `${SHOTS}/store-map-selected.png` });
    // closing its popup zooms out to 6, every store labelled
    await page().locator('.leaflet-popup-close-button').click();
    await expect.poll(() => map.zoom()).toBe(6);
    await expect
      .poll(
        async () =>
          (await labels()).sort().join() === (await drawnNames()).sort().join() && (await labels()).length,
      )
      .toBeGreaterThan(1);
    await page().screenshot({ path: `${SHOTS}/store-map-closed.png` });

    const offline = requests.filter((url) => !isLocal(url));
    expect(offline).toEqual([]);
    // the geography came as the console's own chunks
    expect(requests.some((url) => /\/assets\/countries-(110|50)m-[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('the tag status map and the product store map draw the same geography under their markers', async () => {
    const coordinates = await storeCoordinates();
    const requests = recordRequests(page());
    await page().setViewportSize({ width: 1400, height: 900 });
    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    const count = Object.keys(coordinates).length;

    await stores.goto('/tag?viewType=map');
    const tagMap = new MapView(page(), 'tag-store-map');
    await expectStoresOnTheirCoordinates(tagMap, coordinates, count);
    await page().screenshot({ path: `${SHOTS}/tag-status-map.png` });

    await stores.goto('/product?viewType=map');
    const productMap = new MapView(page(), 'store-map');
    await expectStoresOnTheirCoordinates(productMap, coordinates, count);
    await page().screenshot({ path: `${SHOTS}/product-store-map.png` });
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
  });

  it("draws the operator's tiles over the geography when config.json names a tile URL", async () => {
    const tile = `${baseUrl()}/test-tiles/{z}/{x}/{y}.png`;
    // one grey 1x1 PNG for every tile
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    );
    const asked: string[] = [];
    // the server's own configuration (API base, websocket port) with the operator's tiles added
    await page().route('**/config.json', async (route) => {
      const served = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...served, mapTileUrl: tile, mapTileAttribution: 'Test tiles' } });
    });
    await page().route('**/test-tiles/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ body: png, contentType: 'image/png' });
    });
    await signIn(page(), demoAccounts.admin);
    const stores = new StoresPage(page(), baseUrl());
    await stores.openFromSidebar();
    await stores.showMap();
    await page().locator('.leaflet-tile-pane img.leaflet-tile').first().waitFor({ state: 'attached' });
    expect(asked.every((url) => /\/test-tiles\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    await expect(page().locator('.leaflet-control-attribution').textContent()).resolves.toContain(
      'Test tiles',
    );
    // the tiles lie over the geography, the markers over both
    const zIndex = (pane: string) =>
      page()
        .locator(`.leaflet-${pane}-pane`)
        .evaluate((element) => Number(getComputedStyle(element).zIndex));
    const [geography, tiles, markers] = [
      await zIndex('geography'),
      await zIndex('tile'),
      await zIndex('overlay'),
    ];
    expect(geography).toBeLessThan(tiles);
    expect(tiles).toBeLessThan(markers);
  });
});
