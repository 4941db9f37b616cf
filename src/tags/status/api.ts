// The tag status page's call (doc 1 §7 Status and lists: store tag stats), on the generated client
// (schemas/tag.schema.json x-calls.storeStats).
import { tagCalls } from '../../generated/client';

export type { StoreTagStats } from '../../../domain/tags';

export function getStoreTagStats(signal?: AbortSignal) {
  return tagCalls.storeStats({ signal });
}
