// Store status (doc 1 §2.7, route /store): table or map view of the account's stores with their gateway
// counters; predefined gateway configuration upload and view; gateway channel settings.
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { TableMapPage } from '../layout/TableMapPage';
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
  const [dialog, setDialog] = useState<Dialogs>(null);
  const { data: stores } = usePageQuery({
    queryKey: ['stores', 'choices'],
    queryFn: ({ signal }) => searchStores({ start: 0, length: -1 }, signal),
    enabled: dialog === 'channel',
  });
  return (
    <TableMapPage
      testId="store-status-page"
      titleKey="app.stores.title"
      actions={
        <>
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
        </>
      }
      table={<StoreTable />}
      map={<StoreMapPanel />}
    >
      <PredefinedUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
      <PredefinedViewDialog open={dialog === 'view'} onClose={() => setDialog(null)} />
      <ChannelSettingsDialog
        open={dialog === 'channel'}
        onClose={() => setDialog(null)}
        stores={stores?.data ?? []}
        canWrite={canWrite}
      />
    </TableMapPage>
  );
}
