// The simulator's sensors (docs/api.md "Sensors"): every report interval each sensor sends a sample (a wander
// pulled back to its kind's target; now and then an excursion of a few samples out of its range, a door left
// open), its battery drains a little, its rssi moves. A sensor behind an OFFLINE gateway, with a flat battery or
// in one of its rare dropouts sends nothing; after SILENT_INTERVALS missed reports it is NO_RESPONSE. Alarms on
// the transitions (SENSOR VALUE OUT OF RANGE, SENSOR NO RESPONSE), through AlarmsRepository.raise.
import type { Queryable } from '../db/db.ts';
import type { AlarmInput, AlarmsRepository } from '../repositories/alarms.ts';
import { SENSOR_STATUS, SILENT_INTERVALS, STORE_SENSOR_KINDS } from '../repositories/sensorKinds.ts';
import type { Prng } from './prng.ts';
import {
  dueSensors,
  markSilentSensors,
  writeSensorReports,
  type DueSensor,
  type SensorReport,
} from './statements/sensors.ts';

export const SENSOR_ALARM = {
  outOfRange: 'SENSOR VALUE OUT OF RANGE',
  noResponse: 'SENSOR NO RESPONSE',
} as const;

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
    const due = await dueSensors(this.db, now.toISOString(), this.intervalMs);
    const alarms: AlarmInput[] = [];
    const samples: SensorReport[] = [];
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
    if (samples.length > 0) await writeSensorReports(this.db, samples, now.toISOString());
    // silent for SILENT_INTERVALS report intervals: NO_RESPONSE, once
    const silent = await markSilentSensors(this.db, now.toISOString(), this.intervalMs * SILENT_INTERVALS);
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
