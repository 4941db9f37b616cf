// Drill-down (issue 26 §6): the list page of a panel's entity with the clicked group (and the panel's filters) as the
// list's URL filter state (`?filter=` JSON, as the schema lists read it). Tags are listed per store.
import type { Panel, StatsAnswer } from './api';

const LISTS: Record<string, string> = {
  product: '/product',
  store: '/store',
  alarm: '/alarm/history',
  sensor: '/sensor',
  gateway: '/store',
};

export function drillDownPath(
  panel: Panel,
  key: StatsAnswer['rows'][number]['key'],
  stores: string[],
): string | undefined {
  const query = panel.query;
  if (!query) return undefined;
  const filter: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(query.filters ?? {})) filter[field] = value;
  (query.groupBy ?? []).forEach((field, index) => {
    const value = key[index];
    if (value !== undefined && value !== null) filter[field] = String(value);
  });
  const search = (rest: Record<string, unknown>) =>
    Object.keys(rest).length ? `?filter=${encodeURIComponent(JSON.stringify(rest))}` : '';
  if (query.entity === 'tag') {
    const { storeCode, ...rest } = filter;
    const store = typeof storeCode === 'string' ? storeCode : stores.length === 1 ? stores[0] : undefined;
    return store ? `/tag/detail/${encodeURIComponent(store)}${search(rest)}` : `/tag`;
  }
  const list = LISTS[query.entity];
  return list ? `${list}${search(filter)}` : undefined;
}
