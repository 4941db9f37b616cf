// The gateway area's API calls (doc 1 §7 Status, Gateways, Histories; doc 3 §7 gateway config).
import { httpRequest } from '../providers/httpClient';
import type { DeviceStatus } from '../status/statusColors';

export interface GatewayRow {
  gwMac: string;
  storeCode: string;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  tagCount: number;
  ip: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  gmpVersion: string | null;
  grmVersion: string | null;
  status: DeviceStatus | null;
  upLink: 'OK' | 'NG' | null;
  downLink: 'OK' | 'NG' | null;
  timeSync: boolean | null;
  lastStatusTime: string | null;
  updatedAt: string | null;
  [field: string]: unknown;
}

export interface StoreWithGateways {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  objList: GatewayRow[];
}

const enc = encodeURIComponent;

export function getStoreGateways(storeCode: string, signal?: AbortSignal): Promise<StoreWithGateways> {
  return httpRequest(`/status/store/${enc(storeCode)}`, { signal });
}

export function getGateway(storeCode: string, gwMac: string, signal?: AbortSignal): Promise<GatewayRow> {
  return httpRequest(`/status/store/${enc(storeCode)}/gw/${enc(gwMac)}`, { signal });
}

export function updateGateway(storeCode: string, gwMac: string, config: Record<string, unknown>) {
  return httpRequest(`/config/store/${enc(storeCode)}/gw/${enc(gwMac)}`, { method: 'PUT', body: config });
}

export interface UpdateAllResult {
  gwOK: string[];
  gwNG: string[];
  messages: Record<string, string>;
}

export function updateAllGateways(
  storeCode: string,
  gwList: Array<Record<string, unknown>>,
): Promise<UpdateAllResult> {
  return httpRequest(`/config/store/${enc(storeCode)}/gw`, { method: 'PUT', body: { gwList } });
}

export function deleteGateway(storeCode: string, gwMac: string) {
  return httpRequest(`/config/store/${enc(storeCode)}/gw/${enc(gwMac)}`, { method: 'DELETE' });
}

export function linkCheck(gwMac: string): Promise<{ success: boolean }> {
  return httpRequest(`/check/link/gw/${enc(gwMac)}`);
}

export function rebootGateway(gwMac: string): Promise<{ success: boolean }> {
  return httpRequest(`/gw/reboot/${enc(gwMac)}`, { method: 'POST', body: {} });
}

export interface GatewaySystemStatus {
  memory: number | null;
  ramdisk: number | null;
  logDisk: number | null;
  data: Array<{ time: string; memory: number; ramdisk: number | null; logDisk: number | null }>;
}

/** doc 1 §9: a 24 hour window (86400 s) */
export const STATUS_WINDOW_SECONDS = 86_400;

export function getGatewaySystemStatus(gwMac: string, signal?: AbortSignal): Promise<GatewaySystemStatus> {
  const end = Math.floor(Date.now() / 1000);
  return httpRequest(`/system/status/gw/${enc(gwMac)}?start=${end - STATUS_WINDOW_SECONDS}&end=${end}`, {
    signal,
  });
}

/** whether the store's outband allows gateway channels 27 to 31 (with the gateway configuration privilege) */
export async function getStoreOutband(storeCode: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await httpRequest<{ outbandEnable: boolean }>(`/config/store/${enc(storeCode)}/gw`, {
    signal,
  });
  return answer.outbandEnable;
}
