// The messages between the main thread and the PGlite thread (server/db/pgliteWorker.ts, pgliteThread.ts).

export interface PgliteThreadOptions {
  location: string;
  /** a dumped data directory to start from */
  loadDataDir?: Uint8Array<ArrayBuffer>;
}

/** `tx`: the statement runs in that open transaction; without it, on its own (after any open transaction) */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** a database error's own fields (code, severity, detail, constraint...) kept across the thread */
export type ErrorFields = Record<string, unknown> & { message: string; name?: string; stack?: string };

export type Reply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { id: 0; ready: true }
  | { id: 0; failed: ErrorFields };

/** an error as plain data: its message, name, stack and own fields (what PostgreSQL's errors carry) */
export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { message: error.message, name: error.name, stack: error.stack };
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/** the error again on this side, with the same fields (a 23505 stays a 23505) */
export function errorOf(fields: ErrorFields): Error {
  const error = new Error(fields.message);
  const { message: _message, stack, ...rest } = fields;
  Object.assign(error, rest);
  if (stack) error.stack = stack;
  return error;
}
