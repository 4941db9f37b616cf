// The migration file thread: inflating and parsing an uploaded store migration file (server/settings/
// migrationFile.ts) runs on a worker thread (server/workers/workerPool.ts), so a large or hostile file never stalls
// the API; one thread, started with the first upload, stopped with close().
import { createWorkerPool, WorkerTimeout } from '../workers/workerPool.ts';
import type { MigrationJob, ReadOutcome } from './migrationFile.ts';

const WORKER = new URL('./migrationWorker.mjs', import.meta.url).href;
/** starting the thread, inflating and parsing the largest file accepted: minutes at most */
const READ_TIMEOUT_MS = 5 * 60_000;

export const READ_TOO_LONG = 'Reading the migration file took too long and was stopped.';

export interface MigrationReader {
  read(job: MigrationJob): Promise<ReadOutcome>;
  close(): Promise<void>;
}

export function createMigrationReader(): MigrationReader {
  const pool = createWorkerPool<MigrationJob, ReadOutcome>(WORKER, 1);
  return {
    async read(job) {
      try {
        return await pool.run(job, READ_TIMEOUT_MS);
      } catch (error) {
        if (error instanceof WorkerTimeout) return { ok: false, status: 400, message: READ_TOO_LONG };
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
