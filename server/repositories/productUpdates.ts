// Product update history (schemas/productUpdate.schema.json, table product_updates): one row per created or
// changed product, written by the product write's statement (server/repositories/productWrite.ts), given its
// update ID and the task that took it to the tags; read as a product's history with the counts of that task's rows
// showing the product (server/tasks/productHistory.ts derives the change's status from them).
import type { ProductHistoryRow } from '../../domain/generated/calls.ts';
import type { Paging } from '../db/search.ts';
import { Params } from '../db/sql.ts';
import { ProductUpdateTableBase } from '../generated/repositories.ts';

/** a history row with the counts of its task's rows showing the product (directly or by a family ticket) */
export interface CountedChange extends Omit<ProductHistoryRow, 'status' | `prInfo_${number}`> {
  total: number;
  pending: number;
  ng: number;
  ok: number;
  last: string | null;
}

export interface ProductHistoryPage {
  storeCode: string;
  prCode: string;
  /** ISO bounds of updatedAt (filter_startDate, filter_endDate) */
  from?: string;
  to?: string;
  paging: Paging;
  ascending: boolean;
}

export class ProductUpdatesRepository extends ProductUpdateTableBase {
  /** Records the update task that took each change (ids[i]) to its tags (taskIds[i]). */
  async setTaskIds(ids: string[], taskIds: number[]): Promise<void> {
    await this.db.query(
      `UPDATE product_updates u SET "taskId" = m.task
       FROM unnest($1::bigint[], $2::bigint[]) AS m(id, task) WHERE u.id = m.id`,
      [ids, taskIds],
    );
  }

  /**
   * A page of the product's history, by id, with the counts of the rows of each change's task showing the product
   * (its own code, or a family of the store listing it). Answers the two counts and the page.
   */
  async history(
    query: ProductHistoryPage,
  ): Promise<{ recordsTotal: number; recordsFiltered: number; data: CountedChange[] }> {
    const params = new Params();
    const scope = [`"storeCode" = ${params.add(query.storeCode)}`, `"prCode" = ${params.add(query.prCode)}`];
    const scopeValues = [...params.values];
    const filters: string[] = [];
    if (query.from) filters.push(`"updatedAt" >= ${params.add(query.from)}`);
    if (query.to) filters.push(`"updatedAt" <= ${params.add(query.to)}`);
    const where = `WHERE ${[...scope, ...filters].join(' AND ')}`;
    const [total] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_updates WHERE ${scope.join(' AND ')}`,
      scopeValues,
    );
    const [filtered] =
      filters.length > 0
        ? await this.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM product_updates ${where}`,
            params.values,
          )
        : [total];
    const { paging } = query;
    const order = query.ascending ? 'ASC' : 'DESC';
    const values = [...params.values];
    let page = '';
    if (paging.limit !== undefined) page += ` LIMIT $${values.push(paging.limit)}`;
    if (paging.offset) page += ` OFFSET $${values.push(paging.offset)}`;
    const data = await this.db.query<CountedChange>(
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
    return { recordsTotal: total.n, recordsFiltered: filtered.n, data };
  }
}
