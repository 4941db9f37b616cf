// The print screens' call types (doc 2 §7 Print; docs/api.md "Label printing"), named by the x-calls of
// schemas/layout.schema.json and product.schema.json.

/** one label of a preview call: a product by code, or its own texts */
export interface PreviewProduct {
  prCode?: string;
  prInfo?: string[];
  layoutId?: string;
}
