// Keeps the demo alive (what the interim tag activity did): now and then a few products of a store change price
// and stock, and a PRODUCT update task takes the new information to their tags.
import type { Queryable } from '../db/db.ts';
import { StatsDeltasRepository } from '../repositories/statsDeltas.ts';
import { createUpdateTask } from '../tasks/updateTasks.ts';
import type { Prng } from './prng.ts';

export const SIMULATOR_USER = 'simulator';

/** a new price close to the old one, ending in 9 */
export function nextPrice(prng: Prng, old: string | undefined): string {
  const value = Number(old);
  const base = Number.isFinite(value) && value > 0 ? value : prng.int(10, 99) * 10;
  const moved = base * (0.85 + prng.next() * 0.3);
  return String(Math.max(9, Math.round(moved / 10) * 10 - 1));
}

export async function changeSomeProducts(db: Queryable, prng: Prng, now: Date): Promise<number | null> {
  const stores = await db.query<{ storeCode: string; total: number }>(
    `SELECT "storeCode", total FROM store_tag_stats WHERE total > 0 ORDER BY "storeCode"`,
  );
  if (stores.length === 0) return null;
  const store = prng.pick(stores);
  const picked = Array.from(
    { length: prng.int(1, 3) },
    () => `${store.storeCode}${String(prng.int(1, store.total)).padStart(6, '0')}`,
  );
  const products = await db.query<{ prCode: string; prInfo: string[] | null; wasToday: boolean }>(
    `SELECT p."prCode", p."prInfo", (p."updatedAt" >= current_date) IS TRUE AS "wasToday" FROM products p
     WHERE p."storeCode" = $1 AND p."prCode" IN (
       SELECT "prCode" FROM tags WHERE "tagId" = ANY($2::text[]) AND "storeCode" = $1 AND "prCode" IS NOT NULL)
     ORDER BY p."prCode" FOR UPDATE`,
    [store.storeCode, picked],
  );
  if (products.length === 0) return null;
  const infos = products.map((p) => {
    const info = [...(p.prInfo ?? [])];
    while (info.length < 2) info.push('');
    info[1] = nextPrice(prng, info[1]);
    while (info.length < 7) info.push('');
    info[6] = String(prng.int(0, 120));
    return JSON.stringify(info);
  });
  await db.query(
    `UPDATE products p SET "prInfo" = u.info, "updatedAt" = $4
     FROM unnest($2::text[], $3::jsonb[]) AS u(code, info) WHERE p."storeCode" = $1 AND p."prCode" = u.code`,
    [store.storeCode, products.map((p) => p.prCode), infos, now.toISOString()],
  );
  await new StatsDeltasRepository(db).apply(
    [],
    products.map((p) => ({ storeCode: store.storeCode, wasToday: p.wasToday })),
  );
  const tags = await db.query<{ tagId: string; prCode: string }>(
    `SELECT "tagId", "prCode" FROM tags WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[]) ORDER BY "tagId"`,
    [store.storeCode, products.map((p) => p.prCode)],
  );
  if (tags.length === 0) return null;
  const task = await createUpdateTask(db, {
    storeCode: store.storeCode,
    kind: 'PRODUCT',
    tags,
    createdBy: SIMULATOR_USER,
  });
  return task.taskId;
}
