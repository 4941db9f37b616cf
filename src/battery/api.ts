// The battery calls of the console (issue 27 §2; docs/api.md "Battery replacement forecast") beyond the schema
// tables: every store with its counts (titles, calendar), one tag's history with its forecast, the swap list, the
// CSVs; on the generated client (schemas/batteryStore, batteryForecast x-calls).
import { saveBlob } from '../downloads/api';
import {
  batteryForecastCalls,
  batteryForecastKeys,
  batteryStoreCalls,
  batteryStoreKeys,
} from '../generated/client';

export { BATTERY_PERIODS, FORECAST_STATES, LOW_BATTERY, type BatteryPeriod } from '../../domain/battery';
export type { BatteryStores, BatterySwapList, BatteryTagDetail } from '../../domain/generated/calls';

/** every store of the session with its counts and the calendar, as the page titles read them */
export const BATTERY_STORES = {
  queryKey: batteryStoreKeys.list(),
  queryFn: (signal?: AbortSignal) => batteryStoreCalls.list({ signal }),
} as const;

export const batteryTagKey = (storeCode: string, tagId: string) =>
  batteryForecastKeys.tag({ storeCode, tagId });

export const batteryDetailPath = (storeCode: string) => `/battery/${encodeURIComponent(storeCode)}`;

const today = () => new Date().toISOString().slice(0, 10);

export async function downloadBatteryStoresCsv(): Promise<void> {
  saveBlob(await batteryStoreCalls.csv(), `battery_${today()}.csv`);
}

export async function downloadBatteryTagsCsv(storeCode: string): Promise<void> {
  saveBlob(await batteryForecastCalls.tagCsv({ storeCode }), `battery_${storeCode}_${today()}.csv`);
}
