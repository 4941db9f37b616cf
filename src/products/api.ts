// The product screens' calls (doc 2 §7 Products; docs/api.md "Products"): thin wrappers of the generated client
// (src/generated/client.ts, schemas/product.schema.json x-calls). LED and page change are the tag calls of
// src/tags/assign/api.ts (they treat 'no matching tags' as success there).
import { productCalls, productStoreCalls } from '../generated/client';
import type { ProductInput } from '../../domain/products';
import type {
  ProductFound,
  ProductStoreListAnswer,
  ProductWriteOutcome as SaveAnswer,
} from '../../domain/generated/calls';
import { NO_MATCHING_TAGS } from '../tags/assign/api';

export type { ProductInput, ProductListRow } from '../../domain/products';
export type { ProductFound, ProductWriteOutcome as SaveAnswer } from '../../domain/generated/calls';
export type { ProductStoreEntry } from '../../domain/generated/calls';
export type { AliasEntry, LayoutName } from '../providers/sharedQueries';

/** GET /status/product: every store of the session with its product statistics (the map). */
export function getProductStores(signal?: AbortSignal): Promise<ProductStoreListAnswer> {
  return productStoreCalls.list({ signal });
}

/** GET /product/{prCode}/store/{code}: the product, or null when the store has none of that code (404). */
export async function findProduct(storeCode: string, prCode: string): Promise<ProductFound | null> {
  try {
    return await productCalls.find({ storeCode, prCode });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** POST /product (doc 2 §7: taskId -1, priorTaskId -1). null: 'no matching tags', a success (doc 2 §4). */
export async function saveProduct(storeCode: string, product: ProductInput): Promise<SaveAnswer | null> {
  try {
    return await productCalls.save({ body: { taskId: -1, priorTaskId: -1, storeCode, product: [product] } });
  } catch (error) {
    if ((error as { message?: string }).message === NO_MATCHING_TAGS) return null;
    throw error;
  }
}

export function deleteProducts(storeCode: string, prCodeList: string[]): Promise<{ deleted: number }> {
  return productCalls.deleteMany({ body: { storeCode, prCodeList } });
}

/** POST /product/remove/unused: the listed products (all of the store when the list is empty) no tag shows. */
export function removeUnusedProducts(storeCode: string, prCodeList: string[]): Promise<{ deleted: number }> {
  return productCalls.removeUnused({ body: { storeCode, prCodeList } });
}

/** The label (as that task pushed it) as PNG, as an object URL (revoke it when done). */
export async function fetchProductImage(
  storeCode: string,
  prCode: string,
  { tagType, taskId }: { tagType?: string; taskId?: number | null },
  signal?: AbortSignal,
): Promise<string> {
  const image = await productCalls.image(
    { storeCode, prCode, query: { tagType: tagType || undefined, taskId: taskId ?? undefined } },
    { signal },
  );
  return URL.createObjectURL(image);
}
