// The sandbox of the user scripts (DESIGN §3): QuickJS compiled to WebAssembly (quickjs-emscripten), one fresh
// runtime per job, with no host function at all: no require, process, fetch, import, timers, console, file
// system or network. Plain data goes in as JSON text and comes out as JSON text. Each call has a time limit
// (an interrupt handler checks a deadline) and the runtime a memory limit; a script that breaks either stops
// with a clear message. Runs inside a script thread (scriptJob.ts), never on the API's event loop.
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  RELEASE_SYNC,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';

export interface SandboxLimits {
  /** milliseconds one call may run */
  timeoutMs: number;
  /** bytes the runtime may allocate */
  memoryBytes: number;
}

export interface ScriptError {
  name: string;
  message: string;
  /** 1-based line of the script where it failed (syntax error or the innermost frame of the script) */
  line?: number;
  column?: number;
}

export type SandboxResult<T = unknown> =
  { ok: true; value: T; ms: number } | { ok: false; error: ScriptError; ms: number };

/** the script's file name in stack traces */
export const SCRIPT_FILE = 'script.js';
const HOST_FILE = 'host.js';
const STACK_BYTES = 256 * 1024;
const NEVER_SETTLED: ScriptError = {
  name: 'Error',
  message: 'The script answered a promise that never settled.',
};

export const timeLimitMessage = (ms: number) =>
  `The script ran longer than the time limit of ${ms} ms and was stopped (an endless loop?).`;
export const memoryLimitMessage = (bytes: number) =>
  `The script used more than the memory limit of ${Math.round(bytes / 1024 / 1024)} MB and was stopped.`;

const PAGE = 64 * 1024;
/** the engine's own memory before any script (16 MB in quickjs-emscripten 0.32) */
const BASE_PAGES = 256;

let module: { quickJs: QuickJSWASMModule; memoryBytes: number } | undefined;

/**
 * The engine of this thread. QuickJS's own limit (setMemoryLimit) counts allocations, not their sizes, in this
 * build, so the WebAssembly memory itself is capped: at most `memoryBytes` beyond the engine's base. One job
 * runs at a time in a thread, so the cap is the job's.
 */
async function quickJs(memoryBytes: number): Promise<QuickJSWASMModule> {
  if (module?.memoryBytes !== memoryBytes) {
    const wasmMemory = new WebAssembly.Memory({
      initial: BASE_PAGES,
      maximum: BASE_PAGES + Math.ceil(memoryBytes / PAGE),
    });
    const quickJs = await newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmMemory }));
    module = { quickJs, memoryBytes };
  }
  return module.quickJs;
}

interface Dumped {
  name?: string;
  message?: string;
  stack?: string;
  lineNumber?: number;
}

