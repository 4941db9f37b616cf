// The dashboard's call (GET /stats/dashboard?t=&stores=, docs/api.md "Dashboard and exceptions").
import { httpRequest } from '../providers/httpClient';

export interface StatusCounts {
  NORMAL: number;
  ALARM: number;
  OFFLINE: number;
  total: number;
}
export interface TagCounts {
  total: number;
  success: number;
  inprogress: number;
  error: number;
}
export interface StoreBar extends TagCounts {
  storeCode: string;
  storeName: string | null;
}
export interface GatewayBar extends TagCounts {
  gwMac: string;
}
export interface VersionCount {
  version: string;
  count: number;
}
export interface AlarmRow {
  location: string;
  type: string;
  class: number;
  updatedAt: string;
  alarmTime: string;
  alarmType: string;
}
export interface DashboardStats {
  t: string | null;
  generatedAt: string;
  stores: Array<{ storeCode: string; storeName: string | null }>;
  selected: string[];
  servers?: StatusCounts;
  gateways?: { status: StatusCounts; gmpVersions: VersionCount[]; grmVersions: VersionCount[] };
  tags?: TagCounts & {
    todayUpdated: number;
    updateRate: number;
    types: Array<{ tagType: string; total: number; error: number }>;
    byStore: StoreBar[];
    byGateway?: GatewayBar[];
  };
  products?: { total: number; todayUpdated: number; updateRate: number };
  daily?: Array<{ day: string; tags: number; products: number }>;
  alarms: AlarmRow[];
}

export function fetchDashboard(t: number, stores: string[], signal?: AbortSignal): Promise<DashboardStats> {
  const query = new URLSearchParams({ t: String(t) });
  if (stores.length > 0) query.set('stores', stores.join(','));
  return httpRequest<DashboardStats>(`/stats/dashboard?${query.toString()}`, { signal });
}

/**
 * The dashboard's query (one key for the page and the prefetch after login): stats of `stores` at refresh `t`.
 * An answer is the stats as of its refresh and never goes stale; the refresh button makes a new key.
 */
export function dashboardQuery(t: number, stores: string[]) {
  return {
    queryKey: ['stats', 'dashboard', stores.join(','), t] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchDashboard(t, stores, signal),
    staleTime: Infinity,
  };
}
