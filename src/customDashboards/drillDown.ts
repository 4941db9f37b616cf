// Drill-down (issue 26 §6): the list of a panel's entity with the clicked group, the panel's filters and its time
// range as the list's URL filter state (`?filter=` JSON, as the schema lists read it). Every catalogue entity has a
// target list: a store's list when the rows narrow to one store (the clicked group, a filter or the panel's only
// store), else the entity's list of stores. Only the filters a target list offers are passed; the panel's time
// range (or the clicked bucket, start..end) goes to the list's date filters where it has them and they filter the
// entity's main time field. A click over several stores (the panel's stores, or every store) whose target is a
// store's list offers one address per store, each with the group and the time (drillDownChoices). Tested in
// drillDown.spec.ts.
import type { StatsQuery } from './api';
import { isoToLocal } from './model';

type Key = Array<string | number | boolean | null>;
type Filter = Record<string, unknown>;

/** a list's date range filters: on the time field they filter, as a date and time or as whole days */
interface Dates {
  field: string;
  format: 'dateTime' | 'day';
}

interface Target {
  /** the list of one store */
  store?: (store: string, filter: Filter) => string;
  /** the list when no single store is known (the entity's list of stores) */
  stores: string;
  /** the list's filters: the entity's field → the list's filter name */
  filters: Record<string, string>;
  dates?: Dates;
}

const at = (path: string, ...parts: string[]) =>
  parts.reduce((out, part) => out.replace('{}', encodeURIComponent(part)), path);

const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, name]));

/** the target list of every catalogue entity */
export const TARGETS: Record<string, Target> = {
  tag: {
    store: (store) => at('/tag/detail/{}', store),
    stores: '/tag',
    filters: same('status', 'tagType', 'battStatus', 'prCode', 'tagId', 'gwMac'),
    dates: { field: 'updatedAt', format: 'dateTime' },
  },
  gateway: {
    store: (store) => at('/store/detail/{}', store),
    stores: '/store',
    filters: { status: 'status', gwMac: 'macOrIp' },
  },
  store: { stores: '/store', filters: same('storeCode', 'storeName', 'status') },
  product: {
    store: (store) => at('/product/list/{}', store),
    stores: '/product',
    filters: same('prCode', 'prName', 'layoutId'),
  },
  sensor: {
    store: (store) => at('/sensor/detail/{}', store),
    stores: '/sensor',
    filters: same('sensorMac', 'gwMac', 'operation', 'status'),
  },
  // one sensor's history when the group names it, else the store's sensors
  sensorSample: {
    store: (store, filter) =>
      typeof filter.sensorMac === 'string'
        ? at('/sensor/{}/{}/history', store, filter.sensorMac)
        : at('/sensor/detail/{}', store),
    stores: '/sensor',
    filters: {},
  },
  alarm: {
    stores: '/alarm/history',
    filters: same('location', 'type', 'class'),
    dates: { field: 'updatedAt', format: 'dateTime' },
  },
  // a store's product update tasks (the product changes reached tags through them)
  productUpdate: {
    store: (store) => at('/product/{}/update/task/list', store),
    stores: '/product',
    filters: {},
  },
  updateTask: {
    stores: '/task',
    filters: same('storeCode', 'taskType'),
    dates: { field: 'startTime', format: 'day' },
  },
  paperTaskRow: { store: (store) => at('/paper/task/{}', store), stores: '/paper', filters: {} },
  plusDevice: {
    store: (store) => at('/plus/device/list/{}', store),
    stores: '/plus/device',
    filters: same('mac', 'name', 'template', 'status'),
  },
  // these lists keep their filters apart from the URL: the store's page only
  batteryForecast: { store: (store) => at('/battery/{}', store), stores: '/battery', filters: {} },
  deliveryAttempt: { store: (store) => at('/delivery/{}', store), stores: '/delivery', filters: {} },
  deliveryDaily: { store: (store) => at('/delivery/{}', store), stores: '/delivery', filters: {} },
};

