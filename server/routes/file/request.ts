// The body of POST /file/download and what follows from it: the privilege area per type and the file name.
import type { DownloadRequest } from '../../../domain/generated/calls.ts';
import type { DownloadRequestType } from '../../repositories/downloadTasks.ts';

/** doc 1 §6: 0 server log, 1 and 2 gateway logs, 3 and 5 tag lists, 4 product file */
export const PRIVILEGE_BY_TYPE: Record<DownloadRequestType, string> = {
  0: 'server',
  1: 'store',
  2: 'store',
  3: 'tag',
  4: 'product',
  5: 'tag',
};

/** the body of POST /file/download as the contract gives it (Ajv checked its fields) */
export type DownloadBody = DownloadRequest;

/** what a type needs besides its fields: a server (0), a gateway (1), a store (2 to 4) */
export function completeRequest(body: DownloadBody): boolean {
  if (body.type === 0) return body.serverId !== undefined;
  if (body.type === 1) return body.gwMac !== undefined;
  if (body.type === 2 || body.type === 3 || body.type === 4) return body.storeCode !== undefined;
  return true;
}

const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]+/g, '');

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function fileNameOf(body: DownloadBody, now: Date): string {
  const at = timestamp(now);
  const kind = typeof body.filter?.kind === 'string' ? `_${safe(body.filter.kind)}` : '';
  switch (body.type) {
    case 0:
      return `server_${safe(body.serverId ?? '')}_${at}.log`;
    case 1:
      return `gateway_${safe(body.gwMac ?? '')}_${at}.log`;
    case 2:
      return `store_${safe(body.storeCode ?? '')}_gateway_logs_${at}.txt`;
    case 3:
      return `tags_${safe(body.storeCode ?? '')}${kind}_${at}.csv`;
    case 4:
      return `products_${safe(body.storeCode ?? '')}_${at}.csv`;
    case 5:
      return `tags_all_stores${kind}_${at}.csv`;
  }
}
