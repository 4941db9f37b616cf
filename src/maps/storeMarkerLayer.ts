// The store markers of a store map, made and kept in Leaflet itself: one circle marker per store, coloured by its
// status, named by a label and marked in the page by its code and status. No React component per store: a chain's
// 2,000 stores were 2,000 components, each with its react-leaflet popup and five effects, and crossing the label
// zoom bound 2,000 labels again in one task. Here stores are added and removed in bulk (a cluster group's
// addLayers), a label is bound when its marker is drawn, and only the drawn markers change when the zoom crosses
// the label level.
import {
  circleMarker,
  type CircleMarker,
  type LayerGroup,
  type LeafletEvent,
  type Map as LeafletMap,
  type MarkerClusterGroup,
} from 'leaflet';
import { STATUS_COLORS, type DeviceStatus } from '../status/statusColors';
import { MAP_STATUSES, type MapStore } from './types';

export type PositionedStore = MapStore & { position: { latitude: number; longitude: number } };

/** how bad a status is: a cluster takes the colour of the worst status among its stores */
const STATUS_RANK: Record<DeviceStatus, number> = { NORMAL: 0, ALARM: 1, OFFLINE: 2 };

const RADIUS = { plain: 9, selected: 11 } as const;

const styleOf = (status: DeviceStatus) => ({
  color: '#ffffff',
  weight: 2,
  fillColor: STATUS_COLORS[status].background,
  fillOpacity: 0.95,
  clusterRank: STATUS_RANK[status],
});

export interface StoreMarkerEvents {
  /** a marker was clicked */
  select(store: PositionedStore): void;
  popupOpen(store: PositionedStore): void;
  /** its popup closed; `onMap` is false when a cluster took the marker back (which closes its popup too) */
  popupClose(store: PositionedStore, onMap: boolean): void;
}

/** where the markers go: a cluster group, or the map itself (a few stores) */
type Container = LeafletMap | LayerGroup;

interface Entry {
  store: PositionedStore;
  marker: CircleMarker;
  /** the label bound (its text and whether it stays shown), undefined before the marker is first drawn */
  label?: { name: string; permanent: boolean };
}

export const isClusterGroup = (container: Container): container is MarkerClusterGroup =>
  typeof (container as { refreshClusters?: unknown }).refreshClusters === 'function';

/**
 * Leaflet reads a path's class once and makes a new element each time a cluster lets its marker out: the element
 * follows its store's code and status on every add and on every change of status.
 */
function markElement(marker: CircleMarker, store: PositionedStore) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('data-store-code', store.storeCode);
  for (const status of MAP_STATUSES)
    element.classList.toggle(`store-marker-${status}`, status === store.status);
}

const samePlace = (a: PositionedStore, b: PositionedStore) =>
  a.position.latitude === b.position.latitude && a.position.longitude === b.position.longitude;

export class StoreMarkerLayer {
  private readonly entries = new Map<string, Entry>();
  private readonly codeOf = new WeakMap<CircleMarker, string>();
  private labelled = false;
  private selected: string | undefined;

  constructor(
    private readonly map: LeafletMap,
    private readonly container: Container,
    private readonly events: StoreMarkerEvents,
  ) {}

  marker(storeCode: string): CircleMarker | undefined {
    return this.entries.get(storeCode)?.marker;
  }

