// A usage gauge of server detail: a half doughnut (nivo pie) with used / total and the percentage.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Pie } from '@nivo/pie';
import { useTranslate } from 'react-admin';
import { usagePercent, type Usage } from './api';
import { usageColor } from './replicationStates';
import { DRAWING_ROLE } from '../layout/ChartFigure';
import { formatNumber } from '../i18n/format';

/** width of the gauge; the half doughnut is half as high */
const SIZE = 220;
const fmt = (value: number) => formatNumber(Math.round(value * 10) / 10);

export function UsageGauge({
  label,
  usage,
  testId,
}: {
  label: string;
  usage?: Partial<Usage>;
  testId: string;
}) {
  const translate = useTranslate();
  const percent = usagePercent(usage);
  const color = usageColor(percent);
  const text = usage?.total
    ? translate('app.servers.usageOf', { used: fmt(usage.used ?? 0), total: fmt(usage.total) })
    : '-';
  return (
    <Card data-testid={testId} data-percent={percent} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" fontWeight={600} alignSelf="flex-start">
          {label}
        </Typography>
        <Box
          sx={{ position: 'relative', width: SIZE, height: SIZE / 2, overflow: 'hidden', mt: 1 }}
          role="img"
          aria-label={`${label}: ${percent} %, ${text}`}
        >
          <Pie
            role={DRAWING_ROLE}
            width={SIZE}
            height={SIZE}
            data={[
              { id: 'used', value: percent },
              { id: 'free', value: Math.max(0, 100 - percent) },
            ]}
            startAngle={-90}
            endAngle={90}
            innerRadius={0.66}
            fit={false}
            margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
            colors={[color, '#e0e0e0']}
            enableArcLabels={false}
            enableArcLinkLabels={false}
            isInteractive={false}
            animate={false}
          />
          <Typography
            variant="h5"
            component="p"
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              textAlign: 'center',
              fontWeight: 600,
              color,
            }}
            data-testid={`${testId}-percent`}
          >
            {percent.toFixed(1)} %
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-text`} sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
