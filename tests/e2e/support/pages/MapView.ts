// A map of the console (src/maps/BaseMap): its offline geography, its view (data-zoom, data-center), its store
// markers and clusters (how many stores they draw) and where its markers sit compared with where Web Mercator
// puts their coordinates.
import type { Locator, Page } from 'playwright-core';

export type Coordinates = Record<string, { latitude: number; longitude: number }>;

/** what a map draws, read at once: its markers, its clusters and the stores they hold, those out of the map */
export interface Drawn {
  markers: number;
  clusters: number;
  /** stores drawn: the markers and the counts of the clusters */
  stores: number;
  /** markers and clusters whose centre lies outside the map's box */
  outside: number;
}

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

  /** the store markers drawn (outside clusters) */
  markers(): Locator {
    return this.page.getByTestId(this.testId).locator('path.store-marker');
  }

  /** the cluster icons drawn */
  clusters(): Locator {
    return this.page.getByTestId(this.testId).locator('.store-cluster');
  }

  async drawn(): Promise<Drawn> {
    return this.container().evaluate(drawnOn);
  }

  /** the index (among clusters()) of the cluster holding the most stores whose centre lies inside the map */
  async biggestClusterInSight(): Promise<number> {
    return this.container().evaluate((map) => {
      const box = map.getBoundingClientRect();
      let best = -1;
      let most = 0;
      map.querySelectorAll('.store-cluster').forEach((cluster, index) => {
        const at = cluster.getBoundingClientRect();
        const [x, y] = [at.left + at.width / 2, at.top + at.height / 2];
        const count = Number(cluster.querySelector('[data-count]')?.getAttribute('data-count'));
        const inside = x > box.left + 20 && x < box.right - 20 && y > box.top + 20 && y < box.bottom - 20;
        if (inside && count > most) [best, most] = [index, count];
      });
      return best;
    });
  }

  /** the index (among markers()) of a store marker well inside the map (40 pixels from its edges), or -1 */
  async markerInSight(): Promise<number> {
    return this.container().evaluate((map) => {
      const box = map.getBoundingClientRect();
      return [...map.querySelectorAll('path.store-marker')].findIndex((marker) => {
        const at = marker.getBoundingClientRect();
        const [x, y] = [at.left + at.width / 2, at.top + at.height / 2];
        return x > box.left + 40 && x < box.right - 40 && y > box.top + 40 && y < box.bottom - 40;
      });
    });
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

/**
 * What a Leaflet container draws (runs in the page: self-contained). Markers are the interactive paths (the store
 * maps' and the panels' circle markers), clusters the cluster icons with their count in data-count.
 */
export function drawnOn(map: Element): Drawn {
  const box = map.getBoundingClientRect();
  const markers = [...map.querySelectorAll('path.leaflet-interactive')];
  const clusters = [...map.querySelectorAll('.store-cluster')];
  const outside = [...markers, ...clusters].filter((element) => {
    const at = element.getBoundingClientRect();
    const x = at.left + at.width / 2;
    const y = at.top + at.height / 2;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  }).length;
  const held = clusters.reduce(
    (sum, cluster) => sum + Number(cluster.querySelector('[data-count]')?.getAttribute('data-count') ?? 0),
    0,
  );
  return { markers: markers.length, clusters: clusters.length, stores: markers.length + held, outside };
}
