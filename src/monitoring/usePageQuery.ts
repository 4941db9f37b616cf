// Data of a page: a TanStack query with the page's refresh interval (doc 1 §9 polling constants); a failed
// load goes to the load-failure rule (src/layout/useLoadFailure.ts), once per error.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
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
  const query = useQuery({
    queryKey,
    queryFn,
    refetchInterval,
    enabled,
    staleTime,
    retry: false,
    placeholderData: keepPreviousData,
  });
  useLoadFailure(query.error, critical, failureTitle);
  return query;
}
