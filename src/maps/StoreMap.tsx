// A map of stores on the console's base map (BaseMap): one circle marker per store, coloured by status, with a
// popup. Fitted to every store position, never closer than the spec's default zoom 20; a selected store is
// shown at zoom 14 with its popup open, closing the popup zooms out to 6 (doc 1 §9).
import { latLngBounds, type CircleMarker as LeafletCircleMarker } from 'leaflet';
import { useEffect, useRef, type ReactNode } from 'react';
import { CircleMarker, Popup, Tooltip, useMap } from 'react-leaflet';
import { STATUS_COLORS, type DeviceStatus } from '../status/statusColors';
import { BaseMap } from './BaseMap';
import { LABEL_MIN_ZOOM, MAP_ZOOM } from './mapConstants';
import { hasPosition, MAP_STATUSES, type MapStore } from './types';
import { useMapZoom } from './useMapZoom';

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
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_ZOOM.initial });
  }, [map, key, stores]);
  return null;
}

/** Leaflet reads a path's class once: the marker's element follows its store's code and status here. */
function useMarkerElement(
  ref: React.RefObject<LeafletCircleMarker | null>,
  storeCode: string,
  status: DeviceStatus,
) {
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('data-store-code', storeCode);
    for (const other of MAP_STATUSES) element.classList.toggle(`store-marker-${other}`, other === status);
  }, [ref, storeCode, status]);
}

function StoreMarker({
  store,
  selected,
  labelled,
  onSelect,
  onPopupClose,
  children,
}: {
  store: Positioned;
  selected: boolean;
  /** the name shows beside the marker (else on hover) */
  labelled: boolean;
  onSelect: (store: MapStore) => void;
  onPopupClose: (storeCode: string) => void;
  children: ReactNode;
}) {
  const ref = useRef<LeafletCircleMarker>(null);
  const map = useMap();
  useMarkerElement(ref, store.storeCode, store.status);
  const permanent = labelled && !selected;
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
      className="store-marker"
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

type MarkersProps = Pick<StoreMapProps, 'selected' | 'onSelect' | 'onPopupClose' | 'renderPopup'> & {
  stores: Positioned[];
};

function StoreMarkers({ stores, selected, onSelect, onPopupClose, renderPopup }: MarkersProps) {
  // names stay on the map once stores are apart; zoomed out they show on hover
  const labelled = useMapZoom() >= LABEL_MIN_ZOOM;
  return stores.map((store) => (
    <StoreMarker
      key={store.storeCode}
      store={store}
      selected={store.storeCode === selected}
      labelled={labelled}
      onSelect={onSelect}
      onPopupClose={onPopupClose}
    >
      {renderPopup(store)}
    </StoreMarker>
  ));
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
  height = 560,
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
