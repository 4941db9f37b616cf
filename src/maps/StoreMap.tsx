// A map of stores on the console's base map (BaseMap): one circle marker per store, coloured by status, with a
// popup; markers that would overlap gather into a cluster coloured by its worst status (MarkerClusters), so a
// chain of 2,000 stores draws a few dozen icons. Fitted to every store position, never closer than the spec's default zoom 20; a selected store is
// shown at zoom 14 with its popup open, closing the popup zooms out to 6 (doc 1 §9).
import {
  latLngBounds,
  type CircleMarker as LeafletCircleMarker,
  type Layer,
  type LeafletEvent,
  type Map as LeafletMap,
  type MarkerClusterGroup,
} from 'leaflet';
import {
  memo,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { CircleMarker, Popup, useMap } from 'react-leaflet';
import { STATUS_COLORS, type DeviceStatus } from '../status/statusColors';
import { BaseMap } from './BaseMap';
import { LABEL_MIN_ZOOM, MAP_ZOOM, STORE_MAP_HEIGHT, ZOOM_BUTTONS_RIGHT } from './mapConstants';
import { hasPosition, MAP_STATUSES, type MapStore } from './types';
import { CLUSTER_ICON_RADIUS, MarkerClusters, useClusterGroup } from './MarkerClusters';
import { useMapZoomAtLeast } from './useMapZoom';

type Positioned = MapStore & { position: { latitude: number; longitude: number } };

function FitToStores({ stores }: { stores: Positioned[] }) {
  const map = useMap();
  const key = stores.map((s) => s.storeCode).join(',');
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (stores.length === 0 || fitted.current === key) return;
    fitted.current = key;
    // the container may have been laid out after the map was created
    map.invalidateSize();
    const bounds = latLngBounds(stores.map((s) => [s.position.latitude, s.position.longitude]));
    map.fitBounds(bounds, {
      // clear of the zoom buttons (top left) with room for a cluster's icon on every side
      paddingTopLeft: [ZOOM_BUTTONS_RIGHT + CLUSTER_ICON_RADIUS, CLUSTER_ICON_RADIUS + 8],
      paddingBottomRight: [CLUSTER_ICON_RADIUS + 8, CLUSTER_ICON_RADIUS + 24],
      maxZoom: MAP_ZOOM.initial,
    });
  }, [map, key, stores]);
  return null;
}

/** how bad a status is: a cluster takes the colour of the worst status among its stores */
const STATUS_RANK: Record<DeviceStatus, number> = { NORMAL: 0, ALARM: 1, OFFLINE: 2 };

/**
 * Leaflet reads a path's class once and makes a new element each time a cluster lets its marker out: the element
 * follows its store's code and status on every add and on every change of status.
 */
function markElement(layer: LeafletCircleMarker, storeCode: string, status: DeviceStatus) {
  const element = layer.getElement();
  if (!element) return;
  element.setAttribute('data-store-code', storeCode);
  for (const other of MAP_STATUSES) element.classList.toggle(`store-marker-${other}`, other === status);
}

/** how long a selected store waits for its marker to join the clusters (they take new markers in chunks) */
const JOIN_TRIES = 40;
const JOIN_WAIT_MS = 50;

/** the group has placed the marker in its clusters (zoomToShowLayer needs that; hasLayer says yes before) */
const inCluster = (marker: LeafletCircleMarker) => (marker as { __parent?: object }).__parent !== undefined;

/**
 * The marker's popup opened (its store selected) where it is drawn, after its cluster let it out if need be;
 * a marker not yet in the cluster group (just mounted) is looked for again a moment later. Returns a cancel.
 */
function openWhereDrawn(
  map: LeafletMap,
  group: RefObject<MarkerClusterGroup | null>,
  marker: LeafletCircleMarker,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (tries: number) => {
    const clusters = group.current;
    if (map.hasLayer(marker) || !clusters) marker.openPopup();
    else if (inCluster(marker)) clusters.zoomToShowLayer(marker, () => marker.openPopup());
    else if (tries > 0) timer = setTimeout(() => attempt(tries - 1), JOIN_WAIT_MS);
  };
  attempt(JOIN_TRIES);
  return () => clearTimeout(timer);
}

