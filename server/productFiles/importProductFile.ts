// A product file upload from receipt to finish (doc 2 §3, §7 Uploads; docs/api.md "Product files"):
// 1. the history row is written at once (received), so the history shows the upload while it runs;
// 2. the store's parser turns the text into product changes and per-row errors: the default parser on a reading
//    thread (fileReader.ts) that hands the good rows over chunk by chunk as it checks them, a store's parser
//    script in its sandbox;
// 3. the good rows go through applyProductChanges (source 'file', updateId 'file-<upload id>') in ONE
//    transaction with the history row's outcome, a chunk written while the thread checks the next: a failure
//    part way (a write, or the reading) leaves none of the file's changes;
// 4. the row is finished with count, dataCount and the errors (a failed import: dataCount 0, its reason on line 0);
// 5. a process killed part way leaves the row unfinished and nothing imported: the row names its instance, and
//    the next sweep after that instance stops beating finishes it as interrupted (server/instances/instances.ts);
// 6. an instance that froze (SIGSTOP, a stalled VM) and was taken for dead meanwhile cannot finish it afterwards:
//    the finish is one statement that matches only this instance's unfinished row, last in the transaction, and
//    rolls the import back when it matches nothing.
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { productFileFinished } from '../webhooks/events/productFileFinished.ts';
import type { Db } from '../db/db.ts';
import { Readable } from 'node:stream';
import {
  applyProductChanges,
  type ProductChange,
  type ProductChunk,
} from '../products/applyProductChanges.ts';
import { listAliases } from '../repositories/alias.ts';
import { ALARM } from '../repositories/alarms.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import { defaultProductFileParser } from './defaultParser.ts';
import type { ProductFileReader } from './fileReader.ts';
import { parserFor, type ParseContext, type ProductFileParser, type RowError } from './parser.ts';
import { decodeUtf8, readProductFile, type ReadOutcome } from './readJob.ts';
import { ProductUploadsRepository, type Upload, type UploadOutcome } from '../repositories/productUploads.ts';
import { ScriptParserFailure } from './scriptParser.ts';
import type { ScriptService } from '../scripts/scriptService.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** the change an upload makes (tasks and history rows): 'file-<upload id>', apart from other changes' ids */
export const uploadUpdateId = (uploadId: unknown): string => `file-${String(uploadId)}`;

/** doc 1 §8 alarm type names */
export const PARSER_EXCEPTION_ALARM = ALARM.productFileParserException;

export interface ReceivedProductFile {
  storeCode: string;
  fileName: string;
  fileType: 'csv' | 'txt';
  content: Uint8Array;
  createdBy: string;
}

export interface ImportOptions {
  /** the server instance running the import (a restart closes the imports of a dead one) */
  instanceId: string;
  /** the product writer (tests wrap it to fail part way) */
  apply?: typeof applyProductChanges;
  /** the parser (default: the store's, parserFor) */
  parser?: ProductFileParser;
  /** the sandbox of the stores' parser scripts (without it, stores get the default parser) */
  scripts?: ScriptService;
  /** the threads the default parser reads on (without them, it reads on the caller's thread) */
  reader?: ProductFileReader;
  log?: { error(payload: object, message: string): void; info(payload: object, message: string): void };
}

const fileError = (message: string): RowError => ({ line: 0, message });

/** A file being read: its good rows (a list, or chunks as they are read), and what else reading found. */
interface FileRows {
  products: ProductChange[] | AsyncIterable<ProductChunk>;
  /** true once a good row is known, false when reading ended without one (or failed) */
  anyRow: Promise<boolean>;
  outcome: Promise<{ errors: RowError[]; count: number; rows: number; failed?: boolean }>;
}

const listed = (outcome: Awaited<FileRows['outcome']>, rows: ProductChange[]): FileRows => ({
  products: rows,
  anyRow: Promise.resolve(rows.length > 0),
  outcome: Promise.resolve(outcome),
});

/** The default parser's read: on the reading threads when given, its chunks handed over as they come. */
function readChunks(content: Uint8Array, context: ParseContext, reader?: ProductFileReader): FileRows {
  const chunks = new Readable({ objectMode: true, read() {} });
  let firstRow: ((any: boolean) => void) | undefined;
  const anyRow = new Promise<boolean>((resolve) => (firstRow = resolve));
  const onChunk = (chunk: ProductChunk) => {
    firstRow?.(true);
    chunks.push(chunk);
  };
  const reading: Promise<ReadOutcome> = reader
    ? reader.read({ content, context }, onChunk)
    : Promise.resolve().then(() => readProductFile({ content, context }, onChunk));
  const outcome = reading.then(
    (read) => {
      chunks.push(null);
      firstRow?.(false);
      return read;
    },
    (error: unknown) => {
      // the import's writes stop at the next chunk and roll back
      chunks.destroy(error instanceof Error ? error : new Error(String(error)));
      firstRow?.(false);
      throw error;
    },
  );
  // (a failed read is answered where `outcome` is awaited, after the import's write stopped: not unhandled meanwhile)
  chunks.on('error', () => undefined);
  outcome.catch(() => undefined);
  return { products: chunks, anyRow, outcome };
}

