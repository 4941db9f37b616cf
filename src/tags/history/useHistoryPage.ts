// One page of a tag history (10 rows) and, for the charts, the samples of the range (newest CHART_MAX, drawn
// oldest first); both refresh with the simulator's work.
import { useState } from 'react';
import { usePageQuery } from '../../monitoring/usePageQuery';
import type { HistoryQuery, Page } from './api';
import { HISTORY_PAGE } from './HistoryTable';

export const HISTORY_REFRESH_MS = 30_000;
export const CHART_MAX = 500;

type Fetch<T> = (query: HistoryQuery, signal: AbortSignal) => Promise<Page<T>>;

export function useHistoryPage<T>(
  key: unknown[],
  range: Pick<HistoryQuery, 'filter_startDate' | 'filter_endDate'>,
  fetch: Fetch<T>,
) {
  const [page, setPage] = useState(0);
  const query = usePageQuery({
    queryKey: [...key, 'page', page, range],
    queryFn: ({ signal }) => fetch({ start: page * HISTORY_PAGE, length: HISTORY_PAGE, ...range }, signal),
    refetchInterval: HISTORY_REFRESH_MS,
  });
  return { page, setPage, data: query.data };
}

export function useChartSamples<T>(
  key: unknown[],
  range: Pick<HistoryQuery, 'filter_startDate' | 'filter_endDate'>,
  fetch: Fetch<T>,
) {
  const query = usePageQuery({
    queryKey: [...key, 'chart', range],
    queryFn: ({ signal }) => fetch({ start: 0, length: CHART_MAX, ...range }, signal),
    refetchInterval: HISTORY_REFRESH_MS,
  });
  return query.data ? [...query.data.data].reverse() : undefined;
}
