// The update history of one product (doc 2 §3 Product update history row, §4): its product_updates rows newest
// first, prInfo as prInfo_{index}, and the status of each change on the tags, derived from the rows of the
// change's update task that show the product (directly, or through a family ticket of the product):
//   any row pending                        { status: null, updatedAt: null }     (spinner)
//   else any NG                            { status: 'NG', updatedAt: last answer }
//   else some OK (the rest cancelled)      { status: 'OK', updatedAt: last answer }
//   every row cancelled by a newer task    { status: 'CANCEL', updatedAt: null }
//   no tag showed the product (no task, or no row of it)   status: null (the whole object)
import type { Queryable } from '../db/db.ts';
import { parsePaging, type SearchBody, type SearchResult } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { badRequest } from '../http/errors.ts';
import { withPrInfo } from './taskTags.ts';

export interface ChangeStatus {
  status: 'OK' | 'NG' | 'CANCEL' | null;
  updatedAt: string | null;
}

export interface ProductHistoryRow {
  id: number;
  taskId: number | null;
  updateId: string | null;
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  source: string | null;
  createdBy: string | null;
  updatedAt: string;
  status: ChangeStatus | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

interface Counted extends Omit<ProductHistoryRow, 'status'> {
  total: number;
  pending: number;
  ng: number;
  ok: number;
  last: string | null;
}

/** the doc 2 §4 status of a change from the counts of its task rows (see the header) */
export function changeStatus(
  c: Pick<Counted, 'taskId' | 'total' | 'pending' | 'ng' | 'ok' | 'last'>,
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
  if (!Number.isFinite(n)) throw badRequest('validation error');
  return new Date(n * 1000).toISOString();
}

export async function searchProductHistory(
  db: Queryable,
  storeCode: string,
  prCode: string,
  body: SearchBody,
  defaultLength = 25,
): Promise<SearchResult<ProductHistoryRow>> {
  const params = new Params();
  const scope = [`"storeCode" = ${params.add(storeCode)}`, `"prCode" = ${params.add(prCode)}`];
  const scopeValues = [...params.values];
  const filters: string[] = [];
  const from = epoch(body.filter_startDate);
  const to = epoch(body.filter_endDate);
  if (from) filters.push(`"updatedAt" >= ${params.add(from)}`);
  if (to) filters.push(`"updatedAt" <= ${params.add(to)}`);
  const where = `WHERE ${[...scope, ...filters].join(' AND ')}`;
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_updates WHERE ${scope.join(' AND ')}`,
    scopeValues,
  );
  const [filtered] =
    filters.length > 0
      ? await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM product_updates ${where}`,
          params.values,
        )
      : [total];
  const paging = parsePaging(body, defaultLength);
  const order = isAscending(body) ? 'ASC' : 'DESC';
  const values = [...params.values];
  let page = '';
  if (paging.limit !== undefined) page += ` LIMIT $${values.push(paging.limit)}`;
  if (paging.offset) page += ` OFFSET $${values.push(paging.offset)}`;
  const rows = await db.query<Counted>(
    `SELECT u.id::int AS id, u."taskId"::int AS "taskId", u."updateId", u."prCode", u."prName", u."layoutId", u.nfc,
       u."prInfo", u.source, u."createdBy", u."updatedAt", coalesce(s.total, 0) AS total,
       coalesce(s.pending, 0) AS pending, coalesce(s.ng, 0) AS ng, coalesce(s.ok, 0) AS ok, s.last
     FROM (SELECT * FROM product_updates ${where} ORDER BY id ${order}${page}) u
     LEFT JOIN LATERAL (
       SELECT count(*)::int AS total, count(*) FILTER (WHERE r.status IS NULL)::int AS pending,
         count(*) FILTER (WHERE r.status = 'NG')::int AS ng, count(*) FILTER (WHERE r.status = 'OK')::int AS ok,
         max(r."updatedAt") AS last
       FROM update_task_tags r
       WHERE u."taskId" IS NOT NULL AND r."taskId" = u."taskId" AND (r."prCode" = u."prCode" OR r."prCode" IN (
         SELECT f."fmPrCode" FROM family_products f
         WHERE f."storeCode" = u."storeCode" AND f."prCodeList" @> jsonb_build_array(u."prCode")))
     ) s ON true
     ORDER BY u.id ${order}`,
    values,
  );
  const data = rows.map(({ total: _t, pending: _p, ng: _n, ok: _o, last: _l, ...row }) => ({
    ...withPrInfo(row),
    status: changeStatus({ taskId: row.taskId, total: _t, pending: _p, ng: _n, ok: _o, last: _l }),
  })) as ProductHistoryRow[];
  return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
}

/** newest first unless the first order item asks for updatedAt / id ascending */
function isAscending(body: SearchBody): boolean {
  const first: unknown = Array.isArray(body.order) ? body.order[0] : body.order;
  if (typeof first !== 'object' || first === null) return false;
  const { column, dir } = first as { column?: unknown; dir?: unknown };
  return ['updatedAt', 'id', 'taskId'].includes(String(column)) && String(dir).toLowerCase() === 'asc';
}
