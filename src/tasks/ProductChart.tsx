// The chart of a product's update history (doc 2 §2): one small nivo line chart per chart alias (chartSeries),
// each on its own scale (a price and a stock count do not share an axis). The history table is its accessible
// equivalent.
import { Box, Stack, Typography } from '@mui/material';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'ra-core';
import type { ChartSeries } from './chartSeries';
import { timeAxis } from '../layout/timeAxis';
import { ChartFigure, DRAWING_ROLE, useSeriesSummary } from '../layout/ChartFigure';

/** the fixed line colours (doc 2 §9: values not shown; ours), each readable as text on white (4.5:1) */
export const CHART_COLORS = ['#1565c0', '#b45309', '#2e7d32', '#6a1b9a', '#c62828', '#00838f'];

export function ProductChart({ series }: { series: ChartSeries[] }) {
  const translate = useTranslate();
  const seriesSummary = useSeriesSummary();
  const points = series.reduce((n, s) => n + s.data.length, 0);
  if (points === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid="product-chart" data-points={0}>
        {translate('app.tasks.noChartData')}
      </Typography>
    );
  }
  const axis = timeAxis(series.flatMap((s) => s.data.map((point) => point.x)));
  return (
    <Stack
      spacing={1}
      data-testid="product-chart"
      data-points={points}
      data-series={series.map((s) => s.id).join(',')}
    >
      {series.map((s, i) => (
        <Box key={s.id}>
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ color: CHART_COLORS[i % CHART_COLORS.length] }}
          >
            {s.id}
          </Typography>
          <ChartFigure
            summary={seriesSummary(
              String(s.id),
              s.data.map((d) => Number(d.y)),
            )}
            sx={{ height: 170 }}
          >
            <ResponsiveLine
              role={DRAWING_ROLE}
              data={[{ id: s.id, data: s.data }]}
              colors={[CHART_COLORS[i % CHART_COLORS.length]]}
              margin={{ top: 10, right: 24, bottom: 32, left: 64 }}
              xScale={{ type: 'time' }}
              xFormat="time:%Y-%m-%d %H:%M:%S"
              yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
              axisBottom={axis}
              axisLeft={{ tickValues: 4 }}
              enablePoints={s.data.length < 120}
              pointSize={6}
              useMesh
            />
          </ChartFigure>
        </Box>
      ))}
    </Stack>
  );
}
