// The store map panel (kind 'map'): the panel's figure per store (its query grouped by storeCode) as a marker on
// the console's base map (src/maps), all in view, coloured from light to dark by the figure, or by the panel's
// thresholds; screen readers read its figures in a visually hidden table (FiguresTable). Clicking a marker drills
// down like a bar. Markers that would overlap gather into a cluster (MarkerClusters) coloured like its highest
// figure: a chain's 2,000 stores in a small panel.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { storeKeys } from '../generated/client';
import { ALL_STORES, searchStores } from '../stores/api';
import { formatNumber } from '../i18n/format';
import { BaseMap } from '../maps/BaseMap';
import { CLUSTER_ICON_RADIUS, MarkerClusters } from '../maps/MarkerClusters';
import { ZOOM_BUTTONS_RIGHT } from '../maps/mapConstants';
import type { Panel, StatsAnswer } from './api';
import { FiguresTable } from './FiguresTable';
import { thresholdColor } from './model';

const SHADES = ['#bbdefb', '#64b5f6', '#1e88e5', '#0d47a1'];

/** the scale's top (bottom left), in pixels from the map's bottom edge */
const SCALE_TOP = 16;

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
    // fractional zooms: the tightest view that holds every marker
    map.options.zoomSnap = 0.25;
    const show = () => {
      // a glide still under way (an operator's fling) would run on after the fit and carry the markers away
      map.stop();
      map.fitBounds(fit, {
        paddingTopLeft: [ZOOM_BUTTONS_RIGHT + CLUSTER_ICON_RADIUS, CLUSTER_ICON_RADIUS + 4],
        paddingBottomRight: [CLUSTER_ICON_RADIUS + 4, SCALE_TOP + CLUSTER_ICON_RADIUS],
        maxZoom: 6,
        animate: false,
      });
    };
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

/** a store's figure; its centre and look stay the same objects between renders, as a cluster moves a marker anew */
function FigureMarker({
  latitude,
  longitude,
  color,
  value,
  onClick,
  children,
}: {
  latitude: number;
  longitude: number;
  color: string;
  value: number | null;
  onClick: () => void;
  children: ReactNode;
}) {
  const center = useMemo<[number, number]>(() => [latitude, longitude], [latitude, longitude]);
  const pathOptions = useMemo(
    () => ({
      color: '#37474f',
      weight: 1,
      fillColor: color,
      fillOpacity: 0.9,
      // the cluster shows the colour of its highest figure
      clusterRank: value ?? -Infinity,
    }),
    [color, value],
  );
  const click = useRef(onClick);
  click.current = onClick;
  const eventHandlers = useMemo(() => ({ click: () => click.current() }), []);
  return (
    <CircleMarker center={center} radius={9} pathOptions={pathOptions} eventHandlers={eventHandlers}>
      <Tooltip>{children}</Tooltip>
    </CircleMarker>
  );
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
      <BaseMap
        center={center}
        zoom={placed.length ? 2 : 1}
        minZoom={PANEL_MIN_ZOOM}
        height={height}
        testId="panel-map"
        inWorld={false}
      >
        <FitMarkers
          points={placed.map((store): [number, number] => [
            store.position!.latitude,
            store.position!.longitude,
          ])}
        />
        <MarkerClusters
          markers={placed.length}
          refreshKey={placed.map((store) => shade(values.get(store.storeCode)!.value)).join()}
        >
          {placed.map((store) => {
            const row = values.get(store.storeCode)!;
            return (
              <FigureMarker
                key={store.storeCode}
                latitude={store.position!.latitude}
                longitude={store.position!.longitude}
                color={shade(row.value)}
                value={row.value}
                onClick={() => onPick?.(row.key)}
              >
                {store.storeName} ({store.storeCode}): {row.value === null ? '—' : formatNumber(row.value)}
                {panel.options?.unit ?? ''}
              </FigureMarker>
            );
          })}
        </MarkerClusters>
      </BaseMap>
      <FiguresTable
        answer={answer}
        title={panel.title || translate('app.customDashboards.kinds.map')}
        keyHeading={translate('app.customDashboards.fields.storeCode')}
      />
    </>
  );
}
