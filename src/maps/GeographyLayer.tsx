// The offline base layer inside a map: land, country borders and coastlines (geography.ts) in their own pane
// under the tiles and the markers, at the detail the zoom needs. While a finer level loads, the coarser one stays.
import type { PathOptions } from 'leaflet';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { detailForZoom, loadGeography, type Geography, type GeographyDetail } from './geography';
import { MAP_COLORS } from './mapConstants';
import { useMapZoom } from './useMapZoom';

/** under the tile pane (200): a configured tile layer covers it once its tiles arrive */
const GEOGRAPHY_PANE = { name: 'geography', zIndex: 150 };
const ATTRIBUTION = 'Natural Earth';

const LAND: PathOptions = {
  stroke: false,
  fillColor: MAP_COLORS.land,
  fillOpacity: 1,
  className: 'geo-land',
};
const BORDERS: PathOptions = { color: MAP_COLORS.border, weight: 0.8, className: 'geo-borders' };
const COASTLINES: PathOptions = { color: MAP_COLORS.coast, weight: 1, className: 'geo-coastlines' };

export function GeographyLayer() {
  const detail = detailForZoom(useMapZoom());
  const [shown, setShown] = useState<{ detail: GeographyDetail; geography: Geography }>();
  useEffect(() => {
    let current = true;
    loadGeography(detail).then(
      (geography) => current && setShown({ detail, geography }),
      // without its data the map still shows the sea and the markers
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [detail]);
  if (!shown) return null;
  const { geography } = shown;
  return (
    <Pane name={GEOGRAPHY_PANE.name} style={{ zIndex: GEOGRAPHY_PANE.zIndex }}>
      {/* react-leaflet reads GeoJSON data once: the key swaps the layers when the detail changes */}
      <GeoJSON
        key={`land-${shown.detail}`}
        data={geography.land}
        style={LAND}
        interactive={false}
        attribution={ATTRIBUTION}
      />
      <GeoJSON key={`borders-${shown.detail}`} data={geography.borders} style={BORDERS} interactive={false} />
      <GeoJSON
        key={`coast-${shown.detail}`}
        data={geography.coastlines}
        style={COASTLINES}
        interactive={false}
      />
    </Pane>
  );
}
