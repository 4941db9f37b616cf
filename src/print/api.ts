// The print screens' calls (doc 2 §7 Print; docs/api.md "Label printing"): the paper layout names, the store's
// products by code and by code list, and the label bitmaps of a print run in one preview call; on the generated
// client (schemas/layout and product x-calls).
import type { PreviewProduct } from '../../domain/print';
import { layoutCalls, layoutKeys, productCalls } from '../generated/client';

export { findProduct } from '../products/api';

export type { PaperLayoutName } from '../../domain/generated/calls';

/** GET /paper/layout/name: the templates of the print editor. */
export const paperLayoutNamesQuery = {
  queryKey: [...layoutKeys.paperNames(), 'data'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    layoutCalls.paperNames({ signal }).then((a) => a.data ?? []),
};

/** the server's limit of products per preview call (server/routes/product/previewEncoded.ts) */
export const MAX_PREVIEW_PRODUCTS = 100;

/** POST /product/preview/encoded { storeCode, paper, product }: base64 PNGs at the paper label size, in order.
 * A run is de-duplicated first (printRun), so one call covers lists of up to 100 distinct labels, whatever
 * their quantities; a longer one is asked for in parts of 100, one after the other. */
export async function printBitmaps(
  storeCode: string,
  paper: string,
  products: PreviewProduct[],
): Promise<string[]> {
  const bitmaps: string[] = [];
  for (let start = 0; start < products.length; start += MAX_PREVIEW_PRODUCTS) {
    const answer = await productCalls.previewEncoded({
      body: { storeCode, paper, product: products.slice(start, start + MAX_PREVIEW_PRODUCTS) },
    });
    bitmaps.push(...answer.data);
  }
  return bitmaps;
}
