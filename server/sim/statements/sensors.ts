// The simulated sensors' statements (server/sim/sensors.ts): the sensors due to report, their samples written,
// the silent ones marked NO_RESPONSE.
import type { Queryable } from '../../db/db.ts';
import type { SensorRecord, SensorRow } from '../../../domain/generated/rows.ts';
import { SENSOR_STATUS } from '../../repositories/sensorKinds.ts';

/** a sensor due to report, with its gateway's status */
export interface DueSensor extends Pick<
  SensorRow,
  | 'sensorMac'
  | 'storeCode'
  | 'operation'
  | 'status'
  | 'battery'
  | 'rssi'
  | 'minValue'
  | 'maxValue'
  | 'sensingValue'
> {
  gwStatus: string | null;
}

/** one report of a sensor */
export interface SensorReport {
  mac: string;
  value: number;
  status: string;
  battery: number | null;
  rssi: number;
}

/** a sensor that turned NO_RESPONSE */
export type SilentSensor = Pick<SensorRecord, 'sensorMac' | 'storeCode' | 'sensingTime'>;

/** the sensors whose last report is intervalMs old or more (5000 at most, in MAC order) */
export function dueSensors(db: Queryable, at: string, intervalMs: number): Promise<DueSensor[]> {
  return db.query<DueSensor>(
    `SELECT s."sensorMac", s."storeCode", s.operation, s.status, s.battery, s.rssi, s."minValue", s."maxValue",
       s."sensingValue", g.status AS "gwStatus"
     FROM sensors s LEFT JOIN gateways g ON g."gwMac" = s."gwMac"
     WHERE s."sensingTime" IS NULL OR s."sensingTime" <= $1::timestamptz - $2 * interval '1 millisecond'
     ORDER BY s."sensorMac" LIMIT 5000`,
    [at, intervalMs],
  );
}

/** Writes the reports: a sample each, and the sensor's value, status, battery and rssi. */
export async function writeSensorReports(db: Queryable, samples: SensorReport[], at: string): Promise<void> {
  await db.query(
    `WITH u AS (SELECT * FROM unnest($1::text[], $2::float8[], $3::text[], $4::int[], $5::int[])
                  AS u(mac, value, status, battery, rssi)),
     ins AS (INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
             SELECT mac, $6::timestamptz, value FROM u ON CONFLICT DO NOTHING)
     UPDATE sensors s SET "sensingValue" = u.value, "sensingTime" = $6::timestamptz, status = u.status,
       battery = u.battery, rssi = u.rssi, "updatedAt" = $6::timestamptz
     FROM u WHERE s."sensorMac" = u.mac`,
    [
      samples.map((s) => s.mac),
      samples.map((s) => s.value),
      samples.map((s) => s.status),
      samples.map((s) => s.battery),
      samples.map((s) => s.rssi),
      at,
    ],
  );
}

/** Sensors silent for silentMs turn NO_RESPONSE (once); answers them. */
export function markSilentSensors(db: Queryable, at: string, silentMs: number): Promise<SilentSensor[]> {
  return db.query<SilentSensor>(
    `UPDATE sensors SET status = $3, "updatedAt" = $1::timestamptz
     WHERE status <> $3 AND ("sensingTime" IS NULL OR "sensingTime" < $1::timestamptz - $2 * interval '1 millisecond')
     RETURNING "sensorMac", "storeCode", "sensingTime"`,
    [at, silentMs, SENSOR_STATUS.noResponse],
  );
}
