// The dashboard's landing after login (issue 9): the session answer starts the dashboard's stats query under the
// key the dashboard reads (api.ts dashboardQuery), and the dashboard's first render takes that query's refresh
// time instead of starting another. Apart from prefetch.tsx, which loads the dashboard's code (the dashboard
// reads this; it must not import what loads it).
import type { QueryClient } from '@tanstack/react-query';
import { can, type Permissions } from '../auth/privileges';
import { dashboardQuery } from './api';

/** a prefetch older than this is not the landing any more: the dashboard asks afresh */
const LANDING_MS = 10_000;
let landing: number | undefined;

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