  /** the stores to draw: new ones made, gone ones removed, moved ones moved, changed ones recoloured */
  update(stores: PositionedStore[]): void {
    const wanted = new Set(stores.map((store) => store.storeCode));
    const removed: CircleMarker[] = [];
    for (const [code, entry] of this.entries) {
      if (wanted.has(code)) continue;
      removed.push(entry.marker);
      this.entries.delete(code);
    }
    const added: CircleMarker[] = [];
    const recoloured: CircleMarker[] = [];
    for (const store of stores) {
      const entry = this.entries.get(store.storeCode);
      if (!entry) {
        added.push(this.make(store));
        continue;
      }
      const before = entry.store;
      entry.store = store;
      // a cluster group follows its markers' moves itself (their 'move' event)
      if (!samePlace(before, store))
        entry.marker.setLatLng([store.position.latitude, store.position.longitude]);
      if (before.status !== store.status) {
        entry.marker.setStyle(styleOf(store.status));
        markElement(entry.marker, store);
        recoloured.push(entry.marker);
      }
      if (before.storeName !== store.storeName && entry.label) this.label(entry);
    }
    this.removeLayers(removed);
    this.addLayers(added);
    if (recoloured.length > 0 && isClusterGroup(this.container)) this.container.refreshClusters(recoloured);
  }

  /** names stay shown (zoomed in) or show on hover: only the markers drawn now change, others when drawn */
  setLabelled(labelled: boolean): void {
    if (labelled === this.labelled) return;
    this.labelled = labelled;
    for (const entry of this.entries.values()) if (this.map.hasLayer(entry.marker)) this.label(entry);
  }

  setSelected(storeCode: string | undefined): void {
    const before = this.selected;
    this.selected = storeCode;
    for (const code of [before, storeCode]) {
      const entry = code === undefined ? undefined : this.entries.get(code);
      if (!entry) continue;
      entry.marker.setRadius(code === storeCode ? RADIUS.selected : RADIUS.plain);
      if (entry.label) this.label(entry);
    }
  }

  /** every marker taken off the map */
  clear(): void {
    this.removeLayers([...this.entries.values()].map((entry) => entry.marker));
    this.entries.clear();
  }

  private make(store: PositionedStore): CircleMarker {
    const marker = circleMarker([store.position.latitude, store.position.longitude], {
      ...styleOf(store.status),
      radius: store.storeCode === this.selected ? RADIUS.selected : RADIUS.plain,
      className: 'store-marker',
    });
    this.entries.set(store.storeCode, { store, marker });
    this.codeOf.set(marker, store.storeCode);
    marker.on(this.markerEvents);
    return marker;
  }

  /** the store's name bound on its marker as text, never as markup (a store's name is an operator's input) */
  private label(entry: Entry): void {
    const name = entry.store.storeName;
    const permanent = this.labelled && entry.store.storeCode !== this.selected;
    if (entry.label?.name === name && entry.label.permanent === permanent) return;
    const text = document.createElement('span');
    text.textContent = name;
    entry.marker.unbindTooltip();
    entry.marker.bindTooltip(text, { direction: 'top', offset: [0, -8], permanent });
    entry.label = { name, permanent };
  }

  private entryOf(event: LeafletEvent): Entry | undefined {
    const code = this.codeOf.get(event.target as CircleMarker);
    return code === undefined ? undefined : this.entries.get(code);
  }

  /** one set of listeners shared by every marker */
  private readonly markerEvents = {
    add: (event: LeafletEvent) => {
      const entry = this.entryOf(event);
      if (!entry) return;
      markElement(entry.marker, entry.store);
      this.label(entry);
    },
    click: (event: LeafletEvent) => {
      const entry = this.entryOf(event);
      if (entry) this.events.select(entry.store);
    },
    popupopen: (event: LeafletEvent) => {
      const entry = this.entryOf(event);
      if (entry) this.events.popupOpen(entry.store);
    },
    popupclose: (event: LeafletEvent) => {
      const entry = this.entryOf(event);
      if (entry) this.events.popupClose(entry.store, this.map.hasLayer(entry.marker));
    },
  };

  private addLayers(markers: CircleMarker[]): void {
    if (markers.length === 0) return;
    if (isClusterGroup(this.container)) this.container.addLayers(markers);
    else for (const marker of markers) this.container.addLayer(marker);
  }

  private removeLayers(markers: CircleMarker[]): void {
    if (markers.length === 0) return;
    if (isClusterGroup(this.container)) this.container.removeLayers(markers);
    else for (const marker of markers) this.container.removeLayer(marker);
  }
}
