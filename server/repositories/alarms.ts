// Alarm history rows (migration 005).
import type { Queryable } from '../db/db.ts';

export type AlarmClass = 1 | 2 | 3;

export const ALARM_TYPE_LABEL: Record<AlarmClass, string> = { 1: 'SYSTEM', 2: 'WARNING', 3: 'CRITICAL' };

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
