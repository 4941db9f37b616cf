// One panel of a custom dashboard: its figures from POST /stats/query (refreshed at its own interval) drawn as a
// number, doughnut, bar, line, table or store map. A drawn chart is hidden from screen readers, which read its
// text alternative instead: a visually hidden table of its figures (group, value), captioned with its title.
import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { WhenSized } from '../dashboard/WhenSized';
import { formatNumber } from '../i18n/format';
import type { Panel, StatsAnswer, StatsQuery } from './api';
import { panelDataQuery } from './queries';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { colorAt, foldGroups, keptNames } from './chartGroups';
import { FiguresTable } from './FiguresTable';
import { useKeyHeading } from './keyHeading';
import { MapPanel } from './MapPanel';
import { keyLabel, thresholdColor, type Variables } from './model';

const PALETTE = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0288d1', '#689f38', '#f9a825'];

/** the height of an element, followed as its grid cell is resized */
function useHeight(): [number, (element: HTMLDivElement | null) => void] {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setHeight(element.clientHeight);
    observer.current = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [height, measure];
}

/** drawn at once: a wall of panels draws in one pass, without a spring per bar, slice and point */
const ANIMATE = false;

export function PanelChart({
  panel,
  answer,
  onPick,
}: {
  panel: Panel;
  answer: StatsAnswer;
  onPick?: (key: StatsAnswer['rows'][number]['key']) => void;
}) {
  const translate = useTranslate();
  // the map is drawn once the panel body has a height (its first size in pixels)
  const [height, measure] = useHeight();
  const unit = panel.options?.unit ?? '';
  const colors = panel.options?.colors?.length ? panel.options.colors : PALETTE;
  const rows = answer.rows;
  const title = panel.title || translate(`app.customDashboards.kinds.${panel.kind}`);
  const keyHeading = useKeyHeading(panel.query?.entity, answer.groupBy);
  if (panel.kind === 'number') {
    const value = rows[0]?.value ?? null;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
        <Typography
          variant="h3"
          component="p"
          data-testid="panel-number"
          sx={{ color: thresholdColor(panel, value) ?? 'text.primary', fontWeight: 600 }}
        >
          {value === null ? '—' : formatNumber(value, { maximumFractionDigits: 2 })}
          {unit && (
            <Typography component="span" variant="h6" sx={{ ml: 0.5 }}>
              {unit}
            </Typography>
          )}
        </Typography>
      </Box>
    );
  }
  if (panel.kind === 'map') {
    return (
      <Box
        ref={measure}
        data-testid="panel-map-box"
        // react-leaflet keeps the container's first style: the cell's height reaches the map through CSS, and
        // BaseMap's ResizeObserver then has Leaflet measure it again (invalidateSize)
        sx={{
          height: '100%',
          '& > div': { height: '100%' },
          '& .leaflet-container': { height: '100% !important' },
        }}
      >
        {height > 0 && <MapPanel panel={panel} answer={answer} height={height} onPick={onPick} />}
      </Box>
    );
  }
  if (panel.kind === 'table') {
    return (
      // a scrolling region is reached by keyboard too (tabIndex), named for screen readers
      <Box sx={{ overflow: 'auto', height: '100%' }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{keyHeading || translate('app.customDashboards.group')}</TableCell>
              <TableCell align="right">{unit || translate('app.customDashboards.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow
                key={index}
                hover
                sx={{ cursor: onPick ? 'pointer' : undefined }}
                onClick={() => onPick?.(row.key)}
              >
                <TableCell>{keyLabel(row.key)}</TableCell>
                <TableCell align="right">{row.value === null ? '—' : formatNumber(row.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  }
  const figures = <FiguresTable answer={answer} title={title} keyHeading={keyHeading || undefined} />;
  const others = translate('app.dashboard.others');
  /** the groups in their order, "Others" last */
  const lastOthers = <T,>(items: T[], name: (item: T) => string) => [
    ...items.filter((item) => name(item) !== others),
    ...items.filter((item) => name(item) === others),
  ];
  /** the chart above its legend, hidden from screen readers (they read the figures), then the figures */
  const drawn = (chart: ReactNode, legend: LegendItem[]) => (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }} aria-hidden="true">
        <WhenSized>{chart}</WhenSized>
      </Box>
      <ChartLegend items={legend} />
      {figures}
    </Box>
  );
  if (panel.kind === 'doughnut') {
    // the largest groups and "Others" (about 80 tag types overlapped into a smudge), named in the legend
    const slices = foldGroups(
      rows.map((row, index) => ({
        id: keyLabel(row.key) || String(index),
        value: row.value ?? 0,
        key: row.key,
      })),
      others,
    ).map((slice, index) => ({ ...slice, label: slice.id, color: colorAt(colors, index) }));
    return drawn(
      <ResponsivePie
        animate={ANIMATE}
        data={slices}
        innerRadius={0.6}
        colors={{ datum: 'data.color' }}
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        enableArcLinkLabels={false}
        enableArcLabels={false}
        onClick={(datum) => {
          const { key } = datum.data as { key?: StatsAnswer['rows'][number]['key'] };
          if (key) onPick?.(key);
        }}
      />,
      slices.map((slice) => ({ label: slice.label, color: slice.color })),
    );
  }
  if (panel.kind === 'line') {
    // the last key part is the bucket; the groups before it make the series
    const series = new Map<
      string,
      { x: string; y: number | null; key?: StatsAnswer['rows'][number]['key'] }[]
    >();
    const totals = new Map<string, number>();
    for (const row of rows) {
      const group = keyLabel(row.key.slice(0, -1)) || title;
      totals.set(group, (totals.get(group) ?? 0) + (row.value ?? 0));
    }
    // the largest series, the others summed bucket by bucket into one "Others" line
    const kept = keptNames(totals);
    for (const row of rows) {
      const group = keyLabel(row.key.slice(0, -1)) || title;
      const time = String(row.key[row.key.length - 1] ?? '');
      // hour buckets read MM-DD HH:mm, day and week buckets MM-DD
      const x =
        panel.query?.bucket?.unit === 'hour' ? time.slice(5, 16).replace('T', ' ') : time.slice(5, 10);
      if (kept.has(group)) {
        series.set(group, [...(series.get(group) ?? []), { x, y: row.value, key: row.key }]);
        continue;
      }
      const rest = series.get(others) ?? [];
      const point = rest.find((item) => item.x === x);
      if (point) point.y = (point.y ?? 0) + (row.value ?? 0);
      else series.set(others, [...rest, { x, y: row.value ?? 0 }]);
    }
    const data = lastOthers([...series.entries()], ([id]) => id).map(([id, points], index) => ({
      id,
      color: colorAt(colors, index),
      data: points,
    }));
    // at most about 8 time labels on the axis, however many buckets
    const times = [...new Set(data.flatMap((line) => line.data.map((point) => point.x)))];
    const every = Math.max(1, Math.ceil(times.length / 8));
    const tickValues = times.filter((_, index) => index % every === 0);
    return drawn(
      <ResponsiveLine
        animate={ANIMATE}
        data={data}
        colors={(line) => (line as { color: string }).color}
        margin={{ top: 10, right: 24, bottom: 44, left: 50 }}
        axisBottom={{ tickRotation: -30, tickValues }}
        pointSize={4}
        useMesh
        // a point (the mesh finds the nearest) drills down to its group and its bucket's time
        onClick={(datum) => {
          if ('seriesId' in datum && datum.data.key) onPick?.(datum.data.key);
        }}
      />,
      data.map((line) => ({ label: line.id, color: line.color })),
    );
  }
  // bar: first group on the axis, a second group stacked or grouped (the largest, the rest as "Others"); a click
  // picks its bar's (or segment's) key
  const valueName = translate('app.customDashboards.value');
  const subOf = (row: StatsAnswer['rows'][number]) =>
    row.key.length > 1 ? keyLabel(row.key.slice(1)) : valueName;
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(subOf(row), (totals.get(subOf(row)) ?? 0) + (row.value ?? 0));
  const kept = keptNames(totals);
  const indexes = new Map<string, Record<string, string | number>>();
  const keys = new Set<string>();
  const rawKeys = new Map<string, StatsAnswer['rows'][number]['key']>();
  for (const row of rows) {
    const index = row.key[0] === null || row.key[0] === undefined ? '—' : String(row.key[0]);
    const sub = kept.has(subOf(row)) ? subOf(row) : others;
    keys.add(sub);
    if (sub !== others) rawKeys.set(`${index}\u0000${sub}`, row.key);
    const bar = indexes.get(index) ?? { index };
    bar[sub] = Number(bar[sub] ?? 0) + (row.value ?? 0);
    indexes.set(index, bar);
  }
  const barKeys = lastOthers([...keys], (key) => key);
  const barColor = (key: string | number) => colorAt(colors, Math.max(0, barKeys.indexOf(String(key))));
  return drawn(
    <ResponsiveBar
      animate={ANIMATE}
      data={[...indexes.values()]}
      keys={barKeys}
      indexBy="index"
      groupMode={panel.options?.stacked === false ? 'grouped' : 'stacked'}
      colors={(bar) => barColor(bar.id)}
      margin={{ top: 10, right: 10, bottom: 40, left: 50 }}
      axisBottom={{ tickRotation: -30 }}
      enableLabel={false}
      onClick={(datum) => {
        const key = rawKeys.get(`${datum.indexValue}\u0000${datum.id}`);
        if (key) onPick?.(key);
      }}
    />,
    barKeys.map((key) => ({ label: key, color: barColor(key) })),
  );
}

/**
 * a panel's figures under the dashboard's variables, refreshed at its interval: those of the dashboard the page
 * shows (its route's id), over the viewer's part of its stores
 */
export function usePanelData(panel: Panel, variables: Variables) {
  const { id } = useParams();
  return useQuery(panelDataQuery(panel, variables, id));
}

export function PanelBody({
  panel,
  variables,
  onPick,
}: {
  panel: Panel;
  variables: Variables;
  /** a click on a group: its key and the query drawn */
  onPick?: (key: StatsAnswer['rows'][number]['key'], query: StatsQuery) => void;
}) {
  const translate = useTranslate();
  const { data, error, isPending } = usePanelData(panel, variables);
  if (error)
    return (
      <Typography color="error" role="alert" variant="body2">
        {error instanceof Error ? error.message : String(error)}
      </Typography>
    );
  if (isPending || !data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  return (
    <Box sx={{ height: '100%' }} data-testid="panel-drawn">
      <PanelChart
        panel={panel}
        answer={data.answer}
        onPick={onPick && data.query ? (key) => onPick(key, data.query!) : undefined}
      />
    </Box>
  );
}
