// Alarm history rows (migration 005). `raise()` is the one way to record alarms (location, class, type,
// alarmType from the class); `record()` is the same for a batch. Alarm type names of doc 1 §8 in ALARM.
import type { Queryable } from '../db/db.ts';

export type AlarmClass = 1 | 2 | 3;

export const ALARM_TYPE_LABEL: Record<AlarmClass, string> = { 1: 'SYSTEM', 2: 'WARNING', 3: 'CRITICAL' };

/** Alarm type names (doc 1 §8), plus the rules' own where the catalogue names none (docs/api.md). */
export const ALARM = {
  gwStatusAbnormal: 'GW STATUS ABNORMAL',
  tagStatusCheckTimeOut: 'TAG STATUS CHECK TIME OUT',
  fileDownloadTaskFailure: 'FILE DOWNLOAD TASK FAILURE',
  productFileNotReceived: 'PRODUCT FILE NOT RECEIVED',
  dailyAbnormalReport: 'DAILY ABNORMAL REPORT',
} as const;

export interface AlarmInput {
  location: string;
  type: string;
  class: AlarmClass;
  sourceType?: 'gw' | 'server' | 'tag' | 'account' | 'sensor';
  sourceId?: string;
  data?: unknown;
  at?: Date;
}

export class AlarmsRepository {
  constructor(readonly db: Queryable) {}

  /** Records one alarm or several. */
  raise(alarm: AlarmInput | AlarmInput[]): Promise<void> {
    return this.record(Array.isArray(alarm) ? alarm : [alarm]);
  }

  /** Deletes the alarms older than the given date; answers how many. */
  async purgeBefore(before: Date): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM alarm_history WHERE "alarmTime" < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [before.toISOString()],
    );
    return rows[0]?.n ?? 0;
  }

  async record(alarms: AlarmInput[]): Promise<void> {
    if (alarms.length === 0) return;
    await this.db.query(
      `INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt", "sourceType", "sourceId", data)
       SELECT u.location, u.type, u.class, u.label, u.at, u.at, u.st, u.sid, u.data
       FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::jsonb[])
         AS u(location, type, class, label, at, st, sid, data)`,
      [
        alarms.map((a) => a.location),
        alarms.map((a) => a.type),
        alarms.map((a) => a.class),
        alarms.map((a) => ALARM_TYPE_LABEL[a.class]),
        alarms.map((a) => (a.at ?? new Date()).toISOString()),
        alarms.map((a) => a.sourceType ?? null),
        alarms.map((a) => a.sourceId ?? null),
        alarms.map((a) => (a.data === undefined ? null : JSON.stringify(a.data))),
      ],
    );
  }
}
