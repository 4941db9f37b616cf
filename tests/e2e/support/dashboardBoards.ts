// The custom dashboards' e2e helpers through the API (issue 38's features, customDashboardsFeatures.e2e.ts,
// customDashboardsPanels.e2e.ts, customDashboards.e2e.ts and customDashboardsDisplay.e2e.ts): a dashboard of the admin with given panels, the tag count the stats query gives,
// and the body of a panel's figures request.
import type { Request } from 'playwright-core';
import type { Api } from './api';

/** a panel's place in a layout */
export interface Item {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Panel {
  id: string;
  kind: string;
  title: string;
  query?: { entity: string; measure: { fn: string }; groupBy?: string[]; filters?: Record<string, unknown> };
  /** pinStores and pinRange: the stores and the time range the panel keeps whatever the dashboard's variables */
  options: Record<string, unknown> & {
    refreshSeconds: number;
    pinStores?: string[];
    pinRange?: { last?: string };
  };
  alert?: { enabled: boolean; comparison: string; threshold: number; forMinutes: number };
}
/** a dashboard as the server answers it */
export interface Saved {
  id: number;
  name: string;
  editable?: boolean;
  /** the roles it is shared with */
  sharedRoles: number[];
  layouts: { lg: Item[]; sm: Item[] };
  panels: Panel[];
}
/** a dashboard panel's figures call (POST /dashboards/{id}/figures: the panel's stats query over the viewer's stores) */
export const PANEL_FIGURES = /\/api\/dashboards\/\d+\/figures$/;
/** a stats query's answer */
export interface Answer {
  rows: { key: (string | number | null)[]; value: number }[];
}

export const tagCount = (id: string, title: string, extra: Partial<Panel> = {}): Panel => ({
  id,
  kind: 'number',
  title,
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 10 },
  ...extra,
});

/** a dashboard of the admin with these panels side by side (4 of 12 columns each), through the API */
export async function createBoard(
  api: Api,
  name: string,
  panels: Panel[],
  variables?: { stores: string[]; range: { last: string } },
): Promise<Saved> {
  return api.call<Saved>('POST', '/dashboards', {
    name,
    variables,
    layouts: {
      lg: panels.map((panel, index) => ({ i: panel.id, x: index * 4, y: 0, w: 4, h: 4 })),
      sm: panels.map((panel, index) => ({ i: panel.id, x: 0, y: index * 4, w: 6, h: 4 })),
    },
    panels,
  });
}

/** the count of tags POST /stats/query gives for these stores (none: every store), filters and start (default: a
 * day ago) */
export async function countOf(
  api: Api,
  stores: string[],
  filters: Record<string, string> = {},
  from = new Date(Date.now() - 24 * 3600_000).toISOString(),
): Promise<number> {
  const answer = await api.call<Answer>('POST', '/stats/query', {
    entity: 'tag',
    measure: { fn: 'count' },
    stores: stores.length ? stores : undefined,
    filters,
    from,
  });
  return answer.rows[0]?.value ?? 0;
}

/** the request body of a panel's figures (the stats query, or the dashboard's figures call) */
export function figuresBody(request: Request): { stores?: string[]; from?: string } | undefined {
  const path = new URL(request.url()).pathname;
  if (path !== '/api/stats/query' && !/^\/api\/dashboards\/\d+\/figures$/.test(path)) return undefined;
  return request.postDataJSON() as { stores?: string[]; from?: string };
}

/** the stores with tags, in the API's order: the other test files on the same server add stores without any */
export async function storesWithTags(api: Api): Promise<string[]> {
  const codes = (await api.stores()).map((store) => store.storeCode);
  const counts = await Promise.all(codes.map((code) => countOf(api, [code], {}, '2000-01-01T00:00:00.000Z')));
  return codes.filter((_, i) => counts[i] > 0);
}
