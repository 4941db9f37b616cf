// Server status counts (GET /status/server): per type (proxy, database, esl), how many are NORMAL, ALARM, OFFLINE.
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { StatusChip } from '../status/StatusChip';
import type { DeviceStatus } from '../status/statusColors';

const STATUSES: DeviceStatus[] = ['NORMAL', 'ALARM', 'OFFLINE'];

export function countByStatus(rows: Array<Record<string, unknown>>): Record<DeviceStatus, number> {
  const counts: Record<DeviceStatus, number> = { NORMAL: 0, ALARM: 0, OFFLINE: 0 };
  for (const row of rows)
    if (STATUSES.includes(row.status as DeviceStatus)) counts[row.status as DeviceStatus] += 1;
  return counts;
}

export function ServerStatusCounts() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['status', 'server'],
    queryFn: () => dataProvider.serverStatus(),
    refetchInterval: 1000,
  });
  return (
    <Card data-testid="server-status">
      <CardHeader
        title={translate('app.dashboard.servers')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
      />
      <CardContent>
        {error && <span role="alert">{(error as Error).message}</span>}
        <Stack spacing={1.5}>
          {Object.entries(data ?? {}).map(([type, rows]) => {
            const counts = countByStatus(rows);
            return (
              <Stack
                key={type}
                direction="row"
                spacing={1}
                alignItems="center"
                data-testid={`server-type-${type}`}
              >
                <Typography sx={{ width: 100, textTransform: 'uppercase' }}>
                  {translate(`app.serverType.${type}`, { _: type })}
                </Typography>
                {STATUSES.map((status) => (
                  <Stack key={status} direction="row" spacing={0.5} alignItems="center">
                    <StatusChip status={status} />
                    <Typography data-testid={`server-${type}-${status}`}>{counts[status]}</Typography>
                  </Stack>
                ))}
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
