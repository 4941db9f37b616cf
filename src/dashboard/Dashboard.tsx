// /dashboard: an overview from live data (the full dashboard of doc 1 §2.4 comes with its issue).
// Store summary needs store.read; server status needs server.read (doc 1 §6).
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { ServerStatusCounts } from './ServerStatusCounts';
import { StoreSummaryTable } from './StoreSummaryTable';

export default function Dashboard() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const showServers = can(permissions, 'server', 'read');
  const showStores = can(permissions, 'store', 'read');
  return (
    <Box sx={{ p: 2 }} data-testid="dashboard">
      <Title title={translate('app.menu.dashboard')} />
      <Stack spacing={2}>
        {showServers && <ServerStatusCounts />}
        {showStores && <StoreSummaryTable />}
        {!showServers && !showStores && <Typography>{translate('app.dashboard.nothing')}</Typography>}
      </Stack>
    </Box>
  );
}
