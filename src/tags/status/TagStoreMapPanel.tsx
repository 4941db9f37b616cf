// The map view of the tag status page: every store of the session on the shared store map, markers and status
// toggles by the store's TAG status (tagStoreStatus.ts; list 15 per page), with a popup of its tag stats, its
// gateway status and a detail link.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { resources } from '../../../domain/generated/resources';
import { StoreMapView } from '../../maps/StoreMapView';
import { StorePopup } from '../../maps/StorePopup';
import type { MapStatusVocabulary } from '../../maps/types';
import { usePageQuery } from '../../monitoring/usePageQuery';
import { StatusChip } from '../../status/StatusChip';
import type { StoreTagStats } from '../../../domain/generated/calls';
import { TagStoreStatusChip } from './TagStoreStatusChip';
import {
  TAG_STORE_STATUS_COLOR,
  TAG_STORE_STATUSES,
  tagStoreStatus,
  type TagStoreStatus,
} from '../../../domain/tagStoreStatus';
import { TypeCounts } from './TypeCounts';
import { tagKeys, tagCalls } from '../../generated/client';

/** The map speaks of the store's tag status (normal, in progress, error) instead of its gateway status. */
const TAG_STORE_VOCABULARY: MapStatusVocabulary<TagStoreStatus, StoreTagStats> = {
  statuses: TAG_STORE_STATUSES,
  statusOf: tagStoreStatus,
  color: TAG_STORE_STATUS_COLOR,
  labelKey: (status) => `app.tagStatus.markers.${status}`,
  filterKey: 'app.tagStatus.markers.filter',
  toggleTestId: 'tag-map-toggle',
  Chip: TagStoreStatusChip,
};

export function TagStoreMapPanel() {
  const translate = useTranslate();
  const { data } = usePageQuery({
    queryKey: tagKeys.storeStats(),
    queryFn: ({ signal }) => tagCalls.storeStats({ signal }),
    refetchInterval: resources.tagStore.list.refresh,
  });
  const t = (key: string) => translate(`app.tagStatus.stats.${key}`);
  return (
    <StoreMapView
      stores={data?.data ?? []}
      vocabulary={TAG_STORE_VOCABULARY}
      testId="tag-store-map"
      renderPopup={(store) => (
        <StorePopup
          store={store}
          testId="tag-store-popup"
          open={{
            label: translate('app.tagStatus.openDetail'),
            to: `/tag/detail/${encodeURIComponent(store.storeCode)}`,
          }}
        >
          <Stack direction="row" spacing={1} alignItems="center">
            <TagStoreStatusChip status={tagStoreStatus(store)} />
            <Typography variant="caption">{translate('app.tagStatus.markers.gateways')}</Typography>
            <StatusChip status={store.status} />
          </Stack>
          <Typography variant="body2">
            {t('total')} {store.total} · {t('success')} {store.success} · {t('inprogress')} {store.inprogress}{' '}
            · {t('error')} {store.error} · {t('lowBattery')} {store.lowBattery}
          </Typography>
          <TypeCounts all={store.countByType} ng={store.countNgByType} limit={6} />
        </StorePopup>
      )}
    />
  );
}
