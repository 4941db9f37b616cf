// /plus/device/list/{storeCode} (doc 3 §2): the store's signage devices (schemas/plusDevice x-lists.plusDevice)
// with the bulk actions on the selected rows, the device info modal with its auto-saved settings, remove, edit
// show, and the store's tools: assign, deassign, blink, search, software packages and the plus settings.
import { Card, CardContent, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { DeviceBulkDialog } from './DeviceBulkDialog';
import { DeviceInfoDialog } from './DeviceInfoDialog';
import { DeviceProductDialog } from './DeviceProductDialog';
import { PlusSettingDialog } from './PlusSettingDialog';
import type { DeviceDialog, PlusDevicePage } from './plusDeviceViews';
import './plusDeviceViews';
import { SoftwareDialog } from './SoftwareDialog';

export default function PlusDeviceListPage() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const storeCode = useParams().storeCode ?? '';
  const { permissions } = useAppPermissions();
  const [dialog, setDialog] = useState<DeviceDialog | null>(null);
  const page: PlusDevicePage = {
    storeCode,
    canRead: can(permissions, 'plus', 'read'),
    canWrite: can(permissions, 'plus', 'write'),
    open: setDialog,
    changed: refresh,
  };
  const close = () => setDialog(null);
  const kind = dialog?.kind;
  return (
    <Card data-testid="plus-device-list">
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.plus.device.listTitle')} · {storeCode}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.plusDevice} params={{ storeCode }} />
        </SchemaPage>
        <DeviceInfoDialog
          storeCode={storeCode}
          mac={dialog?.kind === 'info' ? dialog.mac : null}
          canWrite={page.canWrite}
          onClose={close}
          onSaved={refresh}
        />
        <DeviceBulkDialog
          storeCode={storeCode}
          dialog={dialog && 'macs' in dialog ? dialog : null}
          onClose={close}
          onDone={() => {
            // done: the rows are unselected, as after the actions without a dialog
            if (dialog && 'macs' in dialog) dialog.unselect();
            refresh();
          }}
        />
        <DeviceProductDialog
          storeCode={storeCode}
          kind={
            kind === 'assign' || kind === 'deassign' || kind === 'blink' || kind === 'search' ? kind : null
          }
          onClose={close}
          onDone={refresh}
        />
        <SoftwareDialog
          storeCode={storeCode}
          open={kind === 'software'}
          canWrite={page.canWrite}
          onClose={close}
        />
        <PlusSettingDialog
          storeCode={storeCode}
          open={kind === 'setting'}
          canWrite={page.canWrite}
          onClose={close}
        />
      </CardContent>
    </Card>
  );
}
