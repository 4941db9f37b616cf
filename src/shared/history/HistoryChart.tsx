// The line chart of a tag history (battery, temperature): the samples of the chosen range, oldest
// first (nivo line, time axis).
import { Typography } from '@mui/material';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'ra-core';
import { ChartFigure, DRAWING_ROLE, useSeriesSummary } from '../../layout/ChartFigure';
import { timeAxis } from '../../layout/timeAxis';

export interface ChartPoint {
  time: string;
  value: number;
}

export function HistoryChart({
  points,
  label,
  color,
  unit,
  min,
  max,
  testId,
}: {
  points: ChartPoint[];
  label: string;
  color: string;
  unit: string;
  min?: number;
  max?: number;
  testId: string;
}) {
  const translate = useTranslate();
  const seriesSummary = useSeriesSummary();
  if (points.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }} data-testid={testId} data-points={0}>
        {translate('app.noData')}
      </Typography>
    );
  }
  const data = [{ id: label, data: points.map((p) => ({ x: new Date(p.time), y: p.value })) }];
  return (
    <ChartFigure
      summary={seriesSummary(
        label,
        points.map((p) => p.value),
        unit,
      )}
      sx={{ height: 260 }}
      data-testid={testId}
      data-points={points.length}
    >
      <ResponsiveLine
        role={DRAWING_ROLE}
        data={data}
        colors={[color]}
        margin={{ top: 16, right: 24, bottom: 48, left: 56 }}
        xScale={{ type: 'time' }}
        xFormat="time:%Y-%m-%d %H:%M"
        yScale={{ type: 'linear', min: min ?? 'auto', max: max ?? 'auto' }}
        curve="monotoneX"
        axisBottom={timeAxis(data[0].data.map((point) => point.x))}
        axisLeft={{ legend: unit, legendOffset: -44, legendPosition: 'middle' }}
        enablePoints={points.length < 60}
        pointSize={6}
        useMesh
      />
    </ChartFigure>
  );
}
