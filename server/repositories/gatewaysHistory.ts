// Gateway status samples (migration 004) as the 24 hour chart of the gateway detail, and a gateway's alarm
// history (migration 005, sourceType 'gw').
import type { Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import { alarmHistoryMeta, type AlarmHistoryRow } from './servers.ts';

export interface GatewaySamplePoint {
  time: string;
  memory: number;
  ramdisk: number | null;
  logDisk: number | null;
}

/** points of one chart: 24 hours in 5 minute buckets */
export const GW_MAX_POINTS = 288;
const round1 = (value: number) => Math.round(value * 10) / 10;
const num = (value: unknown) => (value === null || value === undefined ? null : round1(Number(value)));

export class GatewayHistoryRepository {
  private readonly alarms: EntityRepository<AlarmHistoryRow>;

  constructor(readonly db: Queryable) {
    this.alarms = new EntityRepository<AlarmHistoryRow>(db, alarmHistoryMeta);
  }

  /** Samples of one gateway in [start, end], averaged per bucket (at least one minute wide), oldest first. */
  /** Drops the simulator's gateway samples older than a day (its charts show 24 hours). */
  async dropOlderThanADay(): Promise<void> {
    await this.db.query(`DELETE FROM gateway_status_samples WHERE time < now() - interval '24 hours'`);
  }

  async window(gwMac: string, start: Date, end: Date): Promise<GatewaySamplePoint[]> {
    const span = Math.max(1, (end.getTime() - start.getTime()) / 1000);
    const bucket = Math.max(60, Math.ceil(span / GW_MAX_POINTS));
    const rows = await this.db.query<{ bucket: number; memory: number; ramdisk: number; logDisk: number }>(
      `SELECT floor(extract(epoch FROM time) / $4::int)::bigint * $4::int AS bucket, avg(memory) AS memory,
         avg((SELECT (d->>'percent')::float8 FROM jsonb_array_elements(disk) d WHERE d->>'path' = 'ramdisk' LIMIT 1)) AS ramdisk,
         avg((SELECT (d->>'percent')::float8 FROM jsonb_array_elements(disk) d WHERE d->>'path' = 'ramdisk logs' LIMIT 1)) AS "logDisk"
       FROM gateway_status_samples WHERE "gwMac" = $1 AND time >= $2 AND time <= $3
       GROUP BY 1 ORDER BY 1`,
      [gwMac, start.toISOString(), end.toISOString(), bucket],
    );
    return rows.map((r) => ({
      time: new Date(Number(r.bucket) * 1000).toISOString(),
      memory: round1(Number(r.memory)),
      ramdisk: num(r.ramdisk),
      logDisk: num(r.logDisk),
    }));
  }

  /** The gateway's alarm history in the table conventions, newest first. */
  alarmHistory(gwMac: string, body: SearchBody): Promise<SearchResult<AlarmHistoryRow>> {
    return this.alarms.search(body, { fixed: { sourceType: 'gw', sourceId: gwMac }, defaultLength: 10 });
  }
}
