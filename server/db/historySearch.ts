// The table conventions (docs/api.md "Tables") over history tables (a tag's, a sensor's, the paper uploads'): the
// generic filters and sort of a TableMeta, a fixed scope given as SQL (the tag, the store), date filters on the
// row's own time column.
import type { Queryable } from './db.ts';
import {
  orderBy,
  parsePaging,
  whereClauses,
  whereSql,
  type SearchBody,
  type SearchResult,
} from './search.ts';
import { Params } from './sql.ts';
import type { TableMeta } from './tableMeta.ts';

export interface TagHistoryQuery {
  meta: TableMeta;
  /** the select list (trusted SQL) */
  select: string;
  /** the scope conditions, built with the given parameters */
  scope: (params: Params) => string[];
  /** the column the date filters apply to (epoch seconds) */
  dateColumn: string;
  defaultLength?: number;
}

function epoch(value: unknown): string | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? new Date(n * 1000).toISOString() : undefined;
}

export async function searchTagHistory<T extends object>(
  db: Queryable,
  query: TagHistoryQuery,
  body: SearchBody,
): Promise<SearchResult<T>> {
  const params = new Params();
  const scope = query.scope(params);
  const scopeCount = params.values.length;
  // dates are handled here (on dateColumn): the generic ones are taken out of the body
  const { filter_startDate: from, filter_endDate: to, ...rest } = body;
  const { filters } = whereClauses(query.meta, rest, {}, params);
  const start = epoch(from);
  const end = epoch(to);
  if (start) filters.push(`${query.dateColumn} >= ${params.add(start)}`);
  if (end) filters.push(`${query.dateColumn} <= ${params.add(end)}`);
  const table = `"${query.meta.table}"`;
  const paging = parsePaging(body, query.defaultLength ?? 10);
  const where = whereSql([...scope, ...filters]);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${whereSql(scope)}`,
    params.values.slice(0, scopeCount),
  );
  const [filtered] =
    filters.length > 0
      ? await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${where}`, params.values)
      : [total];
  const dataParams = [...params.values];
  let sql = `SELECT ${query.select} FROM ${table} ${where} ORDER BY ${orderBy(
    query.meta,
    body,
    query.meta.columns.map((c) => c.name),
  )}`;
  if (paging.limit !== undefined) {
    dataParams.push(paging.limit);
    sql += ` LIMIT $${dataParams.length}`;
  }
  if (paging.offset) {
    dataParams.push(paging.offset);
    sql += ` OFFSET $${dataParams.length}`;
  }
  const data = await db.query<T>(sql, dataParams);
  return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
}
