// Types 3 and 5, tag lists as CSV: one store's tags (3) or those of every store the requester may see (5),
// read from SQL in batches of BATCH rows in (storeCode, tagId) order, so 10 million rows never sit in memory.
import type { Queryable } from '../db/db.ts';
import { csvLine } from './csv.ts';
import type { Sink, Writer } from './sink.ts';
import { tagFilterSql } from './tagFilter.ts';
import type { TagRow } from '../../src/generated/rows.ts';

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

/** a CSV line's values: the tags table's columns of TAG_COLUMNS */
type CsvTagValues = Pick<TagRow, (typeof TAG_COLUMNS)[number]>;

async function writeStoreTags(
  db: Queryable,
  storeCode: string,
  filter: Record<string, unknown> | undefined,
  out: Sink,
  onBatch: () => Promise<void>,
): Promise<number> {
  const conditions = tagFilterSql(filter, 4);
  let cursor = '';
  let count = 0;
  for (;;) {
    const rows = await db.query<CsvTagValues>(
      `SELECT ${TAG_COLUMNS.map((c) => `t."${c}"`).join(', ')} FROM tags t
       WHERE t."storeCode" = $1 AND t."tagId" > $2 AND ${conditions.where}
       ORDER BY t."tagId" LIMIT $3`,
      [storeCode, cursor, TAG_BATCH, ...conditions.params],
    );
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
  const conditions = tagFilterSql(task.request.filter, 2);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tags t WHERE t."storeCode" = $1 AND ${conditions.where}`,
    [storeCode, ...conditions.params],
  );
  await out.write(csvLine([...TAG_COLUMNS]));
  let done = 0;
  await writeStoreTags(db, storeCode, task.request.filter, out, async () => {
    done += TAG_BATCH;
    await progress((Math.min(done, total?.n ?? 0) / Math.max(total?.n ?? 1, 1)) * 100);
  });
};

export const writeAllStoresTagCsv: Writer = async ({ db, task, out, progress }) => {
  const stores = await db.query<{ storeCode: string }>(
    `SELECT "storeCode" FROM stores WHERE $1::text[] IS NULL OR "storeCode" = ANY($1) ORDER BY "storeCode"`,
    [task.request.stores],
  );
  await out.write(csvLine([...TAG_COLUMNS]));
  for (const [index, store] of stores.entries()) {
    await writeStoreTags(db, store.storeCode, task.request.filter, out, async () => undefined);
    await progress(((index + 1) / Math.max(stores.length, 1)) * 100);
  }
};
