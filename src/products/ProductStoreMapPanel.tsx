// The map view of the product store list: every store of the session on the shared store map (markers and status
// toggles by the store's gateway status, list 15 per page), a popup with its product statistics and a link.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { StoreMapView } from '../maps/StoreMapView';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { getProductStores } from './api';
import { productListPath } from './ProductStorePage';
import { PRODUCT_STORES_REFRESH_MS } from './ProductStoreTable';

export function ProductStoreMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: ['product', 'stores'],
    queryFn: ({ signal }) => getProductStores(signal),
    refetchInterval: PRODUCT_STORES_REFRESH_MS,
  });
  const f = (field: string) => translate(`app.products.stores.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="product-store-popup" sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2">
            {store.storeName} ({store.storeCode})
          </Typography>
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('productCount')} {store.productCount.toLocaleString()} · {f('todayUpdated')}{' '}
            {store.todayUpdated.toLocaleString()} · {f('tagCount')} {store.tagCount.toLocaleString()}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => navigate(productListPath(store.storeCode))}>
            {translate('app.products.openList')}
          </Button>
        </Stack>
      )}
    />
  );
}
