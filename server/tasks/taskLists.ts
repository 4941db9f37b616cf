// Update task lists (doc 2 §3 Update task, §9; docs/api.md "Tasks and product update history"): across the
// session's stores, one store's tasks of a type, a store's product update tasks. Newest start first by default.
// The request's filters are read here; the SQL (filters, sort and paging over the indexes of migration 190) is
// the update tasks' repository's (server/repositories/updateTasks.ts).
import type { TaskRow } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { badRequest } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { INVALID_VALUE } from '../http/validate.ts';
import { UPDATE_TASK_KINDS, type UpdateTaskKind } from './updateTasks.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** the task tables' page (table conventions) */
export const TASK_PAGE = 25;
export const TASK_NOT_FOUND = message('app.serverMessages.taskNotFound');

/** the product-changing task types (product update task lists, revert) */
export const PRODUCT_TASK_TYPES: UpdateTaskKind[] = ['PRODUCT', 'LAYOUT'];
/** the task type of links from product update tasks (doc 2 §2): PRODUCT and LAYOUT */
export const UPDATE_TYPE_ALIAS = 'UPDATE';

export interface TaskListQuery {
  /** the stores searched; undefined = every store */
  stores?: string[];
  /** task types the list is made of (its scope); undefined = every type */
  types?: UpdateTaskKind[];
  body: SearchBody;
  defaultLength: number;
}

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
  if (!Number.isFinite(n)) throw badRequest(INVALID_VALUE);
  return new Date(n * 1000).toISOString();
}

/** the known task types of a list (UPDATE_TASK_KINDS) */
function knownKinds(types: string[]): UpdateTaskKind[] {
  return types.filter((t): t is UpdateTaskKind => (UPDATE_TASK_KINDS as readonly string[]).includes(t));
}

/** the store list a search reads: the session's stores narrowed by filter_storeCode (undefined = every store) */
function storesOf(scope: string[] | undefined, filter: unknown): string[] | undefined {
  const wanted = listOf(filter);
  if (wanted.length === 0) return scope;
  return scope ? wanted.filter((code) => scope.includes(code)) : wanted;
}

export async function searchTasks(db: Queryable, query: TaskListQuery): Promise<SearchResult<TaskRow>> {
  const { body } = query;
  const types = listOf(body.filter_taskType);
  const ids = listOf(body.filter_taskId ?? body.filter_internalTaskId);
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw badRequest(INVALID_VALUE);
  return repositoriesOf(db).updateTasks.searchList({
    scopeTypes: query.types && knownKinds(query.types),
    scopeStores: query.stores,
    types: types.length > 0 ? knownKinds(types) : undefined,
    taskIds: ids.map(Number),
    updateIds: listOf(body.filter_updateId),
    from: epoch(body.filter_startDate),
    to: epoch(body.filter_endDate),
    stores: storesOf(query.stores, body.filter_storeCode),
    paging: parsePaging(body, query.defaultLength),
    order: body.order,
  });
}

/** one task of a store, or undefined */
export function findTask(db: Queryable, storeCode: string, taskId: number): Promise<TaskRow | undefined> {
  return repositoriesOf(db).updateTasks.find(storeCode, taskId);
}

/** a task id of a path or body: digits only, else 400 validation error */
export function taskIdOf(value: unknown): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) throw badRequest(INVALID_VALUE);
  return Number(text);
}

/** a task type of a path: one of the kinds, or UPDATE (PRODUCT and LAYOUT); else undefined */
export function taskTypesOf(value: string): UpdateTaskKind[] | undefined {
  const upper = value.trim().toUpperCase();
  if (upper === UPDATE_TYPE_ALIAS) return PRODUCT_TASK_TYPES;
  return (UPDATE_TASK_KINDS as readonly string[]).includes(upper) ? [upper as UpdateTaskKind] : undefined;
}
