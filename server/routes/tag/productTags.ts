// LED and page change address products (doc 2 §7): the command goes to every tag showing one of them.
import type { ProductsRepository } from '../../repositories/products.ts';
import type { UpdateTaskTagRequest } from '../../tasks/updateTasks.ts';

/** One update-task tag per tag showing a product of the list (a tag named twice takes its first command). */
export async function tagsOfProducts<P extends { prCode: string }>(
  repo: ProductsRepository,
  storeCode: string,
  products: P[],
  command: (product: P) => Omit<UpdateTaskTagRequest, 'tagId' | 'prCode'>,
): Promise<UpdateTaskTagRequest[]> {
  const byCode = new Map<string, P>();
  for (const product of products) if (!byCode.has(product.prCode)) byCode.set(product.prCode, product);
  const rows = await repo.tagsShowing(storeCode, [...byCode.keys()]);
  const tags = new Map<string, UpdateTaskTagRequest>();
  for (const row of rows) {
    if (tags.has(row.tagId)) continue;
    tags.set(row.tagId, { tagId: row.tagId, prCode: row.prCode, ...command(byCode.get(row.matchedPrCode)!) });
  }
  return [...tags.values()];
}
