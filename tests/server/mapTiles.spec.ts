// MAP_TILE_URL and MAP_TILE_ATTRIBUTION reach the console through /config.json; without them it names no tiles.
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { backends, createTestApp, type TestApp } from './helpers.ts';

const TILES = 'https://tiles.example.com/{z}/{x}/{y}.png';
const CREDIT = '&copy; Example tiles';

describe('map tiles in config.json', () => {
  it('reads MAP_TILE_URL and MAP_TILE_ATTRIBUTION, and nothing when they are unset or empty', () => {
    const set = loadConfig({ MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: CREDIT });
    expect([set.mapTileUrl, set.mapTileAttribution]).toEqual([TILES, CREDIT]);
    const unset = loadConfig({ MAP_TILE_URL: '' });
    expect([unset.mapTileUrl, unset.mapTileAttribution]).toEqual([undefined, undefined]);
  });

  describe.each(backends)('on $name', (backend) => {
    const apps: TestApp[] = [];
    afterAll(async () => Promise.all(apps.map((t) => t.close())));

    it('serves the tile URL and its credit to the console', async () => {
      const t = await createTestApp(backend, { config: { mapTileUrl: TILES, mapTileAttribution: CREDIT } });
      apps.push(t);
      const config = (await t.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config).toEqual({
        apiBase: '/api',
        wsPort: t.app.appConfig.wsPort,
        mapTileUrl: TILES,
        mapTileAttribution: CREDIT,
      });
    });
  });
});
