// Data of a page: a TanStack query with the page's refresh interval (doc 1 §9 polling constants); a failed
// load goes to the load-failure rule (src/layout/useLoadFailure.ts), once per error.
import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLoadFailure } from '../layout/useLoadFailure';

export interface PageQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** refresh interval in ms (doc 1 §9 polling constants); absent = no polling */
  refetchInterval?: number;
  enabled?: boolean;
  /** how long an answer counts as fresh (a mount within it reads it without asking again); default 0 */
  staleTime?: number;
  /** data whose failure logs out on any page (loadFailureRule.ts) */
  critical?: boolean;
  /** title key of the failure's dialog (doc 3 §8: 'Setting Server Error', ...); default 'Error' */
  failureTitle?: string;
}

export function usePageQuery<T>({
  queryKey,
  queryFn,
  refetchInterval,
  enabled = true,
  staleTime = 0,
  critical = false,
  failureTitle,
}: PageQueryOptions<T>) {
  const asked = useAskedAsItRenders({ queryKey, queryFn, enabled });
  const query = useQuery({
    queryKey,
    queryFn,
    refetchInterval,
    enabled,
    staleTime,
    retry: false,
    placeholderData: keepPreviousData,
    refetchOnMount: !asked,
  });
  useLoadFailure(query.error, critical, failureTitle);
  return query;
}

/** pages' data asked for as they rendered, not yet taken by a mounted page: the query's hash, when asked */
const askedEarly = new Map<string, number>();
/** how long an early ask waits for its page to mount (a render React set aside and did again, after a chunk) */
const EARLY_ASK_WAITS_MS = 10_000;

/**
 * A page's data asked for while the page renders for the first time, not once the console's whole frame has been
 * committed (a query asks when it mounts, after the commit: the styles, the layout and the menu of the first page
 * took several hundred milliseconds of that on a chain; issue 39). Only a query the cache does not hold yet. True
 * while that ask waits for its page to mount: the mount takes its answer and does not ask again (an answer there
 * before the mount counts as stale at once and would be asked again).
 */
function useAskedAsItRenders<T>({
  queryKey,
  queryFn,
  enabled,
}: Pick<PageQueryOptions<T>, 'queryKey' | 'queryFn' | 'enabled'>): boolean {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const [asked] = useState(() => {
    if (!enabled) return false;
    if (!queryClient.getQueryState(queryKey)) {
      askedEarly.set(hash, Date.now());
      void queryClient.prefetchQuery({ queryKey, queryFn, retry: false });
    }
    const at = askedEarly.get(hash);
    return at !== undefined && Date.now() - at < EARLY_ASK_WAITS_MS;
  });
  useEffect(() => {
    askedEarly.delete(hash);
  }, [hash]);
  return asked;
}
