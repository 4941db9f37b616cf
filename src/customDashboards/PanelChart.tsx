// One panel's figures drawn as its kind: a number, a table, a store map, or a doughnut, bar or line chart with its
// legend (chartSeries.ts builds the lines and bars). A drawn chart is hidden from screen readers, which read its
// text alternative instead: a visually hidden table of its figures (group, value), captioned with its title.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Bar } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { WhenSized, type BoxSize } from '../dashboard/WhenSized';
import { formatAxisNumber, formatNumber } from '../i18n/format';
import type { Panel, StatsAnswer } from './api';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { SliceTooltip } from './SliceTooltip';
import { FoldNote } from '../shared/charts/FoldNote';
import { combineOf } from '../shared/charts/topN';
import { fitOthers, othersBarProps } from '../shared/charts/othersBar';
import { colorAt, foldGroups, keptCount, OTHERS_ID } from './chartGroups';
import { barBars, lineSeries, timeTicks } from './chartSeries';
import { FiguresTable } from './FiguresTable';
import { useKeyHeading } from './keyHeading';
import { MapPanel } from './MapPanel';
import { keyLabel, thresholdColor } from './model';

type RowKey = StatsAnswer['rows'][number]['key'];

const PALETTE = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#d32f2f', '#0288d1', '#689f38', '#f9a825'];

/** drawn at once: a wall of panels draws in one pass, without a spring per bar, slice and point */
const ANIMATE = false;

/**
 * the chart above its legend, hidden from screen readers (they read the figures), then the figures; the chart is
 * drawn at the size its box has (WhenSized measures it outside React's commit: nivo's Responsive charts measured it
 * again in their AutoSizer's componentDidMount, a commit-phase update at each mount)
 */
function Drawn({
  chart,
  legend,
  figures,
  note,
}: {
  chart: (size: BoxSize) => ReactNode;
  legend: LegendItem[];
  figures: ReactNode;
  /** what was folded into "Others" and the "See all" table (none when every group is drawn) */
  note?: ReactNode;
}) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }} aria-hidden="true">
        <WhenSized>{chart}</WhenSized>
      </Box>
      <ChartLegend items={legend} />
      {note}
      {figures}
    </Box>
  );
}

