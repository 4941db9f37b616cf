// alarm.raised (webhookEvents.schema.json#/$defs/alarmRaised), its builder in SQL: queued by the statement that records the alarms
// (server/repositories/alarms.ts RAISE_SQL), one event per alarm row, so the group commit of raises stays one
// statement and the events commit with their alarms. The store is the alarm's location unless SYSTEM.
import { envelopeSql, isoSql as iso, subscriptionMatches } from './webhookQueueSql.ts';

/** the event's data from an alarm_history row `a` (SQL) */
export const ALARM_RAISED_DATA = `jsonb_build_object('alarmId', a.id, 'type', a.type, 'class', a.class,
  'alarmType', a."alarmType", 'location', a.location, 'sourceType', a."sourceType", 'sourceId', a."sourceId",
  'data', a.data, 'raisedAt', ${iso('a."alarmTime"')})`;

/** CTEs queueing alarm.raised for every row of the CTE `rows` (alarm_history columns); name them after a WITH */
export function alarmRaisedCtes(rows: string): string {
  return `hook_events AS MATERIALIZED (
  SELECT a.*, gen_random_uuid()::text AS "eventId", NULLIF(a.location, 'SYSTEM') AS store FROM ${rows} a),
hooks AS (
  INSERT INTO webhook_delivery ("subscriptionId", "eventId", type, store, "occurredAt", payload)
  SELECT s.id, a."eventId", 'alarm.raised', a.store, a."alarmTime",
    ${envelopeSql({ id: 'a."eventId"', type: `'alarm.raised'`, occurredAt: 'a."alarmTime"', store: 'a.store', data: ALARM_RAISED_DATA })}
  FROM hook_events a JOIN webhook_subscription s ON ${subscriptionMatches({
    type: `'alarm.raised'`,
    store: 'a.store',
    alarmType: 'a.type',
    alarmClass: 'a.class',
  })}
  RETURNING 1)`;
}
