// The update history of one product (doc 2 §3 Product update history row, §4): its product_updates rows newest
// first, prInfo as prInfo_{index}, and the status of each change on the tags, derived from the rows of the
// change's update task that show the product (directly, or through a family ticket of the product):
//   any row pending                        { status: null, updatedAt: null }     (spinner)
//   else any NG                            { status: 'NG', updatedAt: last answer }
//   else some OK (the rest cancelled)      { status: 'OK', updatedAt: last answer }
//   every row cancelled by a newer task    { status: 'CANCEL', updatedAt: null }
//   no tag showed the product (no task, or no row of it)   status: null (the whole object)
//   The SQL is the product update history's repository's (server/repositories/productUpdates.ts).
import type { ChangeStatus } from '../../domain/tasks.ts';
import type { ProductHistoryRow } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { badRequest } from '../http/errors.ts';
import { INVALID_VALUE } from '../http/validate.ts';
import { type CountedChange } from '../repositories/productUpdates.ts';
import { withPrInfo } from './taskTags.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** the doc 2 §4 status of a change from the counts of its task rows (see the header) */
export function changeStatus(
  c: Pick<CountedChange, 'taskId' | 'total' | 'pending' | 'ng' | 'ok' | 'last'>,
): ChangeStatus | null {
  if (c.taskId === null || c.total === 0) return null;
  if (c.pending > 0) return { status: null, updatedAt: null };
  if (c.ng > 0) return { status: 'NG', updatedAt: c.last };
  if (c.ok > 0) return { status: 'OK', updatedAt: c.last };
  return { status: 'CANCEL', updatedAt: null };
}

function epoch(value: unknown): string | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw badRequest(INVALID_VALUE);
  return new Date(n * 1000).toISOString();
}

export async function searchProductHistory(
  db: Queryable,
  storeCode: string,
  prCode: string,
  body: SearchBody,
  defaultLength = 25,
): Promise<SearchResult<ProductHistoryRow>> {
  const page = await repositoriesOf(db).productUpdates.history({
    storeCode,
    prCode,
    from: epoch(body.filter_startDate),
    to: epoch(body.filter_endDate),
    paging: parsePaging(body, defaultLength),
    ascending: isAscending(body),
  });
  const data = page.data.map(({ total: _t, pending: _p, ng: _n, ok: _o, last: _l, ...row }) => ({
    ...withPrInfo(row),
    status: changeStatus({ taskId: row.taskId, total: _t, pending: _p, ng: _n, ok: _o, last: _l }),
  })) as ProductHistoryRow[];
  return { ...page, data };
}

/** newest first unless the first order item asks for updatedAt / id ascending */
function isAscending(body: SearchBody): boolean {
  const first: unknown = Array.isArray(body.order) ? body.order[0] : body.order;
  if (typeof first !== 'object' || first === null) return false;
  const { column, dir } = first as { column?: unknown; dir?: unknown };
  return ['updatedAt', 'id', 'taskId'].includes(String(column)) && String(dir).toLowerCase() === 'asc';
}
