// The store pickers' reads (issue 39): pages of POST /store/options/search, the session's stores by code whose
// code or name contains the typed text (the server scopes them to the session), and the names of chosen stores.
// A picker never loads every store: it loads a page of PAGE and the next ones as its list scrolls, up to
// MAX_LOADED, past which it asks the user to refine the search.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { storeCalls, storeKeys } from '../../generated/client';
import type { StoreOption } from '../../../domain/generated/calls';

export type { StoreOption };

/** one page of the search */
export const PAGE = 50;
/** the most options a picker loads by scrolling; more matches ask for a narrower search */
export const MAX_LOADED = 1000;

/** "F00001 Tokyo Ginza": the code first, the chain's stores being found by code */
export const storeLabel = (store: StoreOption): string =>
  store.storeName ? `${store.storeCode} ${store.storeName}` : store.storeCode;

export const storeOptionKeys = {
  search: (text: string) => [...storeKeys.all, 'options', 'search', text] as const,
  names: (codes: string[]) => [...storeKeys.all, 'options', 'names', codes] as const,
};

/** the search of `text` (trimmed; '' = every store of the session), page after page while the list scrolls */
export function useStoreSearch(text: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: storeOptionKeys.search(text),
    queryFn: ({ pageParam, signal }) =>
      storeCalls.options(
        { body: { start: pageParam, length: PAGE, ...(text ? { filter_text: text } : {}) } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.length, 0);
      return loaded < last.recordsFiltered && loaded < MAX_LOADED && last.data.length > 0
        ? loaded
        : undefined;
    },
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const options: StoreOption[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  const matching = query.data?.pages[0]?.recordsFiltered ?? 0;
  return {
    options,
    /** how many stores match (all of them, loaded or not) */
    matching,
    /** more match than a picker loads: the user should refine */
    capped: !query.hasNextPage && matching > options.length,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    hasMore: query.hasNextPage,
    isPending: enabled && query.isPending,
    isFetching: query.isFetching,
  };
}

/** the names of chosen stores (at most a page of them: the chips or the page of a list shown) */
export function useStoreNames(codes: string[]): Map<string, StoreOption> {
  const wanted = codes.slice(0, PAGE);
  const { data } = useQuery({
    queryKey: storeOptionKeys.names(wanted),
    queryFn: ({ signal }) =>
      storeCalls.options({ body: { length: wanted.length, filter_storeCode: wanted } }, { signal }),
    enabled: wanted.length > 0,
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
  return new Map((data?.data ?? []).map((store) => [store.storeCode, store]));
}
