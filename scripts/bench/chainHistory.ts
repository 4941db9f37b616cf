// The chain bench's month of history besides delivery (scripts/bench/chainBuild.ts), in set-based SQL over a few
// stores a statement, shaped as the screens read it:
//   - battery: a forecast of every tag (battery_forecasts, what the battery store table and a store's tag list read;
//     the battery job writes the same rows from the readings), state 'low' for the LOW tags, the others a date
//     from their level and a drain of 1 to 3 points a month; and daily readings of one tag in 50 for 30 days
//     (tag_battery_history: the tag detail's chart; every tag's would take 1.2 billion rows at 40 million tags);
//   - alarms: ALARMS_PER_STORE a month per store (5,000: 10 million at 2,000 stores), one in ten SYSTEM, the types
//     of the alarm history screen, every 2.6 s-ish spread over 30 days;
//   - sensors: SENSORS_PER_STORE refrigerator thermometers per store and a sample every 15 minutes for 30 days
//     (sensor_samples; its statement trigger rolls the hours up in sensor_sample_hours).
import type { Db } from '../../server/db/db';

export const HISTORY_DAYS = 30;
export const ALARMS_PER_STORE = 5_000;
export const BATTERY_HISTORY_ONE_IN = 50;
export const SENSORS_PER_STORE = 2;
const SAMPLE_MINUTES = 15;

/** $1 store codes, $2 now */
const FORECASTS = `
  INSERT INTO battery_forecasts ("tagId", "storeCode", "tagMac", "tagType", "gwMac", level, "ratePerMonth",
    "forecastAt", state, readings, "replacedAt", "lastReadingAt", "historyId", "computedAt")
  SELECT t."tagId", t."storeCode", t."tagMac", t."tagType", t."gwMac", t.battery, r.rate,
    CASE WHEN t."battStatus" = 'LOW' THEN $2::timestamptz - make_interval(hours => (hashtext(t."tagId") & 255))
      ELSE $2::timestamptz + make_interval(days => ((t.battery - 20) * 30.0 / r.rate)::int) END,
    CASE WHEN t."battStatus" = 'LOW' THEN 'low' ELSE 'forecast' END, ${HISTORY_DAYS},
    NULL, $2::timestamptz - interval '3 hours', NULL, $2::timestamptz
  FROM tags t, LATERAL (SELECT 1 + ((hashtext(t."tagId" || 'r') & 1023) / 512.0) AS rate) r
  WHERE t."storeCode" = ANY($1::text[])`;

/** $1 store codes, $2 now: one tag in BATTERY_HISTORY_ONE_IN, a reading a day */
const BATTERY_READINGS = `
  INSERT INTO tag_battery_history ("tagId", "storeCode", battery, "updatedAt")
  SELECT t."tagId", t."storeCode", LEAST(100, t.battery + (d * 2) / 30), $2::timestamptz - make_interval(days => d)
  FROM tags t CROSS JOIN generate_series(0, ${HISTORY_DAYS - 1}) d
  WHERE t."storeCode" = ANY($1::text[]) AND abs(hashtext(t."tagId")) % ${BATTERY_HISTORY_ONE_IN} = 0`;

const ALARM_TYPES = [
  'GW STATUS ABNORMAL',
  'UPDATE FAILURE',
  'SEND TO GW FAILURE',
  'GW TIME SYNC ABNORMAL',
  'LOW BATTERY LIST CHANGED',
  'ACCOUNT LOCKED',
  'API PERMISSION DENIED',
  'TAG STATUS CHECK TIME OUT',
];

/** $1 store codes, $2 now, $3 alarm types: ALARMS_PER_STORE per store over the month */
const ALARMS = `
  INSERT INTO alarm_history (location, type, class, "alarmType", "alarmTime", "updatedAt", "sourceType", "sourceId", data)
  SELECT CASE WHEN g % 10 = 0 THEN 'SYSTEM' ELSE s.code END, ($3::text[])[1 + (g + si) % 8], 1 + (g + si) % 3,
    (ARRAY['SYSTEM', 'WARNING', 'CRITICAL'])[1 + (g + si) % 3], at, at, 'gw',
    format('00:1B:%s:%s', s.code, g % 4), jsonb_build_object('n', g)
  FROM unnest($1::text[]) WITH ORDINALITY AS s(code, si) CROSS JOIN generate_series(1, ${ALARMS_PER_STORE}) g,
    LATERAL (SELECT $2::timestamptz - make_interval(secs => (g * ${HISTORY_DAYS} * 86400.0 / ${ALARMS_PER_STORE})
      + (abs(hashtext(s.code)) % 600)) AS at) a`;

/** $1 store codes, $2 now */
const SENSORS = `
  INSERT INTO sensors ("sensorMac", "storeCode", "gwMac", operation, version, battery, rssi, status, "minValue",
    "maxValue", "sensingValue", "sensingTime", "updatedAt")
  SELECT 'SN' || s.code || '-' || k, s.code, NULL, 'TEMPERATURE', '1.2.0', 80, -60, 'OK', 0, 8, 4, $2::timestamptz,
    $2::timestamptz
  FROM unnest($1::text[]) AS s(code) CROSS JOIN generate_series(1, ${SENSORS_PER_STORE}) k`;

/** $1 store codes, $2 now */
const SENSOR_SAMPLES = `
  INSERT INTO sensor_samples ("sensorMac", "sensingTime", "sensingValue")
  SELECT 'SN' || s.code || '-' || k, date_trunc('minute', $2::timestamptz) - make_interval(mins => m * ${SAMPLE_MINUTES}),
    round((4 + sin(m / 12.0) + (abs(hashtext(s.code || k || m)) % 100) / 100.0)::numeric, 2)::float8
  FROM unnest($1::text[]) AS s(code) CROSS JOIN generate_series(1, ${SENSORS_PER_STORE}) k
    CROSS JOIN generate_series(0, ${(HISTORY_DAYS * 24 * 60) / SAMPLE_MINUTES - 1}) m`;

export async function insertBattery(db: Db, codes: string[], now: Date): Promise<void> {
  await db.query(FORECASTS, [codes, now.toISOString()]);
  await db.query(BATTERY_READINGS, [codes, now.toISOString()]);
}

export async function insertAlarms(db: Db, codes: string[], now: Date): Promise<void> {
  await db.query(ALARMS, [codes, now.toISOString(), ALARM_TYPES]);
}

export async function insertSensors(db: Db, codes: string[], now: Date): Promise<void> {
  await db.query(SENSORS, [codes, now.toISOString()]);
  await db.query(SENSOR_SAMPLES, [codes, now.toISOString()]);
}
