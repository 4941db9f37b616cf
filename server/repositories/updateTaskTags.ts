// The tags of update tasks (schemas/updateTaskTag.schema.json, table update_task_tags): one row per tag of a task,
// which is also that tag's update history row (status null while the radio works it). Written with the task,
// cancelled by a newer one, sent again by a refresh; read as a task's tag table (doc 2 §3 Task tag row), its fail
// list, and by the labels (what an update pushed).
import type { TaskTagRow } from '../../domain/generated/calls.ts';
import type { TagRow, UpdateTaskTagRow } from '../../domain/generated/rows.ts';
import {
  orderBy,
  parsePaging,
  whereClauses,
  whereSql,
  type SearchBody,
  type SearchResult,
} from '../db/search.ts';
import { Params } from '../db/sql.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import { UpdateTaskTagTableBase } from '../generated/repositories.ts';

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

/** the rows of a new task, one array per column (in the order of its tags) */
export interface NewTaskRows {
  taskId: number;
  storeCode: string;
  taskType: string;
  at: string;
  tagIds: string[];
  tagMacs: (string | null)[];
  gwMacs: (string | null)[];
  tagTypes: (string | null)[];
  prCodes: (string | null)[];
  layoutIds: (string | null)[];
  nfcs: (string | null)[];
  pageNos: (number | null)[];
  /** JSON texts of the LED commands */
  leds: (string | null)[];
}

/** a tag a refresh sends again, locked, with what its statistics delta needs */
export type ResentTag = Pick<TagRow, 'tagId' | 'gwMac' | 'tagType' | 'status'> & { wasToday: boolean };

/** what an update task pushed for a product: its product info, layout, NFC and a tag type it went to */
export type TaskSnapshot = Pick<UpdateTaskTagRow, 'prInfo' | 'layoutId' | 'nfc' | 'tagType'>;

/** what the last content update a tag answered OK pushed, and its kind */
export type PushedContent = Pick<UpdateTaskTagRow, 'taskType' | 'prCode' | 'layoutId' | 'nfc' | 'prInfo'>;

export interface TaskTagsPage {
  taskId: number;
  /** only the failed (NG) rows */
  failedOnly?: boolean;
  /** the body with `result` read as `status` */
  body: SearchBody;
  defaultLength: number;
}

export class UpdateTaskTagsRepository extends UpdateTaskTagTableBase {
  /** Writes the rows of a new task, all pending. */
  async insertRows(rows: NewTaskRows): Promise<void> {
    await this.db.query(
      `INSERT INTO update_task_tags ("taskId", "tagId", "storeCode", "tagMac", "gwMac", "tagType", "taskType",
         "prCode", "layoutId", nfc, "pageNo", led, status, "createdAt", "updatedAt")
       SELECT $1, u.id, $2, u.mac, u.gw, u.type, $3, u.pr, u.layout, u.nfc, u.page, u.led, NULL, $4, NULL
       FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
         $12::int[], $13::jsonb[]) AS u(id, mac, gw, type, pr, layout, nfc, page, led)`,
      [
        rows.taskId,
        rows.storeCode,
        rows.taskType,
        rows.at,
        rows.tagIds,
        rows.tagMacs,
        rows.gwMacs,
        rows.tagTypes,
        rows.prCodes,
        rows.layoutIds,
        rows.nfcs,
        rows.pageNos,
        rows.leds,
      ],
    );
  }

  /** Cancels the rows of these tags still pending in tasks other than `taskId`; answers those tasks' ids. */
  async cancelPending(tagIds: string[], taskId: number): Promise<number[]> {
    const cancelled = await this.db.query<{ taskId: number }>(
      `UPDATE update_task_tags SET status = 'CANCEL', "updatedAt" = NULL
       WHERE "tagId" = ANY($1::text[]) AND status IS NULL AND "taskId" <> $2 RETURNING "taskId"::int AS "taskId"`,
      [tagIds, taskId],
    );
    return cancelled.map((c) => c.taskId);
  }

