// The settings area's calls (doc 3 §7 'Settings'): server config, stores, store export and migration upload,
// amac, promotions. Tables read through the data provider (schemas' x-api.search); these are the writes.
import { HttpError } from 'ra-core';
import type { Amac, Promotion, ServerConfig, Store } from '../generated/types';
import { saveBlob } from '../downloads/api';
import { apiUrl, httpRequest, readAnswer, sessionHeaders } from '../providers/httpClient';
import { uploadWithProgress } from '../files/uploadWithProgress';

const enc = encodeURIComponent;

export const getServerConfig = (signal?: AbortSignal) =>
  httpRequest<ServerConfig>('/config/server', { signal });
export const saveServerConfig = (config: Partial<ServerConfig>) =>
  httpRequest<ServerConfig>('/config/server', { method: 'PUT', body: config });

export const getStore = (storeCode: string, signal?: AbortSignal) =>
  httpRequest<Store>(`/config/store/${enc(storeCode)}`, { signal });
export const createStore = (store: Partial<Store>) =>
  httpRequest<Store>('/config/store', { method: 'POST', body: store });
export const updateStore = (store: Partial<Store>) =>
  httpRequest<Store>('/config/store', { method: 'PUT', body: store });
export const deleteStore = (storeCode: string) =>
  httpRequest(`/config/store/${enc(storeCode)}`, { method: 'DELETE' });

/** GET /config/store/{store}/export: saves the store's migration file */
export async function exportStore(storeCode: string): Promise<void> {
  const response = await fetch(apiUrl(`/config/store/${enc(storeCode)}/export`), {
    headers: sessionHeaders(),
  });
  if (!response.ok) return readAnswer<never>(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? `store-${storeCode}.esl-store.json.gz`);
}

export interface MigrationResult {
  storeCode: string;
  lastTaskId: number | null;
  tagCount: number;
  productCount: number;
  gwCount: number;
  accountCount: number;
  /** rows added per table; accounts: the new ones, each mailed a link to choose its password */
  imported: Record<string, number>;
  /** what the file held and the server left out (a system script, a role 0 account, ...) */
  refused: Array<{ table: string; row: string; reason: string }>;
}

/** POST /upload/database (multipart `files`) with upload progress (0-100); rejects with the server's reason */
export async function uploadMigration(
  file: File,
  onProgress: (percent: number) => void,
): Promise<MigrationResult> {
  const form = new FormData();
  form.append('files', file, file.name);
  try {
    return await uploadWithProgress<MigrationResult>('/upload/database', form, onProgress);
  } catch (error) {
    // the refusal's reason is its error_msg ('Migration failed : {reason}')
    const reason = ((error as HttpError).body as { error_msg?: unknown } | undefined)?.error_msg;
    throw typeof reason === 'string'
      ? new HttpError(reason, (error as HttpError).status, (error as HttpError).body)
      : error;
  }
}

export const createAmac = (amac: Partial<Amac>) =>
  httpRequest<Amac>('/config/amac', { method: 'POST', body: amac });
export const saveAmac = (amac: Partial<Amac>) =>
  httpRequest<Amac>('/config/amac', { method: 'PUT', body: amac });
export const deleteAmac = (abstractCode: string) =>
  httpRequest(`/config/amac/${enc(abstractCode)}`, { method: 'DELETE' });

export interface PromotionType {
  type: string;
  caption: string;
}
export const getPromotionTypes = (signal?: AbortSignal) =>
  httpRequest<{ data: PromotionType[] }>('/product/promotion/type', { signal });
export const getPromotions = (storeCode: string, signal?: AbortSignal) =>
  httpRequest<{ storeCode: string; data: Promotion[] }>(`/product/promotion/${enc(storeCode)}`, { signal });
export const savePromotions = (storeCode: string, data: Partial<Promotion>[]) =>
  httpRequest<{ storeCode: string; data: Promotion[] }>(`/product/promotion/${enc(storeCode)}`, {
    method: 'POST',
    body: { data },
  });
