// Update tasks (schemas/updateTask.schema.json, table update_tasks): the task row written with its tags
// (server/tasks/updateTasks.ts), its progress recounted from its rows, its refresh mark, and the task lists
// (doc 2 §3 Update task, §9): filters, sort and paging in SQL over the indexes of migration 190. A scoped account's
// stores are read one by one (each an index range cut at start + length) and merged, so a page never sorts a
// store's whole history.
import type { TaskRow } from '../../domain/generated/calls.ts';
import type { UpdateTaskRow } from '../../domain/generated/rows.ts';
import type { UpdateTask } from '../../domain/generated/types.ts';
import { whereSql, type Paging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { UpdateTaskTableBase } from '../generated/repositories.ts';

export type UpdateTaskKind = UpdateTask['taskType'];

/** a task just ended by a recount of its progress */
export type EndedTask = Required<Pick<UpdateTask, 'taskId' | 'storeCode' | 'failedTags' | 'totalTags'>> & {
  taskType: string;
};

/** an ended task as refreshProgress answers it: also its updated count and its start and end */
export type FinishedTask = EndedTask & {
  updatedTags: number;
  startTime: Date | string;
  endTime: Date | string;
};

/** the task row of a new task (its counters start at zero) */
export type NewTask = Pick<
  UpdateTaskRow,
  | 'storeCode'
  | 'taskType'
  | 'layoutId'
  | 'priorTaskId'
  | 'createdBy'
  | 'productCount'
  | 'totalTags'
  | 'updateId'
>;

/** a task list's search: its scope, the filters the service read from the body, the stores read, paging, order */
export interface TaskListSearch {
  /** task types the list is made of (its scope); undefined = every type */
  scopeTypes?: UpdateTaskKind[];
  /** the session's stores; undefined = every store */
  scopeStores?: string[];
  /** the task types filtered (filter_taskType, known kinds only); undefined = no such filter */
  types?: UpdateTaskKind[];
  taskIds: number[];
  updateIds: string[];
  /** ISO start time bounds */
  from?: string;
  to?: string;
  /** the stores read: the scope narrowed by filter_storeCode (undefined = every store) */
  stores?: string[];
  paging: Paging;
  order: SearchBody['order'];
}

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

const SELECT = `t."taskId"::int AS "taskId", t."taskId"::int AS "internalTaskId", t."storeCode", t."taskType",
  t."layoutId", t.progress, t."updatedTags", t."totalTags", t."failedTags", t."productCount",
  t."totalTags" AS "tagCount", t."startTime", t."endTime", coalesce(t.refreshed, false) AS refreshed,
  t."createdBy", t."updateId", t."updatedAt"`;

/** task types as constants (inlined, so the partial index of a type set applies) */
function typeCondition(types: UpdateTaskKind[]): string {
  if (types.length === 0) return 'FALSE';
  if (types.length === 1) return `t."taskType" = '${types[0]}'`;
  return `t."taskType" IN (${types.map((t) => `'${t}'`).join(', ')})`;
}

function orderOf(order: SearchBody['order']): string {
  const raw = Array.isArray(order) ? order : order ? [order] : [];
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

export class UpdateTasksRepository extends UpdateTaskTableBase {
  /** Writes a new task's row; answers its id. */
  async create(task: NewTask, at: string): Promise<number> {
    const [row] = await this.db.query<{ taskId: number }>(
      `INSERT INTO update_tasks ("storeCode", "taskType", "layoutId", "priorTaskId", "createdBy", "productCount",
         "totalTags", "updatedTags", "failedTags", progress, "startTime", "updatedAt", "updateId")
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, 0, $8, $8, $9) RETURNING "taskId"::int AS "taskId"`,
      [
        task.storeCode,
        task.taskType,
        task.layoutId,
        task.priorTaskId,
        task.createdBy,
        task.productCount,
        task.totalTags,
        at,
        task.updateId,
      ],
    );
    return row.taskId;
  }

  /**
   * Recounts the progress of tasks from their rows: updatedTags (answered OK or NG), failedTags, progress (percent
   * of rows no longer pending) and endTime when none is pending. Answers the tasks this call ended.
   */
  refreshProgress(taskIds: number[], now: Date): Promise<FinishedTask[]> {
    return this.db.query<FinishedTask>(
      `WITH c AS (
         SELECT "taskId", count(*) FILTER (WHERE status IN ('OK', 'NG'))::int AS done,
           count(*) FILTER (WHERE status = 'NG')::int AS failed,
           count(*) FILTER (WHERE status IS NOT NULL)::int AS closed, count(*)::int AS total
         FROM update_task_tags WHERE "taskId" = ANY($1::bigint[]) GROUP BY "taskId"),
       old AS (SELECT "taskId", "endTime" FROM update_tasks WHERE "taskId" = ANY($1::bigint[])),
       up AS (
         UPDATE update_tasks t SET "updatedTags" = c.done, "failedTags" = c.failed,
           progress = CASE WHEN c.total = 0 THEN 100 ELSE floor(100.0 * c.closed / c.total)::int END,
           "endTime" = CASE WHEN c.closed = c.total THEN coalesce(t."endTime", $2::timestamptz) END,
           "updatedAt" = $2::timestamptz
         FROM c WHERE t."taskId" = c."taskId"
         RETURNING t."taskId", t."storeCode", t."taskType", t."updatedTags", t."failedTags", t."totalTags",
           t."startTime", t."endTime")
       SELECT up."taskId"::int AS "taskId", up."storeCode", up."taskType", up."failedTags", up."totalTags",
         up."updatedTags", up."startTime", up."endTime"
       FROM up JOIN old USING ("taskId") WHERE up."endTime" IS NOT NULL AND old."endTime" IS NULL
       ORDER BY up."taskId"`,
      [taskIds, now.toISOString()],
    );
  }

  /** Marks the task refreshed; a task started before `timedOutBefore` keeps (or gets) its time-out mark. */
  async markRefreshed(taskId: number, timedOutBefore: Date): Promise<void> {
    await this.db.query(
      `UPDATE update_tasks SET refreshed = true, "timedOut" = ("timedOut" IS TRUE OR "startTime" < $2)
       WHERE "taskId" = $1`,
      [taskId, timedOutBefore.toISOString()],
    );
  }

  /** One task of a store as the lists answer it, or undefined. */
  async find(storeCode: string, taskId: number): Promise<TaskRow | undefined> {
    const [row] = await this.db.query<TaskRow>(
      `SELECT ${SELECT}, st."storeName" FROM update_tasks t LEFT JOIN stores st ON st."storeCode" = t."storeCode"
       WHERE t."taskId" = $1 AND t."storeCode" = $2`,
      [taskId, storeCode],
    );
    return row;
  }

  /** One page of a task list (server/tasks/taskLists.ts reads the search from the request). */
  async searchList(query: TaskListSearch): Promise<SearchResult<TaskRow>> {
    const params = new Params();
    const scope: string[] = [];
    if (query.scopeTypes) scope.push(typeCondition(query.scopeTypes));
    const scopeStores = query.scopeStores;
    const filters: string[] = [];
    if (query.types) filters.push(typeCondition(query.types));
    if (query.taskIds.length > 0) filters.push(`t."taskId" = ANY(${params.add(query.taskIds)}::bigint[])`);
    if (query.updateIds.length > 0)
      filters.push(`t."updateId" = ANY(${params.add(query.updateIds)}::text[])`);
    if (query.from) filters.push(`t."startTime" >= ${params.add(query.from)}`);
    if (query.to) filters.push(`t."startTime" <= ${params.add(query.to)}`);
    const stores = query.stores;
    const storeFiltered = stores !== scopeStores;
    const { paging } = query;
    const order = orderOf(query.order);

    const count = async (conditions: string[], values: unknown[], codes: string[] | undefined) => {
      if (codes && codes.length === 0) return 0;
      const countParams = new Params();
      countParams.values.push(...values);
      const where = codes
        ? [...conditions, `t."storeCode" = ANY(${countParams.add(codes)}::text[])`]
        : conditions;
      const [row] = await this.db.query<{ n: number }>(
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
    const data = await this.db.query<TaskRow>(
      `SELECT ${SELECT}, st."storeName" FROM (SELECT t.* FROM ${from_} ORDER BY ${order}${limit}${offset}) t
       LEFT JOIN stores st ON st."storeCode" = t."storeCode" ORDER BY ${order}`,
      dataParams.values,
    );
    return { recordsTotal, recordsFiltered, data };
  }
}
