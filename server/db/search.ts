// The search body of every table endpoint (DESIGN §3, docs/api.md "Tables") turned into SQL.
// Only columns declared filterable/sortable in the table metadata are ever referenced.
import type { ColumnMeta, TableMeta } from './tableMeta.ts';
import { ident, Params } from './sql.ts';

export interface SearchBody {
  start?: unknown;
  length?: unknown;
  order?: unknown;
  [field: string]: unknown;
}

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

export interface Paging {
  offset: number;
  /** undefined = all rows (length -1) */
  limit?: number;
}

export function parsePaging(body: SearchBody, defaultLength: number): Paging {
  const start = Number(body.start);
  const length = Number(body.length);
  const offset = Number.isInteger(start) && start > 0 ? start : 0;
  if (length === -1) return { offset };
  if (Number.isInteger(length) && length > 0) return { offset, limit: Math.min(length, MAX_PAGE) };
  return { offset, limit: defaultLength };
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

function likePattern(value: unknown): string {
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

function epochSeconds(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) return undefined;
  return new Date(n * 1000).toISOString();
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
    const from = epochSeconds(body.filter_startDate);
    const to = epochSeconds(body.filter_endDate);
    if (from) filters.push(`"updatedAt" >= ${params.add(from)}`);
    if (to) filters.push(`"updatedAt" <= ${params.add(to)}`);
  }
  return { scope: scopeParts, filters };
}

export function whereSql(parts: string[]): string {
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}
