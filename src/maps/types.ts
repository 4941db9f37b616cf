// What the generic store map and list need of a store (code, name, position and a gateway status), and the
// status vocabulary a map view speaks: its statuses, their labels and marker colours, how a store gets one.
import type { ComponentType } from 'react';
import { StatusChip } from '../status/StatusChip';
import type { DeviceStatus } from '../status/statusColors';

export interface MapStore {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  position?: { latitude: number; longitude: number } | null;
}

export const MAP_STATUSES: DeviceStatus[] = ['NORMAL', 'OFFLINE', 'ALARM'];

/** The statuses a store map colours its markers by, toggles and lists (gateway status, a store's tag status). */
export interface MapStatusVocabulary<T extends string, S> {
  /** in toggle order */
  statuses: readonly T[];
  statusOf: (store: S) => T;
  /** the marker colour of each status: one of the status colours (doc 1 §4) */
  color: Record<T, DeviceStatus>;
  /** translation key of a status's label */
  labelKey: (status: T) => string;
  /** translation key of the toggles' accessible name */
  filterKey: string;
  /** the toggles' test ids are `${toggleTestId}-${status}` */
  toggleTestId: string;
  /** the status chip of a list row */
  Chip: ComponentType<{ status: T }>;
}

/** The store screens' vocabulary: the store's gateway status (normal, offline, alarm). */
export const GATEWAY_STATUS_VOCABULARY: MapStatusVocabulary<DeviceStatus, MapStore> = {
  statuses: MAP_STATUSES,
  statusOf: (store) => store.status,
  color: { NORMAL: 'NORMAL', OFFLINE: 'OFFLINE', ALARM: 'ALARM' },
  labelKey: (status) => `app.maps.status.${status}`,
  filterKey: 'app.maps.statusFilter',
  toggleTestId: 'map-toggle',
  Chip: StatusChip,
};

export function hasPosition(
  store: MapStore,
): store is MapStore & { position: { latitude: number; longitude: number } } {
  return (
    !!store.position && Number.isFinite(store.position.latitude) && Number.isFinite(store.position.longitude)
  );
}
