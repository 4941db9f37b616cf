// Memory, ramdisk and log-disk gauges of the gateway detail (percent).
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

function colourOf(percent: number): string {
  return percent >= 90 ? '#c62828' : percent >= 75 ? '#ef6c00' : '#2e7d32';
}

function Gauge({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  const percent = value ?? 0;
  return (
    <Stack alignItems="center" spacing={1} data-testid={testId} data-value={value ?? ''}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={120}
          thickness={5}
          sx={{ color: '#e0e0e0' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={percent}
          size={120}
          thickness={5}
          sx={{ color: colourOf(percent), position: 'absolute', left: 0 }}
          aria-label={label}
        />
        <Box
          sx={{
            inset: 0,
            position: 'absolute',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="h6" component="p">
            {value === null ? '-' : `${value.toFixed(1)}%`}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

export function GatewayGauges({
  memory,
  ramdisk,
  logDisk,
}: {
  memory: number | null;
  ramdisk: number | null;
  logDisk: number | null;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={4} justifyContent="space-around" flexWrap="wrap" useFlexGap>
      <Gauge label={translate('app.gateways.memory')} value={memory} testId="gauge-memory" />
      <Gauge label={translate('app.gateways.ramdisk')} value={ramdisk} testId="gauge-ramdisk" />
      <Gauge label={translate('app.gateways.logDisk')} value={logDisk} testId="gauge-logdisk" />
    </Stack>
  );
}
