// PGlite backend: PostgreSQL compiled to WASM, in process; persisted in a directory or kept in memory.
import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applySettings, runReporting, type Db, type Queryable, type DbRow } from './db.ts';
import { deadlineQueryable, InFlight } from './probe.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object = DbRow>(sql: string, params: unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteDb extends Db {
  /** the whole data directory, to open a copy with `loadDataDir` */
  dumpDataDir(): Promise<Uint8Array<ArrayBuffer>>;
}

/** location: a directory, or `memory://`; loadDataDir: a data directory dumped by `dumpPglite` to start from
 * (a third of the time of a fresh one, which runs initdb) */
export async function openPglite(location: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDb> {
  if (!location.startsWith('memory://')) fs.mkdirSync(location, { recursive: true });
  // pg_trgm serves the product search's contains filters (migration 181)
  const pg = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const base = wrap(pg);
  // what is in flight, for the probe to tell busy from stuck
  const inFlight = new InFlight();
  const tracked = inFlight.tracking(base);
  return {
    kind: 'pglite',
    query: tracked.query,
    exec: tracked.exec,
    async transaction(fn, settings, report) {
      const { result, committed } = await inFlight.track(() =>
        pg.transaction(async (tx) => {
          await applySettings(wrap(tx), settings);
          return runReporting(wrap(tx), fn, report);
        }),
      );
      committed();
      return result;
    },
    // one process, one connection: the locks are held by it (re-entrant), the job rows keep runs apart
    lockSession: async () => ({ ...tracked, release: async () => undefined }),
    // the probe waits in the same line; behind a long statement or an open transaction it answers busy
    probe: (deadlineMs) => deadlineQueryable(base, deadlineMs, inFlight),
    close: () => pg.close(),
    dumpDataDir: async () => new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()),
  };
}
