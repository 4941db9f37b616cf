// The sensor store summaries for the map (one query for every reader) and the sensor pages' paths (doc 2 §7
// Sensors); other sensor calls are the generated client's (schemas/sensorStore, sensor x-calls).
import { sensorStoreCalls, sensorStoreKeys } from '../generated/client';

export type { SensorHistory, SensorStoreSummary } from '../../domain/generated/calls';

/** the sensor store summaries as the map, the table's titles and the sensor pages read them */
export const SENSOR_STORES = {
  queryKey: sensorStoreKeys.list(),
  queryFn: (signal?: AbortSignal) => sensorStoreCalls.list({ signal }),
} as const;

export const sensorDetailPath = (storeCode: string) => `/sensor/detail/${encodeURIComponent(storeCode)}`;
export const sensorAlarmPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/alarm/history`;
export const sensorHistoryPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/history`;
