// The simulator's sensors (docs/api.md "Sensors"): every report interval each sensor sends a sample (a wander
// pulled back to its kind's target; now and then an excursion of a few samples out of its range, a door left
// open), its battery drains a little, its rssi moves. A sensor behind an OFFLINE gateway, with a flat battery or
// in one of its rare dropouts sends nothing; after SILENT_INTERVALS missed reports it is NO_RESPONSE. Alarms on
// the transitions (SENSOR VALUE OUT OF RANGE, SENSOR NO RESPONSE), through AlarmsRepository.raise.
import type { Queryable } from '../db/db.ts';
import type { AlarmInput, AlarmsRepository } from '../repositories/alarms.ts';
import {
  SENSOR_STATUS,
  SILENT_INTERVALS,
  STORE_SENSOR_KINDS,
  type SensorOperation,
} from '../sensors/sensorKinds.ts';
import type { Prng } from './prng.ts';

export const SENSOR_ALARM = {
  outOfRange: 'SENSOR VALUE OUT OF RANGE',
  noResponse: 'SENSOR NO RESPONSE',
} as const;

interface DueSensor {
  sensorMac: string;
  storeCode: string;
  operation: SensorOperation;
  status: string;
  battery: number | null;
  rssi: number | null;
  minValue: number;
  maxValue: number;
  sensingValue: number | null;
  gwStatus: string | null;
}

/** an excursion: the value heads for `to` for `left` more samples */
interface Excursion {
  to: number;
  left: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export class SensorSimulation {
  private readonly excursions = new Map<string, Excursion>();
  private readonly dropouts = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    private readonly alarms: AlarmsRepository,
    private readonly prng: Prng,
    private readonly intervalMs: number,
  ) {}

  async tick(now: Date): Promise<void> {
    const due = await this.db.query<DueSensor>(
      `SELECT s."sensorMac", s."storeCode", s.operation, s.status, s.battery, s.rssi, s."minValue", s."maxValue",
         s."sensingValue", g.status AS "gwStatus"
       FROM sensors s LEFT JOIN gateways g ON g."gwMac" = s."gwMac"
       WHERE s."sensingTime" IS NULL OR s."sensingTime" <= $1::timestamptz - $2 * interval '1 millisecond'
       ORDER BY s."sensorMac" LIMIT 5000`,
      [now.toISOString(), this.intervalMs],
    );
    const alarms: AlarmInput[] = [];
    const samples: Array<{
      mac: string;
      value: number;
      status: string;
      battery: number | null;
      rssi: number;
    }> = [];
    for (const sensor of due) {
      if (!this.reports(sensor)) continue;
      const value = this.nextValue(sensor);
      const inRange = value >= sensor.minValue && value <= sensor.maxValue;
      const status = inRange ? SENSOR_STATUS.ok : SENSOR_STATUS.outOfRange;
      if (!inRange && sensor.status !== SENSOR_STATUS.outOfRange)
        alarms.push({
          location: sensor.storeCode,
          type: SENSOR_ALARM.outOfRange,
          class: 2,
          sourceType: 'sensor',
          sourceId: sensor.sensorMac,
          data: {
            sensorMac: sensor.sensorMac,
            operation: sensor.operation,
            value,
            range: [sensor.minValue, sensor.maxValue],
          },
          at: now,
        });
      const battery =
        sensor.battery === null ? null : Math.max(0, sensor.battery - (this.prng.chance(0.01) ? 1 : 0));
      const rssi = Math.max(-95, Math.min(-40, (sensor.rssi ?? -65) + this.prng.int(-2, 2)));
      samples.push({ mac: sensor.sensorMac, value, status, battery, rssi });
    }
    if (samples.length > 0) {
      await this.db.query(
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
          now.toISOString(),
        ],
      );
    }
    // silent for SILENT_INTERVALS report intervals: NO_RESPONSE, once
    const silent = await this.db.query<{ sensorMac: string; storeCode: string; sensingTime: string | null }>(
      `UPDATE sensors SET status = $3, "updatedAt" = $1::timestamptz
       WHERE status <> $3 AND ("sensingTime" IS NULL OR "sensingTime" < $1::timestamptz - $2 * interval '1 millisecond')
       RETURNING "sensorMac", "storeCode", "sensingTime"`,
      [now.toISOString(), this.intervalMs * SILENT_INTERVALS, SENSOR_STATUS.noResponse],
    );
    for (const sensor of silent)
      alarms.push({
        location: sensor.storeCode,
        type: SENSOR_ALARM.noResponse,
        class: 3,
        sourceType: 'sensor',
        sourceId: sensor.sensorMac,
        data: { sensorMac: sensor.sensorMac, lastSensingTime: sensor.sensingTime },
        at: now,
      });
    await this.alarms.raise(alarms);
  }

  /** whether the sensor reports this time: its gateway is up, its battery not flat, it is not in a dropout */
  private reports(sensor: DueSensor): boolean {
    if (sensor.gwStatus === 'OFFLINE' || sensor.battery === 0) return false;
    const dropout = this.dropouts.get(sensor.sensorMac) ?? 0;
    if (dropout > 0) {
      this.dropouts.set(sensor.sensorMac, dropout - 1);
      return false;
    }
    if (this.prng.chance(0.002)) {
      this.dropouts.set(sensor.sensorMac, this.prng.int(SILENT_INTERVALS, SILENT_INTERVALS + 5));
      return false;
    }
    return true;
  }

  private nextValue(sensor: DueSensor): number {
    const kind =
      STORE_SENSOR_KINDS.find(
        (k) =>
          k.operation === sensor.operation &&
          k.minValue === sensor.minValue &&
          k.maxValue === sensor.maxValue,
      ) ?? STORE_SENSOR_KINDS[0];
    const span = sensor.maxValue - sensor.minValue;
    const last = sensor.sensingValue ?? kind.target;
    let excursion = this.excursions.get(sensor.sensorMac);
    if (!excursion && this.prng.chance(0.01))
      excursion = {
        to: this.prng.chance(0.7) ? sensor.maxValue + span * 0.3 : sensor.minValue - span * 0.2,
        left: this.prng.int(2, 6),
      };
    const goal = excursion ? excursion.to : kind.target;
    if (excursion) {
      excursion.left -= 1;
      if (excursion.left <= 0) this.excursions.delete(sensor.sensorMac);
      else this.excursions.set(sensor.sensorMac, excursion);
    }
    const pull = excursion ? 0.5 : 0.25;
    return round2(last + (goal - last) * pull + (this.prng.next() * 2 - 1) * kind.noise);
  }
}
