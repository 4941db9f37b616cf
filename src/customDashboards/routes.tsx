// The route of one custom dashboard (issue 26): its data starts before its page's code has loaded; the area's
// routes and menu entry are in index.ts.
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { dashboardQuery, prefetchDashboardPage, startingVariables } from './queries';
import { variablesFromSearch } from './urlState';

const LazyDashboardPage = lazy(() => import('./CustomDashboardPage'));

/**
 * One dashboard: its saved definition and its panels' figures start while the page's code loads (during this
 * render, as TanStack's usePrefetchQuery does: an effect would wait for the lazy page below to have loaded).
 */
export function DashboardRoute() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const [search] = useSearchParams();
  // under the variables of the address (a link to a filtered view), else the saved ones (urlState.ts)
  if (client.getQueryState(dashboardQuery(id).queryKey) === undefined)
    void prefetchDashboardPage(client, id, (saved) => variablesFromSearch(search, startingVariables(saved)));
  return <LazyDashboardPage />;
}
