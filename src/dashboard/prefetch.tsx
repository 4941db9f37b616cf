// Login to the first dashboard chart without waits in a row (issue 9): while the login form shows, the
// dashboard's code (and the chart libraries it imports) is fetched; the session answer starts the dashboard's
// stats query under the key the dashboard reads (api.ts dashboardQuery), and the dashboard's first render takes
// that query's refresh time instead of starting another.
import type { QueryClient } from '@tanstack/react-query';
import { can, type Permissions } from '../auth/privileges';
import { dashboardQuery } from './api';

/** a prefetch older than this is not the landing any more: the dashboard asks afresh */
const LANDING_MS = 10_000;
let landing: number | undefined;

import { lazy, type ComponentType } from 'react';
import { formatNumber, formatTime } from '../i18n/format';

/** the dashboard page once its code is here: rendered directly, without a Suspense fallback in between */
let loadedDashboard: ComponentType | undefined;
const loadDashboard = () =>
  import('./Dashboard').then((module) => {
    loadedDashboard = module.default;
    return module;
  });
const LazyDashboard = lazy(loadDashboard);

/** The dashboard route's page. A React.lazy page suspends on its first render even when its code is loaded,
 * and React holds a revealed Suspense boundary back for up to 300 ms after its fallback showed: after login
 * that put the progress bar, not the first chart, on the screen until then. The code preloaded at the login
 * form renders at once. */
export function DashboardPage() {
  const Page = loadedDashboard ?? LazyDashboard;
  return <Page />;
}

/** Fetches the dashboard's code in the background (a failure shows when the page really loads), and has the
 * browser load its date and number formats (the first toLocale... call reads the locale data: tens of ms that
 * would otherwise fall between the stats' arrival and the first chart). */
export function preloadDashboard(): void {
  loadDashboard().catch(() => undefined);
  const warm = () => {
    formatTime(Date.now());
    formatNumber(1234.5);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm);
  else warm();
}

/** Starts the dashboard's stats for a session that is about to land on it. */
export function prefetchDashboard(queryClient: QueryClient, permissions: Permissions): void {
  if (!can(permissions, 'dashboard', 'read')) return;
  landing = Date.now();
  void queryClient.prefetchQuery(dashboardQuery(landing, []));
}

/** The refresh time of the dashboard's first render: the landing prefetch's while it is recent, else now. */
export function landingRefresh(): number {
  const now = Date.now();
  return landing !== undefined && now - landing < LANDING_MS ? landing : now;
}
