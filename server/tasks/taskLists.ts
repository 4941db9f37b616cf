// Update task lists (doc 2 §3 Update task, §9; docs/api.md "Tasks and product update history"): across the
// session's stores, one store's tasks of a type, a store's product update tasks. Newest start first by default;
// filters, sort and paging in SQL over the indexes of migration 190. A scoped account's stores are read one by
// one (each an index range cut at start + length) and merged, so a page never sorts a store's whole history.
import type { TaskRow } from '../../src/domain/taskRows.ts';
import type { Queryable } from '../db/db.ts';
import { parsePaging, whereSql, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { badRequest } from '../http/errors.ts';
import { UPDATE_TASK_KINDS, type UpdateTaskKind } from './updateTasks.ts';

/** the product-changing task types (product update task lists, revert) */
export const PRODUCT_TASK_TYPES: UpdateTaskKind[] = ['PRODUCT', 'LAYOUT'];
/** the task type of links from product update tasks (doc 2 §2): PRODUCT and LAYOUT */
export const UPDATE_TYPE_ALIAS = 'UPDATE';

/** the sortable columns and their SQL (the task id always breaks ties) */
const SORTABLE: Record<string, string> = {
  startTime: 't."startTime"',
  endTime: 't."endTime"',
  storeCode: 't."storeCode"',
  taskType: 't."taskType"',
  taskId: 't."taskId"',
  internalTaskId: 't."taskId"',
  progress: 't.progress',
};

export interface TaskListQuery {
  /** the stores searched; undefined = every store */
  stores?: string[];
  /** task types the list is made of (its scope); undefined = every type */
  types?: UpdateTaskKind[];
  body: SearchBody;
  defaultLength: number;
}

const SELECT = `t."taskId"::int AS "taskId", t."taskId"::int AS "internalTaskId", t."storeCode", t."taskType",
  t."layoutId", t.progress, t."updatedTags", t."totalTags", t."failedTags", t."productCount",
  t."totalTags" AS "tagCount", t."startTime", t."endTime", coalesce(t.refreshed, false) AS refreshed,
  t."createdBy", t."updateId", t."updatedAt"`;

/** a value, a comma list or an array of values as a list of trimmed, non-blank strings */
export function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return items
    .filter((v) => v !== undefined && v !== null)
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
}

/** epoch seconds as an ISO time; blank: undefined; not a number: 400 validation error */
function epoch(value: unknown): string | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw badRequest('validation error');
  return new Date(n * 1000).toISOString();
}

/** task types: constants of UPDATE_TASK_KINDS only (inlined, so the partial index of a type set applies) */
function typeCondition(types: string[]): string {
  const known = types.filter((t): t is UpdateTaskKind =>
    (UPDATE_TASK_KINDS as readonly string[]).includes(t),
  );
  if (known.length === 0) return 'FALSE';
  if (known.length === 1) return `t."taskType" = '${known[0]}'`;
  return `t."taskType" IN (${known.map((t) => `'${t}'`).join(', ')})`;
}

function orderOf(body: SearchBody): string {
  const raw = Array.isArray(body.order) ? body.order : body.order ? [body.order] : [];
  const items: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { column, dir } = entry as { column?: unknown; dir?: unknown };
    const sql = SORTABLE[String(column)];
    if (!sql || items.some((i) => i.startsWith(sql))) continue;
    items.push(
      `${sql} ${String(dir).toLowerCase() === 'asc' ? 'ASC' : 'DESC'}${sql.includes('endTime') ? ' NULLS FIRST' : ''}`,
    );
  }
  if (!items.some((i) => i.startsWith(SORTABLE.startTime))) items.push(`${SORTABLE.startTime} DESC`);
  const last = items[items.length - 1];
  // the task id follows the direction of the last key, so "start time desc" reads one index backwards
  if (!items.some((i) => i.startsWith(SORTABLE.taskId)))
    items.push(`t."taskId" ${last.includes(' ASC') ? 'ASC' : 'DESC'}`);
  return items.join(', ');
}

/** the store list a search reads: the session's stores narrowed by filter_storeCode (undefined = every store) */
function storesOf(scope: string[] | undefined, filter: unknown): string[] | undefined {
  const wanted = listOf(filter);
  if (wanted.length === 0) return scope;
  return scope ? wanted.filter((code) => scope.includes(code)) : wanted;
}

