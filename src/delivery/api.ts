// The delivery calls of the console (issue 27 §1; docs/api.md "Delivery service levels") beyond the schema
// tables: every store of the day for the map, a store's day with its 30 days, histogram and causes, the CSV; on the
// generated client (schemas/deliveryStore.schema.json x-calls).
import { saveBlob } from '../downloads/api';
import { deliveryStoreCalls, deliveryStoreKeys } from '../generated/client';
import { DELIVERY_CAUSES, type DeliveryCause } from '../../domain/delivery';

export { DELIVERY_CAUSES, type DeliveryCause };

export type { DeliveryDetail, DeliveryStoreDay as DeliveryStoreSummary } from '../../domain/generated/calls';

/** every store of the session today, as the map and the page titles read them */
export const DELIVERY_STORES = {
  // today's (no day query): the key of deliveryStoreKeys.list without its arguments
  queryKey: [...deliveryStoreKeys.all, 'list'] as const,
  queryFn: (signal?: AbortSignal) => deliveryStoreCalls.list({}, { signal }),
} as const;

export async function downloadDeliveryCsv(): Promise<void> {
  const blob = await deliveryStoreCalls.csv({});
  saveBlob(blob, `delivery_${new Date().toISOString().slice(0, 10)}.csv`);
}

export const deliveryDetailPath = (storeCode: string) => `/delivery/${encodeURIComponent(storeCode)}`;

/** a store's failed or late updates of a day ('' = today) as CSV */
export async function downloadLateCsv(storeCode: string, day: string): Promise<void> {
  const blob = await deliveryStoreCalls.lateCsv({ storeCode, query: { day: day || undefined } });
  saveBlob(blob, `delivery_late_${storeCode}_${day || new Date().toISOString().slice(0, 10)}.csv`);
}
