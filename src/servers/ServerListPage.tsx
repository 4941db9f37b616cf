// /server (doc 1 §2.6): proxy, database and ESL server lists, refreshed every second (doc 1 §9).
import { Box, Grid } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { fetchServers, SERVER_TYPES } from './api';
import { ServerTypeCard } from './ServerTypeCard';

/** doc 1 §9: server list polling */
export const SERVER_LIST_REFRESH_MS = 1000;

export default function ServerListPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const canDelete = can(permissions, 'server', 'write');
  const { data } = usePageQuery({
    queryKey: ['servers', 'status'],
    queryFn: ({ signal }) => fetchServers(signal),
    refetchInterval: SERVER_LIST_REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }} data-testid="server-list-page">
      <Title title={translate('app.menu.servers')} />
      <Grid container spacing={2}>
        {SERVER_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, md: 4 }}>
            <ServerTypeCard type={type} servers={data?.[type] ?? []} canDelete={canDelete} loaded={!!data} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
