// What the generic store map and list need of a store: code, name, position and a status.
import type { DeviceStatus } from '../status/statusColors';

export interface MapStore {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  position?: { latitude: number; longitude: number } | null;
}

export const MAP_STATUSES: DeviceStatus[] = ['NORMAL', 'OFFLINE', 'ALARM'];

export function hasPosition(
  store: MapStore,
): store is MapStore & { position: { latitude: number; longitude: number } } {
  return (
    !!store.position && Number.isFinite(store.position.latitude) && Number.isFinite(store.position.longitude)
  );
}