/** a store's marker: drawn again only when its own props change (2,000 of them on a chain's map) */
const StoreMarker = memo(function StoreMarker({
  store,
  selected,
  labelled,
  onSelect,
  onPopupClose,
  renderPopup,
}: {
  store: Positioned;
  selected: boolean;
  /** the name shows beside the marker (else on hover) */
  labelled: boolean;
  onSelect: (store: MapStore) => void;
  onPopupClose: (storeCode: string) => void;
  renderPopup: (store: MapStore) => ReactNode;
}) {
  const ref = useRef<LeafletCircleMarker>(null);
  const map = useMap();
  const group = useClusterGroup();
  const { storeCode, status } = store;
  const { latitude, longitude } = store.position;
  // the popup's content is made while it is open: 2,000 stores, one popup at a time
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ref.current) markElement(ref.current, storeCode, status);
  }, [storeCode, status]);
  useEffect(() => {
    const marker = ref.current;
    if (!selected || !marker) return;
    let cancel = () => {};
    const reveal = () => {
      cancel = openWhereDrawn(map, group, marker);
    };
    // the clusters are made again when the zoom ends: the marker is looked for once the map has moved
    map.once('moveend', reveal);
    map.setView([latitude, longitude], MAP_ZOOM.selected);
    return () => {
      map.off('moveend', reveal);
      cancel();
    };
  }, [selected, map, group, latitude, longitude]);
  const permanent = labelled && !selected;
  const { storeName } = store;
  // the name bound on the Leaflet marker itself, not a react-leaflet Tooltip: 2,000 fewer components (and portals)
  // on a chain's map; as text, never as markup (a store's name is an operator's input)
  useEffect(() => {
    const marker = ref.current;
    if (!marker) return;
    const label = document.createElement('span');
    label.textContent = storeName;
    marker.bindTooltip(label, { direction: 'top', offset: [0, -8], permanent });
    return () => {
      marker.unbindTooltip();
    };
  }, [storeName, permanent]);
  // stable between renders: a new centre would move the marker out of its cluster and back
  const center = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  const pathOptions = useMemo(
    () => ({
      color: '#ffffff',
      weight: 2,
      fillColor: STATUS_COLORS[status].background,
      fillOpacity: 0.95,
      clusterRank: STATUS_RANK[status],
    }),
    [status],
  );
  const latest = useRef({ store, onSelect, onPopupClose });
  latest.current = { store, onSelect, onPopupClose };
  const eventHandlers = useMemo(
    () => ({
      add: (event: LeafletEvent) =>
        markElement(
          event.target as LeafletCircleMarker,
          latest.current.store.storeCode,
          latest.current.store.status,
        ),
      click: () => latest.current.onSelect(latest.current.store),
      popupopen: () => setOpen(true),
      popupclose: (event: LeafletEvent) => {
        setOpen(false);
        // a cluster that takes the marker back closes its popup too: only a popup closed on the map counts
        if (map.hasLayer(event.target as Layer)) latest.current.onPopupClose(latest.current.store.storeCode);
      },
    }),
    [map],
  );
  return (
    <CircleMarker
      ref={ref}
      center={center}
      radius={selected ? 11 : 9}
      pathOptions={pathOptions}
      className="store-marker"
      eventHandlers={eventHandlers}
    >
      <Popup>{open ? renderPopup(store) : null}</Popup>
    </CircleMarker>
  );
});

function ZoomOutOnClose({ signal }: { signal: number }) {
  const map = useMap();
  useEffect(() => {
    if (signal > 0) map.setZoom(MAP_ZOOM.afterClose);
  }, [signal, map]);
  return null;
}

type MarkersProps = Pick<StoreMapProps, 'selected' | 'onSelect' | 'onPopupClose' | 'renderPopup'> & {
  stores: Positioned[];
};

function StoreMarkers({ stores, selected, onSelect, onPopupClose, renderPopup }: MarkersProps) {
  // names stay on the map once stores are apart; zoomed out they show on hover. Every marker changes when the zoom
  // crosses that level: drawn as a deferred render, which yields to the map between markers (one task for all
  // 2,000 took 300 ms while zooming)
  const labelled = useDeferredValue(useMapZoomAtLeast(LABEL_MIN_ZOOM));
  const statuses = stores.map((s) => s.status).join();
  return (
    <MarkerClusters markers={stores.length} refreshKey={statuses}>
      {stores.map((store) => (
        <StoreMarker
          key={store.storeCode}
          store={store}
          selected={store.storeCode === selected}
          labelled={labelled}
          onSelect={onSelect}
          onPopupClose={onPopupClose}
          renderPopup={renderPopup}
        />
      ))}
    </MarkerClusters>
  );
}

interface StoreMapProps {
  stores: MapStore[];
  selected?: string;
  onSelect: (store: MapStore) => void;
  onPopupClose: (storeCode: string) => void;
  /** increases each time a popup closes */
  closeSignal: number;
  renderPopup: (store: MapStore) => ReactNode;
  height?: number;
}

export function StoreMap({
  stores,
  selected,
  onSelect,
  onPopupClose,
  closeSignal,
  renderPopup,
  height = STORE_MAP_HEIGHT,
}: StoreMapProps) {
  const positioned = stores.filter(hasPosition);
  return (
    <BaseMap testId="store-map" center={[20, 0]} zoom={MAP_ZOOM.world} height={height}>
      <FitToStores stores={positioned} />
      <ZoomOutOnClose signal={closeSignal} />
      <StoreMarkers
        stores={positioned}
        selected={selected}
        onSelect={onSelect}
        onPopupClose={onPopupClose}
        renderPopup={renderPopup}
      />
    </BaseMap>
  );
}
