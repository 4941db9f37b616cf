// /dashboard (doc 1 §2.4): GET /stats/dashboard?t= with the store filter; every panel only with its privileges
// (the server answers only the parts the session may see, doc 1 §6); refresh button; store summary (store.read).
// Its panels are the spec panels a custom dashboard draws too (the built-in one is made of them): the chart parts
// of specParts.tsx (in ChartCards, panels.tsx), the alarm table and the store summary.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { AlarmTable } from './AlarmTable';
import { ChartDeferral, DeferredMount } from '../layout/DeferredMount';
import { dashboardQuery } from './api';
import { DashboardPanels } from './panels';
import { landingRefresh } from './landing';
import { StoreFilter } from './StoreFilter';
import { StoreSummaryTable } from './StoreSummaryTable';
import { formatTime } from '../i18n/format';

export default function Dashboard() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const [stores, setStores] = useState<string[]>([]);
  // the first render after login reads the stats the login started (prefetch.ts)
  const [refreshedAt, setRefreshedAt] = useState(landingRefresh);
  const { data, isFetching } = usePageQuery(dashboardQuery(refreshedAt, stores));
  const showStores = can(permissions, 'store', 'read');
  const nothing = data && !data.servers && !data.gateways && !data.tags;
  return (
    <Box sx={{ p: 2 }} data-testid="dashboard" aria-busy={isFetching}>
      <Title title={translate('app.menu.dashboard')} />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <StoreFilter value={stores} onChange={setStores} />
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => setRefreshedAt(Date.now())}
          disabled={isFetching}
        >
          {translate('app.dashboard.refresh')}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="refreshed-at">
          {translate('app.dashboard.refreshedAt', { time: formatTime(refreshedAt) })}
        </Typography>
      </Stack>
      {data && (
        <Stack spacing={2}>
          <DashboardPanels data={data} />
          {/* the tables come after the first chart (DeferredMount.tsx) */}
          <ChartDeferral.Provider value={true}>
            <DeferredMount>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, xl: showStores ? 6 : 12 }}>
                  <AlarmTable rows={data.alarms} />
                </Grid>
                {showStores && (
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <StoreSummaryTable selected={stores} />
                  </Grid>
                )}
              </Grid>
            </DeferredMount>
          </ChartDeferral.Provider>
          {nothing && <Typography>{translate('app.dashboard.nothing')}</Typography>}
        </Stack>
      )}
    </Box>
  );
}
