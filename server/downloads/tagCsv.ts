// Types 3 and 5, tag lists as CSV: one store's tags (3) or those of every store the requester may see (5),
// read from SQL in batches of BATCH rows in (storeCode, tagId) order, so 10 million rows never sit in memory.
// The SQL and the filter are the tag downloads' repository's (server/repositories/tagDownloads.ts).
import type { Queryable } from '../db/db.ts';
import { countStoreTags, storeCodesOf, storeTagBatch } from '../repositories/tagDownloads.ts';
import { csvLine } from '../../domain/csv.ts';
import type { Sink, Writer } from './sink.ts';

export const TAG_BATCH = 5000;

export const TAG_COLUMNS = [
  'storeCode',
  'tagId',
  'tagMac',
  'tagType',
  'prCode',
  'gwMac',
  'status',
  'battery',
  'battStatus',
  'rssi',
  'temperature',
  'version',
  'updatedAt',
  'respondedAt',
] as const;

async function writeStoreTags(
  db: Queryable,
  storeCode: string,
  filter: Record<string, unknown> | undefined,
  out: Sink,
  onBatch: () => Promise<void>,
): Promise<number> {
  let cursor = '';
  let count = 0;
  for (;;) {
    const rows = await storeTagBatch(db, {
      storeCode,
      filter,
      columns: TAG_COLUMNS,
      after: cursor,
      limit: TAG_BATCH,
    });
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) chunk += csvLine(TAG_COLUMNS.map((c) => row[c]));
    await out.write(chunk);
    count += rows.length;
    cursor = String(rows[rows.length - 1]?.tagId);
    await onBatch();
    if (rows.length < TAG_BATCH) break;
  }
  return count;
}

export const writeStoreTagCsv: Writer = async ({ db, task, out, progress }) => {
  const storeCode = task.request.storeCode ?? '';
  const total = await countStoreTags(db, storeCode, task.request.filter);
  await out.write(csvLine([...TAG_COLUMNS]));
  let done = 0;
  await writeStoreTags(db, storeCode, task.request.filter, out, async () => {
    done += TAG_BATCH;
    await progress((Math.min(done, total) / Math.max(total, 1)) * 100);
  });
};

export const writeAllStoresTagCsv: Writer = async ({ db, task, out, progress }) => {
  const stores = await storeCodesOf(db, task.request.stores);
  await out.write(csvLine([...TAG_COLUMNS]));
  for (const [index, storeCode] of stores.entries()) {
    await writeStoreTags(db, storeCode, task.request.filter, out, async () => undefined);
    await progress(((index + 1) / Math.max(stores.length, 1)) * 100);
  }
};
