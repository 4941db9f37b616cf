// The product screens' rows and answers (doc 2 §7 Products; docs/api.md "Products"), named by the x-calls of
// schemas/product.schema.json and schemas/productStore.schema.json (the generated client's types).
import type { z } from 'zod';
import type { ProductRow } from './generated/rows';
import type { productValidators } from './generated/validators';

/** a product as the console lists it: its table row (generated) and the tag types showing it */
export type ProductListRow = ProductRow & { tagCount: number; tagType: string[] };

/** What the product modal sends for one product: the checked fields of schemas/product.schema.json
 * x-forms.productItem (a field added there is sent too), prInfo always a list. */
export type ProductInput = Omit<z.output<typeof productValidators.form.productItem>, 'prInfo'> & {
  prInfo: string[];
};
