// Paper labels in SQL (docs/api.md "Paper labels"; uploads, tasks and their rows: tables generated from their
// schemas, indexes in migration 610): uploads (the upload history), tasks
// and their rows (one label each), the store summaries. Paging, filters and sort in SQL (the table conventions).
import type { PaperTaskLabel } from '../../domain/generated/calls.ts';
import type { Queryable } from '../db/db.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import type {
  PaperTaskRow as PaperTask,
  PaperUploadRow as PaperUpload,
} from '../../domain/generated/rows.ts';
import {
  PaperTaskRowTableBase,
  PaperTaskTableBase,
  PaperUploadTableBase,
} from '../generated/repositories.ts';
import { searchTagHistory } from '../db/historySearch.ts';
import { summaryPage } from './sensorStores.ts';

/** doc 2 §4: no result code gives NONE; code 1 SUCCESS; anything else FAIL */
export const RESULT_SQL = `CASE WHEN "resultCode" IS NULL THEN 'NONE' WHEN "resultCode" = 1 THEN 'SUCCESS' ELSE 'FAIL' END`;
export const PAPER_RESULTS = ['NONE', 'SUCCESS', 'FAIL'] as const;

/** an upload and a task as their tables hold them (generated from their schemas) */
export type {
  PaperUploadRow as PaperUpload,
  PaperTaskRow as PaperTask,
} from '../../domain/generated/rows.ts';

const STORE_SUMMARY = `
  SELECT s."storeCode", s."storeName", s.position,
    count(t."_id")::int AS "totalTaskCount",
    (count(t."_id") FILTER (WHERE t.complete >= t.total))::int AS "totalCompleteCount",
    (count(t."_id") FILTER (WHERE t."createdAt" >= current_date))::int AS "todayTaskCount",
    (count(t."_id") FILTER (WHERE t."createdAt" >= current_date AND t.complete >= t.total))::int AS "todayCompleteCount",
    COALESCE((SELECT CASE WHEN bool_or(p.status = 'OFFLINE') THEN 'OFFLINE' WHEN bool_or(p.status = 'ALARM') THEN 'ALARM'
      ELSE 'NORMAL' END FROM printers p WHERE p."storeCode" = s."storeCode"), 'NORMAL') AS status,
    max(t."updatedAt") AS "updatedAt"
  FROM stores s LEFT JOIN paper_tasks t ON t."storeCode" = s."storeCode"
  WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1::text[]))
  GROUP BY s."storeCode"`;

const STORE_SORTABLE = [
  'storeCode',
  'storeName',
  'totalTaskCount',
  'totalCompleteCount',
  'todayTaskCount',
  'todayCompleteCount',
  'status',
  'updatedAt',
];

export class PaperRepository {
  /** the uploads, tasks and task rows tables: columns, list filters and sorts from their schemas */
  readonly uploadTable: PaperUploadTableBase;
  readonly taskTable: PaperTaskTableBase;
  readonly rowTable: PaperTaskRowTableBase;

  constructor(readonly db: Queryable) {
    this.uploadTable = new PaperUploadTableBase(db);
    this.taskTable = new PaperTaskTableBase(db);
    this.rowTable = new PaperTaskRowTableBase(db);
  }

  /** an upload's columns but its errors (the detail's), for the history */
  private uploadColumns(): string {
    return this.uploadTable
      .columnNames()
      .filter((name) => name !== 'error')
      .map((name) => `"${name}"`)
      .join(', ');
  }

  with(tx: Queryable): PaperRepository {
    return new PaperRepository(tx);
  }

  storeSummaries(stores: string[] | undefined): Promise<object[]> {
    return this.db.query(`${STORE_SUMMARY} ORDER BY s."storeCode"`, [stores ?? null]);
  }

  storePage(stores: string[] | undefined, body: SearchBody): Promise<SearchResult<object>> {
    return summaryPage(this.db, STORE_SUMMARY, STORE_SORTABLE, stores, body);
  }

