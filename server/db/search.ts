// The search body of every table endpoint (DESIGN §3, docs/api.md "Tables") turned into SQL.
// Only columns declared filterable/sortable in the table metadata are ever referenced.
import { RefusedError } from './errors.ts';
import { message } from './messages.ts';
import type { ColumnMeta, TableMeta } from './tableMeta.ts';
import { ident, Params } from './sql.ts';
import type { SearchBody } from '../../domain/search.ts';

export type { SearchBody } from '../../domain/search.ts';

export interface SearchResult<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export interface SearchScope {
  /** equality conditions that always apply (path parameters), not counted as filters */
  fixed?: Record<string, unknown>;
  /** store scoping: rows whose store field is in this list; undefined = every store */
  stores?: string[];
}

export const MAX_PAGE = 10_000;
/** the largest start (a PostgreSQL integer) */
export const MAX_OFFSET = 2_147_483_647;
/** the longest filter_* / condition_* text and order column name */
export const MAX_FILTER_LENGTH = 256;
/** the most values of one filter list and the most order items */
export const MAX_LIST_ITEMS = 1_000;
/** filter_startDate / filter_endDate: epoch seconds from year 1 to year 9999 */
export const EPOCH_RANGE = [-62_135_596_800, 253_402_300_799] as const;

export const SEARCH_MESSAGES = {
  paging: (field: string, min: number) =>
    message('app.serverMessages.wholeNumberRange', { field, min, max: MAX_OFFSET }),
  date: (field: string) => message('app.serverMessages.searchDate', { field }),
  filter: (field: string) =>
    message('app.serverMessages.searchFilter', { field, length: MAX_FILTER_LENGTH, items: MAX_LIST_ITEMS }),
  order: message('app.serverMessages.searchOrder', { items: MAX_LIST_ITEMS, length: MAX_FILTER_LENGTH }),
} as const;

export interface Paging {
  offset: number;
  /** undefined = all rows (length -1) */
  limit?: number;
}

/** A paging field: undefined when blank or not a number (the default applies); 400 when a number out of range. */
function pagingNumber(body: SearchBody, field: 'start' | 'length', min: number): number | undefined {
  const value = body[field];
  if (isBlank(value) || typeof value === 'boolean') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (typeof value === 'string' && Number.isNaN(n)) return undefined;
  if (!Number.isInteger(n) || n < min || n > MAX_OFFSET)
    throw new RefusedError(SEARCH_MESSAGES.paging(field, min));
  return n;
}

export function parsePaging(body: SearchBody, defaultLength: number): Paging {
  const offset = pagingNumber(body, 'start', 0) ?? 0;
  const length = pagingNumber(body, 'length', -1);
  if (length === -1) return { offset };
  if (length !== undefined && length > 0) return { offset, limit: Math.min(length, MAX_PAGE) };
  return { offset, limit: defaultLength };
}

/** Epoch seconds as an ISO date: undefined when blank; 400 when not a number or out of the years 1 to 9999. */
export function epochSeconds(value: unknown, field: string): string | undefined {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(n) || n < EPOCH_RANGE[0] || n > EPOCH_RANGE[1])
    throw new RefusedError(SEARCH_MESSAGES.date(field));
  return new Date(n * 1000).toISOString();
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const withinCap = (value: unknown) => typeof value !== 'string' || value.length <= MAX_FILTER_LENGTH;

function checkFilter(field: string, value: unknown): void {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_LIST_ITEMS || !list.every((v) => isScalar(v) && withinCap(v)))
    throw new RefusedError(SEARCH_MESSAGES.filter(field));
}

function checkOrder(order: unknown): void {
  if (isBlank(order)) return;
  const list = Array.isArray(order) ? order : [order];
  const valid = (entry: unknown) =>
    typeof entry !== 'object' ||
    entry === null ||
    (withinCap((entry as { column?: unknown }).column) && withinCap((entry as { dir?: unknown }).dir));
  if (list.length > MAX_LIST_ITEMS || !list.every(valid)) throw new RefusedError(SEARCH_MESSAGES.order);
}

/**
 * The table conventions of a request body, checked once at the edge (server/http/edge.ts) for every route, so
 * that every search parser downstream only sees paging within range, dates within range, capped filters.
 */
export function checkSearchFields(body: SearchBody): void {
  parsePaging(body, 1);
  epochSeconds(body.filter_startDate, 'filter_startDate');
  epochSeconds(body.filter_endDate, 'filter_endDate');
  checkOrder(body.order);
  for (const [field, value] of Object.entries(body))
    if (/^(filter|condition)_/.test(field) && field !== 'filter_startDate' && field !== 'filter_endDate')
      checkFilter(field, value);
}

interface OrderItem {
  column: ColumnMeta;
  dir: 'ASC' | 'DESC';
}

function parseOrder(meta: TableMeta, body: SearchBody, listColumns: string[]): OrderItem[] {
  const raw = Array.isArray(body.order) ? body.order : body.order ? [body.order] : [];
  const items: OrderItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { column, dir } = entry as { column?: unknown; dir?: unknown };
    const name =
      typeof column === 'number' || /^\d+$/.test(String(column)) ? listColumns[Number(column)] : column;
    const meta_ = meta.columns.find((c) => c.name === name && !c.internal);
    if (!meta_ || !(meta_.sortable || meta.key.includes(meta_.name))) continue;
    items.push({ column: meta_, dir: String(dir).toLowerCase() === 'desc' ? 'DESC' : 'ASC' });
  }
  return items;
}

