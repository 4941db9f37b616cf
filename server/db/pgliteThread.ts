// The PGlite thread: owns the database (server/db/pgliteWorker.ts is its main-thread side), so that its queries,
// WASM on one thread, never hold up the API's event loop. Statements run in the order they come; a transaction
// opened by 'begin' holds PGlite (its own mutex: other statements wait) until its 'end', and the statements
// tagged with its id run inside it. Statements run as named prepared statements (pglitePrepared.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { errorFields, type PgliteThreadOptions, type Reply, type ThreadRequest } from './pgliteProtocol.ts';
import { PreparedStatements } from './pglitePrepared.ts';

const port = parentPort;
if (!port) throw new Error('pgliteThread.ts runs in a worker thread');
const options = workerData as PgliteThreadOptions;

class Rollback extends Error {}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
}

/** per transaction: settles when it has committed or rolled back, with the error of a failed COMMIT */
const endings = new Map<number, Promise<unknown>>();
const open = new Map<number, OpenTransaction>();
const send = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

let pg: PGlite;
try {
  pg = await PGlite.create(options.location, {
    // pg_trgm serves the product search's contains filters (migration 181)
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  });
} catch (error) {
  send({ id: 0, failed: errorFields(error) });
  throw error;
}

const prepared = new PreparedStatements(pg);

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const found = open.get(tx);
  if (!found) throw new Error(`no open transaction ${tx}`);
  return found.tx;
}

function begin(id: number, tx: number): void {
  let entered = false;
  const ending = pg
    .transaction(
      (handle) =>
        new Promise<void>((resolve, reject) => {
          entered = true;
          open.set(tx, { tx: handle, end: (commit) => (commit ? resolve() : reject(new Rollback())) });
          send({ id, ok: true });
        }),
    )
    .then(
      () => undefined,
      (error: unknown) => {
        if (error instanceof Rollback) return undefined;
        // BEGIN itself failed: the main side is still waiting for it
        if (entered) return error;
        endings.delete(tx);
        send({ id, ok: false, error: errorFields(error) });
        return undefined;
      },
    )
    .finally(() => open.delete(tx));
  endings.set(tx, ending);
}

async function handle(request: ThreadRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      if (request.tx !== undefined) target(request.tx); // an unknown transaction is an error
      const result = await prepared.query(request.sql, request.params, request.tx !== undefined);
      return send({ id: request.id, ok: true, value: result.rows });
    }
    case 'exec':
      await target(request.tx).exec(request.sql);
      return send({ id: request.id, ok: true });
    case 'begin':
      return begin(request.id, request.tx);
    case 'end': {
      const found = open.get(request.tx);
      if (!found) throw new Error(`no open transaction ${request.tx}`);
      found.end(request.commit);
      const failure = await endings.get(request.tx);
      endings.delete(request.tx);
      if (failure) throw failure;
      return send({ id: request.id, ok: true });
    }
    case 'dump': {
      const bytes = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
      return send({ id: request.id, ok: true, value: bytes }, [bytes.buffer]);
    }
    case 'close':
      await pg.close();
      return send({ id: request.id, ok: true });
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).catch((error: unknown) => send({ id: request.id, ok: false, error: errorFields(error) }));
});
send({ id: 0, ready: true });
