// The tag status page's API calls (doc 1 §7 Status and lists: store tag stats).
import { httpRequest } from '../../providers/httpClient';
import type { DeviceStatus } from '../../status/statusColors';
import type { TagStoreStatus } from '../../domain/tagStoreStatus';

export interface StoreTagStats {
  storeCode: string;
  storeName: string;
  position: { latitude: number; longitude: number } | null;
  /** the store's gateway status (the table's status column and filter) */
  status: DeviceStatus;
  /** the store's tag status (tagStoreStatus.ts: the map markers and toggles); the console computes it itself */
  tagStatus?: TagStoreStatus;
  total: number;
  success: number;
  inprogress: number;
  error: number;
  lowBattery: number;
  countByType: Record<string, number>;
  countNgByType: Record<string, number>;
  updatedAt: string | null;
  todayUpdated: number;
}

export function getStoreTagStats(signal?: AbortSignal): Promise<{ data: StoreTagStats[] }> {
  return httpRequest('/status/store/tag', { signal });
}