/** A GET search's `order=<column>:<dir>` (its table conventions in the query string) as the body's `order`. */
export function orderFromQuery(value: unknown): SearchBody['order'] {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const at = value.lastIndexOf(':');
  return at < 0 ? [{ column: value }] : [{ column: value.slice(0, at), dir: value.slice(at + 1) }];
}

export function orderBy(meta: TableMeta, body: SearchBody, listColumns: string[]): string {
  const items = parseOrder(meta, body, listColumns);
  if (items.length === 0) {
    const column = meta.columns.find((c) => c.name === meta.defaultSort.field);
    if (column) items.push({ column, dir: meta.defaultSort.order });
  }
  const used = new Set(items.map((i) => i.column.name));
  // the key breaks ties so that paging is stable
  for (const key of meta.key) {
    const column = meta.columns.find((c) => c.name === key);
    if (column && !used.has(key)) items.push({ column, dir: 'ASC' });
  }
  return items.map((i) => `${ident(i.column.name)} ${i.dir}`).join(', ');
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A typed value for an equality comparison, or undefined when the text cannot be of that type. */
function typed(column: ColumnMeta, value: unknown): unknown {
  switch (column.sqlType) {
    case 'integer':
    case 'bigint':
    case 'bigserial':
    case 'double precision': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n)) return undefined;
      if (column.sqlType !== 'double precision' && !Number.isInteger(n)) return undefined;
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return true;
      if (value === false || value === 'false' || value === 0 || value === '0') return false;
      return undefined;
    case 'timestamptz': {
      const d = new Date(typeof value === 'number' ? value * 1000 : String(value));
      return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
    }
    default:
      return String(value);
  }
}

export function likePattern(value: unknown): string {
  return `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function condition(column: ColumnMeta, op: '~' | '==', value: unknown, params: Params): string {
  const col = ident(column.name);
  if (op === '~') {
    const text = column.sqlType === 'text' ? col : `${col}::text`;
    return `${text} ILIKE ${params.add(likePattern(value))}`;
  }
  const values = Array.isArray(value) ? value : [value];
  if (column.sqlType === 'jsonb') {
    const parts = values.map((v) => `${col} @> ${params.add(JSON.stringify([v]))}::jsonb`);
    return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
  }
  const converted = values.map((v) => typed(column, v)).filter((v) => v !== undefined);
  if (converted.length === 0) return 'FALSE';
  if (converted.length === 1) return `${col} = ${params.add(converted[0])}`;
  return `${col} = ANY(${params.add(converted)})`;
}

/** WHERE conditions of the scope (fixed + store) and of the user's filters, kept apart for the two counts. */
export function whereClauses(
  meta: TableMeta,
  body: SearchBody,
  scope: SearchScope,
  params: Params,
): { scope: string[]; filters: string[] } {
  const scopeParts: string[] = [];
  for (const [name, value] of Object.entries(scope.fixed ?? {})) {
    const column = meta.columns.find((c) => c.name === name);
    if (!column) throw new Error(`unknown column ${name} of ${meta.table}`);
    scopeParts.push(condition(column, '==', value, params));
  }
  if (scope.stores && meta.storeField) {
    scopeParts.push(`${ident(meta.storeField)} = ANY(${params.add(scope.stores)})`);
  }
  const filters: string[] = [];
  for (const column of meta.columns) {
    if (!column.filter || column.internal) continue;
    const value = body[`filter_${column.name}`];
    if (isBlank(value)) continue;
    const requested = body[`condition_${column.name}`];
    const op = requested === '~' || requested === '==' ? requested : column.filter;
    filters.push(condition(column, op, value, params));
  }
  if (meta.columns.some((c) => c.name === 'updatedAt')) {
    const from = epochSeconds(body.filter_startDate, 'filter_startDate');
    const to = epochSeconds(body.filter_endDate, 'filter_endDate');
    if (from) filters.push(`"updatedAt" >= ${params.add(from)}`);
    if (to) filters.push(`"updatedAt" <= ${params.add(to)}`);
  }
  return { scope: scopeParts, filters };
}

export function whereSql(parts: string[]): string {
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/**
 * The table meta a search written by hand reads: the schema's columns, each filterable and sortable as its table
 * (x-list) offers it besides its own x-filter / x-sortable (codegen's `list` allow-lists, which add no index).
 */
export function withListAllowLists(meta: TableMeta): TableMeta {
  const list = meta.list;
  if (!list) return meta;
  const columns = meta.columns.map((column) => {
    const listed = list.filters.find((f) => f.field === column.name);
    const op = listed && listed.op !== 'range' ? listed.op : undefined;
    return {
      ...column,
      filter: op ?? column.filter,
      sortable: list.sortable.includes(column.name) || column.sortable ? true : undefined,
    };
  });
  return { ...meta, columns };
}
