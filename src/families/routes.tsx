// The routes of the family product screens (slice B), for src/App.tsx: /family-product, guarded by product read.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const FamilyProductListPage = guarded(
  'product',
  lazy(() => import('./FamilyProductListPage')),
);

export function familyRoutes(): ReactElement[] {
  return [<Route key="family-product" path="/family-product" element={<FamilyProductListPage />} />];
}
