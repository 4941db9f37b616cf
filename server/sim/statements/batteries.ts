// The simulator's battery statements (issue 27 §2; server/sim/batteries.ts, migration 850): tags the simulator has
// not seen yet (with their oldest reading and the last week's updates), the states due a reading, and the writes
// of a tick: new states with their backfilled history, readings into tag_battery_history and the tags (battery,
// battStatus), answering the tags whose battStatus moved (the statistics' low-battery count).
import type { Queryable } from '../../db/db.ts';
import { LOW_BATTERY } from '../../../domain/battery.ts';

export interface SimBatteryTag {
  tagId: string;
  storeCode: string;
  gwMac: string | null;
  tagType: string | null;
  status: string | null;
  temperature: number | null;
  battery: number;
  battStatus: string | null;
  /** update rows of the tag in the 7 days before now */
  weekUpdates: number;
}

export interface NewSimTag extends SimBatteryTag {
  /** the tag's oldest battery reading, null without history */
  oldestAt: Date | null;
  oldestLevel: number | null;
}

export interface DueSimTag extends SimBatteryTag {
  level: number;
  at: Date;
  cycle: number;
  readings: number;
  replaceAt: Date | null;
}

export interface SimStateWrite {
  tagId: string;
  storeCode: string;
  level: number;
  at: string;
  cycle: number;
  readings: number;
  replaceAt: string | null;
  nextAt: string;
}

export interface SimReadingWrite {
  tagId: string;
  storeCode: string;
  battery: number;
  at: string;
}

export interface MovedBattery {
  storeCode: string;
  gwMac: string | null;
  tagType: string | null;
  status: string | null;
  oldBattStatus: string | null;
  newBattStatus: string | null;
}

const TAG_COLUMNS = `t."tagId", t."storeCode", t."gwMac", t."tagType", t.status, t.temperature, t.battery,
  t."battStatus",
  (SELECT count(*) FROM update_task_tags r
    WHERE r."tagId" = t."tagId" AND r."createdAt" >= $1::timestamptz - interval '7 days')::int AS "weekUpdates"`;

/** tags with a battery behind a simulated gateway (an OpenEPaperLink access point reports its own) */
const SIMULATED = `t.battery IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM gateways g WHERE g."gwMac" = t."gwMac" AND g.kind = 'oepl')`;

export class BatterySimRepository {
  constructor(private readonly db: Queryable) {}

  /** up to `limit` tags without a simulator state, in tagId order; of these stores only when given (the demo
   * seed's: on a fleet of millions of tags, the others' would be read and dropped) */
  unseen(now: Date, limit: number, stores?: string[]): Promise<NewSimTag[]> {
    return this.db.query<NewSimTag>(
      `SELECT ${TAG_COLUMNS}, o."updatedAt" AS "oldestAt", o.battery AS "oldestLevel"
       FROM tags t
       LEFT JOIN LATERAL (SELECT h."updatedAt", h.battery FROM tag_battery_history h
         WHERE h."tagId" = t."tagId" ORDER BY h."updatedAt" LIMIT 1) o ON true
       WHERE ${SIMULATED} AND NOT EXISTS (SELECT 1 FROM sim_tag_batteries s WHERE s."tagId" = t."tagId")
         AND ($3::text[] IS NULL OR t."storeCode" = ANY($3::text[]))
       ORDER BY t."tagId" LIMIT $2`,
      [now.toISOString(), limit, stores ?? null],
    );
  }

  /** up to `limit` states due a reading at `now`, the most overdue first */
  due(now: Date, limit: number): Promise<DueSimTag[]> {
    return this.db.query<DueSimTag>(
      `SELECT ${TAG_COLUMNS}, s.level, s."at", s.cycle, s.readings, s."replaceAt"
       FROM sim_tag_batteries s JOIN tags t ON t."tagId" = s."tagId"
       WHERE s."nextAt" <= $1::timestamptz AND ${SIMULATED}
       ORDER BY s."nextAt", s."tagId" LIMIT $2`,
      [now.toISOString(), limit],
    );
  }

  /** new or moved states (upsert) */
  async saveStates(states: SimStateWrite[]): Promise<void> {
    if (states.length === 0) return;
    await this.db.query(
      `INSERT INTO sim_tag_batteries ("tagId", "storeCode", level, "at", cycle, readings, "replaceAt", "nextAt")
       SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::timestamptz[], $5::int[], $6::int[],
         $7::timestamptz[], $8::timestamptz[])
       ON CONFLICT ("tagId") DO UPDATE SET level = EXCLUDED.level, "at" = EXCLUDED."at", cycle = EXCLUDED.cycle,
         readings = EXCLUDED.readings, "replaceAt" = EXCLUDED."replaceAt", "nextAt" = EXCLUDED."nextAt"`,
      [
        states.map((s) => s.tagId),
        states.map((s) => s.storeCode),
        states.map((s) => s.level),
        states.map((s) => s.at),
        states.map((s) => s.cycle),
        states.map((s) => s.readings),
        states.map((s) => s.replaceAt),
        states.map((s) => s.nextAt),
      ],
    );
  }

  /** history rows only (the backfill of a tag first seen) */
  async insertHistory(readings: SimReadingWrite[]): Promise<void> {
    for (let i = 0; i < readings.length; i += 20_000) {
      const chunk = readings.slice(i, i + 20_000);
      await this.db.query(
        `INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[])`,
        [
          chunk.map((r) => r.tagId),
          chunk.map((r) => r.storeCode),
          chunk.map((r) => r.battery),
          chunk.map((r) => r.at),
        ],
      );
    }
  }

  /** readings reported now: into the history and the tags; answers the tags whose battStatus moved */
  async report(readings: SimReadingWrite[]): Promise<MovedBattery[]> {
    if (readings.length === 0) return [];
    await this.insertHistory(readings);
    return this.db.query<MovedBattery>(
      `WITH u AS (SELECT * FROM unnest($1::text[], $2::int[]) AS u(id, battery)),
       old AS (SELECT t."tagId", t."battStatus" FROM tags t JOIN u ON u.id = t."tagId"),
       moved AS (
         UPDATE tags t SET battery = u.battery,
           "battStatus" = CASE WHEN u.battery < $3 THEN 'LOW' ELSE 'GOOD' END
         FROM u WHERE t."tagId" = u.id
         RETURNING t."tagId", t."storeCode", t."gwMac", t."tagType", t.status, t."battStatus")
       SELECT m."storeCode", m."gwMac", m."tagType", m.status, o."battStatus" AS "oldBattStatus",
         m."battStatus" AS "newBattStatus"
       FROM moved m JOIN old o USING ("tagId")
       WHERE m."battStatus" IS DISTINCT FROM o."battStatus"`,
      [readings.map((r) => r.tagId), readings.map((r) => r.battery), LOW_BATTERY],
    );
  }
}
