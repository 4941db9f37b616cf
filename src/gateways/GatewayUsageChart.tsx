// The 24 hour chart of the gateway detail: memory, ramdisk and log-disk percent (nivo line).
import { Typography } from '@mui/material';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'ra-core';
import type { GatewaySystemStatus } from './api';
import { ChartFigure, DRAWING_ROLE, useSeriesSummary } from '../layout/ChartFigure';

const SERIES = [
  { key: 'memory', color: '#1565c0' },
  { key: 'ramdisk', color: '#ef6c00' },
  { key: 'logDisk', color: '#6a1b9a' },
] as const;

export function GatewayUsageChart({ samples }: { samples: GatewaySystemStatus['data'] }) {
  const translate = useTranslate();
  const seriesSummary = useSeriesSummary();
  if (samples.length === 0) return <Typography color="text.secondary">{translate('app.noData')}</Typography>;
  const data = SERIES.map(({ key }) => ({
    id: translate(`app.gateways.${key}`),
    data: samples.map((s) => ({ x: new Date(s.time), y: s[key] })),
  }));
  return (
    <ChartFigure
      summary={data
        .map((d, i) =>
          seriesSummary(
            d.id,
            samples.map((s) => s[SERIES[i].key]).filter((value): value is number => value !== null),
            '%',
          ),
        )
        .join('; ')}
      sx={{ height: 280 }}
      data-testid="gateway-chart"
      data-points={samples.length}
    >
      <ResponsiveLine
        role={DRAWING_ROLE}
        data={data}
        colors={SERIES.map((s) => s.color)}
        margin={{ top: 10, right: 130, bottom: 40, left: 50 }}
        xScale={{ type: 'time' }}
        xFormat="time:%H:%M"
        yScale={{ type: 'linear', min: 0, max: 100 }}
        axisBottom={{ format: '%H:%M', tickValues: 6 }}
        axisLeft={{ legend: '%', legendOffset: -40, legendPosition: 'middle' }}
        enablePoints={false}
        useMesh
        legends={[{ anchor: 'right', direction: 'column', translateX: 120, itemWidth: 110, itemHeight: 20 }]}
      />
    </ChartFigure>
  );
}