const SPAN_MS = { hour: 3600_000, day: 24 * 3600_000, week: 7 * 24 * 3600_000 };

/** the time range of the clicked point: its bucket (start..its last second), within the query's own range */
export function drillRange(query: StatsQuery, key: Key): { from?: string; to?: string } {
  const start = query.bucket ? Date.parse(String(key[key.length - 1])) : Number.NaN;
  if (!query.bucket || Number.isNaN(start)) return { from: query.from, to: query.to };
  const end = start + SPAN_MS[query.bucket.unit] - 1000;
  const from = query.from ? Math.max(Date.parse(query.from), start) : start;
  const to = query.to ? Math.min(Date.parse(query.to), end) : end;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** the list's date filters of a range (local times, as the lists' date inputs hold them) */
function dateFilters(dates: Dates, range: { from?: string; to?: string }): Filter {
  const local = (iso: string | undefined) => isoToLocal(iso).replace('T', ' ');
  const from = local(range.from);
  const to = local(range.to);
  if (dates.format === 'day')
    return {
      ...(from && { startDate: from.slice(0, 10) }),
      ...(to && { endDate: `${to.slice(0, 10)} 23:59:59` }),
    };
  return { ...(from && { startDate: from }), ...(to && { endDate: to }) };
}

/**
 * The list address of a click on a group of a panel: `query` is the query the panel ran (its stores and range as
 * drawn), `key` the clicked row's key (its groups, then its bucket's start). Undefined for an entity with no list.
 */
export function drillDownPath(query: StatsQuery, key: Key): string | undefined {
  const target = TARGETS[query.entity];
  if (!target) return undefined;
  const group: Filter = { ...(query.filters ?? {}) };
  (query.groupBy ?? []).forEach((field, index) => {
    const value = key[index];
    if (value !== undefined && value !== null) group[field] = String(value);
  });
  const named = group.storeCode ?? (query.entity === 'alarm' ? group.location : undefined);
  const stores = query.stores ?? [];
  const store = typeof named === 'string' ? named : stores.length === 1 ? stores[0] : undefined;
  const filter: Filter = {};
  for (const [field, value] of Object.entries(group))
    if (target.filters[field] && !(field === 'storeCode' && target.store))
      filter[target.filters[field]] = value;
  if (query.entity === 'alarm' && store && filter.location === undefined) filter.location = store;
  if (query.entity === 'updateTask' && store && filter.storeCode === undefined) filter.storeCode = store;
  // a bucket of another time field than the list's dates narrows nothing there
  const range =
    query.bucket?.field === target.dates?.field ? drillRange(query, key) : { from: query.from, to: query.to };
  if (target.dates) Object.assign(filter, dateFilters(target.dates, range));
  const path = store && target.store ? target.store(store, group) : target.stores;
  const search = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  // an overview of stores takes no entity filters
  return target.store && !store ? target.stores : `${path}${search}`;
}

/** whether a click's rows span several stores of an entity listed per store (a store is to be chosen) */
export function needsStoreChoice(query: StatsQuery, key: Key): boolean {
  const target = TARGETS[query.entity];
  return !!target?.store && drillDownPath(query, key) === target.stores;
}

/**
 * The per-store addresses of a click whose rows span several stores (`stores`: the panel's, or every store of the
 * session when it names none) on an entity listed per store: each store's list with the clicked group, the panel's
 * filters and the time. Undefined when one address says it all (one store named, or a list of every store).
 */
export function drillDownChoices(
  query: StatsQuery,
  key: Key,
  stores: string[],
): Array<{ store: string; path: string }> | undefined {
  if (!needsStoreChoice(query, key)) return undefined;
  const choices = (query.stores?.length ? query.stores : stores).flatMap((store) => {
    const path = drillDownPath({ ...query, stores: [store] }, key);
    return path ? [{ store, path }] : [];
  });
  return choices.length > 0 ? choices : undefined;
}
