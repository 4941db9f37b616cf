// What the store table (schemas/store.schema.json x-list) plugs into the schema list by name: the toolbar's
// predefined configuration upload (store.write) and view and the channel settings, and the table/map layout
// with the store map (every store of the account, popup with its gateway counters and a detail link). The page
// hands its state to them as a StorePage.
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { StoreMapView } from '../maps/StoreMapView';
import { StorePopup } from '../maps/StorePopup';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import { registerLayout, registerToolbarAction } from '../schema-views/registry';
import { StatusChip } from '../status/StatusChip';
import { storeKeys } from '../generated/client';
import { ALL_STORES, searchStores } from './api';

export type StoreDialog = 'upload' | 'view' | 'channel';

export interface StorePage {
  canWrite: boolean;
  open: (dialog: StoreDialog) => void;
}

export function storeDetailPath(storeCode: string, viewType: 'table' | 'map'): string {
  return `/store/detail/${encodeURIComponent(storeCode)}?viewType=${viewType}`;
}

function dialogButton(dialog: StoreDialog, label: string, needsWrite = false) {
  return function DialogButton() {
    const translate = useTranslate();
    const page = useSchemaPage<StorePage>();
    if (needsWrite && !page.canWrite) return null;
    return (
      <Button variant="outlined" onClick={() => page.open(dialog)}>
        {translate(label)}
      </Button>
    );
  };
}

export function StoreMapPanel() {
  const translate = useTranslate();
  const { data } = usePageQuery({
    queryKey: storeKeys.search({ body: ALL_STORES }),
    queryFn: ({ signal }) => searchStores(ALL_STORES, signal),
    refetchInterval: resources.store.list.refresh,
  });
  const f = (field: string) => translate(`resources.stores.fields.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      renderPopup={(store) => (
        <StorePopup
          store={store}
          testId="store-popup"
          open={{ label: translate('app.stores.openDetail'), to: storeDetailPath(store.storeCode, 'map') }}
        >
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('gwCount')} {store.gwCount} · {f('normal')} {store.normal} · {f('offline')} {store.offline} ·{' '}
            {f('alarm')} {store.alarm}
          </Typography>
        </StorePopup>
      )}
    />
  );
}

registerToolbarAction('predefinedUpload', dialogButton('upload', 'app.stores.predefinedUpload', true));
registerToolbarAction('predefinedView', dialogButton('view', 'app.stores.predefinedView'));
registerToolbarAction('channelSettings', dialogButton('channel', 'app.stores.channelSettings'));
registerLayout('storeTableMap', tableMapLayout(StoreMapPanel));
