// productFile.imported / productFile.failed (webhookEvents.schema.json#/$defs/productFileImported, productFileFailed):
// an upload's finish (server/productFiles/importProductFile.ts): imported when it applied a row, else failed.
import type { WebhookEventInput } from '../emit.ts';

export interface FinishedUpload {
  _id: number;
  storeCode: string;
  fileName: string;
  count: number | null;
  dataCount: number | null;
  errorCount: number | null;
  finished: Date | string | null;
  error?: Array<{ line: number; message: string }> | null;
}

export function productFileFinished(upload: FinishedUpload): WebhookEventInput {
  const finishedAt = new Date(upload.finished ?? Date.now());
  const common = {
    uploadId: Number(upload._id),
    storeCode: upload.storeCode,
    fileName: upload.fileName,
    rowsRead: upload.count ?? 0,
    rowsRefused: upload.errorCount ?? 0,
    finishedAt: finishedAt.toISOString(),
  };
  const applied = upload.dataCount ?? 0;
  if (applied > 0)
    return {
      type: 'productFile.imported',
      store: upload.storeCode,
      occurredAt: finishedAt,
      data: { ...common, rowsApplied: applied },
    };
  const first = upload.error?.[0];
  const error = first
    ? first.line > 0
      ? `line ${first.line}: ${first.message}`
      : first.message
    : 'no row applied';
  return {
    type: 'productFile.failed',
    store: upload.storeCode,
    occurredAt: finishedAt,
    data: { ...common, error: error.slice(0, 1024) },
  };
}
