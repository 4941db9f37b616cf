// The map view of the store status page: every store of the account (one call, length -1) on the shared
// store map, with a popup of its gateway counters and a link to its detail.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { StoreMapView } from '../maps/StoreMapView';
import { GATEWAY_STATUS_VOCABULARY } from '../maps/types';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { searchStores } from './api';
import { STORE_REFRESH_MS } from './StoreTable';

export function StoreMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: ['stores', 'map'],
    queryFn: ({ signal }) => searchStores({ start: 0, length: -1 }, signal),
    refetchInterval: STORE_REFRESH_MS,
  });
  const f = (field: string) => translate(`resources.stores.fields.${field}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={GATEWAY_STATUS_VOCABULARY}
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="store-popup" sx={{ minWidth: 180 }}>
          <Typography variant="subtitle2">
            {store.storeName} ({store.storeCode})
          </Typography>
          <StatusChip status={store.status} />
          <Typography variant="body2">
            {f('gwCount')} {store.gwCount} · {f('normal')} {store.normal} · {f('offline')} {store.offline} ·{' '}
            {f('alarm')} {store.alarm}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => navigate(`/store/detail/${encodeURIComponent(store.storeCode)}?viewType=map`)}
          >
            {translate('app.stores.openDetail')}
          </Button>
        </Stack>
      )}
    />
  );
}
