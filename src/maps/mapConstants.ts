// Map conventions of doc 1 §9 for the store maps (gateway status here, tag status later). The spec's zoom
// levels are Google Maps levels: the default 20 is a street view that Leaflet's tile pyramid does not reach,
// so it becomes the map's maximum zoom when the map is fitted to the stores; 14 (a selected store) and 6
// (after the info popup closes) are the same in Leaflet.
export const GOOGLE_DEFAULT_ZOOM = 20;
export const MAP_ZOOM = {
  /** fitted to all store positions, never closer than this */
  fitMax: Math.min(GOOGLE_DEFAULT_ZOOM, 18),
  selected: 14,
  afterClose: 6,
  /** no store has a position */
  empty: 2,
} as const;

/** doc 1 §9: map list 15 per page; options 15, 25, 50, 100, all (-1) */
export const MAP_LIST_PAGE = 15;
export const MAP_LIST_PAGE_OPTIONS = [15, 25, 50, 100, -1];

/** background of the map when no tile layer is configured (no network) */
export const MAP_BACKGROUND = '#eef3f7';

/** store names show permanently from this zoom on (closer stores would overlap) */
export const LABEL_MIN_ZOOM = 5;
