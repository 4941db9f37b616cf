// The sensor calls of the console (doc 2 §7 Sensors) beyond the schema tables: the store summaries for the map
// and a sensor's sensing history for the chart, on the generated client (schemas/sensorStore, sensor x-calls).
import type { SensorHistoryRange } from '../../domain/sensors';
import { sensorCalls, sensorStoreCalls, sensorStoreKeys } from '../generated/client';

export type { SensorHistory, SensorStoreSummary } from '../../domain/sensors';

export const getSensorStores = (signal?: AbortSignal) => sensorStoreCalls.list({ signal });

/** the sensor store summaries as the map, the table's titles and the sensor pages read them */
export const SENSOR_STORES = { queryKey: sensorStoreKeys.list(), queryFn: getSensorStores } as const;

/** GET /history/store/{code}/sensor/{mac}: start and end in epoch seconds (the server's default: the last 24 h) */
export function getSensorHistory(
  storeCode: string,
  sensorMac: string,
  range: SensorHistoryRange,
  signal?: AbortSignal,
) {
  return sensorCalls.history({ storeCode, sensorMac, query: range }, { signal });
}

export const sensorDetailPath = (storeCode: string) => `/sensor/detail/${encodeURIComponent(storeCode)}`;
export const sensorAlarmPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/alarm/history`;
export const sensorHistoryPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/history`;
