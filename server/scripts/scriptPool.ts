// The script threads: every user script runs in the QuickJS sandbox on a worker thread (server/workers/
// workerPool.ts), never on the API's event loop. The sandbox stops a call at the time limit (SCRIPT_TIMEOUT_MS,
// default 1000) and a runtime at the memory limit (SCRIPT_MEMORY_MB, default 32); should a thread not come back
// anyway (a hang inside the WebAssembly engine), the pool terminates it after the calls' limits plus a grace.
import type { Transferable as WorkerTransferable } from 'node:worker_threads';
import { createWorkerPool, runReporting, WorkerTimeout } from '../workers/workerPool.ts';
import type { SandboxLimits } from './sandbox.ts';
import {
  batchAnswers,
  batchCount,
  lineAnswers,
  type LineAnswer,
  type LineBatch,
  type LinesPayload,
  type ScriptJob,
  type ScriptOutcome,
} from './scriptJob.ts';

export interface ScriptPoolOptions {
  timeoutMs: number;
  memoryMb: number;
  threads?: number;
  /** lines of a product file per parseLine call */
  batchLines?: number;
}

export interface ScriptPool {
  readonly limits: SandboxLimits;
  call(code: string, fn: string, args: unknown[]): Promise<ScriptOutcome>;
  /** loads the code only: its syntax, its top level, one of the functions defined */
  load(code: string, fns: string[]): Promise<ScriptOutcome>;
  /**
   * A product file through parseLine or parseFile: its answers as LineAnswer[]; or, given onAnswers, handed to
   * it batch by batch while the thread works on the next one (the outcome's value then is []).
   */
  lines(
    code: string,
    text: string,
    context: Record<string, unknown>,
    onAnswers?: (answers: LineAnswer[]) => void,
  ): Promise<ScriptOutcome>;
  close(): Promise<void>;
}

const WORKER = new URL('./scriptWorker.mjs', import.meta.url).href;
/** waiting for a thread and starting one (tsx and QuickJS load) on top of the calls' own limits */
const GRACE_MS = 5_000;
export const BATCH_LINES = 2_000;

export const threadStopped = (ms: number) =>
  `The script did not return within ${ms} ms and its thread was stopped.`;

/** the batches a lines job sent on its port: none when the call failed or the script parsed the file whole */
function batchesSent(outcome: ScriptOutcome): number {
  if (!outcome.ok) return 0;
  const payload = outcome.value as LinesPayload;
  return payload.parsed === 'lines' ? payload.sent : 0;
}

export function createScriptPool({
  timeoutMs,
  memoryMb,
  threads,
  batchLines = BATCH_LINES,
}: ScriptPoolOptions): ScriptPool {
  const pool = createWorkerPool<ScriptJob, ScriptOutcome>(WORKER, threads);
  const limits: SandboxLimits = { timeoutMs, memoryBytes: memoryMb * 1024 * 1024 };

  async function run(
    job: ScriptJob,
    calls: number,
    transferList?: WorkerTransferable[],
  ): Promise<ScriptOutcome> {
    // loading the code is a call too
    const hardMs = timeoutMs * (calls + 1) + GRACE_MS;
    try {
      return await pool.run(job, hardMs, transferList);
    } catch (error) {
      if (error instanceof WorkerTimeout)
        return { ok: false, error: { name: 'Error', message: threadStopped(hardMs) }, ms: hardMs };
      throw error;
    }
  }

  return {
    limits,
    call: (code, fn, args) => run({ kind: 'call', code, fn, args, limits }, 1),
    load: (code, fns) => run({ kind: 'load', code, fns, limits }, 0),
    lines: async (code, text, context, onAnswers) => {
      const calls = batchCount(text, batchLines);
      const job = { kind: 'lines', code, text, context, limits, batch: batchLines } as const;
      if (!onAnswers) {
        const outcome = await run(job, calls);
        return outcome.ok ? { ...outcome, value: lineAnswers(outcome.value as LinesPayload) } : outcome;
      }
      const outcome = await runReporting(
        (port) => run({ ...job, port }, calls, [port]),
        (batch: LineBatch) => onAnswers(batchAnswers(batch)),
        batchesSent,
      );
      if (!outcome.ok) return outcome;
      const payload = outcome.value as LinesPayload;
      if (payload.parsed === 'file') onAnswers(lineAnswers(payload));
      return { ...outcome, value: [] };
    },
    close: () => pool.close(),
  };
}
