// The samples of a tag history's chart: the range's newest CHART_MAX, drawn oldest first, refreshed every 30 s
// like the table under it.
import { usePageQuery } from '../../monitoring/usePageQuery';
import type { HistoryQuery, Page } from './api';
import type { HistoryRange } from '../../shared/history/dateRange';

export const HISTORY_REFRESH_MS = 30_000;
export const CHART_MAX = 500;

type Load<T> = (query: HistoryQuery, signal: AbortSignal) => Promise<Page<T>>;

export function useChartSamples<T>(key: unknown[], range: HistoryRange, load: Load<T>) {
  const query = usePageQuery({
    queryKey: [...key, 'chart', range],
    queryFn: ({ signal }) =>
      load(
        { start: 0, length: CHART_MAX, filter_startDate: range.startDate, filter_endDate: range.endDate },
        signal,
      ),
    refetchInterval: HISTORY_REFRESH_MS,
  });
  return query.data ? [...query.data.data].reverse() : undefined;
}
