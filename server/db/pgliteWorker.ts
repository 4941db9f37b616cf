// PGlite in a worker thread of its own (server/db/pgliteThread.ts owns the database): the same Db as the
// in-process backend (server/db/pglite.ts), but its queries run off the API's event loop, so a query holds up
// neither the other requests' JSON and HTTP work nor the websocket. A transaction opens in the thread and holds
// PGlite until fn settles (other statements wait, as PGlite serialises them anyway); errors come back with
// PostgreSQL's fields (code, severity, detail...).
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  applySettings,
  runReporting,
  type CommitReport,
  type Queryable,
  type DbRow,
  type TransactionSettings,
} from './db.ts';
import type { PgliteDb } from './pglite.ts';
import { deadlineQueryable, InFlight } from './probe.ts';
import { errorOf, type PgliteThreadOptions, type Reply, type ThreadRequest } from './pgliteProtocol.ts';

const ENTRY = new URL('./pgliteThread.mjs', import.meta.url);

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Message = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** location: a directory, or `memory://`; loadDataDir: a data directory dumped by `dumpDataDir` to start from */
export async function openPgliteWorker(
  location: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteDb> {
  if (!location.startsWith('memory://')) fs.mkdirSync(location, { recursive: true });
  const loadDataDir = options.loadDataDir
    ? new Uint8Array(await options.loadDataDir.arrayBuffer())
    : undefined;
  const workerData: PgliteThreadOptions = { location, loadDataDir };
  const worker = new Worker(ENTRY, {
    workerData,
    transferList: loadDataDir ? [loadDataDir.buffer] : [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let nextTx = 1;
  let lost: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      if ('failed' in reply) return reject(errorOf(reply.failed));
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if (reply.ok) waiting?.resolve(reply.value);
      else waiting?.reject(errorOf(reply.error));
    });
    const fail = (error: Error) => {
      lost = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread ended (exit code ${code})`)));
  });
  await ready;
  worker.unref();

  function call<T>(message: Message): Promise<T> {
    if (lost) return Promise.reject(lost);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // the thread keeps the process alive only while a statement is out (as an idle in-process PGlite would not)
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  const queryable = (tx?: number): Queryable => ({
    query: <T extends object = DbRow>(sql: string, params: unknown[] = []) =>
      call<T[]>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });
  const base = queryable();
  // what is in flight, for the probe to tell busy from stuck
  const inFlight = new InFlight();
  const tracked = inFlight.tracking(base);

  return {
    kind: 'pglite',
    query: tracked.query,
    exec: tracked.exec,
    async transaction<T>(
      fn: (tx: Queryable) => Promise<T>,
      settings?: TransactionSettings,
      report?: CommitReport,
    ) {
      const { result, committed } = await inFlight.track(() =>
        transaction(async (tx) => (await applySettings(tx, settings), runReporting(tx, fn, report))),
      );
      committed();
      return result;
    },
    // one database, one connection: the locks are held by it (re-entrant), the job rows keep runs apart
    lockSession: async () => ({ ...tracked, release: async () => undefined }),
    // the probe waits in the same line; behind a long statement or an open transaction it answers busy
    probe: (deadlineMs) => deadlineQueryable(base, deadlineMs, inFlight),
    async close() {
      if (lost) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
    dumpDataDir: () => call<Uint8Array<ArrayBuffer>>({ op: 'dump' }),
    // the statements handed to the thread and not answered yet: one runs, the others wait behind it
    usage: () => ({ queued: pending.size }),
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = nextTx++;
    await call({ op: 'begin', tx });
    let result: T;
    try {
      result = await fn(queryable(tx));
    } catch (error) {
      // the statement's error is the one to answer, whatever the rollback gives
      await call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await call({ op: 'end', tx, commit: true });
    return result;
  }
}
