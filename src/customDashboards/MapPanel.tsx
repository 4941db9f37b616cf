// The store map panel (kind 'map'): the panel's figure per store (its query grouped by storeCode) as a marker on
// the console's base map (src/maps), all in view, coloured from light to dark by the figure, or by the panel's
// thresholds; screen readers read its figures in a visually hidden table (FiguresTable). Clicking a marker drills
// down like a bar.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { storeKeys } from '../generated/client';
import { ALL_STORES, searchStores } from '../stores/api';
import { formatNumber } from '../i18n/format';
import { BaseMap } from '../maps/BaseMap';
import type { Panel, StatsAnswer } from './api';
import { FiguresTable } from './FiguresTable';
import { thresholdColor } from './model';

const SHADES = ['#bbdefb', '#64b5f6', '#1e88e5', '#0d47a1'];

/** a panel's map may zoom out this far: a small panel shows the whole world at once (the console's maps stop at 2) */
const PANEL_MIN_ZOOM = 0;

/**
 * the view of the markers: all of them in sight (a few stores close together not closer than zoom 6) on the first
 * draw and after every resize of the panel, clear of the zoom buttons (top left) and the scale (bottom left); at a
 * panel's default size the demo's 7 stores from Europe to Korea fit only below zoom 2 (issue 38: 4-5 were outside)
 */
function FitMarkers({ points }: { points: Array<[number, number]> }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const fit: Array<[number, number]> = JSON.parse(key);
    if (fit.length === 0) return;
    map.setMinZoom(PANEL_MIN_ZOOM);
    // fractional zooms: the tightest view that holds every marker
    map.options.zoomSnap = 0.25;
    const show = () =>
      map.fitBounds(fit, {
        paddingTopLeft: [48, 24],
        paddingBottomRight: [24, 32],
        maxZoom: 6,
        animate: false,
      });
    show();
    // the panel's cell resized (the grid's breakpoint, a drag of its corner): measured again, then fitted again
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      show();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key]);
  return null;
}

export function MapPanel({
  panel,
  answer,
  height,
  onPick,
}: {
  panel: Panel;
  answer: StatsAnswer;
  height: number;
  onPick?: (key: StatsAnswer['rows'][number]['key']) => void;
}) {
  const translate = useTranslate();
  const { data: stores } = useQuery({
    queryKey: storeKeys.search({ body: ALL_STORES }),
    queryFn: ({ signal }) => searchStores(ALL_STORES, signal),
    select: (page) => page.data,
    staleTime: 300_000,
  });
  const column = Math.max(answer.groupBy.indexOf('storeCode'), 0);
  const values = new Map(answer.rows.map((row) => [String(row.key[column]), row]));
  const figures = answer.rows.map((row) => row.value ?? 0);
  const max = Math.max(...figures, 0);
  const min = Math.min(...figures, max);
  const shade = (value: number | null) =>
    thresholdColor(panel, value) ??
    SHADES[max === min || value === null ? 2 : Math.min(3, Math.floor(((value - min) / (max - min)) * 4))];
  const placed = (stores ?? []).filter((store) => store.position && values.has(store.storeCode));
  const center: [number, number] = placed.length
    ? [
        placed.reduce((sum, store) => sum + store.position!.latitude, 0) / placed.length,
        placed.reduce((sum, store) => sum + store.position!.longitude, 0) / placed.length,
      ]
    : [30, 60];
  return (
    <>
      <BaseMap center={center} zoom={placed.length ? 2 : 1} height={height} testId="panel-map">
        <FitMarkers
          points={placed.map((store): [number, number] => [
            store.position!.latitude,
            store.position!.longitude,
          ])}
        />
        {placed.map((store) => {
          const row = values.get(store.storeCode)!;
          return (
            <CircleMarker
              key={store.storeCode}
              center={[store.position!.latitude, store.position!.longitude]}
              radius={9}
              pathOptions={{ color: '#37474f', weight: 1, fillColor: shade(row.value), fillOpacity: 0.9 }}
              eventHandlers={{ click: () => onPick?.(row.key) }}
            >
              <Tooltip>
                {store.storeName} ({store.storeCode}): {row.value === null ? '—' : formatNumber(row.value)}
                {panel.options?.unit ?? ''}
              </Tooltip>
            </CircleMarker>
          );
        })}
      </BaseMap>
      <FiguresTable
        answer={answer}
        title={panel.title || translate('app.customDashboards.kinds.map')}
        keyHeading={translate('app.customDashboards.fields.storeCode')}
      />
    </>
  );
}
