// Product store list (doc 2 §2, route /product): the session's stores with their product statistics, as a table
// (10 per page) or a map (list 15 per page: 15, 25, 50, 100, all); viewType in the URL as on the store screens.
// A store opens its product list.
import { TableMapPage } from '../layout/TableMapPage';
import { ProductStoreMapPanel } from './ProductStoreMapPanel';
import { ProductStoreTable } from './ProductStoreTable';

export function productListPath(storeCode: string): string {
  return `/product/list/${encodeURIComponent(storeCode)}`;
}

export default function ProductStorePage() {
  return (
    <TableMapPage
      testId="product-store-page"
      titleKey="app.products.title"
      table={<ProductStoreTable />}
      map={<ProductStoreMapPanel />}
    />
  );
}
