// What the product store list (schemas/productStore.schema.json x-lists.productStore) plugs into the schema list
// by name: the table/map layout with the map view, every store of the session on the shared store map (markers
// and status toggles by the store's gateway status, list 15 per page), a popup with its product statistics and a
// link to the store's product list.
import { Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../domain/generated/resources';
import { StoreMapView } from '../maps/StoreMapView';
import { StorePopup } from '../maps/StorePopup';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { tableMapLayout } from '../schema-views/list/tableMapLayout';
import { registerLayout } from '../schema-views/registry';
import { StatusChip } from '../status/StatusChip';
import { productStoreKeys, productStoreCalls } from '../generated/client';
import { formatNumber } from '../i18n/format';

export function productListPath(storeCode: string): string {
  return `/product/list/${encodeURIComponent(storeCode)}`;
}

export function ProductStoreMapPanel() {
  const translate = useTranslate();
  const { data } = usePageQuery({
    queryKey: productStoreKeys.list(),
    queryFn: ({ signal }) => productStoreCalls.list({ signal }),
    refetchInterval: resources.productStore.list.refresh,
  });
  const f = (field: string) => translate(`app.products.stores.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      renderPopup={(store) => (
        <StorePopup
          store={store}
          testId="product-store-popup"
          open={{ label: translate('app.products.openList'), to: productListPath(store.storeCode) }}
        >
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('productCount')} {formatNumber(store.productCount)} · {f('todayUpdated')}{' '}
            {formatNumber(store.todayUpdated)} · {f('tagCount')} {formatNumber(store.tagCount)}
          </Typography>
        </StorePopup>
      )}
    />
  );
}

registerLayout('productStoreTableMap', tableMapLayout(ProductStoreMapPanel));
