// The 24 hour history of server detail (GET /system/status/server/{id}?start&end): memory and disk
// percent (nivo line), with the latest and highest values as text.
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'react-admin';
import { usagePercent, type ServerSample } from './api';
import { ChartFigure, DRAWING_ROLE, useSeriesSummary } from '../layout/ChartFigure';

const SERIES = [
  { key: 'memory', field: 'ramUsage', color: '#1565c0' },
  { key: 'disk', field: 'diskUsage', color: '#6a1b9a' },
] as const;

export function ServerHistoryChart({ samples }: { samples: ServerSample[] }) {
  const translate = useTranslate();
  const seriesSummary = useSeriesSummary();
  const series = SERIES.map(({ key, field, color }) => {
    const values = samples.map((s) => usagePercent(s[field]));
    return {
      key,
      color,
      label: translate(`app.servers.${key}`),
      latest: values.at(-1),
      max: values.length ? Math.max(...values) : undefined,
      data: samples.map((s, i) => ({ x: new Date(s.time), y: values[i] })),
    };
  });
  return (
    <Card data-testid="server-history" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" fontWeight={600}>
          {translate('app.servers.history')}
        </Typography>
        {samples.length === 0 ? (
          <Typography color="text.secondary">{translate('app.noData')}</Typography>
        ) : (
          <ChartFigure
            summary={series
              .map((s) =>
                seriesSummary(
                  s.label,
                  s.data.map((d) => d.y),
                  '%',
                ),
              )
              .join('; ')}
            sx={{ height: 340 }}
            data-testid="server-history-chart"
            data-points={samples.length}
          >
            <ResponsiveLine
              role={DRAWING_ROLE}
              data={series.map((s) => ({ id: s.label, data: s.data }))}
              colors={series.map((s) => s.color)}
              margin={{ top: 10, right: 120, bottom: 40, left: 50 }}
              xScale={{ type: 'time' }}
              xFormat="time:%m-%d %H:%M"
              yScale={{ type: 'linear', min: 0, max: 100 }}
              axisBottom={{ format: '%H:%M', tickValues: 8 }}
              axisLeft={{ legend: '%', legendOffset: -40, legendPosition: 'middle' }}
              enablePoints={false}
              useMesh
              animate={false}
              legends={[
                { anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 20 },
              ]}
            />
          </ChartFigure>
        )}
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          {series
            .filter((s) => s.latest !== undefined)
            .map((s) => (
              <Typography key={s.key} variant="body2" data-testid={`server-history-${s.key}`}>
                <Box component="span" sx={{ color: s.color, fontWeight: 600 }}>
                  {s.label}
                </Box>
                : {translate('app.servers.latestMax', { latest: s.latest, max: s.max })}
              </Typography>
            ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
