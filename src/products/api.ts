// The product screens' API calls (doc 2 §7 Products; docs/api.md "Products"). LED and page change are the tag
// calls of src/tags/assign/api.ts (they treat 'no matching tags' as success there).
import type { ProductStore as GeneratedProductStore } from '../generated/types';
import { apiUrl, httpRequest, readAnswer, sessionHeaders } from '../providers/httpClient';
import type { Page } from '../stores/api';
import { NO_MATCHING_TAGS } from '../tags/assign/api';

const enc = encodeURIComponent;

/** a store of the product store list with its product statistics (schemas/productStore.schema.json) */
export type ProductStore = Omit<GeneratedProductStore, 'position' | 'updatedAt'> & {
  position: GeneratedProductStore['position'] | null;
  updatedAt: string | null;
};

export interface ProductRow {
  storeCode: string;
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  updatedAt: string | null;
  tagCount: number;
  tagType: string[];
}

/** What the product modal sends for one product (schemas/product.schema.json x-forms.productItem). */
export interface ProductInput {
  prCode: string;
  prName?: string | null;
  layoutId: string;
  nfc: string | null;
  prInfo: string[];
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

export type { AliasEntry, LayoutName } from '../providers/sharedQueries';

/** GET /status/product: every store of the session with its product statistics (the map). */
export function getProductStores(signal?: AbortSignal): Promise<{ data: ProductStore[] }> {
  return httpRequest('/status/product', { signal });
}

export function searchProducts(
  storeCode: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Page<ProductRow>> {
  return httpRequest(`/status/store/${enc(storeCode)}/product/search`, { method: 'POST', body, signal });
}

/** GET /product/{prCode}/store/{code}: the product, or null when the store has none of that code (404). */
export async function findProduct(storeCode: string, prCode: string): Promise<ProductRow | null> {
  try {
    return await httpRequest<ProductRow>(`/product/${enc(prCode)}/store/${enc(storeCode)}`);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** POST /product (doc 2 §7: taskId -1, priorTaskId -1). null: 'no matching tags', a success (doc 2 §4). */
export async function saveProduct(storeCode: string, product: ProductInput): Promise<SaveAnswer | null> {
  try {
    return await httpRequest<SaveAnswer>('/product', {
      method: 'POST',
      body: { taskId: -1, priorTaskId: -1, storeCode, product: [product] },
    });
  } catch (error) {
    if ((error as { message?: string }).message === NO_MATCHING_TAGS) return null;
    throw error;
  }
}

export function deleteProducts(storeCode: string, prCodeList: string[]): Promise<{ deleted: number }> {
  return httpRequest('/product/delete', { method: 'POST', body: { storeCode, prCodeList } });
}

/** POST /product/remove/unused: the listed products (all of the store when the list is empty) no tag shows. */
export function removeUnusedProducts(storeCode: string, prCodeList: string[]): Promise<{ deleted: number }> {
  return httpRequest('/product/remove/unused', { method: 'POST', body: { storeCode, prCodeList } });
}

/** GET /product/{prCode}/store/{code}/image?tagType=&taskId=: the label (as that task pushed it) as PNG, as an object URL (revoke it when done). */
export async function fetchProductImage(
  storeCode: string,
  prCode: string,
  { tagType, taskId }: { tagType?: string; taskId?: number | null },
  signal?: AbortSignal,
): Promise<string> {
  const params = new URLSearchParams();
  if (tagType) params.set('tagType', tagType);
  if (taskId != null) params.set('taskId', String(taskId));
  const query = params.toString() ? `?${params}` : '';
  const response = await fetch(apiUrl(`/product/${enc(prCode)}/store/${enc(storeCode)}/image${query}`), {
    headers: sessionHeaders(),
    signal,
  });
  if (!response.ok) return readAnswer<never>(response);
  return URL.createObjectURL(await response.blob());
}
