// The store area's API calls (doc 1 §7 Status and lists, Gateways).
import { httpRequest } from '../providers/httpClient';
import type { DeviceStatus } from '../status/statusColors';

export interface StoreStatusRow {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  position: { latitude: number; longitude: number } | null;
  outbandEnable?: boolean;
}

export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export interface TableQuery {
  start: number;
  length: number;
  order?: Array<{ column: string; dir: 'asc' | 'desc' }>;
  [filter: `filter_${string}`]: string | undefined;
}

/** 0: the gateway status list of stores */
export const GATEWAY_STORE_LIST = 0;

export function searchStores(query: TableQuery, signal?: AbortSignal): Promise<Page<StoreStatusRow>> {
  return httpRequest(`/status/store/pagination/${GATEWAY_STORE_LIST}`, {
    method: 'POST',
    body: query,
    signal,
  });
}

export function uploadPredefined(rows: Array<Record<string, string>>): Promise<{ count: number }> {
  return httpRequest('/gw/predefined', { method: 'POST', body: { rows } });
}

export interface ChannelSetting {
  gwIndex: number | string;
  dataChannel: number;
  eventChannel: number;
}

export interface ChannelSettings {
  storeCode: string;
  outbandEnable: boolean;
  channelList: ChannelSetting[];
}

export function getChannelSettings(storeCode: string): Promise<ChannelSettings> {
  return httpRequest(`/config/gw/channel?storeCode=${encodeURIComponent(storeCode)}`);
}

export function saveChannelSettings(
  storeCode: string,
  channelList: ChannelSetting[],
): Promise<ChannelSettings> {
  return httpRequest('/config/gw/channel', { method: 'POST', body: { storeCode, channelList } });
}
