// The set-based write of a chunk of product changes (server/products/applyProductChanges.ts): the stored rows
// of the chunk, compared with the changes; the changed products upserted and their product_updates rows
// written, each in one statement. Products whose stored prName, layoutId, nfc and prInfo are the same are left
// alone. The SQL is the repositories' of products and of their update history (server/repositories/).
import type { Queryable } from '../db/db.ts';
import { type ProductWrite, type StoredProduct } from '../repositories/products.ts';
import type { ProductChange } from './applyProductChanges.ts';
import { PRODUCT_EXTRA_COLUMNS, sameExtra, type ProductExtra } from '../repositories/productFields.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** One created or changed product of a chunk, as the tasks and statistics need it. */
export interface WrittenProduct {
  /** product_updates.id (text: bigint) */
  id: string;
  prCode: string;
  created: boolean;
  layoutId: string;
  /** the stored layout before the change (null for a new product) */
  oldLayoutId: string | null;
  /** the product's previous updatedAt was already today (statistics) */
  wasToday: boolean;
}

export interface ChunkContext {
  storeCode: string;
  at: string;
  updateId: string | null;
  source: string;
  createdBy: string;
}

interface NextProduct extends ProductWrite {
  extra: ProductExtra;
  created: boolean;
  oldLayoutId: string | null;
  wasToday: boolean;
}

const sameInfo = (stored: unknown, next: string[]) =>
  Array.isArray(stored) && stored.length === next.length && stored.every((v, i) => v === next[i]);

/** The product as it will be stored: an absent prName or nfc keeps the stored one (a new product: prInfo[0]). */
function nextOf(change: ProductChange, stored: StoredProduct | undefined): NextProduct {
  const prInfo = change.prInfo ?? [];
  return {
    prCode: change.prCode,
    prName: change.prName !== undefined ? change.prName : stored ? stored.prName : (prInfo[0] ?? null),
    layoutId: change.layoutId,
    nfc: change.nfc !== undefined ? change.nfc : (stored?.nfc ?? null),
    prInfo,
    extra: Object.fromEntries(
      PRODUCT_EXTRA_COLUMNS.map((c) => [c.name, change.extra?.[c.name] ?? stored?.[c.name] ?? null]),
    ),
    created: !stored,
    oldLayoutId: stored?.layoutId ?? null,
    wasToday: stored?.wasToday ?? false,
  };
}

const changedFrom = (next: NextProduct, stored: StoredProduct | undefined) =>
  !stored ||
  next.prName !== stored.prName ||
  next.layoutId !== stored.layoutId ||
  next.nfc !== stored.nfc ||
  !sameInfo(stored.prInfo, next.prInfo) ||
  PRODUCT_EXTRA_COLUMNS.some((c) => !sameExtra(next.extra[c.name], stored[c.name]));

const productRepo = (db: Queryable) => repositoriesOf(db).products;

/**
 * Serialises the product writes of a store until the transaction ends (cheaper than locking each row of a
 * 100,000-product file, and it covers products not created yet).
 */
export function lockStoreProducts(db: Queryable, storeCode: string): Promise<void> {
  return productRepo(db).lockStore(storeCode);
}

/**
 * Writes one chunk (distinct product codes) in three set-based statements: the stored rows (the caller holds
 * lockStoreProducts), the upsert of the changed ones, their history rows. Answers the created or changed products
 * in history order.
 */
export async function writeChunk(
  db: Queryable,
  context: ChunkContext,
  products: ProductChange[],
): Promise<WrittenProduct[]> {
  const stored = new Map(
    (
      await productRepo(db).stored(
        context.storeCode,
        products.map((p) => p.prCode),
      )
    ).map((row) => [row.prCode, row]),
  );
  const changed = products
    .map((p) => ({ next: nextOf(p, stored.get(p.prCode)), old: stored.get(p.prCode) }))
    .filter(({ next, old }) => changedFrom(next, old))
    .map(({ next }) => next);
  if (changed.length === 0) return [];
  await productRepo(db).upsertMany(context.storeCode, changed, context.at);
  const ids = await repositoriesOf(db).productUpdates.insertChanges({
    storeCode: context.storeCode,
    prCodes: changed.map((p) => p.prCode),
    prNames: changed.map((p) => p.prName),
    layoutIds: changed.map((p) => p.layoutId),
    nfcs: changed.map((p) => p.nfc),
    prInfos: changed.map((p) => JSON.stringify(p.prInfo)),
    updateId: context.updateId,
    source: context.source,
    createdBy: context.createdBy,
    at: context.at,
  });
  const idOf = new Map(ids.map((r) => [r.prCode, r.id]));
  return changed
    .map((p) => ({
      id: idOf.get(p.prCode)!,
      prCode: p.prCode,
      created: p.created,
      layoutId: p.layoutId,
      oldLayoutId: p.oldLayoutId,
      wasToday: p.wasToday,
    }))
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** Gives rows written without an update ID (the first chunk, before its first id was known) that ID. */
export function setUpdateId(db: Queryable, ids: string[], updateId: string): Promise<void> {
  return repositoriesOf(db).productUpdates.setUpdateId(ids, updateId);
}

/** Records the update task that took each change to its tags. */
export async function setTaskIds(db: Queryable, ids: string[], taskIds: number[]): Promise<void> {
  if (ids.length === 0) return;
  await repositoriesOf(db).productUpdates.setTaskIds(ids, taskIds);
}
