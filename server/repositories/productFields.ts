// The product's fields beyond the ones the product write and search name themselves: every other column that
// schemas/product.schema.json gives the products table (a field a team adds to the schema). They are carried
// from the API to the row as they are, compared to decide whether a product changed, and read back by the
// product lookups and the product table, so a new schema field needs no edit here.
import type { ColumnMeta } from '../db/tableMeta.ts';
import { tables } from '../generated/tables.ts';
import type { ProductRow } from '../../domain/generated/rows.ts';

/** the columns of the generated product row that the product write (productWrite.ts) names in its SQL */
const NAMED_FIELDS = [
  'storeCode',
  'prCode',
  'prName',
  'layoutId',
  'nfc',
  'prInfo',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof ProductRow>;
const NAMED = new Set<string>(NAMED_FIELDS);

export const PRODUCT_EXTRA_COLUMNS: ColumnMeta[] = tables.product.columns.filter(
  (c) => !NAMED.has(c.name) && !c.internal,
);

/** the product row's other fields (none until a team adds one to the schema), by name */
export type ProductExtra = Partial<Omit<ProductRow, (typeof NAMED_FIELDS)[number]>> & Record<string, unknown>;

/** the extra fields present in a validated API item (absent ones stay as stored) */
export function extraOf(item: Record<string, unknown>): ProductExtra {
  const extra: ProductExtra = {};
  for (const c of PRODUCT_EXTRA_COLUMNS) if (item[c.name] !== undefined) extra[c.name] = item[c.name];
  return extra;
}
