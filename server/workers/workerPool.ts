// Worker threads for work that must never run on the API's event loop (label drawing, user scripts): a piscina
// pool sized to the cores, started with the first job (or before it: start), with a hard time limit per job (from
// when it is handed in, queueing included): past it the job's thread is terminated (piscina starts a fresh one)
// and the caller gets a WorkerTimeout. The render pool (server/render/renderPool.ts), the script pool
// (server/scripts/scriptPool.ts) and the product file reader (server/productFiles/fileReader.ts) are some of these.
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';

export class WorkerTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The job did not finish within ${timeoutMs} ms and its thread was stopped.`);
  }
}

export interface WorkerPool<Job, Result> {
  /** transferList: objects of the job moved to the thread (a MessagePort the job reports on) */
  run(job: Job, timeoutMs: number, transferList?: Transferable[]): Promise<Result>;
  /** jobs handed in and waiting for a free thread */
  queued(): number;
  /** starts the first thread now (it loads the job's module) rather than with the first job */
  start(): void;
  close(): Promise<void>;
}

/** an idle thread stays this long before it stops (one always stays) */
const IDLE_MS = 60_000;

export const defaultThreads = () => Math.max(1, availableParallelism() - 1);

export function createWorkerPool<Job, Result>(
  worker: string,
  threads: number = defaultThreads(),
): WorkerPool<Job, Result> {
  let pool: Piscina | undefined;
  const size = Math.max(1, Math.floor(threads));
  // (piscina starts minThreads at once, each loading the module before its first job)
  const running = () =>
    (pool ??= new Piscina({ filename: worker, minThreads: 1, maxThreads: size, idleTimeout: IDLE_MS }));
  return {
    async run(job, timeoutMs, transferList) {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return (await running().run(job, { signal, ...(transferList ? { transferList } : {}) })) as Result;
      } catch (error) {
        if (signal.aborted) throw new WorkerTimeout(timeoutMs);
        throw error;
      }
    },
    queued: () => pool?.queueSize ?? 0,
    start: () => void running(),
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}

/**
 * A job that reports as it works, on a MessagePort of its own: start hands the port to the job (in the job and
 * its transfer list); each message goes to onMessage in the order sent; the answer is the job's result once the
 * number of messages sent(result) says were sent has come in (a result can come before the port's last
 * messages). The port is closed at the end, whatever the outcome.
 */
export async function runReporting<Result, Message>(
  start: (port: MessagePort) => Promise<Result>,
  onMessage: (message: Message) => void,
  sent: (result: Result) => number,
): Promise<Result> {
  const { port1, port2 } = new MessageChannel();
  let received = 0;
  let allIn: (() => void) | undefined;
  port1.on('message', (message: Message) => {
    onMessage(message);
    received += 1;
    allIn?.();
  });
  try {
    const result = await start(port2);
    await new Promise<void>((resolve) => {
      allIn = () => received >= sent(result) && resolve();
      allIn();
    });
    return result;
  } finally {
    port1.close();
  }
}
