// Where a statement goes when read replicas are configured (issue 37): the one place that decides. Inside a
// replica read (a request of a call server/http/replicaReads.ts lists, run through `replicaReads`), a read
// statement or transaction goes to a healthy replica until the request writes; from its first write on (a
// statement that is not a plain read, or a transaction that wrote) everything goes to the primary, so the request
// reads what it wrote. Outside a replica read (other calls, jobs, the guard) everything goes to the primary.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  queryWithSettings,
  type CommitReport,
  type Db,
  type DbRow,
  type Queryable,
  type TransactionSettings,
} from './db.ts';
import type { ReadReplicas } from './replicas.ts';

interface ReplicaRead {
  /** the request wrote: its later reads go to the primary */
  wrote: boolean;
}

const replicaRead = new AsyncLocalStorage<ReplicaRead>();

/** runs `fn` as a replica read: its reads may go to a replica until it writes */
export function replicaReads<T>(fn: () => T): T {
  return replicaRead.run({ wrote: false }, fn);
}

// a plain read: SELECT (or WITH ... SELECT, EXPLAIN, SHOW) that neither changes rows, locks them, nor calls a
// function that writes. A statement this misses fails on the replica (25006) and is answered by the primary.
const READ = /^\s*(select|with|explain|show)\b/i;
const WRITES =
  /\b(insert|update|delete|merge|nextval|setval|pg_(try_)?advisory\w*|for\s+(no\s+key\s+)?(update|share))\b/i;

export function isReadStatement(sql: string): boolean {
  return READ.test(sql) && !WRITES.test(sql);
}

/** the request's replica read when it may still read on a replica */
function readsOnReplica(): ReplicaRead | undefined {
  const read = replicaRead.getStore();
  return read && !read.wrote ? read : undefined;
}

function wrote(): void {
  const read = replicaRead.getStore();
  if (read) read.wrote = true;
}

/**
 * The primary `primary` with its replicas: what the app uses as `app.db`. A transaction of a replica read runs on
 * a replica (a standby refuses writes: a transaction that tries is run again on the primary, from the start);
 * a transaction elsewhere, or one that ran on the primary, marks the request as having written.
 */
export function routedDb(primary: Db, replicas: ReadReplicas): Db {
  return {
    // what the backend offers besides (the readiness probe, the pool's usage) is the primary's
    ...primary,
    kind: primary.kind,
    query(sql, params) {
      if (isReadStatement(sql)) {
        if (readsOnReplica())
          return replicas.read(
            (replica) => replica.query(sql, params),
            () => primary.query(sql, params),
          );
      } else wrote();
      return primary.query(sql, params);
    },
    exec(sql) {
      wrote();
      return primary.exec(sql);
    },
    transaction(fn, settings, report) {
      const onPrimary = () => {
        wrote();
        return primary.transaction(fn, settings, report);
      };
      return readsOnReplica()
        ? replicas.read((replica) => replica.transaction(fn, settings, report), onPrimary)
        : onPrimary();
    },
    // a statement given settings of its own is taken for a write
    queryWithSettings<T extends object = DbRow>(
      sql: string,
      params: unknown[] | undefined,
      settings: TransactionSettings,
      report?: CommitReport,
    ) {
      wrote();
      return queryWithSettings<T>(primary, sql, params, settings, report);
    },
    lockSession: (owner) => primary.lockSession(owner),
    close: () => primary.close(),
  };
}

/** `app.readDb`: a healthy replica, else the primary (reads a caller knows may lag, outside a request too) */
export function replicaQueryable(primary: Queryable, replicas: ReadReplicas): Queryable {
  return {
    query: (sql, params) =>
      readsOnReplicaOrOutside()
        ? replicas.read(
            (replica) => replica.query(sql, params),
            () => primary.query(sql, params),
          )
        : primary.query(sql, params),
    exec: (sql) => primary.exec(sql),
  };
}

/** outside any replica read, or in one that has not written */
function readsOnReplicaOrOutside(): boolean {
  return replicaRead.getStore() === undefined || readsOnReplica() !== undefined;
}
