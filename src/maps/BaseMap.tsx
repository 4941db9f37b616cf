// The one map of the console: a Leaflet map (react-leaflet) over the offline geography (GeographyLayer), with
// the operator's tiles on top when /config.json names a tile URL (mapTileUrl), zoom 2 to 20, and the markers
// of its caller as children. The container carries its view as data-zoom and data-center ("lat,lng").
import 'leaflet/dist/leaflet.css';
import type { LatLngExpression } from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, ScaleControl, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { getConfig } from '../config/appConfig';
import { GeographyLayer } from './GeographyLayer';
import { MAP_COLORS, MAP_ZOOM, TILE_MAX_NATIVE_ZOOM } from './mapConstants';

/** the world once: no grey copies beside it, and no marker lost on one of them */
const WORLD: [[number, number], [number, number]] = [
  [-85, -180],
  [85, 180],
];

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

/** The view on the container's data attributes, for whoever checks the map without Leaflet at hand. */
function ViewAttributes() {
  const map = useMap();
  const write = () => {
    const { lat, lng } = map.getCenter();
    map.getContainer().dataset.zoom = String(map.getZoom());
    map.getContainer().dataset.center = `${lat.toFixed(6)},${lng.toFixed(6)}`;
  };
  useMapEvents({ moveend: write, zoomend: write });
  useEffect(write);
  return null;
}

export function BaseMap({
  center,
  zoom,
  height,
  testId,
  minZoom = MAP_ZOOM.min,
  inWorld = true,
  children,
}: {
  center: LatLngExpression;
  zoom: number;
  height: number;
  testId?: string;
  /** the farthest it zooms out, fixed from the start: the clusters are made for every zoom from it on */
  minZoom?: number;
  /**
   * the view is held inside the world (Leaflet glides it back after a move leaves it); a dashboard panel's map
   * is not: it fits its markers after every resize, and a glide begun during a resize ran on after the fit and
   * pushed the markers out of the panel (seen under load, issue 38)
   */
  inWorld?: boolean;
  children?: ReactNode;
}) {
  const { mapTileUrl, mapTileAttribution } = getConfig();
  return (
    <div data-testid={testId}>
      <MapContainer
        center={center}
        zoom={zoom}
        minZoom={minZoom}
        maxZoom={MAP_ZOOM.max}
        maxBounds={inWorld ? WORLD : undefined}
        maxBoundsViscosity={inWorld ? 1 : undefined}
        style={{ height, width: '100%', background: MAP_COLORS.sea, borderRadius: 4 }}
      >
        <GeographyLayer />
        {mapTileUrl && (
          <TileLayer
            url={mapTileUrl}
            attribution={mapTileAttribution}
            maxNativeZoom={TILE_MAX_NATIVE_ZOOM}
            maxZoom={MAP_ZOOM.max}
          />
        )}
        {/* closer in, where the offline geography is plain land or sea, the scale tells the distances */}
        <ScaleControl position="bottomleft" imperial={false} />
        <KeepSized />
        <ViewAttributes />
        {children}
      </MapContainer>
    </div>
  );
}
