// The tag status of a store (doc 1 §2.8 tag status map): what the store's map marker, the map's status toggles
// and list show. Error tags (the NG group: NG, NG1-3, MISSING, REQ_ONLY, REQ_ONLY2) make it ERROR, else tags
// in progress (WIP, UPDATE) make it INPROGRESS, else it is NORMAL (every tag OK, or no tag). The one rule: the
// server's /status/store/tag answer (`tagStatus`) and the console both call it.
import type { DeviceStatus } from './deviceStatus';

export type TagStoreStatus = 'NORMAL' | 'INPROGRESS' | 'ERROR';

/** a tag status group of the dashboard and exceptions (doc 1 §2.4): good (OK), work in progress, NG */
export type TagGroup = 'success' | 'inprogress' | 'error';

/** in toggle order */
export const TAG_STORE_STATUSES: TagStoreStatus[] = ['NORMAL', 'INPROGRESS', 'ERROR'];

export function tagStoreStatus(stats: { error: number; inprogress: number }): TagStoreStatus {
  if (stats.error > 0) return 'ERROR';
  if (stats.inprogress > 0) return 'INPROGRESS';
  return 'NORMAL';
}

/** Marker colours of the store map conventions (doc 1 §4): normal green, warning yellow, error red. */
export const TAG_STORE_STATUS_COLOR: Record<TagStoreStatus, DeviceStatus> = {
  NORMAL: 'NORMAL',
  INPROGRESS: 'ALARM',
  ERROR: 'OFFLINE',
};
