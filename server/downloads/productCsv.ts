// Type 4, a store's products as CSV with an optional filter (prCode and prName contain, layoutId equals),
// read in batches of BATCH rows in prCode order.
import { csvLine } from './csv.ts';
import type { Writer } from './sink.ts';

export const PRODUCT_BATCH = 5000;
export const PRODUCT_COLUMNS = [
  'storeCode',
  'prCode',
  'prName',
  'layoutId',
  'nfc',
  'prInfo',
  'updatedAt',
] as const;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const writeProductCsv: Writer = async ({ db, task, out, progress }) => {
  const filter = task.request.filter ?? {};
  const prCode = text(filter.prCode);
  const prName = text(filter.prName);
  const layoutId = text(filter.layoutId);
  const where = `"storeCode" = $1 AND ($2::text IS NULL OR "prCode" ILIKE '%' || $2 || '%')
    AND ($3::text IS NULL OR "prName" ILIKE '%' || $3 || '%') AND ($4::text IS NULL OR "layoutId" = $4)`;
  const params = [
    task.request.storeCode,
    prCode && escapeLike(prCode),
    prName && escapeLike(prName),
    layoutId,
  ];
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products WHERE ${where}`,
    params,
  );
  await out.write(csvLine([...PRODUCT_COLUMNS]));
  let cursor = '';
  let done = 0;
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${PRODUCT_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM products
       WHERE ${where} AND "prCode" > $5 ORDER BY "prCode" LIMIT $6`,
      [...params, cursor, PRODUCT_BATCH],
    );
    if (rows.length === 0) break;
    await out.write(rows.map((row) => csvLine(PRODUCT_COLUMNS.map((c) => row[c]))).join(''));
    done += rows.length;
    cursor = String(rows[rows.length - 1]?.prCode);
    await progress((done / Math.max(total?.n ?? 1, 1)) * 100);
    if (rows.length < PRODUCT_BATCH) break;
  }
};
