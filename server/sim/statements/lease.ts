// The simulator lease's statements (server/sim/lease.ts), on the lock connection of the instance: the
// simulator's advisory lock (LOCKS.simulator) taken, kept, released.
import { LOCKS } from '../../db/advisoryLocks.ts';
import type { Queryable } from '../../db/db.ts';

/** Tries the simulator's lock on the session; answers whether it is taken. */
export async function trySimulatorLock(session: Queryable): Promise<boolean> {
  const [{ locked }] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
    LOCKS.simulator,
  ]);
  return locked;
}

/** A round trip on the session: throws when its connection (and so the lock) is lost. */
export async function pingLockSession(session: Queryable): Promise<void> {
  await session.query('SELECT 1');
}

/** Releases the simulator's lock taken on the session. */
export async function unlockSimulator(session: Queryable): Promise<void> {
  await session.query('SELECT pg_advisory_unlock($1)', [LOCKS.simulator]);
}
