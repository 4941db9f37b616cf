// What the simulated sensors measure (docs/api.md "Sensors"): temperature in chilled cases and freezers, humidity
// of the produce area, each with the range its alarms watch. One table for the seed, the simulator and the bench.

import type { Sensor } from '../../domain/generated/types.ts';

/** what a sensor measures: the enum of schemas/sensor.schema.json */
export type SensorOperation = Sensor['operation'];

export interface SensorKind {
  operation: SensorOperation;
  /** the range: a value outside it is OUT_OF_RANGE and raises an alarm */
  minValue: number;
  maxValue: number;
  /** where a healthy sensor's values settle */
  target: number;
  /** the size of a healthy sensor's sample-to-sample wander */
  noise: number;
}

/** a store's sensors, in order: four chilled cases, a freezer, the produce area's humidity */
export const STORE_SENSOR_KINDS: SensorKind[] = [
  { operation: 'TEMPERATURE', minValue: 0, maxValue: 8, target: 4, noise: 0.3 },
  { operation: 'TEMPERATURE', minValue: 0, maxValue: 8, target: 4, noise: 0.3 },
  { operation: 'TEMPERATURE', minValue: 0, maxValue: 8, target: 3.5, noise: 0.3 },
  { operation: 'TEMPERATURE', minValue: 0, maxValue: 8, target: 5, noise: 0.3 },
  { operation: 'TEMPERATURE', minValue: -25, maxValue: -15, target: -20, noise: 0.5 },
  { operation: 'HUMIDITY', minValue: 30, maxValue: 80, target: 55, noise: 1.5 },
];

/** sensor status (doc 2 §4: shown as OK or not OK) */
export const SENSOR_STATUS = {
  ok: 'OK',
  outOfRange: 'OUT_OF_RANGE',
  noResponse: 'NO_RESPONSE',
} as const satisfies Record<string, Sensor['status']>;

/** battery percent under which a sensor counts in lowBatteryCount */
export const LOW_BATTERY_PERCENT = 20;

/** a sensor that misses this many report intervals is NO_RESPONSE */
export const SILENT_INTERVALS = 3;

/** the report interval of the demo's sensors (a realistic cold-chain logger reports every 1 to 5 minutes) */
export const DEFAULT_SENSOR_INTERVAL_MS = 60_000;
