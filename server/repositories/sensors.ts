// The sensors of a store, their sensing history and their alarms (doc 2 §3 Sensor, Sensor alarm, Sensor history
// sample; §7 Sensors; docs/api.md "Sensors"). Paging, filters and sort in SQL (the table conventions).
import type { Queryable } from '../db/db.ts';
import type { SearchBody, SearchResult } from '../db/search.ts';
import type { SensorRecord } from '../../domain/generated/rows.ts';
import { SensorTableBase } from '../generated/repositories.ts';
import type { AlarmHistoryRow, SensorHistory } from '../../domain/generated/calls.ts';
import { RefusedError } from '../db/errors.ts';
import { alarmHistoryMeta } from './servers.ts';
import { searchTagHistory } from '../db/historySearch.ts';
import { message } from '../db/messages.ts';

/** a sensor as the server reads it (generated from schemas/sensor.schema.json; its times as Dates) */
export type { SensorRecord } from '../../domain/generated/rows.ts';

/** the sensor history: default range, longest range, most points answered (averaged into buckets beyond) */
export const HISTORY_DEFAULT_SECONDS = 86_400;
export const HISTORY_MAX_SECONDS = 366 * 86_400;
export const HISTORY_MAX_POINTS = 1000;
/** a range longer than this is answered from the hourly rollup (sensor_sample_hours, migration 620) */
export const HISTORY_ROLLUP_SECONDS = 2 * 86_400;
const HOUR_SECONDS = 3600;

/**
 * A short range ($1 mac, $2 start, $3 end, $4 bucket seconds): one range read of the key (index only), every
 * sample, or past HISTORY_MAX_POINTS bucket averages.
 */
export const HISTORY_RAW_SQL = `WITH r AS MATERIALIZED (
    SELECT "sensingTime" AS t, "sensingValue" AS v FROM sensor_samples
    WHERE "sensorMac" = $1 AND "sensingTime" >= $2 AND "sensingTime" <= $3),
  c AS (SELECT count(*)::int AS n FROM r)
  SELECT t AS "sensingTime", v AS "sensingValue", c.n FROM r, c WHERE c.n <= ${HISTORY_MAX_POINTS}
  UNION ALL
  SELECT date_bin($4 * interval '1 second', t, $2::timestamptz), round(avg(v)::numeric, 2)::float8, c.n
  FROM r, c WHERE c.n > ${HISTORY_MAX_POINTS} GROUP BY 1, c.n
  ORDER BY 1`;

/** A long range ($1 mac, $2 start, $3 end, $4 hours per point): the hourly rollup's averages (index only). */
export const HISTORY_HOURS_SQL = `SELECT date_bin($4 * interval '1 hour', hour, timestamptz '1970-01-01 00:00:00+00')
    AS "sensingTime", round((sum(total) / sum(n))::numeric, 2)::float8 AS "sensingValue"
  FROM sensor_sample_hours
  WHERE "sensorMac" = $1 AND hour >= date_bin('1 hour', $2::timestamptz, timestamptz '1970-01-01 00:00:00+00')
    AND hour <= $3
  GROUP BY 1 ORDER BY 1`;
export const HISTORY_RANGE_MESSAGE = message('app.serverMessages.sensorHistoryRange');

/**
 * The statement of a history range: the hourly rollup past HISTORY_ROLLUP_SECONDS (whole hours per point, within
 * HISTORY_MAX_POINTS), else the raw samples (bucketSeconds: the bucket if there are more than HISTORY_MAX_POINTS).
 */
export function historyQuery(
  sensorMac: string,
  start: Date,
  end: Date,
): { sql: string; params: unknown[]; rollup: boolean; bucketSeconds: number } {
  const seconds = (end.getTime() - start.getTime()) / 1000;
  if (seconds > HISTORY_ROLLUP_SECONDS) {
    const hours = Math.max(1, Math.ceil(seconds / HISTORY_MAX_POINTS / HOUR_SECONDS));
    return {
      sql: HISTORY_HOURS_SQL,
      params: [sensorMac, start.toISOString(), end.toISOString(), hours],
      rollup: true,
      bucketSeconds: hours * HOUR_SECONDS,
    };
  }
  const bucket = Math.ceil(seconds / HISTORY_MAX_POINTS);
  return {
    sql: HISTORY_RAW_SQL,
    params: [sensorMac, start.toISOString(), end.toISOString(), bucket],
    rollup: false,
    bucketSeconds: bucket,
  };
}

