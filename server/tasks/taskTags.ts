// The tags of one update task (doc 2 §3 Task tag row): tag, product, layout, the product info pushed (prInfo and
// prInfo_{index}), result (null while the radio works it, OK, NG, CANCEL without updatedAt), times. The fail
// list is the NG rows. A row not yet answered of a product change shows the info and layout the change carries
// (product_updates), since the tag's snapshot is only taken when it answers.
import type { Queryable } from '../db/db.ts';
import {
  whereClauses,
  whereSql,
  parsePaging,
  orderBy,
  type SearchBody,
  type SearchResult,
} from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';

export interface TaskTagRow {
  taskId: number;
  tagId: string;
  tagMac: string | null;
  tagType: string | null;
  prCode: string | null;
  layoutId: string | null;
  /** doc 2 §3 Task tag row `layout` (= layoutId) */
  layout: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  result: 'OK' | 'NG' | 'CANCEL' | null;
  createdAt: string;
  updatedAt: string | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

/** filters and sort of a task's tag rows (table conventions) */
export const taskTagsMeta: TableMeta = {
  entity: 'taskTag',
  table: 'update_task_tags',
  key: ['tagId'],
  columns: [
    { name: 'tagId', sqlType: 'text', filter: '~', sortable: true },
    { name: 'tagMac', sqlType: 'text', filter: '~', sortable: true },
    { name: 'prCode', sqlType: 'text', filter: '~', sortable: true },
    { name: 'layoutId', sqlType: 'text', filter: '==', sortable: true },
    { name: 'status', sqlType: 'text', filter: '==', sortable: true },
    { name: 'updatedAt', sqlType: 'timestamptz', sortable: true },
  ],
  defaultSort: { field: 'tagId', order: 'ASC' },
};

const SELECT = `r."taskId"::int AS "taskId", r."tagId", r."tagMac", r."tagType", r."prCode",
  coalesce(r."layoutId", pu."layoutId") AS "layoutId", coalesce(r."layoutId", pu."layoutId") AS layout, r.nfc, coalesce(r."prInfo", pu."prInfo") AS "prInfo", r.status AS result, r."createdAt",
  r."updatedAt"`;

/** the product change a row of a product task carries, for rows not answered yet */
const CHANGE = `LEFT JOIN LATERAL (SELECT p."prInfo", p."layoutId" FROM product_updates p
    WHERE p."taskId" = r."taskId" AND p."prCode" = r."prCode" ORDER BY p.id DESC LIMIT 1) pu
  ON true`;

/** prInfo [a, b, ...] also as prInfo_0, prInfo_1, ... */
export function withPrInfo<T extends { prInfo?: unknown }>(row: T): T & Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  if (Array.isArray(row.prInfo)) row.prInfo.forEach((value, index) => (out[`prInfo_${index}`] = value));
  return out as T & Record<string, unknown>;
}

function renamed(body: SearchBody): SearchBody {
  // the table calls the status `result`: accept both names for the filter and the sort
  const out: SearchBody = { ...body };
  if (out.filter_result !== undefined && out.filter_status === undefined)
    out.filter_status = out.filter_result;
  if (Array.isArray(out.order))
    out.order = out.order.map((o: unknown) =>
      typeof o === 'object' && o !== null && (o as { column?: unknown }).column === 'result'
        ? { ...o, column: 'status' }
        : o,
    );
  return out;
}

export interface TaskTagsQuery {
  taskId: number;
  /** only the failed (NG) rows */
  failedOnly?: boolean;
  body: SearchBody;
  defaultLength: number;
}

export async function searchTaskTags(db: Queryable, query: TaskTagsQuery): Promise<SearchResult<TaskTagRow>> {
  const body = renamed(query.body);
  const params = new Params();
  const scope = [`"taskId" = ${params.add(query.taskId)}`];
  if (query.failedOnly) scope.push(`status = 'NG'`);
  const scopeCount = params.values.length;
  const { filters } = whereClauses(taskTagsMeta, body, {}, params);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM update_task_tags ${whereSql(scope)}`,
    params.values.slice(0, scopeCount),
  );
  const [filtered] =
    filters.length > 0
      ? await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM update_task_tags ${whereSql([...scope, ...filters])}`,
          params.values,
        )
      : [total];
  const paging = parsePaging(body, query.defaultLength);
  const values = [...params.values];
  let page = '';
  if (paging.limit !== undefined) {
    values.push(paging.limit);
    page += ` LIMIT $${values.length}`;
  }
  if (paging.offset) {
    values.push(paging.offset);
    page += ` OFFSET $${values.length}`;
  }
  // plain column names: the outer query's names (and r's columns) are the same ones
  const order = orderBy(
    taskTagsMeta,
    body,
    taskTagsMeta.columns.map((c) => c.name),
  );
  const rows = await db.query<TaskTagRow>(
    `SELECT ${SELECT} FROM (SELECT * FROM update_task_tags ${whereSql([...scope, ...filters])}
       ORDER BY ${order}${page}) r ${CHANGE} ORDER BY ${order}`,
    values,
  );
  return { recordsTotal: total.n, recordsFiltered: filtered.n, data: rows.map(withPrInfo) };
}

/** the failed rows of a task among the named tags (POST /task/fail/list) */
export async function failedTagsOf(
  db: Queryable,
  taskId: number,
  names: { tagIdList?: string[]; tagMacList?: string[] },
): Promise<TaskTagRow[]> {
  const ids = names.tagIdList ?? [];
  const macs = (names.tagMacList ?? []).map((m) => m.toUpperCase());
  const narrowed = ids.length > 0 || macs.length > 0;
  const rows = await db.query<TaskTagRow>(
    `SELECT ${SELECT} FROM update_task_tags r ${CHANGE}
     WHERE r."taskId" = $1 AND r.status = 'NG'
       AND (NOT $4 OR r."tagId" = ANY($2::text[]) OR upper(r."tagMac") = ANY($3::text[]))
     ORDER BY r."tagId"`,
    [taskId, ids, macs, narrowed],
  );
  return rows.map(withPrInfo);
}
