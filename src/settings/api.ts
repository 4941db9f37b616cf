// The settings area's calls (doc 3 §7 'Settings'): server config, stores, store export and migration upload,
// amac, promotions. Tables read through the data provider (schemas' x-api.search); these are the writes.
import { HttpError } from 'ra-core';
import type { Amac, Promotion, ServerConfig, Store } from '../generated/types';
import { saveBlob } from '../downloads/api';
import { apiUrl, errorMessageOf, httpRequest } from '../providers/httpClient';
import { readSession } from '../providers/session';

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

function sessionHeaders(): Record<string, string> {
  const session = readSession();
  return session ? { 'Access-Token': session.accessToken, 'Access-Email': session.email } : {};
}

function failure(status: number, statusText: string, text: string): HttpError {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return new HttpError(errorMessageOf(body) ?? `${statusText || 'Error'} (${status})`, status, body);
}

/** GET /config/store/{store}/export: saves the store's migration file */
export async function exportStore(storeCode: string): Promise<void> {
  const response = await fetch(apiUrl(`/config/store/${enc(storeCode)}/export`), {
    headers: sessionHeaders(),
  });
  if (!response.ok) throw failure(response.status, response.statusText, await response.text());
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
}

/** POST /upload/database (multipart `files`) with upload progress (0-100); rejects with the server's reason */
export function uploadMigration(file: File, onProgress: (percent: number) => void): Promise<MigrationResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/upload/database'));
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(JSON.parse(request.responseText) as MigrationResult);
      } else {
        const error = failure(request.status, request.statusText, request.responseText);
        const reason = (error.body as { error_msg?: unknown } | undefined)?.error_msg;
        reject(typeof reason === 'string' ? new HttpError(reason, request.status, error.body) : error);
      }
    };
    request.onerror = () => reject(new HttpError('Network error', 0));
    const form = new FormData();
    form.append('files', file, file.name);
    request.send(form);
  });
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
