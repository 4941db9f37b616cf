// The PostgreSQL advisory locks of the server, one place for their keys: work that must happen once across
// every instance on one database (migrations, the demo seed, the simulator, each periodic job) takes one.
import type { Db, Queryable } from './db.ts';

/** the first key of each lock (jobs add their name's hash as the second) */
export const LOCKS = {
  migrate: 880_001,
  job: 880_002,
  simulator: 880_003,
  seed: 880_004,
  /** accepting an upgrade package (server/software/acceptPackage.ts) */
  softwarePackage: 880_520,
} as const;

/** Takes the lock `key` for the rest of the transaction `tx` (waiting for it); released at its end. */
export async function lockForTransaction(tx: Queryable, key: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [key]);
}

/** Runs fn while holding the lock `key` (waiting for it), on a connection of its own; released after. */
export async function withAdvisoryLock<T>(db: Db, key: number, fn: () => Promise<T>): Promise<T> {
  const session = await db.lockSession();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await session.release();
  }
}

/** Tries the lock of the periodic job `name` on a lock session (server/jobs/scheduler.ts); answers whether taken. */
export async function tryJobLock(session: Queryable, name: string): Promise<boolean> {
  const [row] = await session.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
    [LOCKS.job, name],
  );
  return row?.locked === true;
}

/** Releases the lock of the periodic job `name` taken by tryJobLock on the same session. */
export async function unlockJob(session: Queryable, name: string): Promise<void> {
  await session.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCKS.job, name]);
}