  /**
   * The task's NG and pending tags that no newer task has reached, locked (FOR UPDATE of the tags), by tag ID.
   */
  resendable(taskId: number): Promise<ResentTag[]> {
    return this.db.query<ResentTag>(
      `SELECT t."tagId", t."gwMac", t."tagType", t.status, (t."updatedAt" >= current_date) IS TRUE AS "wasToday"
       FROM update_task_tags r JOIN tags t ON t."tagId" = r."tagId" AND t."storeCode" = r."storeCode"
       WHERE r."taskId" = $1 AND (r.status IS NULL OR r.status = 'NG')
         AND NOT EXISTS (SELECT 1 FROM update_task_tags n WHERE n."tagId" = r."tagId" AND n."taskId" > r."taskId")
       ORDER BY t."tagId" FOR UPDATE OF t`,
      [taskId],
    );
  }

  /** Puts the task's rows of these tags back to pending, without a due time. */
  async resend(taskId: number, tagIds: string[]): Promise<void> {
    await this.db.query(
      `UPDATE update_task_tags SET status = NULL, "dueAt" = NULL, "updatedAt" = NULL
       WHERE "taskId" = $1 AND "tagId" = ANY($2::text[])`,
      [taskId, tagIds],
    );
  }

  /**
   * A page of a task's tag rows: the filters and sort of taskTagsMeta; rows not answered yet show the info and
   * layout of the change they carry. Answers the two counts and the page.
   */
  async searchTask(query: TaskTagsPage): Promise<SearchResult<TaskTagRow>> {
    const { body } = query;
    const params = new Params();
    const scope = [`"taskId" = ${params.add(query.taskId)}`];
    if (query.failedOnly) scope.push(`status = 'NG'`);
    const scopeCount = params.values.length;
    const { filters } = whereClauses(taskTagsMeta, body, {}, params);
    const [total] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM update_task_tags ${whereSql(scope)}`,
      params.values.slice(0, scopeCount),
    );
    const [filtered] =
      filters.length > 0
        ? await this.db.query<{ n: number }>(
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
    const rows = await this.db.query<TaskTagRow>(
      `SELECT ${SELECT} FROM (SELECT * FROM update_task_tags ${whereSql([...scope, ...filters])}
         ORDER BY ${order}${page}) r ${CHANGE} ORDER BY ${order}`,
      values,
    );
    return { recordsTotal: total.n, recordsFiltered: filtered.n, data: rows };
  }

  /** The failed rows of a task, narrowed to the named tags when some are named (MACs in upper case). */
  failed(taskId: number, ids: string[], macs: string[]): Promise<TaskTagRow[]> {
    return this.db.query<TaskTagRow>(
      `SELECT ${SELECT} FROM update_task_tags r ${CHANGE}
       WHERE r."taskId" = $1 AND r.status = 'NG'
         AND (NOT $4 OR r."tagId" = ANY($2::text[]) OR upper(r."tagMac") = ANY($3::text[]))
       ORDER BY r."tagId"`,
      [taskId, ids, macs, ids.length > 0 || macs.length > 0],
    );
  }

  /** What the task pushed for a product of the store (a row answered OK first). */
  async snapshot(storeCode: string, prCode: string, taskId: number): Promise<TaskSnapshot | undefined> {
    const [row] = await this.db.query<TaskSnapshot>(
      `SELECT "prInfo", "layoutId", nfc, "tagType" FROM update_task_tags
       WHERE "taskId" = $1 AND "storeCode" = $2 AND "prCode" = $3
       ORDER BY (status = 'OK') DESC NULLS LAST, "tagId" LIMIT 1`,
      [taskId, storeCode, prCode],
    );
    return row;
  }

  /** The newest update of one of the kinds `taskTypes` that the tag answered OK. */
  async lastContent(
    storeCode: string,
    tagId: string,
    taskTypes: string[],
  ): Promise<PushedContent | undefined> {
    const [row] = await this.db.query<PushedContent>(
      `SELECT "taskType", "prCode", "layoutId", nfc, "prInfo" FROM update_task_tags
       WHERE "tagId" = $1 AND "storeCode" = $2 AND status = 'OK' AND "taskType" = ANY($3::text[])
       ORDER BY "updatedAt" DESC NULLS LAST, "taskId" DESC LIMIT 1`,
      [tagId, storeCode, taskTypes],
    );
    return row;
  }
}