export function PanelChart({
  panel,
  answer,
  onPick,
}: {
  panel: Panel;
  answer: StatsAnswer;
  onPick?: (key: RowKey) => void;
}) {
  const translate = useTranslate();
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
        data-testid="panel-map-box"
        // react-leaflet keeps the container's first style: the cell's height reaches the map through CSS, and
        // BaseMap's ResizeObserver then has Leaflet measure it again (invalidateSize); the map is drawn once the
        // panel body has a height (its first size in pixels)
        sx={{
          height: '100%',
          '& > div, & > div > div': { height: '100%' },
          '& .leaflet-container': { height: '100% !important' },
        }}
      >
        <WhenSized>
          {({ height }) => <MapPanel panel={panel} answer={answer} height={height} onPick={onPick} />}
        </WhenSized>
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
  // the groups kept besides "Others" and how the rest combine (topN.ts: never an average of averages)
  const n = keptCount(panel);
  const combine = combineOf(panel.query?.measure?.fn);
  /** the note and "See all" of a chart with `groups` groups, when it folds them */
  const note = (groups: number) =>
    groups > n + 1 ? (
      <FoldNote
        title={title}
        shown={n}
        total={groups}
        summed={combine !== 'none'}
        truncated={answer.truncated}
        table={{
          columns: [
            keyHeading || translate('app.customDashboards.group'),
            unit || translate('app.customDashboards.value'),
          ],
          rows: rows.map((row) => [keyLabel(row.key), row.value]),
        }}
      />
    ) : undefined;
  const distinct = (part: (key: RowKey) => RowKey) =>
    new Set(rows.map((row) => keyLabel(part(row.key)))).size;
  if (panel.kind === 'doughnut') {
    // the largest groups and "Others" (about 80 tag types overlapped into a smudge), named in the legend; each slice
    // of its own id (its key: the answer's keys are distinct, "Others" has OTHERS_ID), whatever its label
    const slices = foldGroups(
      rows.map((row, index) => ({
        id: JSON.stringify(row.key),
        label: keyLabel(row.key) || String(index),
        value: row.value ?? 0,
        key: row.key,
      })),
      others,
      { n, combine },
    ).map((slice, index) => ({ ...slice, color: colorAt(colors, index) }));
    return (
      <Drawn
        chart={(size) => (
          <Pie
            {...size}
            animate={ANIMATE}
            data={slices}
            innerRadius={0.6}
            colors={{ datum: 'data.color' }}
            margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
            enableArcLinkLabels={false}
            enableArcLabels={false}
            tooltip={({ datum }) => (
              <SliceTooltip label={String(datum.label)} value={datum.formattedValue} color={datum.color} />
            )}
            onClick={(datum) => {
              const { key } = datum.data as { key?: RowKey };
              if (key) onPick?.(key);
            }}
          />
        )}
        legend={slices.map((slice) => ({ id: slice.id, label: slice.label, color: slice.color }))}
        figures={figures}
        note={note(rows.length)}
      />
    );
  }
  if (panel.kind === 'line') {
    const series = lineSeries(rows, {
      unit: panel.query?.bucket?.unit,
      single: title,
      others,
      colors,
      n,
      combine,
    });
    return (
      <Drawn
        chart={(size) => (
          <Line
            {...size}
            animate={ANIMATE}
            data={series}
            colors={(line) => (line as { color: string }).color}
            margin={{ top: 10, right: 24, bottom: 44, left: 50 }}
            axisBottom={{ tickRotation: -30, tickValues: timeTicks(series) }}
            axisLeft={{ format: formatAxisNumber }}
            pointSize={4}
            useMesh
            // a point (the mesh finds the nearest) drills down to its group and its bucket's time
            onClick={(datum) => {
              if ('seriesId' in datum && datum.data.key) onPick?.(datum.data.key);
            }}
          />
        )}
        legend={series.map((line) => ({ id: line.id, label: line.label, color: line.color }))}
        figures={figures}
        note={note(distinct((key) => key.slice(0, -1)))}
      />
    );
  }
  // bar: a click picks its bar's (or segment's) key
  const bars = barBars(rows, {
    single: translate('app.customDashboards.value'),
    others,
    colors,
    n,
    combine,
  });
  const grouped = panel.options?.stacked === false;
  // "Others" is the bar of index OTHERS_ID (chartSeries.ts), shown as its label on the axis and in the tooltip
  const fit = fitOthers(bars.data, { indexBy: 'index', keys: bars.keys, others: OTHERS_ID, grouped });
  return (
    <Drawn
      chart={(size) => (
        <Bar
          {...size}
          animate={ANIMATE}
          data={fit.data}
          keys={bars.keys}
          indexBy="index"
          groupMode={grouped ? 'grouped' : 'stacked'}
          colors={(bar) => bars.color(bar.id)}
          margin={{ top: 10, right: 10, bottom: 40, left: 50 }}
          axisBottom={{ tickRotation: -30, format: (value) => bars.label(value as string) }}
          axisLeft={{ format: formatAxisNumber }}
          enableLabel={false}
          tooltipLabel={(bar) => `${bars.label(bar.id)} - ${bars.label(bar.indexValue)}`}
          onClick={(datum) => {
            const key = bars.keyOf(datum.indexValue, datum.id);
            if (key) onPick?.(key);
          }}
          {...othersBarProps(fit)}
        />
      )}
      legend={bars.keys.map((key) => ({ id: key, label: bars.label(key), color: bars.color(key) }))}
      figures={figures}
      note={note(distinct((key) => key.slice(0, 1)))}
    />
  );
}
