// The body of POST /file/download and what follows from it: the privilege area per type and the file name.
import { z } from 'zod';
import { englishMessage } from '../../http/validate.ts';
import type { DownloadType } from '../../repositories/downloadTasks.ts';

/** doc 1 §6: 0 server log, 1 and 2 gateway logs, 3 and 5 tag lists, 4 product file */
export const PRIVILEGE_BY_TYPE: Record<DownloadType, string> = {
  0: 'server',
  1: 'store',
  2: 'store',
  3: 'tag',
  4: 'product',
  5: 'tag',
};

const invalid = englishMessage('validation.invalidValue');
const text = z.string({ message: invalid }).trim().min(1, invalid).max(200, invalid);

export const downloadBody = z
  .object({
    type: z.coerce.number({ message: invalid }).int(invalid).min(0, invalid).max(5, invalid),
    serverId: text.optional(),
    storeCode: text.optional(),
    gwMac: text.optional(),
    filter: z.record(z.string(), z.unknown(), { message: invalid }).optional(),
  })
  .transform((body) => ({ ...body, type: body.type as DownloadType }))
  .refine((b) => b.type !== 0 || b.serverId !== undefined, invalid)
  .refine((b) => b.type !== 1 || b.gwMac !== undefined, invalid)
  .refine((b) => ![2, 3, 4].includes(b.type) || b.storeCode !== undefined, invalid);

export type DownloadBody = z.output<typeof downloadBody>;

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
