// What reverting an update task reads (server/tasks/revertTask.ts): each product's state before the task changed
// it, from the product update history, and, for products without an earlier history row, what the task's tags
// showed of them before the task.
import type { Queryable } from '../db/db.ts';

/** a product's information before a task's change */
export interface PreviousState {
  prCode: string;
  /** undefined: keep the stored name (the tags' rows do not carry it) */
  prName?: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[] | null;
}

export class TaskRevertsRepository {
  constructor(readonly db: Queryable) {}

  /** Every product the task changed, with its history row before that change (null when it has none). */
  changedProducts(
    storeCode: string,
    taskId: number,
  ): Promise<Array<{ prCode: string; previous: PreviousState | null }>> {
    return this.db.query(
      `SELECT c."prCode", CASE WHEN prev.id IS NULL THEN NULL ELSE json_build_object('prCode', prev."prCode",
         'prName', prev."prName", 'layoutId', prev."layoutId", 'nfc', prev.nfc, 'prInfo', prev."prInfo") END AS previous
       FROM (SELECT DISTINCT ON ("prCode") id, "prCode" FROM product_updates
             WHERE "taskId" = $2 AND "storeCode" = $1 ORDER BY "prCode", id) c
       LEFT JOIN LATERAL (SELECT p.* FROM product_updates p
         WHERE p."storeCode" = $1 AND p."prCode" = c."prCode" AND p.id < c.id ORDER BY p.id DESC LIMIT 1) prev ON true
       ORDER BY c."prCode"`,
      [storeCode, taskId],
    );
  }

  /** What the task's tags showed of these products before it: each product's latest earlier OK row. */
  shownBefore(taskId: number, prCodes: string[]): Promise<PreviousState[]> {
    return this.db.query<PreviousState>(
      `SELECT DISTINCT ON (h."prCode") h."prCode", h."layoutId", h.nfc, h."prInfo"
       FROM update_task_tags c CROSS JOIN LATERAL (
         SELECT r."prCode", r."layoutId", r.nfc, r."prInfo", r."createdAt" FROM update_task_tags r
         WHERE r."tagId" = c."tagId" AND r."taskId" < c."taskId" AND r."prCode" = c."prCode" AND r.status = 'OK'
           AND r."prInfo" IS NOT NULL
         ORDER BY r."createdAt" DESC LIMIT 1) h
       WHERE c."taskId" = $1 AND c."prCode" = ANY($2::text[])
       ORDER BY h."prCode", h."createdAt" DESC`,
      [taskId, prCodes],
    );
  }
}
