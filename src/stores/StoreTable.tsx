// The table view of the store status page: paged from the server (10 per page; 10, 25, 50, 100, 500),
// filters on name, code and status; a row opens the store detail.
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { StoreListTable, type StoreColumn } from '../layout/StoreListTable';
import { searchStores, type StoreStatusRow } from './api';

/** doc 1 §9 store lists (the x-list of schemas/store.schema.json) */
const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100, 500] };
export const STORE_REFRESH_MS = 60_000;
const COUNTERS = ['gwCount', 'normal', 'offline', 'alarm'] as const;

export function StoreTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const columns: StoreColumn<StoreStatusRow>[] = COUNTERS.map((c) => ({
    key: c,
    label: translate(`resources.stores.fields.${c}`),
    align: 'right',
    cell: (store) => store[c],
  }));
  return (
    <StoreListTable
      queryKey={['stores', 'table']}
      search={searchStores}
      refetchInterval={STORE_REFRESH_MS}
      list={LIST}
      columns={columns}
      testId="store-table"
      rowTestId="store-row"
      statusFilterTestId="store-status-filter"
      onOpen={(store) => navigate(`/store/detail/${encodeURIComponent(store.storeCode)}?viewType=table`)}
    />
  );
}
