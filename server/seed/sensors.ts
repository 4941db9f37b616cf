// Demo sensors and printers (docs/api.md "Sensors", "Paper labels"): per store the six sensors of
// STORE_SENSOR_KINDS attached to its gateways in turn, with the last 24 hours of samples every 5 minutes
// (generated in SQL, deterministic: a wave by hour of day plus a hash of the sensor and the time), and two
// printers. The same stores and seed give the same rows. A fresh demo has sensor alarms to look at (issue 33 §5:
// the simulator's first excursion comes minutes after the start): per store a door left open hours ago (a sensor's
// samples above its range for 20 minutes, its SENSOR VALUE OUT OF RANGE alarm), and the flat battery's SENSOR NO
// RESPONSE.
import type { Queryable } from '../db/db.ts';
import { SeedSensorsRepository, type SeedSensor } from './statements/sensors.ts';
import { SILENT_INTERVALS, STORE_SENSOR_KINDS } from '../repositories/sensorKinds.ts';
import { createPrng } from '../sim/prng.ts';
import { SENSOR_ALARM } from '../sim/sensors.ts';
import { repositoriesOf } from '../repositories/index.ts';
import type { AlarmInput } from '../repositories/alarms.ts';

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** the MAC of a store's n-th sensor: stable for a store code and seed */
export function demoSensorMac(storeCode: string, n: number, seed: number): string {
  let hash = seed >>> 0;
  for (const char of storeCode) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  const prng = createPrng(hash);
  return ['5C', 'F2', hex2(prng.int(0, 255)), hex2(prng.int(0, 255)), hex2(prng.int(0, 255)), hex2(n)].join(
    ':',
  );
}

/** the demo's sensors report every 5 minutes; silent this many reports, a sensor is NO_RESPONSE */
const SEED_INTERVAL_MS = 5 * 60_000;
/** the door left open in each store: how long, and how many hours ago (by the store's place in the list) */
const DOOR_OPEN_MINUTES = 20;
const doorOpenHoursAgo = (index: number) => 2 + (index % 6) * 3;

export async function seedSensors(db: Queryable, storeCodes: string[], seed: number): Promise<void> {
  const sensors = new SeedSensorsRepository(db);
  const alarms: AlarmInput[] = [];
  for (const [index, storeCode] of storeCodes.entries()) {
    const gateways = await sensors.gatewayMacs(storeCode);
    const prng = createPrng(seed + storeCode.length * 977 + storeCode.charCodeAt(storeCode.length - 1));
    const rows: SeedSensor[] = STORE_SENSOR_KINDS.map((kind, n) => ({
      sensorMac: demoSensorMac(storeCode, n, seed),
      gwMac: gateways.length ? gateways[n % gateways.length] : null,
      operation: kind.operation,
      version: prng.pick(['1.0.4', '1.1.0', '1.2.1']),
      battery: prng.int(12, 100),
      rssi: -prng.int(45, 85),
      minValue: kind.minValue,
      maxValue: kind.maxValue,
      target: kind.target,
      noise: kind.noise,
    }));
    await sensors.insertSensors(storeCode, rows);
    await sensors.insertDayOfSamples(rows);
    const door = rows[index % rows.length];
    const [first] = await sensors.excursion(door, doorOpenHoursAgo(index), DOOR_OPEN_MINUTES);
    if (first)
      alarms.push({
        location: storeCode,
        type: SENSOR_ALARM.outOfRange,
        class: 2,
        sourceType: 'sensor',
        sourceId: door.sensorMac,
        data: {
          sensorMac: door.sensorMac,
          operation: door.operation,
          value: first.value,
          range: [door.minValue, door.maxValue],
        },
        at: first.at,
      });
    await sensors.showLatestSamples(rows.map((r) => r.sensorMac));
    // the third store's second sensor has a flat battery: silent for six hours, NO_RESPONSE (store OFFLINE)
    const flat = index === 2 ? await sensors.flatBattery(rows[1].sensorMac) : undefined;
    if (flat)
      alarms.push({
        location: storeCode,
        type: SENSOR_ALARM.noResponse,
        class: 3,
        sourceType: 'sensor',
        sourceId: rows[1].sensorMac,
        data: { sensorMac: rows[1].sensorMac, lastSensingTime: flat.toISOString() },
        at: new Date(flat.getTime() + SILENT_INTERVALS * SEED_INTERVAL_MS),
      });
  }
  await repositoriesOf(db).alarms.raise(alarms);
}

/** two printers per store, on the store's printer subnet */
export async function seedPrinters(db: Queryable, storeCodes: string[]): Promise<void> {
  const printers = repositoriesOf(db).printers;
  for (const [index, storeCode] of storeCodes.entries()) {
    const subnet = `10.${20 + (index % 200)}.8`;
    await printers.add(storeCode, [
      { printerIp: `${subnet}.21`, printerName: `${storeCode}-PRN-01` },
      { printerIp: `${subnet}.22`, printerName: `${storeCode}-PRN-02` },
    ]);
  }
}

/**
 * A printed paper task per store, yesterday morning: the shelf labels of its first 12 products, from an upload
 * `shelf-labels.csv`, every row answered by its printer (about one in twelve failed, deterministically).
 */
export async function seedPaperTasks(db: Queryable, storeCodes: string[]): Promise<void> {
  const sensors = new SeedSensorsRepository(db);
  for (const storeCode of storeCodes) await sensors.printedPaperTask(storeCode);
}
