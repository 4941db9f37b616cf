// Map conventions of the spec (doc 1 §9, doc 2 §9, doc 3 §9) for every map of the console. The zoom levels are
// the spec's (Google Maps levels, the same scale in Leaflet): the offline base layer is vector data, so the map
// goes to zoom 20 without tiles.
export const MAP_ZOOM = {
  /** the default zoom: a map fitted to its stores never comes closer than this */
  initial: 20,
  /** a selected store */
  selected: 14,
  /** after its info popup closes */
  afterClose: 6,
  /** after a place is chosen in the position picker (doc 3 §9) */
  placeChosen: 16,
  /** the whole world: no store has a position yet */
  world: 2,
  /** the closest a map can zoom */
  max: 20,
  /** the farthest: the world fills the map */
  min: 2,
} as const;

/** the right edge of Leaflet's zoom buttons (top left), in pixels from the map's left edge: fitted views keep clear */
export const ZOOM_BUTTONS_RIGHT = 46;

/** a tile server's own deepest level; Leaflet enlarges its tiles beyond it up to MAP_ZOOM.max */
export const TILE_MAX_NATIVE_ZOOM = 19;

/** doc 1 §9: map list 15 per page; options 15, 25, 50, 100, all (-1) */
export const MAP_LIST_PAGE = 15;
export const MAP_LIST_PAGE_OPTIONS = [15, 25, 50, 100, -1];

/** the offline base layer's colours: a calm sea and land under the status colours of the markers */
export const MAP_COLORS = {
  sea: '#d4e4f0',
  land: '#f7f5f0',
  border: '#b8aea0',
  coast: '#9ab6cc',
} as const;

/** store names show permanently from this zoom on (closer stores would overlap) */
export const LABEL_MIN_ZOOM = 5;

/** the store map's height (px) on the store screens, also kept while its map loads */
export const STORE_MAP_HEIGHT = 560;