function scriptError(dumped: unknown, limits: SandboxLimits, interrupted: boolean): ScriptError {
  const error: Dumped = typeof dumped === 'object' && dumped !== null ? dumped : { message: String(dumped) };
  const frame = new RegExp(`${SCRIPT_FILE.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(error.stack ?? '');
  const where = frame
    ? { line: Number(frame[1]), column: Number(frame[2]) }
    : error.lineNumber
      ? { line: error.lineNumber }
      : {};
  let message = String(error.message ?? 'Script error');
  // the error names its cause; the clock decides only for an error that does not (a busy machine can pass the
  // deadline while an out-of-memory error is being raised)
  if (error.name === 'InternalError' && message === 'out of memory')
    message = memoryLimitMessage(limits.memoryBytes);
  else if (interrupted || (error.name === 'InternalError' && message === 'interrupted'))
    message = timeLimitMessage(limits.timeoutMs);
  return { name: String(error.name ?? 'Error'), message: message.slice(0, 2000), ...where };
}

/** A script loaded in a fresh runtime: call its functions with JSON in and out, each call with its deadline. */
export class SandboxSession {
  private deadline = 0;
  private constructor(
    private readonly runtime: QuickJSRuntime,
    private readonly context: QuickJSContext,
    readonly limits: SandboxLimits,
  ) {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(STACK_BYTES);
    runtime.setInterruptHandler(() => Date.now() > this.deadline);
  }

  static async open(limits: SandboxLimits): Promise<SandboxSession> {
    const runtime = (await quickJs(limits.memoryBytes)).newRuntime();
    return new SandboxSession(runtime, runtime.newContext(), limits);
  }

  private fail(handle: QuickJSHandle): ScriptError {
    const dumped: unknown = this.context.dump(handle);
    handle.dispose();
    return scriptError(dumped, this.limits, Date.now() > this.deadline);
  }

  /** evaluates code with the call's deadline; a promise it answers is settled (no timers exist: jobs only) */
  eval(code: string, file = HOST_FILE): SandboxResult<QuickJSHandle> {
    const started = performance.now();
    this.deadline = Date.now() + this.limits.timeoutMs;
    const ms = () => performance.now() - started;
    const result = this.context.evalCode(code, file);
    if (result.error) return { ok: false, error: this.fail(result.error), ms: ms() };
    const value = result.value;
    if (this.context.typeof(value) !== 'object') return { ok: true, value, ms: ms() };
    let state = this.context.getPromiseState(value);
    if (state.type === 'fulfilled' && state.notAPromise) return { ok: true, value, ms: ms() };
    if (state.type === 'pending') {
      const jobs = this.runtime.executePendingJobs();
      if (jobs.error) {
        value.dispose();
        return { ok: false, error: this.fail(jobs.error), ms: ms() };
      }
      state = this.context.getPromiseState(value);
    }
    value.dispose();
    if (state.type === 'rejected') return { ok: false, error: this.fail(state.error), ms: ms() };
    if (state.type === 'pending') return { ok: false, error: NEVER_SETTLED, ms: ms() };
    return { ok: true, value: state.value, ms: ms() };
  }

  /** loads the user's code; a syntax error or a top-level exception answers its line */
  load(code: string): SandboxResult<null> {
    const result = this.eval(code, SCRIPT_FILE);
    if (!result.ok) return result;
    result.value.dispose();
    return { ok: true, value: null, ms: result.ms };
  }

  /** whether the script defines a global function of that name */
  defines(name: string): boolean {
    const handle = this.context.getProp(this.context.global, name);
    const is = this.context.typeof(handle) === 'function';
    handle.dispose();
    return is;
  }

  /** sets a global to a string (the JSON text of the input) */
  setText(name: string, text: string): void {
    const handle = this.context.newString(text);
    this.context.setProp(this.context.global, name, handle);
    handle.dispose();
  }

  /** evaluates an expression that answers JSON text: the text ('null' when it answers no string) */
  text(expression: string): SandboxResult<string> {
    const result = this.eval(expression);
    if (!result.ok) return result;
    const text =
      this.context.typeof(result.value) === 'string' ? this.context.getString(result.value) : 'null';
    result.value.dispose();
    return { ok: true, value: text, ms: result.ms };
  }

  /** evaluates an expression that answers JSON text, and parses it */
  json<T>(expression: string): SandboxResult<T> {
    const result = this.text(expression);
    return result.ok ? { ...result, value: JSON.parse(result.value) as T } : result;
  }

  /** calls a global function with JSON arguments; answers its value as JSON text (undefined → null) */
  callText(name: string, args: unknown[]): SandboxResult<string> {
    this.setText('__hostArgs', JSON.stringify(args));
    return this.text(
      `(() => { const v = ${name}(...JSON.parse(__hostArgs));
        return (v && typeof v.then === 'function') ? v.then((x) => JSON.stringify(x === undefined ? null : x))
          : JSON.stringify(v === undefined ? null : v); })()`,
    );
  }

  /** calls a global function with JSON arguments; answers its value as plain data (undefined → null) */
  call<T>(name: string, args: unknown[]): SandboxResult<T> {
    const result = this.callText(name, args);
    return result.ok ? { ...result, value: JSON.parse(result.value) as T } : result;
  }

  dispose(): void {
    try {
      this.context.dispose();
      this.runtime.dispose();
    } catch {
      // a runtime QuickJS could not free cleanly: the next session starts from a fresh WebAssembly module
      module = undefined;
    }
  }
}
