// The routes of the battery screens (issue 27 §2), for src/App.tsx; each page is guarded by the battery privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const BatteryPage = guarded(
  'battery',
  lazy(() => import('./BatteryPage')),
);
const BatteryStorePage = guarded(
  'battery',
  lazy(() => import('./BatteryStorePage')),
);

export function batteryRoutes(): ReactElement[] {
  return [
    <Route key="battery" path="/battery" element={<BatteryPage />} />,
    <Route key="battery-store" path="/battery/:storeCode" element={<BatteryStorePage />} />,
  ];
}
