// The name of a store in an area's page titles, 'Gangnam (KR001)', from the area's own store summaries (the call
// its store list and map make, so a page opened from them reads it from the cache); the code alone until it loads.
import { storeLabel } from '../../domain/storeLabel';
import { usePageQuery } from '../monitoring/usePageQuery';

export interface StoreSummaries {
  queryKey: readonly string[];
  queryFn: (
    signal?: AbortSignal,
  ) => Promise<{ data: Array<{ storeCode: string; storeName?: string | null }> }>;
}

export function useStoreLabel(storeCode: string, summaries: StoreSummaries): string {
  const { data } = usePageQuery({
    queryKey: summaries.queryKey,
    queryFn: ({ signal }) => summaries.queryFn(signal),
    staleTime: 60_000,
  });
  return storeLabel(storeCode, data?.data.find((s) => s.storeCode === storeCode)?.storeName);
}
