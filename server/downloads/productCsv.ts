// Type 4, a store's products as CSV with an optional filter: the columns of schemas/product.schema.json (the
// generated table metadata, internal ones aside) and the filters its table offers (x-list.filters with their op:
// prCode and prName contain, layoutId equals, and any filter a team adds), read in batches of BATCH rows in prCode
// order.
import { whereClauses, whereSql, withListAllowLists } from '../db/search.ts';
import { ident, Params } from '../db/sql.ts';
import { tables } from '../generated/tables.ts';
import { csvLine } from './csv.ts';
import type { Writer } from './sink.ts';

export const PRODUCT_BATCH = 5000;
const PRODUCT_META = withListAllowLists(tables.product);
export const PRODUCT_COLUMNS: readonly string[] = PRODUCT_META.columns
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
  const params = new Params();
  const { scope, filters } = whereClauses(
    PRODUCT_META,
    filterBody(task.request.filter ?? {}),
    { fixed: { storeCode: task.request.storeCode } },
    params,
  );
  const where = whereSql([...scope, ...filters]);
  const [total] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products ${where}`,
    params.values,
  );
  await out.write(csvLine([...PRODUCT_COLUMNS]));
  const cursorAt = params.values.length + 1;
  const select = `SELECT ${PRODUCT_COLUMNS.map(ident).join(', ')} FROM products
    ${where} ${where ? 'AND' : 'WHERE'} "prCode" > $${cursorAt} ORDER BY "prCode" LIMIT $${cursorAt + 1}`;
  let cursor = '';
  let done = 0;
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(select, [...params.values, cursor, PRODUCT_BATCH]);
    if (rows.length === 0) break;
    await out.write(rows.map((row) => csvLine(PRODUCT_COLUMNS.map((c) => row[c]))).join(''));
    done += rows.length;
    cursor = String(rows[rows.length - 1]?.prCode);
    await progress((done / Math.max(total?.n ?? 1, 1)) * 100);
    if (rows.length < PRODUCT_BATCH) break;
  }
};
