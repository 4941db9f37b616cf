// The database a server job works through (server/jobs/scheduler.ts): the run's own transaction, or, for a job
// that commits in steps, the database with every statement and transaction fenced by the run's claim.
import { applySettings, type Db, type Queryable, type DbRow } from '../db/db.ts';
import { type RunClaim } from '../repositories/jobRuns.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** The run's claim was taken over by another instance: what the run did is rolled back. */
export class RunFenced extends Error {
  constructor(readonly claim: RunClaim) {
    super(`the run of job ${claim.job} (period ${claim.period}) was taken over by another instance`);
    this.name = 'RunFenced';
  }
}

/**
 * A Db over an open transaction: statements go to it, and a nested transaction is a savepoint in it (rolled back
 * on its own when its function throws), so code written for a Db runs unchanged inside the job's transaction.
 */
export function transactionDb(tx: Queryable, base: Db): Db {
  let savepoints = 0;
  const db: Db = {
    kind: base.kind,
    query: <T extends object = DbRow>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: async (fn, settings) => {
      const name = `job_step_${++savepoints}`;
      await tx.query(`SAVEPOINT ${name}`);
      try {
        // (transaction-local: they hold until the job's transaction ends, past the savepoint)
        await applySettings(tx, settings);
        const result = await fn(tx);
        await tx.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    lockSession: (owner) => base.lockSession(owner),
    close: () => Promise.reject(new Error('a job does not close the database')),
  };
  return db;
}

/**
 * A Db whose every transaction first checks, locking the run's row for share, that the claim still holds (a
 * takeover waits for the step; a step after a takeover throws RunFenced and commits nothing); a single
 * statement is a transaction of its own.
 */
export function fencedDb(base: Db, claim: RunClaim): Db {
  const transaction: Db['transaction'] = (fn, settings) =>
    base.transaction(async (tx) => {
      if (!(await repositoriesOf(tx).jobRuns.holds(claim))) throw new RunFenced(claim);
      return fn(tx);
    }, settings);
  return {
    kind: base.kind,
    query: <T extends object = DbRow>(sql: string, params?: unknown[]) =>
      transaction((tx) => tx.query<T>(sql, params)),
    exec: (sql) => transaction((tx) => tx.exec(sql)),
    transaction,
    lockSession: (owner) => base.lockSession(owner),
    close: () => Promise.reject(new Error('a job does not close the database')),
  };
}
