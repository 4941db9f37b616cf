// The table view of the tag status page: stores with their tag stats, paged by the server (10 per page like the
// other store lists), filters on name, code and gateway status, sortable counters; a row opens the tag detail.
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { counterColumns, StoreListTable, updatedAtColumn } from '../../layout/StoreListTable';
import { TAG_GROUP_COLORS } from '../../status/statusColors';
import { searchStoreTagStats, type StoreTagStats } from './api';
import { TypeCounts } from './TypeCounts';

const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100] };
export const TAG_STORES_REFRESH_MS = 30_000;
const COUNTERS = ['total', 'success', 'inprogress', 'error', 'lowBattery', 'todayUpdated'] as const;
type Counter = (typeof COUNTERS)[number];
const COLOR: Partial<Record<Counter, string>> = {
  success: TAG_GROUP_COLORS.success,
  inprogress: TAG_GROUP_COLORS.inprogress,
  error: TAG_GROUP_COLORS.error,
};

export function TagStoreTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(`app.tagStatus.stats.${key}`);
  return (
    <StoreListTable
      queryKey={['tag', 'stores', 'table']}
      search={searchStoreTagStats}
      refetchInterval={TAG_STORES_REFRESH_MS}
      list={LIST}
      sortable
      columns={[
        ...counterColumns<StoreTagStats, Counter>(COUNTERS, t, COLOR),
        {
          key: 'byType',
          label: t('byType'),
          cell: (store) => <TypeCounts all={store.countByType} ng={store.countNgByType} />,
          cellProps: () => ({ sx: { minWidth: 130 } }),
        },
        updatedAtColumn(t('updatedAt')),
      ]}
      testId="tag-store-table"
      rowTestId="tag-store-row"
      onOpen={(store) => navigate(`/tag/detail/${encodeURIComponent(store.storeCode)}`)}
    />
  );
}