export type { SensorHistory } from '../../domain/generated/calls.ts';

/** the sensors table (its columns, filters and sorts from the schema), with the history and alarm reads */
export class SensorsRepository extends SensorTableBase {
  constructor(db: Queryable) {
    super(db);
  }

  async find(storeCode: string, sensorMac: string): Promise<SensorRecord | undefined> {
    const [row] = await this.db.query<SensorRecord>(
      `SELECT ${this.columns()} FROM ${this.table}
       WHERE ("sensorMac" = $2 OR "sensorMac" = upper($2)) AND "storeCode" = $1 LIMIT 1`,
      [storeCode, sensorMac],
    );
    return row;
  }

  /** the store's sensors, table conventions, 25 per page, sensorMac order */
  storeSensors(storeCode: string, body: SearchBody): Promise<SearchResult<SensorRecord>> {
    return searchTagHistory<SensorRecord>(
      this.db,
      {
        meta: this.listMeta,
        select: this.columns(),
        scope: (params) => [`"storeCode" = ${params.add(storeCode)}`],
        dateColumn: `"updatedAt"`,
        defaultLength: 25,
      },
      body,
    );
  }

  /**
   * Samples of a sensor in [start, end], at most HISTORY_MAX_POINTS (bucket averages beyond). A range over
   * HISTORY_ROLLUP_SECONDS reads the hourly rollup instead: one point per hour (or per several hours, to stay
   * within HISTORY_MAX_POINTS), the average of the samples of the hours from start's hour to end.
   */
  async history(sensor: SensorRecord, range: { start?: Date; end?: Date }): Promise<SensorHistory> {
    const end = range.end ?? new Date();
    const start = range.start ?? new Date(end.getTime() - HISTORY_DEFAULT_SECONDS * 1000);
    const seconds = (end.getTime() - start.getTime()) / 1000;
    if (!(seconds > 0) || seconds > HISTORY_MAX_SECONDS) throw new RefusedError(HISTORY_RANGE_MESSAGE);
    const answer = (bucketSeconds: number, data: SensorHistory['data']): SensorHistory => ({
      sensorMac: sensor.sensorMac,
      storeCode: sensor.storeCode,
      operation: sensor.operation,
      minValue: sensor.minValue,
      maxValue: sensor.maxValue,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      bucketSeconds,
      data,
    });
    const query = historyQuery(sensor.sensorMac, start, end);
    const rows = await this.db.query<{ sensingTime: Date | string; sensingValue: number; n?: number }>(
      query.sql,
      query.params,
    );
    // raw: every sample unless past HISTORY_MAX_POINTS (each row carries the count)
    const bucketSeconds = query.rollup || (rows[0]?.n ?? 0) > HISTORY_MAX_POINTS ? query.bucketSeconds : 0;
    return answer(
      bucketSeconds,
      // times as ISO text, as the answer gives them (the database reads a Date)
      rows.map(({ sensingTime, sensingValue }) => ({
        sensingTime: sensingTime instanceof Date ? sensingTime.toISOString() : sensingTime,
        sensingValue,
      })),
    );
  }

  /** the store's alarms raised by the sensor, newest first, 10 per page; dates on alarmTime */
  alarms(sensor: SensorRecord, body: SearchBody): Promise<SearchResult<AlarmHistoryRow>> {
    return searchTagHistory<AlarmHistoryRow>(
      this.db,
      {
        meta: {
          ...alarmHistoryMeta,
          entity: 'sensorAlarmHistory',
          defaultSort: { field: 'alarmTime', order: 'DESC' },
        },
        select: `id::int AS id, location, type, class, "alarmType", "alarmTime", "updatedAt", data`,
        scope: (params) => [
          `"sourceType" = 'sensor'`,
          `"sourceId" = ${params.add(sensor.sensorMac)}`,
          `location = ${params.add(sensor.storeCode)}`,
        ],
        dateColumn: `"alarmTime"`,
      },
      body,
    );
  }
}
