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

/** POST /product (doc 2 §7: taskId -1, priorTaskId -1 from the console) */
export interface ProductSaveBody {
  taskId: number;
  priorTaskId: number;
  storeCode: string;
  product: ProductInput[];
}

export interface SaveAnswer {
  storeCode: string;
  created: number;
  updated: number;
  unchanged: number;
  taskIds: number[];
  tagCount: number;
  updateId: string | null;
}

/** POST /product/delete and /product/remove/unused: a store's products by code */
export interface ProductCodesBody {
  storeCode: string;
  prCodeList: string[];
}

export interface DeletedAnswer {
  deleted: number;
}
