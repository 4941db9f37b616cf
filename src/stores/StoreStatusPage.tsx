// Store status (doc 1 §2.7, route /store): table or map view of the account's stores with their gateway
// counters; predefined gateway configuration upload and view; gateway channel settings.
import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { usePageQuery } from '../monitoring/usePageQuery';
import { searchStores } from './api';
import { ChannelSettingsDialog } from './ChannelSettingsDialog';
import { PredefinedUploadDialog } from './PredefinedUploadDialog';
import { PredefinedViewDialog } from './PredefinedViewDialog';
import { StoreMapPanel } from './StoreMapPanel';
import { StoreTable } from './StoreTable';

type Dialogs = 'upload' | 'view' | 'channel' | null;

export default function StoreStatusPage() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'store', 'write');
  const [params, setParams] = useSearchParams();
  const view = params.get('viewType') === 'map' ? 'map' : 'table';
  const [dialog, setDialog] = useState<Dialogs>(null);
  const { data: stores } = usePageQuery({
    queryKey: ['stores', 'choices'],
    queryFn: ({ signal }) => searchStores({ start: 0, length: -1 }, signal),
    enabled: dialog === 'channel',
  });
  return (
    <Card data-testid="store-status-page">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            {translate('app.stores.title')}
          </Typography>
          {canWrite && (
            <Button variant="outlined" onClick={() => setDialog('upload')}>
              {translate('app.stores.predefinedUpload')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setDialog('view')}>
            {translate('app.stores.predefinedView')}
          </Button>
          <Button variant="outlined" onClick={() => setDialog('channel')}>
            {translate('app.stores.channelSettings')}
          </Button>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, next: string | null) => next && setParams({ viewType: next }, { replace: true })}
          >
            <ToggleButton value="table" data-testid="view-table">
              <TableRowsIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.tableView')}
            </ToggleButton>
            <ToggleButton value="map" data-testid="view-map">
              <MapIcon fontSize="small" sx={{ mr: 0.5 }} />
              {translate('app.stores.mapView')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box>{view === 'map' ? <StoreMapPanel /> : <StoreTable />}</Box>
      </CardContent>
      <PredefinedUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <PredefinedViewDialog open={dialog === 'view'} onClose={() => setDialog(null)} />
      <ChannelSettingsDialog
        open={dialog === 'channel'}
        onClose={() => setDialog(null)}
        stores={stores?.data ?? []}
        canWrite={canWrite}
      />
    </Card>
  );
}
