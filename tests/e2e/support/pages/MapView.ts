// A map of the console (src/maps/BaseMap): its offline geography, its view (data-zoom, data-center) and where
// its store markers sit compared with where Web Mercator puts their coordinates.
import type { Locator, Page } from 'playwright-core';

export type Coordinates = Record<string, { latitude: number; longitude: number }>;

export class MapView {
  constructor(
    readonly page: Page,
    /** test id of the box around the map */
    readonly testId: string,
  ) {}

  container(): Locator {
    return this.page.getByTestId(this.testId).locator('.leaflet-container');
  }

  /** the land, border or coastline paths of the offline base layer */
  geography(layer: 'land' | 'borders' | 'coastlines'): Locator {
    return this.page.getByTestId(this.testId).locator(`.leaflet-geography-pane path.geo-${layer}`);
  }

  async zoom(): Promise<number> {
    return Number(await this.container().getAttribute('data-zoom'));
  }

  /**
   * For each marker, how far (in pixels) it sits from the point of its store's coordinates, projected with the
   * map's centre and zoom as Leaflet does (EPSG:3857, 256-pixel tiles). Read in one evaluate.
   */
  async markerOffsets(coordinates: Coordinates): Promise<Record<string, number>> {
    return this.container().evaluate((map, stores) => {
      const project = (lat: number, lng: number, zoom: number) => {
        const size = 256 * 2 ** zoom;
        const sin = Math.sin((lat * Math.PI) / 180);
        return {
          x: ((lng + 180) / 360) * size,
          y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
        };
      };
      const zoom = Number(map.getAttribute('data-zoom'));
      const [lat, lng] = (map.getAttribute('data-center') ?? '').split(',').map(Number);
      const box = map.getBoundingClientRect();
      const centre = project(lat, lng, zoom);
      const offsets: Record<string, number> = {};
      for (const marker of map.querySelectorAll('path.store-marker')) {
        const code = marker.getAttribute('data-store-code') ?? '';
        const store = stores[code];
        if (!store) continue;
        const at = marker.getBoundingClientRect();
        const expected = project(store.latitude, store.longitude, zoom);
        const dx = at.left + at.width / 2 - (box.left + box.width / 2 + expected.x - centre.x);
        const dy = at.top + at.height / 2 - (box.top + box.height / 2 + expected.y - centre.y);
        offsets[code] = Math.round(Math.hypot(dx, dy) * 10) / 10;
      }
      return offsets;
    }, coordinates);
  }
}