  async receive(upload: {
    storeCode: string;
    fileName: string;
    taskDes: string;
    createdBy: string;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO paper_uploads ("storeCode", "fileName", "taskDes", "createdBy") VALUES ($1, $2, $3, $4)
       RETURNING "_id"::int AS id`,
      [upload.storeCode, upload.fileName, upload.taskDes, upload.createdBy],
    );
    return row.id;
  }

  async finishUpload(
    id: number,
    outcome: {
      taskId: number | null;
      count: number;
      errors: Array<{ line: number; message: string }>;
      parser: string;
    },
  ): Promise<void> {
    await this.db.query(
      `UPDATE paper_uploads SET "taskId" = $2, count = $3, "errorCount" = $4, error = $5::jsonb, parser = $6,
         finished = now() WHERE "_id" = $1`,
      [
        id,
        outcome.taskId,
        outcome.count,
        outcome.errors.length,
        JSON.stringify(outcome.errors.slice(0, 1000)),
        outcome.parser,
      ],
    );
  }

  async upload(id: number): Promise<PaperUpload | undefined> {
    const [row] = await this.db.query<PaperUpload>(
      `SELECT ${this.uploadTable.columns()} FROM ${this.uploadTable.table} WHERE "_id" = $1`,
      [id],
    );
    return row;
  }

  uploads(body: SearchBody, stores: string[] | undefined): Promise<SearchResult<PaperUpload>> {
    return searchTagHistory<PaperUpload>(
      this.db,
      {
        meta: this.uploadTable.listMeta,
        select: this.uploadColumns(),
        scope: (params) => (stores ? [`"storeCode" = ANY(${params.add(stores)}::text[])`] : []),
        dateColumn: 'received',
        defaultLength: 25,
      },
      body,
    );
  }

  /** a task with its labels: rows get the store's printers in turn */
  async createTask(task: {
    storeCode: string;
    taskDes: string;
    uploadId: number;
    labels: Array<{ prCode: string; prInfo: string[] }>;
  }): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO paper_tasks ("storeCode", "taskDes", total, "uploadId") VALUES ($1, $2, $3, $4)
       RETURNING "_id"::int AS id`,
      [task.storeCode, task.taskDes, task.labels.length, task.uploadId],
    );
    await this.db.query(
      `WITH p AS (SELECT "printerIp", "printerName", (row_number() OVER (ORDER BY "printerIp") - 1)::int AS n,
                    count(*) OVER ()::int AS total FROM printers WHERE "storeCode" = $2)
       INSERT INTO paper_task_rows ("taskId", "storeCode", "rowNo", "prCode", "prInfo", "printerIp", "printerName")
       SELECT $1, $2, u.no, u.code, u.info::jsonb, p."printerIp", p."printerName"
       FROM unnest($3::int[], $4::text[], $5::text[]) AS u(no, code, info)
       LEFT JOIN p ON p.n = (u.no - 1) % p.total`,
      [
        row.id,
        task.storeCode,
        task.labels.map((_, i) => i + 1),
        task.labels.map((l) => l.prCode),
        task.labels.map((l) => JSON.stringify(l.prInfo)),
      ],
    );
    return row.id;
  }

  tasks(storeCode: string, body: SearchBody): Promise<SearchResult<PaperTask>> {
    return searchTagHistory<PaperTask>(
      this.db,
      {
        meta: this.taskTable.listMeta,
        select: this.taskTable.columns(),
        scope: (params) => [`"storeCode" = ${params.add(storeCode)}`],
        dateColumn: `"updatedAt"`,
        defaultLength: 25,
      },
      body,
    );
  }

  async task(storeCode: string, taskId: number): Promise<PaperTask | undefined> {
    const [row] = await this.db.query<PaperTask>(
      `SELECT ${this.taskTable.columns()} FROM ${this.taskTable.table} WHERE "storeCode" = $1 AND "_id" = $2`,
      [storeCode, taskId],
    );
    return row;
  }

  /** a task's rows; filter_result NONE, SUCCESS or FAIL (doc 2 §4) */
  rows(taskId: number, body: SearchBody): Promise<SearchResult<PaperTaskLabel>> {
    const { filter_result: result, ...rest } = body;
    const wanted = typeof result === 'string' ? result.trim().toUpperCase() : '';
    return searchTagHistory<PaperTaskLabel>(
      this.db,
      {
        // rows are read through a view-like select: `result` is derived (doc 2 §4)
        meta: this.rowTable.listMeta,
        select: `${this.rowTable.columns()}, ${RESULT_SQL} AS result`,
        scope: (params) => [
          `"taskId" = ${params.add(taskId)}`,
          ...((PAPER_RESULTS as readonly string[]).includes(wanted)
            ? [`${RESULT_SQL} = ${params.add(wanted)}`]
            : []),
        ],
        dateColumn: `"printedTime"`,
        defaultLength: 25,
      },
      rest,
    );
  }
}
