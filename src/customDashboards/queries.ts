// The queries of a custom dashboard's page, in one place: the page (CustomDashboardPage, PanelView) reads them, and
// its route starts them before the page's code has loaded (routes.tsx: the saved dashboard, then every panel's
// figures under its starting variables), so that the answers and the page's chunks arrive together (issue 26: a
// 12-panel dashboard drawn in under 1.5 s).
import type { QueryClient } from '@tanstack/react-query';
import { dashboardCalls, dashboardKeys, storeCalls, storeKeys } from '../generated/client';
import {
  getDashboard,
  runPanelFigures,
  runStatsQuery,
  type CustomDashboard,
  type Panel,
  type StatsAnswer,
  type StatsQuery,
} from './api';
import { coveredQuery, panelQuery, type Variables } from './model';

/** answers this recent are drawn without asking again (a panel's refresh interval asks at its pace) */
const FRESH_MS = 10_000;

/** the dashboards list's search: every dashboard the session may see */
const LIST_BODY = { start: 0, length: 1000 };

/** the dashboards the session may see (the list page), the search's page as answered */
export const dashboardListQuery = {
  queryKey: dashboardKeys.search({ body: LIST_BODY }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => dashboardCalls.search({ body: LIST_BODY }, { signal }),
  select: (page: { data: unknown[] }) => page.data as CustomDashboard[],
};

/** after a dashboard's save on its page: the list shows its name and sharing again */
export const refreshDashboardList = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: dashboardListQuery.queryKey });

/** after a create, rename, duplicate, delete or import on the list: the list and every saved dashboard read */
export const refreshSavedDashboards = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: dashboardKeys.all });

/** after a delete: the dashboard's cached read goes, so that opening it again shows Not Found, not the deleted one */
export const forgetDashboard = (client: QueryClient, id: string | number) =>
  client.removeQueries({ queryKey: dashboardKeys.getOne({ id: String(id) }) });

/** the stats query's catalogue (the panel editor's entities and fields) */
export const catalogueQuery = {
  queryKey: dashboardKeys.catalogue(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => dashboardCalls.catalogue({ signal }),
  staleTime: 300_000,
};

/**
 * the latest dashboard statistics of some stores (GET /stats/dashboard; none: every store of the session): the key
 * leaves out the refresh time t the call sends, so a refetch of the same stores stays under one key
 */
export const latestStatsQuery = (stores?: string[]) => {
  const list = stores && stores.length > 0 ? stores.join(',') : undefined;
  return {
    queryKey: storeKeys.dashboard({ query: stores ? { stores: list } : {} }),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      storeCalls.dashboard({ query: { t: String(Date.now()), stores: list } }, { signal }),
  };
};

/** the saved dashboard */
export const dashboardQuery = (id: string) => ({
  queryKey: dashboardKeys.getOne({ id }),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getDashboard(id, signal),
  // what the route fetched is not fetched again as the page mounts, nor what it was refused (a dashboard the session
  // may not see, or deleted: Not Found after one request)
  staleTime: FRESH_MS,
  retryOnMount: false,
});

/** the variables a dashboard opens with: its saved stores and range (every store, the last 24 hours) */
export function startingVariables(saved: CustomDashboard): Variables {
  return { stores: saved.variables?.stores ?? [], range: saved.variables?.range ?? { last: '24h' } };
}

/**
 * a panel's figures under the dashboard's variables, refreshed at its interval: on a saved dashboard (`dashboardId`)
 * over the viewer's part of the stores asked (POST /dashboards/{id}/figures: a store variable or pin chosen by
 * whoever shared it answers the viewer's own stores, not "Permission denied"), else the bare stats query
 */
export function panelDataQuery(panel: Panel, variables: Variables, dashboardId?: string) {
  const body = panel.query as StatsQuery;
  return {
    // the call's key, with what resolves the panel's query when it runs (pins and variables; the answer is cached
    // with the query it answers, a second shape beside the call's own): no query, no fetch (enabled)
    queryKey: [
      ...(dashboardId
        ? dashboardKeys.figures({ id: dashboardId, body })
        : dashboardKeys.statsQuery({ body })),
      'panel',
      panel.options?.pinStores,
      panel.options?.pinRange,
      variables,
    ] as const,
    // the answer with the query it answers (a drill-down opens the list of the very stores and range drawn)
    queryFn: async ({
      signal,
    }: {
      signal: AbortSignal;
    }): Promise<{ answer: StatsAnswer; query?: StatsQuery }> => {
      const query = panelQuery(panel, variables, Date.now());
      if (!query) return { answer: { rows: [], truncated: false, groupBy: [] } };
      if (!dashboardId) return { answer: await runStatsQuery(query, signal), query };
      const { stores, ...answer } = await runPanelFigures(dashboardId, query, signal);
      return { answer, query: coveredQuery(query, stores) };
    },
    enabled: !!panel.query,
    staleTime: FRESH_MS,
    // a refusal the route's prefetch was answered is not asked again as the panel mounts (the retry rule already
    // asked again what may pass later); the panel's own interval asks anew
    retryOnMount: false,
    refetchInterval: (panel.options?.refreshSeconds ?? 60) * 1000,
  };
}

/**
 * Starts the saved dashboard and then its panels' figures (once per page opening; a cached one is used), under the
 * variables the page opens with (`variablesOf`: the address's, else the saved ones)
 */
export async function prefetchDashboardPage(
  client: QueryClient,
  id: string,
  variablesOf: (saved: CustomDashboard) => Variables = startingVariables,
): Promise<void> {
  const saved = await client.fetchQuery(dashboardQuery(id)).catch(() => undefined);
  if (!saved) return;
  const variables = variablesOf(saved);
  for (const panel of saved.panels ?? []) {
    if (!panel.query) continue;
    const { queryKey, queryFn, staleTime } = panelDataQuery(panel, variables, id);
    void client.prefetchQuery({ queryKey, queryFn, staleTime });
  }
}
