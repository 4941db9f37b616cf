// The charts of a store's delivery (issue 27 §1): p95 of the last 30 days against the target minutes (nivo line),
// today's delivery times as a histogram and the failures by cause (nivo bars). Each chart is a figure named by a
// text summary, with its figures as a table beside it for readers who cannot see it.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'ra-core';
import { ChartFigure, countsSummary, DRAWING_ROLE } from '../layout/ChartFigure';
import type { DeliveryDetail } from './api';
import { durationText, useDurations, useUnitText, type UnitText } from './durations';

const P95_COLOR = '#1565c0';
const TARGET_COLOR = '#c62828';

export function P95Chart({ detail }: { detail: DeliveryDetail }) {
  const translate = useTranslate();
  const { duration } = useDurations();
  const unitText = useUnitText();
  const points = detail.days.filter((d) => d.p95 !== null);
  if (points.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }} data-testid="delivery-p95-chart" data-points={0}>
        {translate('app.noData')}
      </Typography>
    );
  }
  const minutes = (s: number) => Math.round((s / 60) * 10) / 10;
  const target = detail.target.minutes;
  const data = [
    {
      id: translate('app.delivery.fields.p95'),
      data: points.map((d) => ({ x: d.day.slice(5), y: minutes(d.p95 ?? 0) })),
    },
    {
      id: translate('app.delivery.targetLine'),
      data: points.map((d) => ({ x: d.day.slice(5), y: target })),
    },
  ];
  const worst = points.reduce((a, b) => ((b.p95 ?? 0) > (a.p95 ?? 0) ? b : a));
  const summary = translate('app.delivery.p95Summary', {
    days: points.length,
    latest: duration(points[points.length - 1].p95),
    worst: duration(worst.p95),
    worstDay: worst.day,
    target: unitText(target, 'min'),
  });
  return (
    <ChartFigure
      summary={summary}
      sx={{ height: 280 }}
      data-testid="delivery-p95-chart"
      data-points={points.length}
    >
      <ResponsiveLine
        role={DRAWING_ROLE}
        data={data}
        colors={[P95_COLOR, TARGET_COLOR]}
        margin={{ top: 16, right: 24, bottom: 56, left: 56 }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisBottom={{ tickRotation: points.length > 12 ? -45 : 0 }}
        axisLeft={{
          legend: translate('app.delivery.minutesAxis'),
          legendOffset: -44,
          legendPosition: 'middle',
        }}
        enablePoints={points.length < 40}
        pointSize={6}
        useMesh
        legends={[
          {
            anchor: 'top-right',
            direction: 'row',
            itemWidth: 120,
            itemHeight: 16,
            translateY: -12,
            symbolSize: 10,
          },
        ]}
      />
    </ChartFigure>
  );
}

/** whole-number ticks of a count axis up to `most`, at most about 8 of them */
export function integerTicks(most: number): number[] {
  const step = Math.max(1, Math.ceil(most / 8));
  return Array.from({ length: Math.floor(Math.max(most, 1) / step) + 1 }, (_, i) => i * step);
}

/** bucket labels: '< 30 s', '30 s – 1 min', …, '> 1 h' */
export function bucketLabels(edges: number[], unitText?: UnitText): string[] {
  const text = (seconds: number) => durationText(seconds, unitText);
  return [
    `< ${text(edges[0])}`,
    ...edges.slice(1).map((edge, i) => `${text(edges[i])} – ${text(edge)}`),
    `> ${text(edges[edges.length - 1])}`,
  ];
}

export function HistogramChart({ detail }: { detail: DeliveryDetail }) {
  const translate = useTranslate();
  const labels = bucketLabels(detail.histogram.edges, useUnitText());
  const rows = labels.map((bucket, i) => ({ bucket, count: detail.histogram.counts[i] ?? 0 }));
  const total = rows.reduce((n, r) => n + r.count, 0);
  return (
    <>
      <ChartFigure
        summary={`${translate('app.delivery.histogram')}: ${countsSummary(rows.map((r) => ({ label: r.bucket, value: r.count })))}`}
        sx={{ height: 260 }}
        data-testid="delivery-histogram"
        data-total={total}
      >
        <ResponsiveBar
          role={DRAWING_ROLE}
          data={rows}
          keys={['count']}
          indexBy="bucket"
          colors={[P95_COLOR]}
          margin={{ top: 16, right: 16, bottom: 64, left: 56 }}
          padding={0.25}
          axisBottom={{ tickRotation: -30 }}
          axisLeft={{
            legend: translate('app.delivery.updates'),
            legendOffset: -44,
            legendPosition: 'middle',
          }}
          enableLabel={false}
        />
      </ChartFigure>
      <FiguresTable
        rows={rows.map((r) => [r.bucket, r.count])}
        head={[translate('app.delivery.time'), translate('app.delivery.updates')]}
        testId="delivery-histogram-table"
      />
    </>
  );
}

export function CausesChart({ detail }: { detail: DeliveryDetail }) {
  const translate = useTranslate();
  const rows = detail.causes.map((c) => ({
    cause: translate(`app.delivery.causes.${c.cause}`),
    count: c.count,
  }));
  return (
    <>
      <ChartFigure
        summary={`${translate('app.delivery.causesTitle')}: ${countsSummary(rows.map((r) => ({ label: r.cause, value: r.count })))}`}
        sx={{ height: 240 }}
        data-testid="delivery-causes"
      >
        <ResponsiveBar
          role={DRAWING_ROLE}
          data={rows}
          keys={['count']}
          indexBy="cause"
          layout="horizontal"
          colors={[TARGET_COLOR]}
          margin={{ top: 8, right: 24, bottom: 32, left: 140 }}
          padding={0.3}
          axisBottom={{ tickValues: integerTicks(Math.max(...rows.map((r) => r.count))) }}
          gridXValues={integerTicks(Math.max(...rows.map((r) => r.count)))}
          enableLabel
          labelTextColor="#ffffff"
        />
      </ChartFigure>
      <FiguresTable
        rows={rows.map((r) => [r.cause, r.count])}
        head={[translate('app.delivery.fields.cause'), translate('app.delivery.updates')]}
        testId="delivery-causes-table"
      />
    </>
  );
}

function FiguresTable({
  rows,
  head,
  testId,
}: {
  rows: Array<[string, number]>;
  head: [string, string];
  testId: string;
}) {
  return (
    <Table size="small" data-testid={testId} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>{head[0]}</TableCell>
          <TableCell align="right">{head[1]}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
