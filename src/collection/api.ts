// The tag status collection calls of doc 1 §7: the public store list, start and stop.
import { getConfig, type AppConfig } from '../config/appConfig';
import { httpRequest } from '../providers/httpClient';

export interface CollectingStore {
  storeName: string;
  storeCode: string;
  startTime: string;
  checkTime: string | null;
  gwList: string[];
  tagList: string[];
  /** 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan; absent All Tag Status Collect */
  cmd?: 0 | 1 | 2;
}

export function fetchCollectingStores(signal?: AbortSignal): Promise<{ storeList: CollectingStore[] }> {
  return httpRequest<{ storeList: CollectingStore[] }>('/tag/status/collecting/store', {
    anonymous: true,
    signal,
  });
}

export function startTagStatusCheck(body: { storeCode: string; cmd?: 0 | 1 | 2; tagList?: string[] }) {
  return httpRequest('/tag/status/check', { method: 'POST', body });
}

export function stopTagStatusCheck(storeCode: string) {
  return httpRequest<{ storeCode: string; stopped: boolean }>('/tag/status/check/stop', {
    method: 'POST',
    body: { storeCode },
  });
}

/** The websocket address: `wsUrl` of /config.json (a path is on this page's host), else this host on `wsPort`
 * (default 8801, doc 1 §9). */
export function collectingSocketUrl(config: AppConfig = getConfig()): string {
  if (config.wsUrl?.startsWith('/'))
    return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${config.wsUrl}`;
  if (config.wsUrl) return config.wsUrl;
  const api = new URL(config.apiBase, window.location.href);
  return `${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.hostname}:${config.wsPort ?? 8801}/`;
}
