// Reading a product file with the default parser (defaultParser.ts) on a file-reading thread
// (fileReader.ts): the bytes decoded, the rows checked, and the good rows handed out as they are checked, one
// ProductChunk (PRODUCT_CHUNK rows as JSON) at a time, so that the import writes a chunk while the thread checks
// the next, and a 100,000-row file never holds the API's event loop (about a second of checking).
import type { MessagePort } from 'node:worker_threads';
import { rowErrorText } from '../../domain/rowErrors.ts';
import { PRODUCT_CHUNK, type ProductChunk } from '../products/applyProductChanges.ts';
import { streamProductFile, type ReadSummary } from './defaultParser.ts';
import type { ParseContext } from './parser.ts';

export interface ReadJob {
  content: Uint8Array;
  context: ParseContext;
  /** where the chunks go (on a thread): the outcome tells how many were sent */
  port?: MessagePort;
}

export interface ReadOutcome extends ReadSummary {
  /** chunks handed out */
  chunks: number;
}

/** The text of a UTF-8 file (a byte order mark skipped); undefined when its bytes are not UTF-8. */
export function decodeUtf8(content: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return undefined;
  }
}

/** Reads the file, handing each chunk of good rows to `onChunk` (given) or the job's port. */
export function readProductFile(job: ReadJob, onChunk?: (chunk: ProductChunk) => void): ReadOutcome {
  const text = decodeUtf8(job.content);
  if (text === undefined)
    return { errors: [{ line: 0, message: rowErrorText('notUtf8') }], count: 0, rows: 0, chunks: 0 };
  const send = onChunk ?? ((chunk: ProductChunk) => job.port?.postMessage(chunk));
  let chunks = 0;
  const summary = streamProductFile(text, job.context, PRODUCT_CHUNK, (rows) => {
    send({ json: JSON.stringify(rows), count: rows.length });
    chunks += 1;
  });
  return { ...summary, chunks };
}

export default function readJob(job: ReadJob): ReadOutcome {
  return readProductFile(job);
}