export async function searchTasks(db: Queryable, query: TaskListQuery): Promise<SearchResult<TaskRow>> {
  const { body } = query;
  const params = new Params();
  const scope: string[] = [];
  if (query.types) scope.push(typeCondition(query.types));
  const scopeStores = query.stores;
  const filters: string[] = [];
  const types = listOf(body.filter_taskType);
  if (types.length > 0) filters.push(typeCondition(types));
  const ids = listOf(body.filter_taskId ?? body.filter_internalTaskId);
  if (ids.length > 0) {
    if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw badRequest('validation error');
    filters.push(`t."taskId" = ANY(${params.add(ids.map(Number))}::bigint[])`);
  }
  const updateIds = listOf(body.filter_updateId);
  if (updateIds.length > 0) filters.push(`t."updateId" = ANY(${params.add(updateIds)}::text[])`);
  const from = epoch(body.filter_startDate);
  const to = epoch(body.filter_endDate);
  if (from) filters.push(`t."startTime" >= ${params.add(from)}`);
  if (to) filters.push(`t."startTime" <= ${params.add(to)}`);
  const stores = storesOf(scopeStores, body.filter_storeCode);
  const storeFiltered = stores !== scopeStores;
  const paging = parsePaging(body, query.defaultLength);
  const order = orderOf(body);

  const count = async (conditions: string[], values: unknown[], codes: string[] | undefined) => {
    if (codes && codes.length === 0) return 0;
    const countParams = new Params();
    countParams.values.push(...values);
    const where = codes
      ? [...conditions, `t."storeCode" = ANY(${countParams.add(codes)}::text[])`]
      : conditions;
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM update_tasks t ${whereSql(where)}`,
      countParams.values,
    );
    return row.n;
  };
  // the scope conditions are constants; the filters' parameters come first in `params`
  const recordsTotal = await count(scope, [], scopeStores);
  const recordsFiltered =
    filters.length > 0 || storeFiltered
      ? await count([...scope, ...filters], params.values, stores)
      : recordsTotal;
  if (recordsFiltered === 0) return { recordsTotal, recordsFiltered, data: [] };

  const conditions = [...scope, ...filters];
  const dataParams = new Params();
  dataParams.values.push(...params.values);
  const limit = paging.limit === undefined ? '' : ` LIMIT ${dataParams.add(paging.limit)}`;
  const offset = paging.offset ? ` OFFSET ${dataParams.add(paging.offset)}` : '';
  let from_: string;
  if (stores && paging.limit !== undefined) {
    // each store's first start + length rows (an index range each), merged
    const codes = dataParams.add(stores);
    const cut = dataParams.add(paging.offset + paging.limit);
    from_ = `(SELECT t.* FROM unnest(${codes}::text[]) AS s(code) CROSS JOIN LATERAL (
        SELECT t.* FROM update_tasks t ${whereSql([...conditions, 't."storeCode" = s.code'])}
        ORDER BY ${order} LIMIT ${cut}) t) t`;
  } else {
    const where = stores
      ? [...conditions, `t."storeCode" = ANY(${dataParams.add(stores)}::text[])`]
      : conditions;
    from_ = `(SELECT t.* FROM update_tasks t ${whereSql(where)}) t`;
  }
  const data = await db.query<TaskRow>(
    `SELECT ${SELECT}, st."storeName" FROM (SELECT t.* FROM ${from_} ORDER BY ${order}${limit}${offset}) t
     LEFT JOIN stores st ON st."storeCode" = t."storeCode" ORDER BY ${order}`,
    dataParams.values,
  );
  return { recordsTotal, recordsFiltered, data };
}

/** one task of a store, or undefined */
export async function findTask(
  db: Queryable,
  storeCode: string,
  taskId: number,
): Promise<TaskRow | undefined> {
  const [row] = await db.query<TaskRow>(
    `SELECT ${SELECT}, st."storeName" FROM update_tasks t LEFT JOIN stores st ON st."storeCode" = t."storeCode"
     WHERE t."taskId" = $1 AND t."storeCode" = $2`,
    [taskId, storeCode],
  );
  return row;
}

/** a task id of a path or body: digits only, else 400 validation error */
export function taskIdOf(value: unknown): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) throw badRequest('validation error');
  return Number(text);
}

/** a task type of a path: one of the kinds, or UPDATE (PRODUCT and LAYOUT); else undefined */
export function taskTypesOf(value: string): UpdateTaskKind[] | undefined {
  const upper = value.trim().toUpperCase();
  if (upper === UPDATE_TYPE_ALIAS) return PRODUCT_TASK_TYPES;
  return (UPDATE_TASK_KINDS as readonly string[]).includes(upper) ? [upper as UpdateTaskKind] : undefined;
}
