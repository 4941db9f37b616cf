// The product file reading threads (server/workers/workerPool.ts): a file of the default parser is read on one
// (readJob.ts), its chunks of good rows handed to the import as they come (importProductFile.ts writes a chunk
// while the thread checks the next), so that checking a large file never holds the API's event loop and the
// import takes about the time of its writes alone. Started with the first upload, stopped with close().
import { MessageChannel } from 'node:worker_threads';
import type { ProductChunk } from '../products/applyProductChanges.ts';
import { createWorkerPool, WorkerTimeout } from '../workers/workerPool.ts';
import type { ReadJob, ReadOutcome } from './readJob.ts';

const WORKER = new URL('./readWorker.mjs', import.meta.url).href;
/** starting a thread and reading the largest file accepted (100 MB: about a million rows): minutes at most */
const READ_TIMEOUT_MS = 5 * 60_000;

export const READ_TOO_LONG = 'Reading the product file took too long and was stopped.';

export interface ProductFileReader {
  /** Reads the file, handing each chunk to onChunk in file order; answers once every chunk was handed. */
  read(job: Omit<ReadJob, 'port'>, onChunk: (chunk: ProductChunk) => void): Promise<ReadOutcome>;
  close(): Promise<void>;
}

export function createProductFileReader(threads?: number): ProductFileReader {
  const pool = createWorkerPool<ReadJob, ReadOutcome>(WORKER, threads);
  return {
    async read(job, onChunk) {
      const { port1, port2 } = new MessageChannel();
      let received = 0;
      let allIn: (() => void) | undefined;
      port1.on('message', (chunk: ProductChunk) => {
        onChunk(chunk);
        received += 1;
        allIn?.();
      });
      try {
        const outcome = await pool.run({ ...job, port: port2 }, READ_TIMEOUT_MS, [port2]);
        // (the outcome can come before the port's last messages)
        await new Promise<void>((resolve) => {
          allIn = () => received >= outcome.chunks && resolve();
          allIn();
        });
        return outcome;
      } catch (error) {
        throw error instanceof WorkerTimeout ? new Error(READ_TOO_LONG) : error;
      } finally {
        port1.close();
      }
    },
    close: () => pool.close(),
  };
}
