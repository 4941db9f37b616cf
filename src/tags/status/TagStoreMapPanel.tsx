// The map view of the tag status page: every store of the session on the store map (markers and status toggles
// by the store's tag status, list 15 per page), with a popup of its tag stats, its gateway status and a detail
// link.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { StatusChip } from '../../status/StatusChip';
import { getStoreTagStats } from './api';
import { TagStoreMapView } from './TagStoreMapView';
import { TagStoreStatusChip } from './TagStoreStatusChip';
import { TAG_STORES_REFRESH_MS } from './TagStoreTable';
import { TypeCounts } from './TypeCounts';

export function TagStoreMapPanel() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data } = usePageQuery({
    queryKey: ['tag', 'stores'],
    queryFn: ({ signal }) => getStoreTagStats(signal),
    refetchInterval: TAG_STORES_REFRESH_MS,
  });
  const t = (key: string) => translate(`app.tagStatus.stats.${key}`);
  return (
    <TagStoreMapView
      stores={data?.data ?? []}
      renderPopup={(store) => (
        <Stack spacing={0.5} data-testid="tag-store-popup" sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2">
            {store.storeName} ({store.storeCode})
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <TagStoreStatusChip status={store.tagStatus} />
            <Typography variant="caption">{translate('app.tagStatus.markers.gateways')}</Typography>
            <StatusChip status={store.status} />
          </Stack>
          <Typography variant="body2">
            {t('total')} {store.total} · {t('success')} {store.success} · {t('inprogress')} {store.inprogress}{' '}
            · {t('error')} {store.error} · {t('lowBattery')} {store.lowBattery}
          </Typography>
          <TypeCounts all={store.countByType} ng={store.countNgByType} limit={6} />
          <Button
            size="small"
            variant="outlined"
            onClick={() => navigate(`/tag/detail/${encodeURIComponent(store.storeCode)}`)}
          >
            {translate('app.tagStatus.openDetail')}
          </Button>
        </Stack>
      )}
    />
  );
}
