// The sensor answers beyond the schema tables (docs/api.md "Sensors"), for both sides: the store summaries of the
// sensor map (server/repositories/sensorStores.ts) and a sensor's sensing history (server/repositories/sensors.ts).
import type { Sensor, SensorStore } from './generated/types';

/** a store of the sensor map: the sensorStore schema's fields as the summary reads them (a store has a name) */
export type SensorStoreSummary = Omit<SensorStore, 'storeName' | 'position' | 'updatedAt'> & {
  storeName: string;
  position: { latitude: number; longitude: number } | null;
  updatedAt: string | null;
};

/** GET /status/store/{code}/sensor/{mac}/history: a sensor's samples in a range */
export interface SensorHistory {
  sensorMac: string;
  storeCode: string;
  operation: Sensor['operation'];
  minValue: number;
  maxValue: number;
  startDate: string;
  endDate: string;
  /**
   * seconds of one point: 0 = every sample, else each point is the average of a bucket (whole UTC hours, or
   * multiples of them, for a range over two days: the hourly rollup)
   */
  bucketSeconds: number;
  data: Array<{ sensingTime: string; sensingValue: number }>;
}

/** GET /status/sensor */
export interface SensorStores {
  data: SensorStoreSummary[];
}

/** a sensing history's range in epoch seconds (the server's default: the last 24 h) */
export interface SensorHistoryRange {
  startDate?: number;
  endDate?: number;
}
