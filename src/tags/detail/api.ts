// The tag detail page's API calls (doc 1 §7 Status and lists, Tag actions; docs/api.md "Tags").
import { httpRequest } from '../../providers/httpClient';
import type { Page } from '../../stores/api';
import type { TagTypeInfo } from '../../domain/tagTypes';

export interface TagRow {
  tagId: string;
  tagMac: string;
  storeCode: string;
  prCode: string | null;
  tagType: string | null;
  gwMac: string | null;
  status: string | null;
  version: string | null;
  rssi: number | null;
  battery: number | null;
  battStatus: 'GOOD' | 'LOW' | null;
  temperature: number | null;
  updatedAt: string | null;
  respondedAt: string | null;
}

const enc = encodeURIComponent;

export function searchStoreTags(
  storeCode: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Page<TagRow>> {
  return httpRequest(`/status/store/${enc(storeCode)}/tag/search`, { method: 'POST', body, signal });
}

export interface TaskAnswer {
  storeCode: string;
  taskId: number;
  tagCount: number;
}

export function deassignTags(storeCode: string, tagList: string[]): Promise<TaskAnswer> {
  return httpRequest('/tag/deassign', { method: 'POST', body: { storeCode, tagList } });
}

export function reassignTags(storeCode: string, tagList: string[]): Promise<TaskAnswer> {
  return httpRequest('/tag/reassign', { method: 'POST', body: { storeCode, tagList } });
}

export function reassignAllTags(storeCode: string): Promise<TaskAnswer> {
  return httpRequest('/tag/reassign/all', { method: 'POST', body: { storeCode } });
}

/** doc 1 §4: 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan, undefined All Tag Status Collect */
export type StatusCheckCmd = 0 | 1 | 2 | undefined;

export function startStatusCheck(storeCode: string, cmd: StatusCheckCmd, tagList: string[]) {
  return httpRequest('/tag/status/check', { method: 'POST', body: { storeCode, cmd, tagList } });
}

export function stopStatusCheck(storeCode: string) {
  return httpRequest('/tag/status/check/stop', { method: 'POST', body: { storeCode } });
}

export function getTagTypeInfo(signal?: AbortSignal): Promise<{ data: TagTypeInfo[] }> {
  return httpRequest('/tag/type/info', { signal });
}

export interface GatewayChoice {
  gwMac: string;
}

export function getStoreGatewayMacs(
  storeCode: string,
  signal?: AbortSignal,
): Promise<{ objList: GatewayChoice[] }> {
  return httpRequest(`/status/store/${enc(storeCode)}`, { signal });
}

export function getTagTypesInUse(signal?: AbortSignal): Promise<{ data: Array<{ tagType: string }> }> {
  return httpRequest('/tag/type', { signal });
}

/** Tags by product code in one store, or (storeCode undefined) across the session's stores. */
export function searchTagsByProduct(
  prCode: string,
  storeCode: string | undefined,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Page<TagRow>> {
  const path = storeCode
    ? `/status/store/${enc(storeCode)}/tag/list/search`
    : '/status/store/tag/list/search';
  return httpRequest(`${path}?prCode=${enc(prCode)}`, { method: 'POST', body, signal });
}
