// A Leaflet map of stores (react-leaflet): one circle marker per store, coloured by status, with a popup.
// Fitted to every store position; a selected store is shown at zoom 14 with its popup open, closing the
// popup zooms out to 6 (doc 1 §9). Tiles only when `/config.json` names a tile URL: without network the
// map draws a light background, a graticule and labelled markers.
import 'leaflet/dist/leaflet.css';
import { latLngBounds, type CircleMarker as LeafletCircleMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polyline,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { getConfig } from '../config/appConfig';
import { STATUS_COLORS } from '../status/statusColors';
import { LABEL_MIN_ZOOM, MAP_BACKGROUND, MAP_ZOOM } from './mapConstants';
import { hasPosition, type MapStore } from './types';

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
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_ZOOM.fitMax });
  }, [map, key, stores]);
  return null;
}

/** Leaflet measures its container once: follow later layout changes (the list beside it, the sidebar). */
function KeepSized() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

const GRATICULE = Array.from({ length: 35 }, (_, i) => -170 + i * 10);

function Graticule() {
  const lines = useMemo(
    () => [
      ...GRATICULE.map((lng) => [
        [-85, lng],
        [85, lng],
      ]),
      ...Array.from({ length: 17 }, (_, i) => -80 + i * 10).map((lat) => [
        [lat, -180],
        [lat, 180],
      ]),
    ],
    [],
  ) as Array<[number, number][]>;
  return (
    <>
      {lines.map((line, i) => (
        <Polyline
          key={i}
          positions={line}
          pathOptions={{ color: '#c5d3df', weight: 1, interactive: false }}
        />
      ))}
    </>
  );
}

function StoreMarker({
  store,
  selected,
  onSelect,
  onPopupClose,
  children,
}: {
  store: Positioned;
  selected: boolean;
  onSelect: (store: MapStore) => void;
  onPopupClose: (storeCode: string) => void;
  children: ReactNode;
}) {
  const ref = useRef<LeafletCircleMarker>(null);
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  // names stay on the map once stores are apart; zoomed out they show on hover
  const permanent = !selected && zoom >= LABEL_MIN_ZOOM;
  useEffect(() => {
    if (!selected || !ref.current) return;
    map.setView([store.position.latitude, store.position.longitude], MAP_ZOOM.selected);
    ref.current.openPopup();
  }, [selected, map, store.position.latitude, store.position.longitude]);
  const colors = STATUS_COLORS[store.status];
  return (
    <CircleMarker
      ref={ref}
      center={[store.position.latitude, store.position.longitude]}
      radius={selected ? 11 : 9}
      pathOptions={{
        color: '#ffffff',
        weight: 2,
        fillColor: colors.background,
        fillOpacity: 0.95,
      }}
      // Leaflet reads className only when the layer is created: the key below recreates it on a status change
      className={`store-marker store-marker-${store.status}`}
      eventHandlers={{ click: () => onSelect(store), popupclose: () => onPopupClose(store.storeCode) }}
    >
      <Tooltip key={String(permanent)} direction="top" offset={[0, -8]} permanent={permanent}>
        {store.storeName}
      </Tooltip>
      <Popup>{children}</Popup>
    </CircleMarker>
  );
}

function ZoomOutOnClose({ signal }: { signal: number }) {
  const map = useMap();
  useEffect(() => {
    if (signal > 0) map.setZoom(MAP_ZOOM.afterClose);
  }, [signal, map]);
  return null;
}

export function StoreMap({
  stores,
  selected,
  onSelect,
  onPopupClose,
  closeSignal,
  renderPopup,
  height = 560,
}: {
  stores: MapStore[];
  selected?: string;
  onSelect: (store: MapStore) => void;
  onPopupClose: (storeCode: string) => void;
  /** increases each time a popup closes */
  closeSignal: number;
  renderPopup: (store: MapStore) => ReactNode;
  height?: number;
}) {
  const tileUrl = getConfig().mapTileUrl;
  const positioned = stores.filter(hasPosition);
  return (
    <div data-testid="store-map">
      <MapContainer
        center={[20, 0]}
        zoom={MAP_ZOOM.empty}
        style={{ height, width: '100%', background: MAP_BACKGROUND, borderRadius: 4 }}
        worldCopyJump
      >
        {tileUrl ? <TileLayer url={tileUrl} /> : <Graticule />}
        <KeepSized />
        <FitToStores stores={positioned} />
        <ZoomOutOnClose signal={closeSignal} />
        {positioned.map((store) => (
          <StoreMarker
            key={store.storeCode}
            store={store}
            selected={store.storeCode === selected}
            onSelect={onSelect}
            onPopupClose={onPopupClose}
          >
            {renderPopup(store)}
          </StoreMarker>
        ))}
      </MapContainer>
    </div>
  );
}