async function parse(
  db: Db,
  file: ReceivedProductFile,
  uploadId: number,
  options: ImportOptions,
): Promise<FileRows> {
  const context = { storeCode: file.storeCode, fileName: file.fileName, aliases: await listAliases(db) };
  const parser = options.parser ?? (await parserFor(db, file.storeCode, options.scripts));
  if (parser === defaultProductFileParser) return readChunks(file.content, context, options.reader);
  const text = decodeUtf8(file.content);
  if (text === undefined)
    return listed({ errors: [fileError(rowErrorText('notUtf8'))], count: 0, rows: 0 }, []);
  try {
    const result = await parser.parse(text, context);
    const count = result.count ?? result.rows.length + result.errors.length;
    return listed({ errors: result.errors, count, rows: result.rows.length }, result.rows);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await repositoriesOf(db).alarms.raise({
      location: file.storeCode,
      type: PARSER_EXCEPTION_ALARM,
      class: 2,
      data: { uploadId, fileName: file.fileName, parser: parser.name, error: reason },
    });
    const line = error instanceof ScriptParserFailure ? error.line : 0;
    const errors = [{ line, message: rowErrorText('parserException', reason) }];
    return listed({ errors, count: 0, rows: 0, failed: true }, []);
  }
}

/** what the upload's row says of a read that failed (the reading thread stopped at its time limit) */
function readFailure(error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  return { errors: [fileError(rowErrorText('parserException', reason))], count: 0, rows: 0, failed: true };
}

/** The import's row is no longer this instance's to finish (server/instances/instances.ts closed it). */
class Fenced extends Error {
  constructor(readonly uploadId: number) {
    super(`upload ${uploadId} was closed by another instance`);
  }
}

export async function importProductFile(
  db: Db,
  file: ReceivedProductFile,
  options: ImportOptions,
): Promise<Upload> {
  const uploads = repositoriesOf(db).productUploads;
  const received = await uploads.receive({ ...file, instanceId: options.instanceId });
  // a finish that finds the row closed (this instance froze and was taken for dead) answers the row as it is
  const finish = async (repo: ProductUploadsRepository, outcome: UploadOutcome): Promise<Upload> => {
    const row = await repo.finish(received._id, options.instanceId, outcome);
    if (!row) throw new Fenced(received._id);
    await emitWebhookEvent(repo.db, productFileFinished(row));
    return row;
  };
  const orClosed = (pending: Promise<Upload>): Promise<Upload> =>
    pending.catch(async (error: unknown) => {
      if (!(error instanceof Fenced)) throw error;
      options.log?.error({ uploadId: error.uploadId }, 'product file import fenced: its row was closed');
      const row = await uploads.get(error.uploadId);
      if (!row) throw error;
      return row;
    });
  const read = await parse(db, file, received._id, options);
  if (!(await read.anyRow)) {
    const outcome = await read.outcome.catch(readFailure);
    const reasons =
      outcome.failed || outcome.errors.some((e) => e.line === 0)
        ? outcome.errors
        : [fileError(rowErrorText('noValidData')), ...outcome.errors];
    return orClosed(finish(uploads, { count: outcome.count, dataCount: 0, errors: reasons }));
  }
  const apply = options.apply ?? applyProductChanges;
  options.log?.info({ uploadId: received._id }, 'product file import applying');
  try {
    return await orClosed(
      db.transaction(async (tx) => {
        await apply(tx, {
          storeCode: file.storeCode,
          products: read.products,
          createdBy: file.createdBy,
          source: 'file',
          updateId: uploadUpdateId(received._id),
        });
        const { count, rows, errors } = await read.outcome;
        await repositoriesOf(tx).systemConfig.set('lastProductFileAt', new Date().toISOString());
        // the fence, last before the commit: a closed row rolls every change of the file back
        return finish(uploads.with(tx), { count, dataCount: rows, errors });
      }),
    );
  } catch (error) {
    options.log?.error({ err: error, uploadId: received._id }, 'product file import failed');
    const { count, errors } = await read.outcome.catch(readFailure);
    return orClosed(
      finish(uploads, { count, dataCount: 0, errors: [fileError(rowErrorText('importFailed')), ...errors] }),
    );
  }
}
