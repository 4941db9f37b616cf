// The routes of the delivery screens (issue 27 §1), for src/App.tsx; each page is guarded by the delivery privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const DeliveryPage = guarded(
  'delivery',
  lazy(() => import('./DeliveryPage')),
);
const DeliveryStorePage = guarded(
  'delivery',
  lazy(() => import('./DeliveryStorePage')),
);

export function deliveryRoutes(): ReactElement[] {
  return [
    <Route key="delivery" path="/delivery" element={<DeliveryPage />} />,
    <Route key="delivery-store" path="/delivery/:storeCode" element={<DeliveryStorePage />} />,
  ];
}
