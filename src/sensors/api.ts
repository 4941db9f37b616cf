// The sensor calls of the console (doc 2 §7 Sensors) beyond the schema tables: the store summaries for the map
// and a sensor's sensing history for the chart.
import type { SensorStore } from '../generated/types';
import { httpRequest } from '../providers/httpClient';

export type SensorStoreSummary = SensorStore & {
  storeName: string;
  position?: { latitude: number; longitude: number } | null;
};

export interface SensorHistory {
  sensorMac: string;
  storeCode: string;
  operation: 'TEMPERATURE' | 'HUMIDITY';
  minValue: number;
  maxValue: number;
  startDate: string;
  endDate: string;
  bucketSeconds: number;
  data: Array<{ sensingTime: string; sensingValue: number }>;
}

export const getSensorStores = (signal?: AbortSignal) =>
  httpRequest<{ data: SensorStoreSummary[] }>('/status/sensor', { signal });

/** the sensor store summaries as the map, the table's titles and the sensor pages read them */
export const SENSOR_STORES = { queryKey: ['sensor', 'stores'], queryFn: getSensorStores } as const;

/** GET /history/store/{code}/sensor/{mac}: start and end in epoch seconds (the server's default: the last 24 h) */
export function getSensorHistory(
  storeCode: string,
  sensorMac: string,
  range: { startDate?: number; endDate?: number },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams();
  if (range.startDate !== undefined) query.set('startDate', String(range.startDate));
  if (range.endDate !== undefined) query.set('endDate', String(range.endDate));
  const suffix = query.size ? `?${query}` : '';
  return httpRequest<SensorHistory>(
    `/history/store/${encodeURIComponent(storeCode)}/sensor/${encodeURIComponent(sensorMac)}${suffix}`,
    { signal },
  );
}

export const sensorDetailPath = (storeCode: string) => `/sensor/detail/${encodeURIComponent(storeCode)}`;
export const sensorAlarmPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/alarm/history`;
export const sensorHistoryPath = (storeCode: string, sensorMac: string) =>
  `/sensor/${encodeURIComponent(storeCode)}/${encodeURIComponent(sensorMac)}/history`;
