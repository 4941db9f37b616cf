// The PostgreSQL advisory locks of the server, one place for their keys: work that must happen once across
// every instance on one database (migrations, the demo seed, the simulator, each periodic job) takes one.
import type { Db } from './db.ts';

/** the first key of each lock (jobs add their name's hash as the second) */
export const LOCKS = {
  migrate: 880_001,
  job: 880_002,
  simulator: 880_003,
  seed: 880_004,
} as const;

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
