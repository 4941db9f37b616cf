// The render threads: every label drawing runs in a worker pool (piscina) sized to the cores, never on the event
// loop, so a heavy label cannot stall the API. Each job has a time limit (RENDER_TIMEOUT_MS, from when it is
// handed in): past it the job's thread is terminated (piscina starts a fresh one) and the caller gets a 422
// 'Label rendering took too long and was stopped.'. The threads start with the first job and stop with close().
import { HttpError } from '../http/errors.ts';
import { message, type Message } from '../http/messages.ts';
import { createWorkerPool, defaultThreads, WorkerTimeout } from '../workers/workerPool.ts';
import type { RenderJob } from './renderJob.ts';
import type { RenderInput } from './renderLabel.ts';
import type { SignageRenderInput } from './signageShow.ts';

export const RENDER_TOO_LONG = message('app.serverMessages.renderTooLong');
export const SIGNAGE_TOO_LONG = message('app.serverMessages.signageRenderTooLong');

export interface RenderPoolOptions {
  /** milliseconds a job may take, queueing included */
  timeoutMs: number;
  /** threads; default the number of cores */
  threads?: number;
}

/** how a render ended: its PNGs, stopped at the time limit, or another failure */
export type RenderOutcome = 'ok' | 'timeout' | 'error';

/** one finished render job (queueing included in `seconds`): the metrics' render durations */
export type RenderListener = (kind: RenderJob['kind'], outcome: RenderOutcome, seconds: number) => void;

export interface RenderPool {
  /** one page of a label as PNG */
  label(input: RenderInput): Promise<Buffer>;
  /** every page of a label as PNG, main page first */
  pages(input: Omit<RenderInput, 'page'>): Promise<Buffer[]>;
  /** one slide of a signage show as PNG (server/render/signageShow.ts) */
  signage(input: SignageRenderInput): Promise<Buffer>;
  /** render jobs waiting for a free thread now */
  queued(): number;
  /** tells `listener` of every finished render job from now on, until the answered function is called */
  onRender(listener: RenderListener): () => void;
  close(): Promise<void>;
}

const WORKER = new URL('./renderWorker.mjs', import.meta.url).href;

export function createRenderPool({ timeoutMs, threads = defaultThreads() }: RenderPoolOptions): RenderPool {
  const pool = createWorkerPool<RenderJob, Uint8Array[]>(WORKER, threads);
  const listeners = new Set<RenderListener>();
  const done = (job: RenderJob, outcome: RenderOutcome, started: number) => {
    for (const listener of listeners) listener(job.kind, outcome, (performance.now() - started) / 1000);
  };

  async function run(job: RenderJob, tooLong: Message = RENDER_TOO_LONG): Promise<Buffer[]> {
    const started = performance.now();
    try {
      const pngs = await pool.run(job, timeoutMs);
      done(job, 'ok', started);
      return pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    } catch (error) {
      done(job, error instanceof WorkerTimeout ? 'timeout' : 'error', started);
      if (error instanceof WorkerTimeout) throw new HttpError(422, tooLong);
      throw error;
    }
  }

  return {
    label: async (input) => (await run({ kind: 'label', input }))[0],
    pages: (input) => run({ kind: 'pages', input }),
    signage: async (input) => (await run({ kind: 'signage', input }, SIGNAGE_TOO_LONG))[0],
    queued: () => pool.queued(),
    onRender(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => pool.close(),
  };
}
