// The print list of the print editor (doc 2 §3 'Print product', §5 'Print', §9): its items, the checks before a
// preview ('There are no products to print.', 'Please select a template.'), and the one preview call's products:
// identical labels asked for once, each label of the run pointing at its bitmap (quantities repeat a label).
import type { PreviewProduct } from '../../domain/print';

/** doc 2 §3, §9: a generic print item has 255 empty info fields, a static item 36 */
export const GENERIC_INFO_FIELDS = 255;
export const STATIC_INFO_FIELDS = 36;
/** a label repeated more than this is a typing slip, not a print run */
export const MAX_QUANTITY = 1000;

export type PrintItemKind = 'product' | 'generic' | 'static';

export interface PrintItem {
  /** unique in the list (an item may repeat a product code) */
  key: string;
  kind: PrintItemKind;
  prCode: string;
  prInfo: string[];
  layoutId: string | null;
  qty: number;
  /** the info fields were edited in the editor: the preview sends them (else the stored product's are drawn) */
  edited: boolean;
}

export const PRINT_MESSAGES = {
  noProducts: 'app.print.noProducts',
  noTemplate: 'app.print.noTemplate',
} as const;

let sequence = 0;
const nextKey = () => `item-${(sequence += 1)}`;

export function productItem(product: {
  prCode: string;
  prInfo?: string[] | null;
  layoutId?: string | null;
}): PrintItem {
  return {
    key: nextKey(),
    kind: 'product',
    prCode: product.prCode,
    prInfo: [...(product.prInfo ?? [])],
    layoutId: product.layoutId ?? null,
    qty: 1,
    edited: false,
  };
}

/** A blank item to fill in: generic (255 info fields) or static (36). */
export function blankItem(kind: 'generic' | 'static'): PrintItem {
  const fields = kind === 'generic' ? GENERIC_INFO_FIELDS : STATIC_INFO_FIELDS;
  return {
    key: nextKey(),
    kind,
    prCode: '',
    prInfo: Array.from({ length: fields }, () => ''),
    layoutId: null,
    qty: 1,
    edited: true,
  };
}

/** doc 2 §3: the description is the info entry at index 2 when there are more than 3 entries. */
export function descriptionOf(prInfo: readonly string[]): string {
  return prInfo.length > 3 ? (prInfo[2] ?? '') : '';
}

/** A quantity as typed: a whole number from 1 to MAX_QUANTITY (anything else keeps 1 or the nearest bound). */
export function quantityOf(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_QUANTITY);
}

/** The message that stops a preview, or null: an empty list first, then a missing template. */
export function previewProblem(
  items: readonly PrintItem[],
  template: string | null | undefined,
): string | null {
  if (items.length === 0 || items.every((item) => item.qty < 1)) return PRINT_MESSAGES.noProducts;
  if (!template) return PRINT_MESSAGES.noTemplate;
  return null;
}

/** One product of POST /product/preview/encoded. */
export type { PreviewProduct };

/** Trailing empty entries carry nothing: not sent (a 255-field generic item is mostly empty). */
function trimmed(prInfo: readonly string[]): string[] {
  let end = prInfo.length;
  while (end > 0 && (prInfo[end - 1] ?? '') === '') end -= 1;
  return prInfo.slice(0, end);
}

function previewProductOf(item: PrintItem): PreviewProduct {
  const product: PreviewProduct = {};
  if (item.prCode.trim()) product.prCode = item.prCode.trim();
  if (item.edited || item.kind !== 'product') product.prInfo = trimmed(item.prInfo);
  if (item.layoutId) product.layoutId = item.layoutId;
  return product;
}

export interface PrintRun {
  /** the distinct labels to draw, in first-use order: the body of the one preview call */
  products: PreviewProduct[];
  /** every label of the run, in print order: the index of its bitmap in `products` and its product code */
  labels: Array<{ bitmap: number; prCode: string }>;
}

/** The labels of the list in order (each item qty times) and the distinct products to draw for them. */
export function printRun(items: readonly PrintItem[]): PrintRun {
  const products: PreviewProduct[] = [];
  const indexOf = new Map<string, number>();
  const labels: PrintRun['labels'] = [];
  for (const item of items) {
    const product = previewProductOf(item);
    const key = JSON.stringify(product);
    let bitmap = indexOf.get(key);
    if (bitmap === undefined) {
      bitmap = products.length;
      products.push(product);
      indexOf.set(key, bitmap);
    }
    for (let n = 0; n < item.qty; n += 1) labels.push({ bitmap, prCode: item.prCode.trim() });
  }
  return { products, labels };
}

/** Codes of a pasted list: split on commas, whitespace or new lines, trimmed, de-duplicated, in order. */
export function codesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}
