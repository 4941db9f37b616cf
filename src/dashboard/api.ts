// The dashboard's query (GET /stats/dashboard?t=&stores=, docs/api.md "Dashboard and exceptions"), on the generated
// client (schemas/store.schema.json x-calls.dashboard).
import { storeCalls, storeKeys } from '../generated/client';

export type {
  DashboardAlarm as AlarmRow,
  DashboardStats,
  GatewayTagBar as GatewayBar,
  StatusCounts,
  StoreTagBar as StoreBar,
  TagCounts,
  VersionCount,
} from '../../domain/generated/calls';

/**
 * The dashboard's query (one key for the page and the prefetch after login): stats of `stores` at refresh `t`.
 * An answer is the stats as of its refresh and never goes stale; the refresh button makes a new key.
 */
export function dashboardQuery(t: number, stores: string[]) {
  const args = { query: { t: String(t), stores: stores.length > 0 ? stores.join(',') : undefined } };
  return {
    queryKey: storeKeys.dashboard(args),
    queryFn: ({ signal }: { signal: AbortSignal }) => storeCalls.dashboard(args, { signal }),
    staleTime: Infinity,
  };
}
