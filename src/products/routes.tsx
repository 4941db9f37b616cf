// The routes of the product screens (slice A, doc 2 §2): /product (store list) and /product/list/:storeCode
// (product list of a store), guarded by product read, for src/App.tsx.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const ProductStorePage = guarded(
  'product',
  lazy(() => import('./ProductStorePage')),
);
const ProductListPage = guarded(
  'product',
  lazy(() => import('./ProductListPage')),
);

export function productRoutes(): ReactElement[] {
  return [
    <Route key="product-stores" path="/product" element={<ProductStorePage />} />,
    <Route key="product-list" path="/product/list/:storeCode" element={<ProductListPage />} />,
  ];
}
