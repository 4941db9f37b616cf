// The simulated gateways' log (migration 132): what a gateway would write to its own log, for the gateway log
// downloads (types 1 and 2). Status and time-sync changes are found in SQL each tick (gateway_log_state holds
// the last logged values); other parts of the server append their events (collections, reboots, ...). The
// downloads read a gateway's log with its status samples and alarms.
import type { GatewayRow } from '../../domain/generated/rows.ts';
import type { Queryable } from '../db/db.ts';

export interface GatewayLogLine {
  gwMac: string;
  message: string;
  level?: 'INFO' | 'WARN' | 'ERROR';
  at: Date;
}

export async function appendGatewayLog(db: Queryable, lines: GatewayLogLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db.query(
    `INSERT INTO gateway_log ("gwMac", time, level, message)
     SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[])`,
    [
      lines.map((l) => l.gwMac),
      lines.map((l) => l.at.toISOString()),
      lines.map((l) => l.level ?? 'INFO'),
      lines.map((l) => l.message),
    ],
  );
}

/** Logs each gateway whose status or time sync changed since the last call (first call: the current state). */
export async function logGatewayChanges(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `WITH changed AS (
       SELECT g."gwMac", g.status, g."timeSync", s."gwMac" IS NULL AS first,
         s.status IS DISTINCT FROM g.status AS "statusChanged",
         s."timeSync" IS DISTINCT FROM g."timeSync" AS "syncChanged"
       FROM gateways g LEFT JOIN gateway_log_state s ON s."gwMac" = g."gwMac"
       WHERE s."gwMac" IS NULL OR s.status IS DISTINCT FROM g.status OR s."timeSync" IS DISTINCT FROM g."timeSync"),
     logged AS (
       INSERT INTO gateway_log ("gwMac", time, level, message)
       SELECT "gwMac", $1::timestamptz,
         CASE WHEN status = 'OFFLINE' THEN 'ERROR' WHEN status = 'ALARM' THEN 'WARN' ELSE 'INFO' END,
         CASE WHEN first THEN 'status ' || COALESCE(status, 'UNKNOWN') || ', time sync ' || CASE WHEN "timeSync" IS FALSE THEN 'lost' ELSE 'ok' END
              ELSE 'status changed to ' || COALESCE(status, 'UNKNOWN') END
       FROM changed WHERE first OR "statusChanged"
       UNION ALL
       SELECT "gwMac", $1::timestamptz, CASE WHEN "timeSync" IS FALSE THEN 'WARN' ELSE 'INFO' END,
         CASE WHEN "timeSync" IS FALSE THEN 'time sync lost' ELSE 'time sync restored' END
       FROM changed WHERE NOT first AND "syncChanged"
       RETURNING 1)
     INSERT INTO gateway_log_state ("gwMac", status, "timeSync")
     SELECT "gwMac", status, "timeSync" FROM changed
     ON CONFLICT ("gwMac") DO UPDATE SET status = EXCLUDED.status, "timeSync" = EXCLUDED."timeSync"`,
    [now.toISOString()],
  );
}

export async function purgeGatewayLog(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM gateway_log WHERE time < $1', [before.toISOString()]);
}

/** a gateway as the head of its log download reads it */
export type GatewayLogHead = Pick<
  GatewayRow,
  'gwMac' | 'storeCode' | 'status' | 'ip' | 'gmpVersion' | 'grmVersion' | 'lastStatusTime'
>;

const HEAD = `SELECT "gwMac", "storeCode", status, ip, "gmpVersion", "grmVersion", "lastStatusTime" FROM gateways`;

/** The head of one gateway's log, or undefined. */
export async function gatewayLogHead(db: Queryable, gwMac: string): Promise<GatewayLogHead | undefined> {
  const [gw] = await db.query<GatewayLogHead>(`${HEAD} WHERE "gwMac" = $1`, [gwMac]);
  return gw;
}

/** The heads of a store's gateways' logs, by gwIndex then MAC. */
export function storeGatewayLogHeads(db: Queryable, storeCode: string): Promise<GatewayLogHead[]> {
  return db.query<GatewayLogHead>(`${HEAD} WHERE "storeCode" = $1 ORDER BY "gwIndex", "gwMac"`, [storeCode]);
}

/** a line of a gateway's log download */
export interface GatewayLogFileLine {
  time: Date;
  level: string;
  message: string;
}

/**
 * A gateway's log download lines in time order (at most 200,000): its log, its status samples (memory and disks)
 * and its alarms (class 3 ERROR, 2 WARN, else INFO).
 */
export function gatewayLogFileLines(db: Queryable, gwMac: string): Promise<GatewayLogFileLine[]> {
  return db.query<GatewayLogFileLine>(
    `SELECT time, level, message FROM (
       SELECT time, level, message, 0 AS ord FROM gateway_log WHERE "gwMac" = $1
       UNION ALL
       SELECT time, 'INFO', 'sample memory ' || round(memory::numeric, 1) || '%' ||
         COALESCE((SELECT string_agg(' ' || (d->>'path') || ' ' || (d->>'percent') || '%', '') FROM jsonb_array_elements(disk) d), ''), 1
       FROM gateway_status_samples WHERE "gwMac" = $1
       UNION ALL
       SELECT "alarmTime", CASE class WHEN 3 THEN 'ERROR' WHEN 2 THEN 'WARN' ELSE 'INFO' END,
         'alarm ' || type || COALESCE(' ' || data::text, ''), 2
       FROM alarm_history WHERE "sourceType" = 'gw' AND "sourceId" = $1
     ) l ORDER BY time, ord LIMIT 200000`,
    [gwMac],
  );
}
