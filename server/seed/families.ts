// Demo family products: a few per store, made of products the store has. One product sits in two families,
// so the assign dialog's family-ticket choice has two entries to offer (doc 2 §5).
import type { Repositories } from '../repositories/index.ts';

/** Product indexes (in product code order) of each demo family: index 2 is in the first two. */
export const DEMO_FAMILY_SHAPES: number[][] = [
  [0, 1, 2],
  [2, 3, 4],
  [5, 6],
  [7, 8, 9],
];

export function familyCode(storeCode: string, n: number): string {
  return `FM${storeCode}${String(n + 1).padStart(3, '0')}`;
}

/** Inserts the demo families of the stores (existing ones are left alone); answers how many were added. */
export async function seedFamilies(repos: Repositories, storeCodes: string[]): Promise<number> {
  const need = Math.max(...DEMO_FAMILY_SHAPES.flat()) + 1;
  const families: Record<string, unknown>[] = [];
  for (const storeCode of storeCodes) {
    const products = await repos.products.firstOfStore(storeCode, need);
    if (products.length < need) continue;
    for (const [n, shape] of DEMO_FAMILY_SHAPES.entries()) {
      families.push({
        storeCode,
        fmPrCode: familyCode(storeCode, n),
        prCodeList: shape.map((i) => products[i].prCode),
        layoutId: products[shape[0]].layoutId ?? null,
        nfc: null,
        updatedAt: new Date(),
      });
    }
  }
  return repos.families.insertMany(families);
}
