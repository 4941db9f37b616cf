// The settings area's calls (doc 3 §7 'Settings'): server config, stores, store export and migration upload,
// amac, promotions. Tables read through the data provider (schemas' x-api.search); these are the writes, on the
// generated client (schemas/serverConfig, store, amac and promotion x-api and x-calls).
import { HttpError } from 'ra-core';
import { saveBlob } from '../downloads/api';
import type { MigrationResult } from '../../domain/settings';
import { amacCalls, promotionCalls, serverConfigCalls, storeCalls } from '../generated/client';
import type { Amac, Promotion, ServerConfig, Store } from '../../domain/generated/types';

export type { MigrationResult, PromotionType } from '../../domain/settings';

export const getServerConfig = (signal?: AbortSignal) => serverConfigCalls.getOne({ signal });
export const saveServerConfig = (config: Partial<ServerConfig>) => serverConfigCalls.update({ body: config });

export const getStore = (storeCode: string, signal?: AbortSignal) =>
  storeCalls.getOne({ storeCode }, { signal });
export const createStore = (store: Partial<Store>) => storeCalls.create({ body: store });
export const updateStore = (store: Partial<Store>) => storeCalls.update({ body: store });
export const deleteStore = (storeCode: string) => storeCalls.delete({ storeCode });

/** GET /config/store/{store}/export: saves the store's migration file */
export async function exportStore(storeCode: string): Promise<void> {
  const { blob, fileName } = await storeCalls.export({ storeCode });
  saveBlob(blob, fileName ?? `store-${storeCode}.esl-store.json.gz`);
}

/** POST /upload/database (multipart `files`) with upload progress (0-100); rejects with the server's reason */
export async function uploadMigration(
  file: File,
  onProgress: (percent: number) => void,
): Promise<MigrationResult> {
  try {
    return await storeCalls.migrate({ form: { files: file } }, { onProgress });
  } catch (error) {
    // the refusal's reason is its error_msg ('Migration failed : {reason}')
    const reason = ((error as HttpError).body as { error_msg?: unknown } | undefined)?.error_msg;
    throw typeof reason === 'string'
      ? new HttpError(reason, (error as HttpError).status, (error as HttpError).body)
      : error;
  }
}

export const createAmac = (amac: Partial<Amac>) => amacCalls.create({ body: amac });
export const saveAmac = (amac: Partial<Amac>) => amacCalls.update({ body: amac });
export const deleteAmac = (abstractCode: string) => amacCalls.delete({ abstractCode });

export const getPromotionTypes = (signal?: AbortSignal) => promotionCalls.types({ signal });
export const getPromotions = (storeCode: string, signal?: AbortSignal) =>
  promotionCalls.ofStore({ storeCode }, { signal });
export const savePromotions = (storeCode: string, data: Partial<Promotion>[]) =>
  promotionCalls.save({ storeCode, body: { data } });
