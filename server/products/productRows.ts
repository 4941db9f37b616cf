// The set-based write of a chunk of product changes (server/products/applyProductChanges.ts): the stored rows
// of the chunk, compared with the changes; the changed products upserted and their product_updates rows
// written, each in one statement. Products whose stored prName, layoutId, nfc and prInfo are the same are left
// alone.
import type { Queryable } from '../db/db.ts';
import type { ProductChange } from './applyProductChanges.ts';
import {
  extraParam,
  extraSelect,
  PRODUCT_EXTRA_COLUMNS,
  sameExtra,
  type ProductExtra,
} from './productFields.ts';

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

interface StoredProduct {
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: unknown;
  wasToday: boolean;
  [extra: string]: unknown;
}

interface NextProduct {
  prCode: string;
  prName: string | null;
  layoutId: string;
  nfc: string | null;
  prInfo: string[];
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

/** The upsert of a chunk: $2-$6 the named columns, $7 the time, then one array per extra schema column. */
function upsertSql(): string {
  const extra = PRODUCT_EXTRA_COLUMNS.map((c, i) => ({
    name: `"${c.name}"`,
    param: `$${8 + i}::${c.sqlType}[]`,
  }));
  const list = (f: (e: (typeof extra)[number], i: number) => string) =>
    extra.map((e, i) => `, ${f(e, i)}`).join('');
  return `INSERT INTO products ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updatedAt"${list((e) => e.name)})
     SELECT $1, u.code, u.name, u.layout, u.nfc, u.info, $7::timestamptz${list((_, i) => `u.x${i}`)}
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[]${list((e) => e.param)})
       AS u(code, name, layout, nfc, info${list((_, i) => `x${i}`)})
     ON CONFLICT ("storeCode", "prCode") DO UPDATE SET "prName" = EXCLUDED."prName", "layoutId" = EXCLUDED."layoutId",
       nfc = EXCLUDED.nfc, "prInfo" = EXCLUDED."prInfo", "updatedAt" = EXCLUDED."updatedAt"${list((e) => `${e.name} = EXCLUDED.${e.name}`)}`;
}

/** Advisory lock class of product writes: one store's product changes run one after the other. */
const PRODUCT_WRITE_LOCK = 880_180;

/**
 * Serialises the product writes of a store until the transaction ends (cheaper than locking each row of a
 * 100,000-product file, and it covers products not created yet).
 */
export async function lockStoreProducts(db: Queryable, storeCode: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [PRODUCT_WRITE_LOCK, storeCode]);
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
      await db.query<StoredProduct>(
        `SELECT "prCode", "prName", "layoutId", nfc, "prInfo"${extraSelect()},
           ("updatedAt" >= current_date) IS TRUE AS "wasToday"
         FROM products WHERE "storeCode" = $1 AND "prCode" = ANY($2::text[])`,
        [context.storeCode, products.map((p) => p.prCode)],
      )
    ).map((row) => [row.prCode, row]),
  );
  const changed = products
    .map((p) => ({ next: nextOf(p, stored.get(p.prCode)), old: stored.get(p.prCode) }))
    .filter(({ next, old }) => changedFrom(next, old))
    .map(({ next }) => next);
  if (changed.length === 0) return [];
  const columns = [
    changed.map((p) => p.prCode),
    changed.map((p) => p.prName),
    changed.map((p) => p.layoutId),
    changed.map((p) => p.nfc),
    changed.map((p) => JSON.stringify(p.prInfo)),
  ];
  await db.query(upsertSql(), [
    context.storeCode,
    ...columns,
    context.at,
    ...PRODUCT_EXTRA_COLUMNS.map((c) => changed.map((p) => extraParam(c, p.extra[c.name]))),
  ]);
  const ids = await db.query<{ id: string; prCode: string }>(
    `INSERT INTO product_updates ("storeCode", "prCode", "prName", "layoutId", nfc, "prInfo", "updateId", source,
       "createdBy", "updatedAt")
     SELECT $1, u.code, u.name, u.layout, u.nfc, u.info, $7, $8, $9, $10::timestamptz
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[]) WITH ORDINALITY AS u(code, name, layout, nfc, info, n)
     ORDER BY u.n
     RETURNING id::text AS id, "prCode"`,
    [context.storeCode, ...columns, context.updateId, context.source, context.createdBy, context.at],
  );
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
export async function setUpdateId(db: Queryable, ids: string[], updateId: string): Promise<void> {
  await db.query(`UPDATE product_updates SET "updateId" = $1 WHERE id = ANY($2::bigint[])`, [updateId, ids]);
}

/** Records the update task that took each change to its tags. */
export async function setTaskIds(db: Queryable, ids: string[], taskIds: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE product_updates u SET "taskId" = m.task
     FROM unnest($1::bigint[], $2::bigint[]) AS m(id, task) WHERE u.id = m.id`,
    [ids, taskIds],
  );
}
