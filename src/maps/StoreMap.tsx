// A map of stores on the console's base map (BaseMap): one circle marker per store, coloured by status, with a
// popup; markers that would overlap gather into a cluster coloured by its worst status (MarkerClusters), so a
// chain of 2,000 stores draws a few dozen icons. The markers live in Leaflet (storeMarkerLayer.ts), not one React
// component each. Fitted to every store position, never closer than the spec's default zoom 20; a selected store
// is shown at zoom 14 with its popup open, closing the popup zooms out to 6 (doc 1 §9).
import { useLeafletContext } from '@react-leaflet/core';
import {
  latLngBounds,
  type CircleMarker as LeafletCircleMarker,
  type LayerGroup,
  type Map as LeafletMap,
  type MarkerClusterGroup,
} from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-leaflet';
import { BaseMap } from './BaseMap';
import { LABEL_MIN_ZOOM, MAP_ZOOM, STORE_MAP_HEIGHT, ZOOM_BUTTONS_RIGHT } from './mapConstants';
import { hasPosition, type MapStore } from './types';
import { CLUSTER_ICON_RADIUS, MarkerClusters } from './MarkerClusters';
import { isClusterGroup, StoreMarkerLayer, type PositionedStore } from './storeMarkerLayer';
import { useMapZoomAtLeast } from './useMapZoom';

function FitToStores({ stores }: { stores: PositionedStore[] }) {
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

/** how long a selected store waits for its marker to join the clusters (they take new markers in chunks) */
const JOIN_TRIES = 40;
const JOIN_WAIT_MS = 50;

/** the group has placed the marker in its clusters (zoomToShowLayer needs that; hasLayer says yes before) */
const inCluster = (marker: LeafletCircleMarker) => (marker as { __parent?: object }).__parent !== undefined;

/**
 * The marker's popup opened (its store selected) where it is drawn, after its cluster let it out if need be;
 * a marker not yet in the cluster group (just added) is looked for again a moment later. Returns a cancel.
 */
function openWhereDrawn(
  map: LeafletMap,
  clusters: MarkerClusterGroup | undefined,
  marker: LeafletCircleMarker,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (tries: number) => {
    if (map.hasLayer(marker) || !clusters) marker.openPopup();
    else if (inCluster(marker)) clusters.zoomToShowLayer(marker, () => marker.openPopup());
    else if (tries > 0) timer = setTimeout(() => attempt(tries - 1), JOIN_WAIT_MS);
  };
  attempt(JOIN_TRIES);
  return () => clearTimeout(timer);
}

function ZoomOutOnClose({ signal }: { signal: number }) {
  const map = useMap();
  useEffect(() => {
    if (signal > 0) map.setZoom(MAP_ZOOM.afterClose);
  }, [signal, map]);
  return null;
}

type MarkersProps = Pick<StoreMapProps, 'selected' | 'onSelect' | 'onPopupClose' | 'renderPopup'> & {
  stores: PositionedStore[];
};

/**
 * The stores' markers (StoreMarkerLayer, in Leaflet) in the map or its cluster group, and the one popup: its
 * content is a React portal into one element, bound on a marker when its store is selected, made while it is open.
 */
function StoreMarkerLayerOnMap({ stores, selected, onSelect, onPopupClose, renderPopup }: MarkersProps) {
  const { map, layerContainer } = useLeafletContext();
  const container = (layerContainer ?? map) as LeafletMap | LayerGroup;
  const clusters = isClusterGroup(container) ? container : undefined;
  // names stay on the map once stores are apart; zoomed out they show on hover
  const labelled = useMapZoomAtLeast(LABEL_MIN_ZOOM);
  const [popupCode, setPopupCode] = useState<string | undefined>();
  const latest = useRef({ onSelect, onPopupClose });
  latest.current = { onSelect, onPopupClose };
  const layer = useMemo(
    () =>
      new StoreMarkerLayer(map, container, {
        select: (store) => latest.current.onSelect(store),
        popupOpen: (store) => setPopupCode(store.storeCode),
        popupClose: (store, onMap) => {
          setPopupCode((code) => (code === store.storeCode ? undefined : code));
          // a cluster that takes the marker back closes its popup too: only a popup closed on the map counts
          if (onMap) latest.current.onPopupClose(store.storeCode);
        },
      }),
    [map, container],
  );
  useEffect(() => () => layer.clear(), [layer]);
  useEffect(() => layer.update(stores), [layer, stores]);
  useEffect(() => layer.setLabelled(labelled), [layer, labelled]);
  useEffect(() => layer.setSelected(selected), [layer, selected]);

  const content = useMemo(() => document.createElement('div'), []);
  const selectedStore = selected === undefined ? undefined : stores.find((s) => s.storeCode === selected);
  const latitude = selectedStore?.position.latitude;
  const longitude = selectedStore?.position.longitude;
  useEffect(() => {
    const marker = selected === undefined ? undefined : layer.marker(selected);
    if (!marker || latitude === undefined || longitude === undefined) return;
    if (marker.getPopup()?.getContent() !== content) marker.bindPopup(content);
    setPopupCode(selected);
    let cancel = () => {};
    const reveal = () => {
      cancel = openWhereDrawn(map, clusters, marker);
    };
    // the clusters are made again when the zoom ends: the marker is looked for once the map has moved
    map.once('moveend', reveal);
    map.setView([latitude, longitude], MAP_ZOOM.selected);
    return () => {
      map.off('moveend', reveal);
      cancel();
    };
  }, [selected, layer, map, clusters, content, latitude, longitude]);

  const popupStore = popupCode === undefined ? undefined : stores.find((s) => s.storeCode === popupCode);
  // the popup fits its content once React has drawn it (as react-leaflet's Popup does)
  useLayoutEffect(() => {
    const popup = popupCode === undefined ? undefined : layer.marker(popupCode)?.getPopup();
    if (popup?.isOpen()) popup.update();
  }, [layer, popupCode, popupStore]);
  return createPortal(popupStore ? renderPopup(popupStore) : null, content);
}

function StoreMarkers(props: MarkersProps) {
  // a marker's new status recolours its cluster from the marker layer itself (refreshClusters of those markers)
  return (
    <MarkerClusters markers={props.stores.length}>
      <StoreMarkerLayerOnMap {...props} />
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
