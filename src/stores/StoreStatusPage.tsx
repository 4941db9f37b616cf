// Store status (doc 1 §2.7, route /store): the schema list of `store` (10 per page, filtered, sorted and paged by
// the server, refreshed every 60 s; a row opens the store detail) or the map of the account's stores (its
// toolbar actions and table/map layout are registered in storeViews.tsx); predefined gateway configuration
// upload and view; gateway channel settings.
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { usePageQuery } from '../monitoring/usePageQuery';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { storeKeys } from '../generated/client';
import { ALL_STORES, searchStores } from './api';
import { ChannelSettingsDialog } from './ChannelSettingsDialog';
import { PredefinedUploadDialog } from './PredefinedUploadDialog';
import { PredefinedViewDialog } from './PredefinedViewDialog';
import { storeDetailPath, type StoreDialog, type StorePage } from './storeViews';

const meta = resources.store;

export default function StoreStatusPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'store', 'write');
  const [dialog, setDialog] = useState<StoreDialog | null>(null);
  const { data: stores } = usePageQuery({
    queryKey: storeKeys.search({ body: ALL_STORES }),
    queryFn: ({ signal }) => searchStores(ALL_STORES, signal),
    enabled: dialog === 'channel',
  });
  const page: StorePage = { canWrite, open: setDialog };
  const close = () => setDialog(null);
  return (
    <Card data-testid="store-status-page">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.stores.title')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView
            meta={meta}
            onRowClick={(store) => navigate(storeDetailPath(String(store.storeCode), 'table'))}
          />
        </SchemaPage>
      </CardContent>
      <PredefinedUploadDialog open={dialog === 'upload'} onClose={close} />
      <PredefinedViewDialog open={dialog === 'view'} onClose={close} />
      <ChannelSettingsDialog
        open={dialog === 'channel'}
        onClose={close}
        stores={stores?.data ?? []}
        canWrite={canWrite}
      />
    </Card>
  );
}
