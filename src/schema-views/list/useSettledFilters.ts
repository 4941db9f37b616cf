// A list's typed filter settles before it reaches the list's state (and the URL) (issue 22): the pending change
// belongs to the location it was typed at. It is dropped when that location changes (another page, the map view's
// `?viewType=map`) or the list leaves (unmounted, or hidden behind the next page's loading): react-admin's own
// debounce navigated after that, back to the list or to a search rebuilt without the view type.
import type { ListControllerResult } from 'ra-core';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

type SetFilters = ListControllerResult['setFilters'];

/** `setFilters` whose debounced calls wait `delay` ms on this location; the others apply at once */
export function useSettledFilters(setFilters: SetFilters, delay: number): SetFilters {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const latest = useRef({ setFilters, here });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
  }, []);
  useLayoutEffect(() => {
    if (latest.current.here !== here) cancel();
    latest.current = { setFilters, here };
  });
  // layout effects are cleaned up both when the list unmounts and when Suspense hides it
  useLayoutEffect(() => cancel, [cancel]);
  return useCallback<SetFilters>(
    (filters, displayedFilters, debounce) => {
      cancel();
      if (!debounce) return latest.current.setFilters(filters, displayedFilters, false);
      const typedAt = latest.current.here;
      pending.current = setTimeout(() => {
        pending.current = undefined;
        if (latest.current.here === typedAt) latest.current.setFilters(filters, displayedFilters, false);
      }, delay);
    },
    [cancel, delay],
  );
}
