// Type 4, a store's products as CSV with an optional filter: the columns of schemas/product.schema.json (the
// generated table metadata, internal ones aside) and the filters its table offers (x-list.filters with their op:
// prCode and prName contain, layoutId equals, and any filter a team adds), read in batches of BATCH rows in prCode
// order.
// The SQL is the products repository's (server/repositories/products.ts).
import { tables } from '../generated/tables.ts';
import { csvLine } from '../../domain/csv.ts';
import type { Writer } from './sink.ts';
import { repositoriesOf } from '../repositories/index.ts';

export const PRODUCT_BATCH = 5000;
export const PRODUCT_COLUMNS: readonly string[] = tables.product.columns
  .filter((c) => !c.internal)
  .map((c) => c.name);

/** The download's filter ({ prCode, prName, layoutId, ... }) as the search body of the product table. */
function filterBody(filter: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filter))
    body[`filter_${field}`] = typeof value === 'string' ? value.trim() : value;
  return body;
}

export const writeProductCsv: Writer = async ({ db, task, out, progress }) => {
  const products = repositoriesOf(db).products;
  const storeCode = task.request.storeCode ?? '';
  const body = filterBody(task.request.filter ?? {});
  const total = await products.countFiltered(storeCode, body);
  await out.write(csvLine([...PRODUCT_COLUMNS]));
  let cursor = '';
  let done = 0;
  for (;;) {
    const rows = await products.batchAfter(storeCode, body, cursor, PRODUCT_BATCH);
    if (rows.length === 0) break;
    await out.write(rows.map((row) => csvLine(PRODUCT_COLUMNS.map((c) => row[c]))).join(''));
    done += rows.length;
    cursor = String(rows[rows.length - 1]?.prCode);
    await progress((done / Math.max(total, 1)) * 100);
    if (rows.length < PRODUCT_BATCH) break;
  }
};
