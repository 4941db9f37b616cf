// A paper file upload (POST /paper/file; docs/api.md "Paper labels"): the upload history row is written when the
// file arrives; the store's paper parser reads the file (paperParserFor: the store's paper parser script in the
// sandbox when one is in use, else the built-in format); labels without info take the stored product's; then, in one
// transaction, a paper task with one row per label (the simulated printers print them) and the finished history
// row (taskId, count, errors). No valid label: no task, the history row says 'No valid data'.
import type { Db, Queryable } from '../db/db.ts';
import type { ScriptService } from '../scripts/scriptService.ts';
import { repositoriesOf, createRepositories } from '../repositories/index.ts';
import { rowErrorText } from '../../domain/rowErrors.ts';
import type { PaperLabel, PaperParseResult } from './parse.ts';
import { paperParserFor, type PaperParser } from './parser.ts';
import { type PaperUpload } from '../repositories/paper.ts';

export const PAPER_PARSER_EXCEPTION_ALARM = 'PAPER PARSER EXCEPTION';

export interface ReceivedPaperFile {
  storeCode: string;
  fileName: string;
  taskDes: string;
  content: Uint8Array;
  createdBy: string;
}

function decodeUtf8(content: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return undefined;
  }
}

async function parse(
  db: Queryable,
  file: ReceivedPaperFile,
  uploadId: number,
  parser: PaperParser,
): Promise<PaperParseResult> {
  const text = decodeUtf8(file.content);
  if (text === undefined)
    return { labels: [], errors: [{ line: 0, message: rowErrorText('notUtf8') }], count: 0 };
  try {
    return await parser.parse(file.storeCode, text, file.fileName);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await repositoriesOf(db).alarms.raise({
      location: file.storeCode,
      type: PAPER_PARSER_EXCEPTION_ALARM,
      class: 2,
      data: { uploadId, fileName: file.fileName, parser: parser.name, error: reason },
    });
    return {
      labels: [],
      errors: [{ line: 0, message: rowErrorText('paperParserException', reason) }],
      count: 0,
    };
  }
}

/** labels without info get the stored product's; unknown products are row errors */
async function withProductInfo(db: Queryable, storeCode: string, labels: PaperLabel[]) {
  const missing = [...new Set(labels.filter((l) => !l.prInfo).map((l) => l.prCode))];
  const stored = new Map<string, string[]>();
  if (missing.length > 0) {
    for (const product of await createRepositories(db).products.byCodes(storeCode, missing))
      stored.set(product.prCode, product.prInfo ?? []);
  }
  const good: Array<{ prCode: string; prInfo: string[] }> = [];
  const errors: Array<{ line: number; message: string }> = [];
  for (const label of labels) {
    const info = label.prInfo ?? stored.get(label.prCode);
    if (info) good.push({ prCode: label.prCode, prInfo: info });
    else errors.push({ line: label.line, message: rowErrorText('productNotExist') });
  }
  return { good, errors };
}

export async function importPaperFile(
  db: Db,
  scripts: ScriptService,
  file: ReceivedPaperFile,
): Promise<PaperUpload> {
  const paper = repositoriesOf(db).paper;
  const uploadId = await paper.receive(file);
  const parser = await paperParserFor(db, file.storeCode, scripts);
  const parsed = await parse(db, file, uploadId, parser);
  const { good, errors: lookupErrors } = await withProductInfo(db, file.storeCode, parsed.labels);
  const errors = [...parsed.errors, ...lookupErrors].sort((a, b) => a.line - b.line);
  await db.transaction(async (tx) => {
    const inTx = paper.with(tx);
    const taskId = good.length
      ? await inTx.createTask({ storeCode: file.storeCode, taskDes: file.taskDes, uploadId, labels: good })
      : null;
    const reasons =
      taskId === null && !errors.some((e) => e.line === 0)
        ? [{ line: 0, message: rowErrorText('noValidData') }, ...errors]
        : errors;
    await inTx.finishUpload(uploadId, { taskId, count: parsed.count, errors: reasons, parser: parser.name });
  });
  return (await paper.upload(uploadId))!;
}
