// The product file reading threads (server/workers/workerPool.ts): a file of the default parser is read on one
// (readJob.ts), its chunks of good rows handed to the import as they come (importProductFile.ts writes a chunk
// while the thread checks the next), so that checking a large file never holds the API's event loop and the
// import takes about the time of its writes alone. Started when the server listens (start), or with the first
// upload, stopped with close().
import type { ProductChunk } from '../products/applyProductChanges.ts';
import { createWorkerPool, runReporting, WorkerTimeout } from '../workers/workerPool.ts';
import type { ReadJob, ReadOutcome } from './readJob.ts';

const WORKER = new URL('./readWorker.mjs', import.meta.url).href;
/** starting a thread and reading the largest file accepted (100 MB: about a million rows): minutes at most */
const READ_TIMEOUT_MS = 5 * 60_000;

export const READ_TOO_LONG = 'Reading the product file took too long and was stopped.';

export interface ProductFileReader {
  /** Reads the file, handing each chunk to onChunk in file order; answers once every chunk was handed. */
  read(job: Omit<ReadJob, 'port'>, onChunk: (chunk: ProductChunk) => void): Promise<ReadOutcome>;
  /** starts the first reading thread now: its start (loading the reader, about a second) not on the first file */
  start(): void;
  close(): Promise<void>;
}

export function createProductFileReader(threads?: number): ProductFileReader {
  const pool = createWorkerPool<ReadJob, ReadOutcome>(WORKER, threads);
  return {
    async read(job, onChunk) {
      try {
        return await runReporting(
          (port) => pool.run({ ...job, port }, READ_TIMEOUT_MS, [port]),
          onChunk,
          (outcome) => outcome.chunks,
        );
      } catch (error) {
        throw error instanceof WorkerTimeout ? new Error(READ_TOO_LONG) : error;
      }
    },
    start: () => pool.start(),
    close: () => pool.close(),
  };
}
