// The store markers kept in Leaflet (storeMarkerLayer.ts), on a real Leaflet map in jsdom: a store list's changes
// reach the markers (added, removed, moved, recoloured), labels are bound as text when a marker is drawn and
// only drawn markers change when the zoom crosses the label level, a selected store grows, and a click selects.
import Leaflet, { map as leafletMap, type Map as LeafletMap } from 'leaflet';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leafletInJsdom } from '../test/leafletInJsdom';
import { StoreMarkerLayer, type PositionedStore, type StoreMarkerEvents } from './storeMarkerLayer';
import { STATUS_COLORS } from '../status/statusColors';

leafletInJsdom({ size: { width: 800, height: 560 } });

const store = (
  code: string,
  latitude: number,
  longitude: number,
  status: PositionedStore['status'] = 'NORMAL',
) => ({
  storeCode: code,
  storeName: `Store ${code}`,
  status,
  position: { latitude, longitude },
});

const events = (): StoreMarkerEvents => ({ select: vi.fn(), popupOpen: vi.fn(), popupClose: vi.fn() });

// the clustering plugin extends the global L, as it does in the browser
beforeAll(async () => {
  vi.stubGlobal('L', Leaflet);
  await import('leaflet.markercluster');
});

let map: LeafletMap;
let element: HTMLDivElement;

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
  map = leafletMap(element, { maxZoom: 20 }).setView([37.5, 127], 12);
});

afterEach(() => {
  map.remove();
  element.remove();
});

const drawn = () =>
  [...element.querySelectorAll<SVGPathElement>('path.store-marker')].map((path) => ({
    code: path.getAttribute('data-store-code'),
    classes: [...path.classList].filter((name) => name.startsWith('store-marker-')),
    fill: path.getAttribute('fill'),
  }));

const labels = () => [...element.querySelectorAll('.leaflet-tooltip')].map((tooltip) => tooltip.innerHTML);

describe('the store marker layer', () => {
  it("follows the store list: adds, removes, moves and recolours each store's marker", () => {
    const layer = new StoreMarkerLayer(map, map, events());
    layer.update([store('A', 37.5, 127), store('B', 37.51, 127.01), store('C', 37.52, 127.02)]);
    expect(drawn().map((m) => m.code)).toEqual(['A', 'B', 'C']);
    const markerA = layer.marker('A');

    layer.update([
      store('A', 37.55, 127.05),
      store('C', 37.52, 127.02, 'OFFLINE'),
      store('D', 37.53, 127.03),
    ]);
    expect(drawn()).toEqual([
      { code: 'A', classes: ['store-marker-NORMAL'], fill: STATUS_COLORS.NORMAL.background },
      { code: 'C', classes: ['store-marker-OFFLINE'], fill: STATUS_COLORS.OFFLINE.background },
      { code: 'D', classes: ['store-marker-NORMAL'], fill: STATUS_COLORS.NORMAL.background },
    ]);
    // the same marker, moved
    expect(layer.marker('A')).toBe(markerA);
    expect(markerA!.getLatLng()).toMatchObject({ lat: 37.55, lng: 127.05 });
    expect(layer.marker('B')).toBeUndefined();

    layer.clear();
    expect(drawn()).toEqual([]);
  });

  it('binds each name as text, shown on the map only once the zoom is at the label level', () => {
    const layer = new StoreMarkerLayer(map, map, events());
    layer.update([
      store('A', 37.5, 127),
      { ...store('B', 37.51, 127.01), storeName: '<img src=x onerror=alert(1)>' },
    ]);
    // zoomed out: names on hover only
    expect(labels()).toEqual([]);
    layer.setLabelled(true);
    expect(labels()).toEqual(['<span>Store A</span>', '<span>&lt;img src=x onerror=alert(1)&gt;</span>']);
    layer.update([{ ...store('A', 37.5, 127), storeName: 'Renamed' }, store('B', 37.51, 127.01)]);
    expect(labels()).toEqual(['<span>Renamed</span>', '<span>Store B</span>']);
    layer.setLabelled(false);
    expect(labels()).toEqual([]);
  });

  it('labels the markers a cluster holds when the cluster lets them out, not before', () => {
    const clusters = new Leaflet.MarkerClusterGroup({ maxClusterRadius: 20, animate: false }).addTo(map);
    const layer = new StoreMarkerLayer(map, clusters, events());
    // two stores 44 m apart cluster at zoom 12 and stand apart at 18; one store stands apart
    layer.update([store('A', 37.5, 127), store('B', 37.5, 127.0005), store('C', 37.6, 127.2)]);
    layer.setLabelled(true);
    expect(drawn().map((m) => m.code)).toEqual(['C']);
    expect(labels()).toEqual(['<span>Store C</span>']);
    map.setView([37.5, 127.00025], 18, { animate: false });
    expect(
      drawn()
        .map((m) => m.code)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(labels().sort()).toEqual(['<span>Store A</span>', '<span>Store B</span>']);
  });

  it('grows the selected store and keeps its name off the map (its popup shows it); a click selects', () => {
    const handlers = events();
    const layer = new StoreMarkerLayer(map, map, handlers);
    layer.update([store('A', 37.5, 127), store('B', 37.51, 127.01)]);
    layer.setLabelled(true);
    layer.setSelected('B');
    expect(layer.marker('B')!.getRadius()).toBe(11);
    expect(layer.marker('A')!.getRadius()).toBe(9);
    expect(labels()).toEqual(['<span>Store A</span>']);
    layer.setSelected('A');
    expect(layer.marker('B')!.getRadius()).toBe(9);
    expect(labels()).toEqual(['<span>Store B</span>']);

    layer.marker('B')!.fire('click');
    expect(handlers.select).toHaveBeenCalledWith(expect.objectContaining({ storeCode: 'B' }));
  });
});
