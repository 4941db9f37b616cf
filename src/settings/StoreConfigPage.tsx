// /setting/store-config (doc 3 §2, §5, §6, §8, §9): the store table (page sizes 10 to 500) with each store's
// detail link (/store/detail/{storeCode}?viewType=table), create and edit modals, delete with confirmation, the
// gateway configuration modal, the store export and (role 0) the migration upload. Load failures: 'Setting
// Store Error', then logout and reload.
import { Card, CardContent, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../../domain/generated/resources';
import type { Store } from '../../domain/generated/types';
import { useErrorDialog } from '../layout/ErrorDialog';
import { PromptDialog } from '../shared/PromptDialog';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { exportStore } from './api';
import { MigrationDialog } from './MigrationDialog';
import { SETTING_ERRORS } from './settingErrors';
import { StoreFormDialog } from './StoreFormDialog';
import { StoreGatewaysDialog } from './StoreGatewaysDialog';
import './settingViews';
import type { StoreAction, StoreConfigPage as PageHandlers } from './settingViews';
import { storeCalls } from '../generated/client';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; store: Store }
  | { kind: 'gateways' | 'delete'; storeCode: string }
  | { kind: 'migrate' }
  | null;

export default function StoreConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const { permissions } = useAppPermissions();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const act = async (action: StoreAction, storeCode: string) => {
    try {
      if (action === 'edit') setOpen({ kind: 'edit', store: await storeCalls.getOne({ storeCode }) });
      else if (action === 'export') await exportStore(storeCode);
      else setOpen({ kind: action, storeCode });
    } catch (error) {
      await showError(error as Error, SETTING_ERRORS.store);
    }
  };
  const page: PageHandlers = {
    canWrite: can(permissions, 'store_config', 'write'),
    isSuper: isSuper(permissions),
    act: (action, storeCode) => void act(action, storeCode),
    create: () => setOpen({ kind: 'create' }),
    migrate: () => setOpen({ kind: 'migrate' }),
  };
  const saved = () => {
    close();
    notify('app.settings.saved', { type: 'success' });
    refresh();
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="store-config-title">
          {translate('app.menu.storeConfig')}
        </Typography>
        <SchemaPage value={page}>
          <SchemaListView meta={resources.storeConfig} failureTitle={SETTING_ERRORS.store} />
        </SchemaPage>
        {open?.kind === 'create' && <StoreFormDialog onClose={close} onSaved={saved} />}
        {open?.kind === 'edit' && <StoreFormDialog store={open.store} onClose={close} onSaved={saved} />}
        {open?.kind === 'gateways' && <StoreGatewaysDialog storeCode={open.storeCode} onClose={close} />}
        {open?.kind === 'migrate' && (
          <MigrationDialog
            onClose={() => {
              close();
              refresh();
            }}
          />
        )}
        <PromptDialog
          open={open?.kind === 'delete'}
          title="ra.action.delete"
          message="app.settings.storeDeleteConfirm"
          onNo={close}
          onYes={async () => {
            if (open?.kind !== 'delete') return;
            close();
            try {
              await storeCalls.delete({ storeCode: open.storeCode });
              notify('app.settings.storeDeleted', { type: 'success' });
              refresh();
            } catch (error) {
              await showError(error as Error, SETTING_ERRORS.store);
            }
          }}
        />
      </CardContent>
    </Card>
  );
}
