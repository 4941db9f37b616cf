// The server processes that beat (migration 210, server/instances/instances.ts): one row per live instance.
import type { Queryable } from '../db/db.ts';

export class ServerInstancesRepository {
  constructor(readonly db: Queryable) {}

  /** Records the instance as alive now. */
  async beat(instanceId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO server_instances ("instanceId") VALUES ($1)
       ON CONFLICT ("instanceId") DO UPDATE SET "heartbeatAt" = now()`,
      [instanceId],
    );
  }

  /** Whether the instance's last beat is younger than `staleSeconds` (no row: it was swept as dead). */
  async beatsCurrently(instanceId: string, staleSeconds: number): Promise<boolean> {
    const rows = await this.db.query<{ current: boolean }>(
      `SELECT "heartbeatAt" > now() - make_interval(secs => $2) AS current
       FROM server_instances WHERE "instanceId" = $1`,
      [instanceId, staleSeconds],
    );
    return rows[0]?.current === true;
  }

  /** Forgets every instance but this one. */
  async forgetOthers(instanceId: string): Promise<void> {
    await this.db.query('DELETE FROM server_instances WHERE "instanceId" <> $1', [instanceId]);
  }

  /** Forgets the other instances whose last beat is `staleSeconds` old or older; answers them. */
  removeStale(
    instanceId: string,
    staleSeconds: number,
  ): Promise<Array<{ instanceId: string; heartbeatAt: string }>> {
    return this.db.query<{ instanceId: string; heartbeatAt: string }>(
      `DELETE FROM server_instances
       WHERE "instanceId" <> $1 AND "heartbeatAt" <= now() - make_interval(secs => $2)
       RETURNING "instanceId", "heartbeatAt"`,
      [instanceId, staleSeconds],
    );
  }

  /** Forgets the instance (a clean stop). */
  async leave(instanceId: string): Promise<void> {
    await this.db.query('DELETE FROM server_instances WHERE "instanceId" = $1', [instanceId]);
  }

  /** Ends the database connections of these application names (PostgreSQL only): their advisory locks go. */
  async terminateSessions(applicationNames: string[]): Promise<void> {
    await this.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ANY($1)`,
      [applicationNames],
    );
  }
}

/**
 * The SQL condition "the job's owner (column) is dead", seen from instance `$self` with beats of `$stale`
 * seconds: the one rule every job table uses. The caller's own jobs are never dead. `column` must be qualified
 * with its table name (the subquery has an "instanceId" too).
 */
export function deadOwner(column: string, self: string, stale: string): string {
  return `${column} IS DISTINCT FROM ${self} AND NOT EXISTS (
    SELECT 1 FROM server_instances alive
    WHERE alive."instanceId" = ${column} AND alive."heartbeatAt" > now() - make_interval(secs => ${stale}))`;
}
