// /server/detail/{serverId} (doc 1 §2.6): memory and disk gauges, the 24 hour history chart, services,
// network information, the alarm history and the log download (task type 0); refreshed every 60 s (doc 1 §9).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useDownload } from '../downloads/useDownload';
import { resources } from '../../domain/generated/resources';
import { usePageQuery } from '../monitoring/usePageQuery';
import { listRefresh } from '../schema-views/list/useSchemaList';
import { formatDateTime } from '../providers/filterBuilder';
import { StatusChip } from '../status/StatusChip';
import { serverKeys, serverCalls } from '../generated/client';
import { fetchServerHistory } from './api';
import { NetworkInformation } from './NetworkInformation';
import { ReplicationState } from './ReplicationState';
import { ServerAlarmTable } from './ServerAlarmTable';
import { ServerHistoryChart } from './ServerHistoryChart';
import { ServiceStatusList } from './ServiceStatusList';
import { UsageGauge } from './UsageGauge';

/** doc 1 §9: the server detail refreshes every 60 s, with its alarm history (schemas/serverAlarm.schema.json) */
const refetchInterval = listRefresh(resources.serverAlarm);

export default function ServerDetailPage() {
  const { serverId = '' } = useParams();
  const translate = useTranslate();
  const download = useDownload();
  const { data: server } = usePageQuery({
    queryKey: serverKeys.getOne({ id: serverId }),
    queryFn: ({ signal }) => serverCalls.getOne({ id: serverId }, { signal }),
    refetchInterval,
  });
  const { data: history } = usePageQuery({
    queryKey: serverKeys.history({ id: serverId }),
    queryFn: ({ signal }) => fetchServerHistory(serverId, Math.floor(Date.now() / 1000), signal),
    refetchInterval,
  });
  return (
    <Box sx={{ p: 2 }} data-testid="server-detail-page">
      <Title title={translate('app.servers.detailTitle', { id: serverId })} />
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Button component={Link} to="/server" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.menu.servers')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} data-testid="server-detail-name">
          {server ? `${server.name} (${server.id})` : serverId}
        </Typography>
        {server && <StatusChip status={server.status} />}
        {server && <ReplicationState state={server.state} />}
        {server && (
          <Typography variant="body2" color="text.secondary">
            {translate(`app.serverType.${server.type}`)} · {server.ip} · {translate('app.servers.lastReport')}
            : {server.reportTime ? formatDateTime(Date.parse(server.reportTime) / 1000) : '-'}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download({ type: 0, serverId })}
          data-testid="server-log-download"
        >
          {translate('app.servers.logDownload')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <UsageGauge
            label={translate('app.servers.memory')}
            usage={server?.ramUsage ?? undefined}
            testId="gauge-memory"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <UsageGauge
            label={translate('app.servers.disk')}
            usage={server?.diskUsage ?? undefined}
            testId="gauge-disk"
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ServiceStatusList services={server?.serviceStatusList ?? []} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ServerHistoryChart samples={history?.data ?? []} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <NetworkInformation info={server?.networkInformation ?? {}} />
        </Grid>
        <Grid size={12}>
          <ServerAlarmTable serverId={serverId} />
        </Grid>
      </Grid>
    </Box>
  );
}
