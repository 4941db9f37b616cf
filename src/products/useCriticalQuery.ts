// Data the product list cannot work without (doc 2 §8): when the alias configuration or the product list fails
// to load, the 'Error' dialog shows the failure, then the user is logged out and the page reloads. (Other
// product-screen data uses usePageQuery: the dialog only.)
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useErrorDialog } from '../layout/ErrorDialog';
import { dropSession } from '../monitoring/usePageQuery';

export function useCriticalQuery<T>({
  queryKey,
  queryFn,
  refetchInterval,
}: {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  refetchInterval?: number;
}) {
  const showError = useErrorDialog();
  const query = useQuery({
    queryKey,
    queryFn,
    refetchInterval,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const { error } = query;
    if (!error || handled.current === error) return;
    handled.current = error;
    const status = (error as { status?: number }).status;
    void (status === 401 ? Promise.resolve() : showError(error as Error)).then(dropSession);
  }, [query, showError]);
  return query;
}
