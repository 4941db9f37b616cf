// The five histories of a tag and their paths (doc 1 §2.8): /tag/{storeCode}/{tagMac}/{tagId}/<kind>/history.
export const HISTORY_KINDS = ['update', 'alarm', 'battery', 'reset', 'temperature'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export function historyPath(storeCode: string, tagMac: string, tagId: string, kind: HistoryKind): string {
  const e = encodeURIComponent;
  return `/tag/${e(storeCode)}/${e(tagMac)}/${e(tagId)}/${kind}/history`;
}
