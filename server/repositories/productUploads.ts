// The product file upload history (schemas/productUpload.schema.json, table product_uploads): a row written when
// a file is received, finished when its import ends; the history table and the detail read it.
import type { ProductUploadRecord } from '../../domain/generated/rows.ts';
import type { ProductUpload } from '../../domain/generated/types.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import type { Queryable } from '../db/db.ts';
import { searchTagHistory } from '../db/historySearch.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { tables } from '../generated/tables.ts';
import { type JobTable } from './jobTable.ts';
import { deadOwner } from './serverInstances.ts';

/** Bad rows kept with an upload (errorCount counts them all). */
export const MAX_STORED_ERRORS = 1000;
/** The history's page length (doc 2 §9: 25 for most tables). */
export const UPLOAD_PAGE = 25;

/** a history row (the generated record of schemas/productUpload.schema.json, its required fields set, its times as
 * Dates) without its errors */
export type UploadSummary = Omit<ProductUploadRecord, 'error' | 'fileName' | 'storeCode'> &
  Pick<ProductUpload, 'fileName' | 'storeCode'>;

/** an upload with its bad rows */
/** a refused line of an imported file */
export interface RowError {
  /** 1-based line of the file; 0 = the whole file */
  line: number;
  message: string;
}

export type Upload = UploadSummary & { error: RowError[] };

export interface UploadOutcome {
  count: number;
  dataCount: number;
  errors: RowError[];
}

const SUMMARY = `"_id"::int AS "_id", "fileName", "storeCode", "fileType", "count", "dataCount", "errorCount",
  received, finished, "createdBy"`;

export class ProductUploadsRepository implements JobTable {
  constructor(readonly db: Queryable) {}

  with(tx: Queryable): ProductUploadsRepository {
    return new ProductUploadsRepository(tx);
  }

  /** The row of a file just received by the server instance `instanceId` (which imports it). */
  async receive(upload: {
    fileName: string;
    storeCode: string;
    fileType: string;
    createdBy: string;
    instanceId: string;
  }): Promise<Upload> {
    const [row] = await this.db.query<Upload>(
      `INSERT INTO product_uploads ("fileName", "storeCode", "fileType", "createdBy", "instanceId", received, error)
       VALUES ($1, $2, $3, $4, $5, now(), '[]'::jsonb) RETURNING ${SUMMARY}, error`,
      [upload.fileName, upload.storeCode, upload.fileType, upload.createdBy, upload.instanceId],
    );
    return row;
  }

  /** Finishes the imports whose instance died: nothing of them was imported (one transaction each). */
  async closeInterrupted(self: string, staleSeconds: number): Promise<number> {
    const reason = JSON.stringify([{ line: 0, message: rowErrorText('interrupted') }]);
    const rows = await this.db.query(
      `UPDATE product_uploads SET "dataCount" = 0, "errorCount" = "errorCount" + 1, error = $3::jsonb || error,
         finished = now()
       WHERE finished IS NULL AND ${deadOwner('product_uploads."instanceId"', '$1', '$2')} RETURNING "_id"`,
      [self, staleSeconds, reason],
    );
    return rows.length;
  }

  /** Records the outcome of the import and the finish time, if the row is still the unfinished import of the
   * instance `instanceId` (one statement: the fence of an instance that froze, was found dead and had its row
   * closed as interrupted by another); undefined otherwise, and the caller rolls its import back. */
  async finish(id: number, instanceId: string, outcome: UploadOutcome): Promise<Upload | undefined> {
    const [row] = await this.db.query<Upload>(
      `UPDATE product_uploads SET "count" = $3, "dataCount" = $4, "errorCount" = $5, error = $6::jsonb,
         finished = now() WHERE "_id" = $1 AND "instanceId" = $2 AND finished IS NULL RETURNING ${SUMMARY}, error`,
      [
        id,
        instanceId,
        outcome.count,
        outcome.dataCount,
        outcome.errors.length,
        JSON.stringify(outcome.errors.slice(0, MAX_STORED_ERRORS)),
      ],
    );
    return row;
  }

  async get(id: number): Promise<Upload | undefined> {
    const [row] = await this.db.query<Upload>(
      `SELECT ${SUMMARY}, error FROM product_uploads WHERE "_id" = $1`,
      [id],
    );
    return row;
  }

  /** The history table: the given stores' uploads (undefined = every store), received descending by default. */
  search(body: SearchBody, stores: string[] | undefined): Promise<SearchResult<UploadSummary>> {
    return searchTagHistory<UploadSummary>(
      this.db,
      {
        meta: tables.productUpload,
        select: SUMMARY,
        scope: (params) => (stores ? [`"storeCode" = ANY(${params.add(stores)}::text[])`] : []),
        dateColumn: 'received',
        defaultLength: UPLOAD_PAGE,
      },
      body,
    );
  }
}
