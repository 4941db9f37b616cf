// The log lines of every server instance (server_logs, migration 781; server/downloads/serverLogs.ts).
import type { Queryable } from '../db/db.ts';

export interface ServerLogLine {
  time: Date;
  instanceId: string;
  line: string;
}

export class ServerLogsRepository {
  constructor(readonly db: Queryable) {}

  /** Stores lines of one instance in one statement. */
  async insert(instanceId: string, lines: Array<{ time: Date; line: string }>): Promise<void> {
    await this.db.query(
      `INSERT INTO server_logs (time, "instanceId", line)
       SELECT t, $1, l FROM unnest($2::timestamptz[], $3::text[]) AS x(t, l)`,
      [instanceId, lines.map((b) => b.time.toISOString()), lines.map((b) => b.line)],
    );
  }

  /** The latest lines of every instance, oldest first. */
  async latest(limit: number): Promise<ServerLogLine[]> {
    const rows = await this.db.query<ServerLogLine>(
      `SELECT time, "instanceId", line FROM server_logs ORDER BY time DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.reverse();
  }

  /** Drops the lines older than the retention; answers how many. */
  async purgeOlderThan(hours: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM server_logs WHERE time < now() - make_interval(hours => $1) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [hours],
    );
    return row?.n ?? 0;
  }
}
