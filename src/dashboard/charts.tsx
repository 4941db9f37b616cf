// The dashboard's nivo charts: doughnuts for statuses and counts, an update-rate doughnut, stacked status bars
// and the daily line. Colours come from the status colour module (one place for the console).
import { Box, Typography } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { TAG_GROUP_COLORS, type TagGroup } from '../status/statusColors';
import { ChartFigure, countsSummary, DRAWING_ROLE, useSeriesSummary } from '../layout/ChartFigure';
import { formatAxisNumber, formatNumber } from '../i18n/format';
import { WhenSized } from './WhenSized';
import { fitOthers, othersBarProps } from '../shared/charts/othersBar';

/**
 * drawn at once, without springs: a spring between two tick positions written in exponent form (a point scale's
 * 1.2e-14 for 0) made "translate(,)" transforms the browser refused, hundreds of console errors per opening
 */
const ANIMATE = false;

/** a chart's legend under it (this dashboard's doughnuts, the custom dashboards' panels): its items on wrapping lines */
export const LEGEND_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: 1.5,
  rowGap: 0.25,
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** a legend's item: its colour, then its name */
export const LEGEND_ITEM_SX = { display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 12 } as const;

/** a legend item's colour */
export function LegendSwatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{
        width: 10,
        height: 10,
        flexShrink: 0,
        bgcolor: color,
        display: 'inline-block',
        borderRadius: '2px',
      }}
    />
  );
}

export interface Slice {
  id: string;
  label: string;
  value: number;
  color?: string;
}

const PALETTE = [
  '#1565c0',
  '#6a1b9a',
  '#00838f',
  '#ef6c00',
  '#558b2f',
  '#ad1457',
  '#4e342e',
  '#37474f',
  '#f9a825',
  '#283593',
];

export function Doughnut({
  slices,
  center,
  legend = true,
}: {
  slices: Slice[];
  center?: string;
  legend?: boolean;
}) {
  const data = slices.map((s, i) => ({ ...s, color: s.color ?? PALETTE[i % PALETTE.length] }));
  const empty = data.every((s) => s.value === 0);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ChartFigure summary={countsSummary(data)} sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <WhenSized>
          <ResponsivePie
            animate={ANIMATE}
            role={DRAWING_ROLE}
            data={
              empty ? [{ id: '-', label: '-', value: 1, color: '#e0e0e0' }] : data.filter((s) => s.value > 0)
            }
            colors={{ datum: 'data.color' }}
            innerRadius={0.6}
            padAngle={1}
            margin={{ top: 6, right: 6, bottom: 6, left: 6 }}
            enableArcLinkLabels={false}
            enableArcLabels={false}
            isInteractive={!empty}
          />
        </WhenSized>
        {center && (
          <Typography
            component="div"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 20,
              pointerEvents: 'none',
            }}
          >
            {center}
          </Typography>
        )}
      </ChartFigure>
      {legend && (
        <Box component="ul" sx={{ ...LEGEND_SX, mt: 1 }}>
          {data.slice(0, 6).map((s) => (
            <Box component="li" key={s.id} sx={LEGEND_ITEM_SX}>
              <LegendSwatch color={s.color} />
              {s.label} <b>{formatNumber(s.value)}</b>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export interface BarRow {
  key: string;
  label: string;
  success: number;
  inprogress: number;
  error: number;
}

export function StatusBars({
  rows,
  labels,
  others,
}: {
  rows: BarRow[];
  labels: Record<TagGroup, string>;
  /** the label of the row that stands for the rest (drawn cut when it would flatten the others: othersBar.tsx) */
  others?: string;
}) {
  const keys: TagGroup[] = ['success', 'inprogress', 'error'];
  const fit = fitOthers(
    rows.map((r) => ({ key: r.label, success: r.success, inprogress: r.inprogress, error: r.error })),
    { indexBy: 'key', keys, others: others ?? '' },
  );
  const summary = rows
    .map((r) => `${r.label}: ${countsSummary(keys.map((key) => ({ label: labels[key], value: r[key] })))}`)
    .join('; ');
  return (
    <ChartFigure summary={summary} sx={{ height: '100%' }}>
      <WhenSized>
        <ResponsiveBar
          animate={ANIMATE}
          data={fit.data}
          keys={keys}
          indexBy="key"
          margin={{ top: 8, right: 16, bottom: 48, left: 56 }}
          padding={0.3}
          colors={({ id }) => TAG_GROUP_COLORS[id as TagGroup]}
          enableLabel={false}
          axisBottom={{ tickRotation: rows.length > 5 ? -30 : 0 }}
          axisLeft={{ format: formatAxisNumber }}
          legendLabel={(d) => labels[d.id as TagGroup]}
          tooltipLabel={(d) => `${d.indexValue} ${labels[d.id as TagGroup]}`}
          role={DRAWING_ROLE}
          {...othersBarProps(fit)}
        />
      </WhenSized>
    </ChartFigure>
  );
}

export function DailyLine({
  days,
  series,
}: {
  days: string[];
  series: Array<{ id: string; values: number[]; color: string }>;
}) {
  const seriesSummary = useSeriesSummary();
  return (
    <ChartFigure
      summary={series.map((s) => seriesSummary(s.id, s.values)).join('; ')}
      sx={{ height: '100%' }}
    >
      <WhenSized>
        <ResponsiveLine
          animate={ANIMATE}
          role={DRAWING_ROLE}
          data={series.map((s) => ({
            id: s.id,
            data: days.map((day, i) => ({ x: day.slice(5), y: s.values[i] })),
          }))}
          colors={series.map((s) => s.color)}
          margin={{ top: 8, right: 16, bottom: 56, left: 56 }}
          axisBottom={{ tickRotation: -30 }}
          axisLeft={{ format: formatAxisNumber }}
          pointSize={6}
          useMesh
          legends={[
            {
              anchor: 'bottom',
              direction: 'row',
              translateY: 52,
              itemWidth: 90,
              itemHeight: 14,
              symbolSize: 10,
            },
          ]}
        />
      </WhenSized>
    </ChartFigure>
  );
}
