// Data of the monitoring pages (dashboard, servers, stores, gateways, tags): a TanStack query with the
// page's refresh interval and the error rule of doc 1 §6/§8 as the issues settle it: an auth failure
// (401) drops the session (logout and reload); any other error shows the 'Error' dialog once and the
// page keeps its place and its last data.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { authProvider } from '../providers/authProvider';
import { useErrorDialog } from '../layout/ErrorDialog';

export interface PageQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** refresh interval in ms (doc 1 §9 polling constants); absent = no polling */
  refetchInterval?: number;
  enabled?: boolean;
  /** how long an answer counts as fresh (a mount within it reads it without asking again); default 0 */
  staleTime?: number;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

export async function dropSession(): Promise<void> {
  await authProvider.logout({});
  window.location.reload();
}

export function usePageQuery<T>({
  queryKey,
  queryFn,
  refetchInterval,
  enabled = true,
  staleTime = 0,
}: PageQueryOptions<T>) {
  const showError = useErrorDialog();
  const query = useQuery({
    queryKey,
    queryFn,
    refetchInterval,
    enabled,
    staleTime,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const shown = useRef<unknown>(null);
  useEffect(() => {
    const { error } = query;
    if (!error || shown.current === error) return;
    shown.current = error;
    if (statusOf(error) === 401) void dropSession();
    else void showError(error as Error);
  }, [query, showError]);
  return query;
}
