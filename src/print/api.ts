// The print screens' calls (doc 2 §7 Print; docs/api.md "Label printing"): the paper layout names, the store's
// products by code and by code list, and the label bitmaps of a print run in one preview call.
import { httpRequest } from '../providers/httpClient';
import type { ProductRow } from '../products/api';
import type { PreviewProduct } from './printList';

const enc = encodeURIComponent;

export { findProduct } from '../products/api';

export interface PaperLayoutName {
  id: string;
  name: string;
  perPage: number;
}

/** GET /paper/layout/name: the templates of the print editor. */
export const paperLayoutNamesQuery = {
  queryKey: ['paper', 'layout', 'names'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    httpRequest<{ data: PaperLayoutName[] }>('/paper/layout/name', { signal }).then((a) => a.data ?? []),
};

/** POST /product/store/{code}/list: the store's products of a code list (in its order) and the codes it lacks. */
export function productsByCodes(
  storeCode: string,
  prCodeList: string[],
): Promise<{ data: ProductRow[]; missing: string[] }> {
  return httpRequest(`/product/store/${enc(storeCode)}/list`, { method: 'POST', body: { prCodeList } });
}

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
    const answer = await httpRequest<{ data: string[] }>('/product/preview/encoded', {
      method: 'POST',
      body: { storeCode, paper, product: products.slice(start, start + MAX_PREVIEW_PRODUCTS) },
    });
    bitmaps.push(...answer.data);
  }
  return bitmaps;
}
