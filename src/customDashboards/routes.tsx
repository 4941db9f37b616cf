// The routes of the custom dashboards (issue 26), for src/App.tsx; guarded by the custom_dashboard privilege.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';

const CustomDashboardsList = guarded(
  'custom_dashboard',
  lazy(() => import('./CustomDashboardsList')),
);
const CustomDashboardPage = guarded(
  'custom_dashboard',
  lazy(() => import('./CustomDashboardPage')),
);

export function customDashboardRoutes(): ReactElement[] {
  return [
    <Route key="dashboards" path="/dashboards" element={<CustomDashboardsList />} />,
    <Route key="dashboards-one" path="/dashboards/:id" element={<CustomDashboardPage />} />,
  ];
}
