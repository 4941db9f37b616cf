// react-admin's list controller set up from a resource's x-list: sort, page size, refetch interval; the search
// path's parameters (`/status/store/{storeCode}/tag/search`) travel as getList's `meta`; page-level lists keep
// their state in the URL (a link or the back button restores page, sort and filters), embedded and second tables
// in a store key; both keys are what the saved-filter toggle persists. A load failure goes to the error rule.
// The page refetches every x-list.refresh ms, or every fastRefresh.every ms while a row is busy.
// A page that loads its rows itself (a store's tens of gateways) hands them over as `rows`: the same controller
// keeps the state, no search is called, and the rows are filtered, sorted and paged here (pageLocally).
import { useEffect } from 'react';
import { useListController, type ListControllerResult } from 'ra-core';
import type { Row } from '../registry';
import { rowTestNamed } from '../registry';
import type { ResourceMeta } from '../../../domain/resourceMeta';
import { ALL_ROWS, controllerPageSize } from '../../../domain/pageSize';
import { pageLocally } from '../../providers/localPaging';
import { withId } from '../../providers/resourceApi';
import { useLoadFailure } from '../../layout/useLoadFailure';
import { useSettledFilters } from './useSettledFilters';

/** how long a typed filter settles before the list asks again */
const FILTER_SETTLE_MS = 300;

export interface SchemaListOptions {
  /** path parameters of the search call (and of the state's key) */
  params?: Record<string, string>;
  /** 'url': page-level list; 'store': an embedded or second table (state under its store key only) */
  sync?: 'url' | 'store';
  /** the spec lists this page's load failure as "show the error, log out, reload" */
  critical?: boolean;
  /** filters always applied (not shown) */
  filter?: Record<string, unknown>;
  /** title key of a load failure's dialog (doc 3 §8: 'Setting Store Error', ...); default 'Error' */
  failureTitle?: string;
  /** the page's own rows (`data` undefined while they load): filtered, sorted and paged here, no search call */
  rows?: { data?: Row[] };
}

/** `product.KR001.listParams`: one state per resource and path parameters */
export function listStoreKey(meta: ResourceMeta, params: Record<string, string> = {}): string {
  return [meta.name, ...Object.values(params), 'listParams'].join('.');
}

export function useSchemaList(meta: ResourceMeta, options: SchemaListOptions = {}): ListControllerResult {
  const { params, sync = 'url', critical = false, filter, failureTitle, rows } = options;
  const controller = useListController({
    resource: meta.name,
    sort: meta.list.sort,
    perPage: controllerPageSize(meta.list.perPage),
    filter,
    disableSyncWithLocation: sync === 'store',
    storeKey: listStoreKey(meta, params),
    queryOptions: {
      meta: params,
      refetchInterval: refreshOf(meta),
      enabled: !rows,
      // the error rule handles failures (no react-admin notification)
      onError: () => undefined,
    },
  });
  useLoadFailure(controller.error, critical, failureTitle);
  const { perPage, setPerPage } = controller;
  // a link saved with perPage=-1 (the schema's 'every row') is read as ALL_ROWS
  useEffect(() => {
    if (perPage < 0) setPerPage(ALL_ROWS);
  }, [perPage, setPerPage]);
  // typed filters settle here, on the list's location (react-admin's debounce outlived it)
  const setFilters = useSettledFilters(controller.setFilters, FILTER_SETTLE_MS);
  const settled = { ...controller, setFilters };
  return rows ? localPage(meta, settled, rows.data) : settled;
}

/** the controller's state over the page's own rows */
function localPage(meta: ResourceMeta, controller: ListControllerResult, rows?: Row[]): ListControllerResult {
  if (!rows) return controller;
  const { page, perPage, sort, filterValues } = controller;
  const local = pageLocally(meta, rows, {
    page,
    perPage,
    sort,
    filter: { ...filterValues, ...controller.filter },
  });
  return {
    ...controller,
    data: local.data.map((row) => withId(meta, row)),
    total: local.total,
    isPending: false,
    isLoading: false,
    isFetching: false,
    hasNextPage: page * perPage < local.total,
    hasPreviousPage: page > 1,
  } as ListControllerResult;
}

/**
 * A list's x-list.refresh, for the page around it that refreshes with it (a detail page's gauges and its alarm
 * table: one interval, stated once in the schema); a list without one is a mistake of the page.
 */
export function listRefresh(meta: ResourceMeta): number {
  const { refresh } = meta.list;
  if (refresh === undefined) throw new Error(`${meta.name} has no x-list.refresh`);
  return refresh;
}

/** x-list.refresh, or x-list.fastRefresh.every while a row of the page passes its row test (a task running) */
function refreshOf(meta: ResourceMeta) {
  const { refresh, fastRefresh } = meta.list;
  if (!fastRefresh) return refresh;
  const busy = rowTestNamed(fastRefresh.while);
  return (query: { state: { data?: { data?: Row[] } } }) =>
    query.state.data?.data?.some(busy) ? fastRefresh.every : (refresh ?? false);
}
