// Server system status samples (migration 004): one row per server and simulator tick, read back as a
// 24 hour chart (doc 1 §7 `GET /system/status/server/{id}?start&end`), averaged into at most MAX_POINTS buckets.
import type { ServerSamplePoint, Usage } from '../../domain/servers.ts';
import type { Queryable } from '../db/db.ts';

export type { ServerSamplePoint, Usage };

export interface ServerSample {
  serverId: string;
  time: Date;
  ramUsage: Usage;
  diskUsage: Usage;
}

/** points of one chart: 24 hours in 5 minute buckets */
export const MAX_POINTS = 288;
const round2 = (value: number) => Math.round(value * 100) / 100;

export class ServerSamplesRepository {
  constructor(readonly db: Queryable) {}

  async insert(samples: ServerSample[]): Promise<void> {
    if (samples.length === 0) return;
    await this.db.query(
      `INSERT INTO server_status_samples ("serverId", time, "ramUsage", "diskUsage")
       SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::jsonb[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
      [
        samples.map((s) => s.serverId),
        samples.map((s) => s.time.toISOString()),
        samples.map((s) => JSON.stringify(s.ramUsage)),
        samples.map((s) => JSON.stringify(s.diskUsage)),
      ],
    );
  }

  /** Every sample of one server as stored, oldest first (the server log download). */
  async allOf(serverId: string): Promise<Array<Pick<ServerSample, 'time' | 'ramUsage' | 'diskUsage'>>> {
    return this.db.query(
      `SELECT time, "ramUsage", "diskUsage" FROM server_status_samples WHERE "serverId" = $1 ORDER BY time`,
      [serverId],
    );
  }

  /** Samples of one server in [start, end], averaged per bucket (at least one minute wide), oldest first. */
  async window(serverId: string, start: Date, end: Date): Promise<ServerSamplePoint[]> {
    const spanSeconds = Math.max(1, (end.getTime() - start.getTime()) / 1000);
    const bucket = Math.max(60, Math.ceil(spanSeconds / MAX_POINTS));
    const rows = await this.db.query<{
      bucket: number;
      ramUsed: number;
      ramTotal: number;
      diskUsed: number;
      diskTotal: number;
    }>(
      `SELECT floor(extract(epoch FROM time) / $4::int)::bigint * $4::int AS bucket,
              avg(("ramUsage"->>'used')::float8) AS "ramUsed", max(("ramUsage"->>'total')::float8) AS "ramTotal",
              avg(("diskUsage"->>'used')::float8) AS "diskUsed", max(("diskUsage"->>'total')::float8) AS "diskTotal"
       FROM server_status_samples
       WHERE "serverId" = $1 AND time >= $2 AND time <= $3
       GROUP BY 1 ORDER BY 1`,
      [serverId, start.toISOString(), end.toISOString(), bucket],
    );
    return rows.map((r) => ({
      time: new Date(Number(r.bucket) * 1000).toISOString(),
      ramUsage: { used: round2(Number(r.ramUsed)), total: Number(r.ramTotal) },
      diskUsage: { used: round2(Number(r.diskUsed)), total: Number(r.diskTotal) },
    }));
  }
}
