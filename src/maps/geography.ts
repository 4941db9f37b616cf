// The offline base layer of every map: Natural Earth land, country borders and coastlines from the world-atlas
// package (TopoJSON), turned into GeoJSON by topojson-client. The data is imported dynamically, so each detail
// level is its own chunk, fetched from the console's own server the first time a map needs it: nothing comes
// from the internet. 1:110m draws the whole world, 1:50m everything closer. antimeridian.ts makes the data flat.
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon } from 'geojson';
import { cutLines, planarPolygons } from './antimeridian';

export type GeographyDetail = '110m' | '50m';

export interface Geography {
  /** land masses, filled */
  land: FeatureCollection<MultiPolygon>;
  /** borders between two countries (each drawn once) */
  borders: MultiLineString;
  /** the outline of the land */
  coastlines: MultiLineString;
}

/** below this zoom the world fits a screen and 1:110m is detailed enough */
export const FINE_DETAIL_MIN_ZOOM = 3;

export function detailForZoom(zoom: number): GeographyDetail {
  return zoom < FINE_DETAIL_MIN_ZOOM ? '110m' : '50m';
}

const topologies = {
  '110m': () => import('world-atlas/countries-110m.json'),
  '50m': () => import('world-atlas/countries-50m.json'),
};

const loaded = new Map<GeographyDetail, Promise<Geography>>();

async function build(detail: GeographyDetail): Promise<Geography> {
  const [{ feature, mesh }, { default: topology }] = await Promise.all([
    import('topojson-client'),
    topologies[detail](),
  ]);
  const { countries, land } = topology.objects;
  const features: Feature<MultiPolygon>[] = [];
  for (const { geometry, properties } of feature(topology, land).features)
    if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon')
      features.push({ type: 'Feature', properties, geometry: planarPolygons(geometry) });
  return {
    land: { type: 'FeatureCollection', features },
    borders: cutLines(mesh(topology, countries, (a, b) => a !== b)),
    coastlines: cutLines(mesh(topology, land)),
  };
}

/** The geography of a detail level, loaded and converted once per page. */
export function loadGeography(detail: GeographyDetail): Promise<Geography> {
  let geography = loaded.get(detail);
  if (!geography) {
    geography = build(detail);
    // a failed load (a chunk missing after an update) is retried by the next map that asks
    geography.catch(() => loaded.delete(detail));
    loaded.set(detail, geography);
  }
  return geography;
}
