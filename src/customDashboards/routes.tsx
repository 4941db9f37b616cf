// The routes of the custom dashboards (issue 26), for src/App.tsx; guarded by the custom_dashboard privilege.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactElement } from 'react';
import { Route, useParams, useSearchParams } from 'react-router-dom';
import { guarded } from '../auth/RequirePrivilege';
import { dashboardQuery, prefetchDashboardPage, startingVariables } from './queries';
import { variablesFromSearch } from './urlState';

const CustomDashboardsList = guarded(
  'custom_dashboard',
  lazy(() => import('./CustomDashboardsList')),
);
const LazyDashboardPage = lazy(() => import('./CustomDashboardPage'));

/**
 * One dashboard: its saved definition and its panels' figures start while the page's code loads (during this
 * render, as TanStack's usePrefetchQuery does: an effect would wait for the lazy page below to have loaded).
 */
function DashboardRoute() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const [search] = useSearchParams();
  // under the variables of the address (a link to a filtered view), else the saved ones (urlState.ts)
  if (client.getQueryState(dashboardQuery(id).queryKey) === undefined)
    void prefetchDashboardPage(client, id, (saved) => variablesFromSearch(search, startingVariables(saved)));
  return <LazyDashboardPage />;
}
const CustomDashboardPage = guarded('custom_dashboard', DashboardRoute);

export function customDashboardRoutes(): ReactElement[] {
  return [
    <Route key="dashboards" path="/dashboards" element={<CustomDashboardsList />} />,
    <Route key="dashboards-one" path="/dashboards/:id" element={<CustomDashboardPage />} />,
  ];
}
