// The work a script thread does (server/scripts/scriptPool.ts), in the QuickJS sandbox of sandbox.ts:
// - 'call': load the code and call one function with JSON arguments (third-party authentication, the
//   decorators, the paper parser, the Run panel);
// - 'lines': a product file. A script defining parseFile(text, context) gets the whole text in one call; one
//   defining parseLine(line, context) gets the file's lines (blank lines and '#' comments skipped, doc 1 §5) in
//   batches of `batch` lines, each batch one call with its own time limit, the same runtime throughout (a
//   script may keep state between lines, a header for instance). An exception names the file line it met.
//   A batch goes in as one text (its lines joined by \n, split inside the sandbox) and its answers come out as
//   the JSON text the sandbox wrote: the thread neither parses nor clones the rows one by one; the API thread
//   parses each batch's text once (lineAnswers), which is cheaper than a structured clone of 100,000 objects.
import type { MessagePort } from 'node:worker_threads';
import { SandboxSession, type SandboxLimits, type SandboxResult, type ScriptError } from './sandbox.ts';

export type ScriptJob =
  | { kind: 'call'; code: string; fn: string; args: unknown[]; limits: SandboxLimits }
  | { kind: 'load'; code: string; fns: string[]; limits: SandboxLimits }
  | {
      kind: 'lines';
      code: string;
      text: string;
      context: Record<string, unknown>;
      limits: SandboxLimits;
      batch: number;
      /** where each batch's answers go as soon as they are ready (the API thread reads them meanwhile) */
      port?: MessagePort;
    };

/** what the script answered for one line of the file (parseFile: for its n-th answer, line n unless it says) */
export interface LineAnswer {
  line: number;
  value: unknown;
}

/** one batch of parseLine answers: the file lines and the JSON text of the answers */
export interface LineBatch {
  lines: number[];
  json: string;
}

/** a 'lines' job's answers as the thread sends them: JSON texts, parsed on the API thread by lineAnswers;
 * with a port the batches went there (`sent` of them) */
export type LinesPayload =
  { parsed: 'lines'; batches: LineBatch[]; sent: number } | { parsed: 'file'; json: string };

export type ScriptOutcome = SandboxResult<unknown> & { error?: ScriptError & { fileLine?: number } };

const isSkipped = (line: string) => line.trim() === '' || line.trimStart().startsWith('#');

/** the lines a parseLine script sees: [1-based line, text], blank and comment lines left out */
export function scriptLines(text: string): Array<[number, string]> {
  const lines: Array<[number, string]> = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((line, i) => {
      if (!isSkipped(line)) lines.push([i + 1, line]);
    });
  return lines;
}

/** batches of a parseLine run: how many calls the file takes (the pool's hard limit counts them) */
export const batchCount = (text: string, batch: number) =>
  Math.max(1, Math.ceil(scriptLines(text).length / batch));

const LINE_LOOP = `(() => {
  const lines = __hostLines.split('\\n');
  const numbers = JSON.parse(__hostLineNumbers);
  const context = globalThis.__hostContextValue ??= JSON.parse(__hostContext);
  const out = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    globalThis.__hostLine = numbers[i];
    context.lineNo = numbers[i];
    const value = parseLine(lines[i], context);
    out[i] = value === undefined ? null : value;
  }
  return JSON.stringify(out);
})()`;

async function parseLines(job: Extract<ScriptJob, { kind: 'lines' }>): Promise<ScriptOutcome> {
  const session = await SandboxSession.open(job.limits);
  let ms = 0;
  try {
    const loaded = session.load(job.code);
    ms += loaded.ms;
    if (!loaded.ok) return { ...loaded, ms };
    if (session.defines('parseFile')) {
      const called = session.callText('parseFile', [job.text.replace(/^\uFEFF/, ''), job.context]);
      ms += called.ms;
      if (!called.ok) return { ...called, ms };
      const value: LinesPayload = { parsed: 'file', json: called.value };
      return { ok: true, value, ms };
    }
    if (!session.defines('parseLine'))
      return {
        ok: false,
        error: { name: 'Error', message: 'The script defines no function parseLine (or parseFile).' },
        ms,
      };
    session.setText('__hostContext', JSON.stringify(job.context));
    const lines = scriptLines(job.text);
    const batches: LineBatch[] = [];
    let sent = 0;
    for (let start = 0; start < lines.length; start += job.batch) {
      const batch = lines.slice(start, start + job.batch);
      const numbers = batch.map(([line]) => line);
      session.setText('__hostLines', batch.map(([, text]) => text).join('\n'));
      session.setText('__hostLineNumbers', JSON.stringify(numbers));
      const result = session.text(LINE_LOOP);
      ms += result.ms;
      if (!result.ok) {
        const where = session.json<number | null>('JSON.stringify(globalThis.__hostLine ?? null)');
        const fileLine = where.ok && typeof where.value === 'number' ? where.value : undefined;
        return { ok: false, error: { ...result.error, ...(fileLine ? { fileLine } : {}) }, ms };
      }
      if (job.port) {
        job.port.postMessage({ lines: numbers, json: result.value } satisfies LineBatch);
        sent++;
      } else batches.push({ lines: numbers, json: result.value });
    }
    const value: LinesPayload = { parsed: 'lines', batches, sent };
    return { ok: true, value, ms };
  } finally {
    session.dispose();
  }
}

/** A 'lines' job's payload as the answer of each line (on the API thread). */
export function lineAnswers(payload: LinesPayload): LineAnswer[] {
  if (payload.parsed === 'file') {
    const answered: unknown = JSON.parse(payload.json);
    const answers = Array.isArray(answered) ? answered : [answered];
    return answers.map((answer, i) => ({ line: lineOf(answer) ?? i + 1, value: answer }));
  }
  return payload.batches.flatMap(batchAnswers);
}

/** one batch's answers */
export function batchAnswers(batch: LineBatch): LineAnswer[] {
  const values = JSON.parse(batch.json) as unknown[];
  const out: LineAnswer[] = new Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = { line: batch.lines[i], value: values[i] };
  return out;
}

function lineOf(answer: unknown): number | undefined {
  const line =
    typeof answer === 'object' && answer !== null ? (answer as { line?: unknown }).line : undefined;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : undefined;
}

async function call(job: Extract<ScriptJob, { kind: 'call' }>): Promise<ScriptOutcome> {
  const session = await SandboxSession.open(job.limits);
  try {
    const loaded = session.load(job.code);
    if (!loaded.ok) return loaded;
    if (!session.defines(job.fn))
      return {
        ok: false,
        error: { name: 'Error', message: `The script defines no function ${job.fn}.` },
        ms: loaded.ms,
      };
    const called = session.call<unknown>(job.fn, job.args);
    return { ...called, ms: called.ms + loaded.ms } as ScriptOutcome;
  } finally {
    session.dispose();
  }
}

/** loads the code: a syntax error, a top-level exception, or none of the functions defined fails */
async function load(job: Extract<ScriptJob, { kind: 'load' }>): Promise<ScriptOutcome> {
  const session = await SandboxSession.open(job.limits);
  try {
    const loaded = session.load(job.code);
    if (!loaded.ok || job.fns.some((fn) => session.defines(fn))) return loaded;
    return {
      ok: false,
      error: { name: 'Error', message: `The script defines no function ${job.fns.join(' or ')}.` },
      ms: loaded.ms,
    };
  } finally {
    session.dispose();
  }
}

export default function runScriptJob(job: ScriptJob): Promise<ScriptOutcome> {
  if (job.kind === 'call') return call(job);
  if (job.kind === 'load') return load(job);
  return parseLines(job);
}
