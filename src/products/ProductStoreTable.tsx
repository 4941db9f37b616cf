// The table view of the product store list: stores with their product statistics, paged by the server (10 per
// page, doc 2 §9), filters on name, code and gateway status, sortable counters; a row opens the product list.
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { counterColumns, StoreListTable, updatedAtColumn } from '../layout/StoreListTable';
import { searchProductStores, type ProductStore } from './api';
import { productListPath } from './ProductStorePage';

/** doc 2 §9: the product store list shows 10 per page */
const LIST = { perPage: 10, perPageOptions: [10, 25, 50, 100] };
export const PRODUCT_STORES_REFRESH_MS = 60_000;
const COUNTERS = ['productCount', 'todayUpdated', 'tagCount'] as const;

export function ProductStoreTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const f = (field: string) => translate(`app.products.stores.${field}`);
  return (
    <StoreListTable
      queryKey={['product', 'stores', 'table']}
      search={searchProductStores}
      refetchInterval={PRODUCT_STORES_REFRESH_MS}
      list={LIST}
      sortable
      columns={[
        ...counterColumns<ProductStore, (typeof COUNTERS)[number]>(COUNTERS, f),
        updatedAtColumn(f('updatedAt')),
      ]}
      testId="product-store-table"
      rowTestId="product-store-row"
      onOpen={(store) => navigate(productListPath(store.storeCode))}
    />
  );
}
