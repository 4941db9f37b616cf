// The settings area's calls (doc 3 §7 'Settings'): server config, stores, store export and migration upload,
// amac, promotions. Tables read through the data provider (schemas' x-api.search); these are the writes, on the
// generated client (schemas/serverConfig, store, amac and promotion x-api and x-calls).
import { HttpError } from 'ra-core';
import { saveBlob } from '../downloads/api';
import type { MigrationResult } from '../../domain/generated/calls';
import { storeCalls } from '../generated/client';

export type { MigrationResult } from '../../domain/generated/calls';
export type { PromotionType } from '../../domain/generated/calls';

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
