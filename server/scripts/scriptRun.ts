// What one run of a user script answers, and how its failure is told (a line of text for the operator, the error
// class and line for alarms and logs): shared by the script service and the parsers it runs, which sit on both
// sides of it (server/productFiles/scriptParser.ts is called by the service and reads its failures).
import type { ScriptError } from './sandbox.ts';

export interface ScriptRun {
  ok: boolean;
  output?: unknown;
  error?: ScriptError & { fileLine?: number };
  /** milliseconds spent in the sandbox */
  ms: number;
  /** the entry that ran: a store code or 'default' */
  target?: string;
}

/** A failure as one line of text: the reason, then where (script line, file line). */
export function failureText(error: ScriptRun['error']): string {
  if (!error) return '';
  const where = [
    error.line ? `script line ${error.line}` : '',
    error.fileLine ? `file line ${error.fileLine}` : '',
  ].filter(Boolean);
  return where.length ? `${error.message} (${where.join(', ')})` : error.message;
}

/**
 * A failure as it is recorded (alarm, server log): the error class and the script line, never its message, which
 * may carry values the script saw (a typed password).
 */
export function scriptFailure(error: ScriptRun['error']): { errorClass: string; line: number | null } {
  return { errorClass: error?.name ?? 'Error', line: error?.line ?? null };
}
