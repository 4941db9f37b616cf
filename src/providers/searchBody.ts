// The wire format of a list's search (DESIGN.md §3): react-admin's page, sort and filters as the body
// `{ start, length, order, filter_*, condition_* }` of a POST search, or the query string of a GET search.
import type { ResourceMeta } from '../../domain/resourceMeta';
import { isAllRows } from '../../domain/pageSize';
import { toEpochSeconds } from './filterBuilder';
import type { Row } from './resourceApi';
import { readSession } from './session';

export interface SearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Row[];
}

export interface ListQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Row;
}

const DATE_FILTERS: Record<string, string> = { startDate: 'filter_startDate', endDate: 'filter_endDate' };

/** react-admin list params → the search body `{ start, length, order, filter_*, condition_* }`. */
export function searchBody(meta: ResourceMeta | undefined, query: ListQuery): Row {
  const { page, perPage } = query;
  const body: Row = isAllRows(perPage)
    ? { start: 0, length: -1 }
    : { start: (page - 1) * perPage, length: perPage };
  if (query.sort?.field) {
    body.order = [{ column: query.sort.field, dir: query.sort.order === 'DESC' ? 'desc' : 'asc' }];
  }
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (DATE_FILTERS[name]) {
      const seconds = toEpochSeconds(value as string | number);
      if (!Number.isNaN(seconds)) body[DATE_FILTERS[name]] = seconds;
      continue;
    }
    const op =
      meta?.list.filters.find((f) => f.field === name)?.op ??
      meta?.fields.find((f) => f.name === name)?.filter;
    body[`filter_${name}`] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
    body[`condition_${name}`] = op ?? (typeof value === 'string' ? '~' : '==');
  }
  const scoped = meta?.list.storeList;
  if (scoped) body.storeList = storeListOf(query.filter?.[scoped], readSession()?.store ?? []);
  return body;
}

/** x-list.storeList (doc 3 §7 'body storeList'): the session's store the filter names, else all the session's stores */
function storeListOf(value: unknown, sessionStores: string[]): string[] {
  return typeof value === 'string' && sessionStores.includes(value) ? [value] : sessionStores;
}

/**
 * The search body as the query string of a GET search (`GET /gw/predefined/search`, a path ending in `/search`):
 * start, length, filter_* and condition_*, the order as `order=<column>:<dir>`.
 */
export function searchQuery(body: Row): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (name === 'order') {
      for (const { column, dir } of value as Array<{ column: string; dir: string }>)
        query.append('order', `${column}:${dir}`);
    } else query.append(name, String(value));
  }
  return query.toString();
}
