// The reset history chart (doc 1 §2.8 "chart of count"): resets per day as bars (nivo bar).
import { Typography } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslate } from 'ra-core';
import { resetsPerDay } from './resetDays';
import { ChartFigure, countsSummary, DRAWING_ROLE } from '../../layout/ChartFigure';

export function ResetCountChart({ times }: { times: string[] }) {
  const translate = useTranslate();
  if (times.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4 }} data-testid="reset-chart" data-points={0}>
        {translate('app.noData')}
      </Typography>
    );
  }
  const data = resetsPerDay(times);
  const most = Math.max(...data.map((d) => d.resets));
  return (
    <ChartFigure
      summary={countsSummary(data.map((d) => ({ label: d.day, value: d.resets })))}
      sx={{ height: 260 }}
      data-testid="reset-chart"
      data-points={times.length}
    >
      <ResponsiveBar
        role={DRAWING_ROLE}
        data={data}
        keys={['resets']}
        indexBy="day"
        colors={['#6a1b9a']}
        margin={{ top: 16, right: 24, bottom: 48, left: 56 }}
        padding={0.35}
        valueScale={{ type: 'linear', min: 0, max: Math.max(most, 2) }}
        axisBottom={{ format: (day: string) => day.slice(5), tickRotation: data.length > 14 ? -45 : 0 }}
        axisLeft={{
          legend: translate('app.tagHistory.resetsPerDay'),
          legendOffset: -44,
          legendPosition: 'middle',
          tickValues:
            Math.max(most, 2) + 1 > 6 ? 5 : Array.from({ length: Math.max(most, 2) + 1 }, (_, i) => i),
        }}
        enableLabel={false}
        enableGridY
      />
    </ChartFigure>
  );
}
