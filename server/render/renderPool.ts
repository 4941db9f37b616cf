// The render threads: every label drawing runs in a worker pool (piscina) sized to the cores, never on the event
// loop, so a heavy label cannot stall the API. Each job has a time limit (RENDER_TIMEOUT_MS, from when it is
// handed in): past it the job's thread is terminated (piscina starts a fresh one) and the caller gets a 422
// 'Label rendering took too long and was stopped.'. The threads start with the first job and stop with close().
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.ts';
import type { RenderJob } from './renderJob.ts';
import type { RenderInput } from './renderLabel.ts';

export const RENDER_TOO_LONG = 'Label rendering took too long and was stopped.';

export interface RenderPoolOptions {
  /** milliseconds a job may take, queueing included */
  timeoutMs: number;
  /** threads; default the number of cores */
  threads?: number;
}

export interface RenderPool {
  /** one page of a label as PNG */
  label(input: RenderInput): Promise<Buffer>;
  /** every page of a label as PNG, main page first */
  pages(input: Omit<RenderInput, 'page'>): Promise<Buffer[]>;
  close(): Promise<void>;
}

const WORKER = new URL('./renderWorker.mjs', import.meta.url).href;
/** an idle thread stays this long before it stops (one always stays) */
const IDLE_MS = 60_000;

export function createRenderPool({
  timeoutMs,
  threads = Math.max(1, availableParallelism() - 1),
}: RenderPoolOptions): RenderPool {
  let pool: Piscina | undefined;
  const size = Math.max(1, Math.floor(threads));

  async function run(job: RenderJob): Promise<Buffer[]> {
    pool ??= new Piscina({ filename: WORKER, minThreads: 1, maxThreads: size, idleTimeout: IDLE_MS });
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const pngs = (await pool.run(job, { signal })) as Uint8Array[];
      return pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    } catch (error) {
      if (signal.aborted) throw new HttpError(422, RENDER_TOO_LONG);
      throw error;
    }
  }

  return {
    label: async (input) => (await run({ kind: 'label', input }))[0],
    pages: (input) => run({ kind: 'pages', input }),
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
