// The answers of the tag pages' calls beyond the schema tables (doc 1 §7 Status and lists, Tag actions; docs/api.md
// "Tags", "Label images"), named by the x-calls of schemas/tag.schema.json.
import type { DeviceStatus } from './deviceStatus';
import type { TagStoreStatus } from './tagStoreStatus';

/** a store with its tag statistics (GET /status/store/tag) */
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

export interface StoreTagStatsList {
  data: StoreTagStats[];
}

/** doc 1 §4: 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan, undefined All Tag Status Collect */
export type StatusCheckCmd = 0 | 1 | 2 | undefined;
