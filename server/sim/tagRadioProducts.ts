// Keeps the demo alive (what the interim tag activity did): now and then a few products of a store change price
// and stock like any other product change (server/products/applyProductChanges.ts), so they show in the
// product update history, and a PRODUCT update task takes the new information to their tags.
import type { Queryable } from '../db/db.ts';
import { applyProductChanges } from '../products/applyProductChanges.ts';
import type { Prng } from './prng.ts';
import { productsShownBy, storesWithTags } from './statements/tagRadioProducts.ts';

export const SIMULATOR_USER = 'simulator';

/** a new price close to the old one, ending in 9 */
export function nextPrice(prng: Prng, old: string | undefined): string {
  const value = Number(old);
  const base = Number.isFinite(value) && value > 0 ? value : prng.int(10, 99) * 10;
  const moved = base * (0.85 + prng.next() * 0.3);
  return String(Math.max(9, Math.round(moved / 10) * 10 - 1));
}

/**
 * 1–3 products shown by tags of a random store change price (prInfo[1]) and stock (prInfo[6]) through
 * applyProductChanges (source 'simulator'): history rows, statistics, and the update task to their tags.
 * Answers the task that took them to their tags (null when nothing changed or no tag shows them).
 */
export async function changeSomeProducts(db: Queryable, prng: Prng, _now: Date): Promise<number | null> {
  const stores = await storesWithTags(db);
  if (stores.length === 0) return null;
  const store = prng.pick(stores);
  const picked = Array.from(
    { length: prng.int(1, 3) },
    () => `${store.storeCode}${String(prng.int(1, store.total)).padStart(6, '0')}`,
  );
  const products = await productsShownBy(db, store.storeCode, picked);
  if (products.length === 0) return null;
  const changes = products.map((p) => {
    const info = [...(p.prInfo ?? [])];
    while (info.length < 2) info.push('');
    info[1] = nextPrice(prng, info[1]);
    while (info.length < 7) info.push('');
    info[6] = String(prng.int(0, 120));
    return { prCode: p.prCode, layoutId: p.layoutId, prInfo: info };
  });
  const result = await applyProductChanges(db, {
    storeCode: store.storeCode,
    products: changes,
    createdBy: SIMULATOR_USER,
    source: 'simulator',
  });
  return result.taskIds[0] ?? null;
}
