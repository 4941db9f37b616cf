// The product rows of a product change (server/products/applyProductChanges.ts): the store's product writes
// serialised, then each chunk of changes written in one statement (server/repositories/productWrite.ts: compared
// with the stored rows, the changed products upserted with their product_updates rows and their audit rows).
// Products whose stored prName, layoutId, nfc, prInfo and extra fields are the same are left alone.
import type { Queryable } from '../db/db.ts';
import { raiseWorkMem } from '../db/workMem.ts';
import {
  handBackProductAudit,
  takeOverProductAudit,
  type ProductAudit,
} from '../repositories/productAudit.ts';
import { writeProductChunk, type ChunkWrite, type WrittenProduct } from '../repositories/productWrite.ts';
import { repositoriesOf } from '../repositories/index.ts';

export type { ChunkWrite, WrittenProduct };

/** What a product write holds until its rows are written: the audit it took over from the row trigger. */
export interface ProductWriteSession {
  audit: ProductAudit | undefined;
}

/**
 * Products a write must have for it to take the audit rows over from the row trigger: below it the trigger's 50 µs
 * a row cost less than what the set-based rows add to every write (the catalog read, a round trip to give the
 * trigger back, planning the audit rows' SQL: about 1.5 ms), and a one-product change (an operator's edit, a
 * one-row file) stays as cheap as its audit goal asks (scripts/bench/audit.ts: < 10 %).
 */
export const AUDIT_TAKEOVER_MIN = 100;

/**
 * The least work_mem of a write of AUDIT_TAKEOVER_MIN products or more, for the rest of its transaction: a chunk's
 * audit rows are sorted into the products' order, 4.4 MB at 10,000 products, which PostgreSQL's default 4 MB
 * spilled to disk (EXPLAIN ANALYZE at 40 million products). A larger setting is left as it is.
 */
export const LARGE_WRITE_WORK_MEM = '32MB';

/**
 * Serialises the product writes of a store until the transaction ends (cheaper than locking each row of a
 * 100,000-product file, and it covers products not created yet), and for a write of `count` products, at least
 * AUDIT_TAKEOVER_MIN, raises the transaction's work_mem to LARGE_WRITE_WORK_MEM and takes the products' audit rows
 * over from the row trigger for the chunks (server/repositories/productAudit.ts). endProductWrite gives the audit
 * back.
 */
export async function beginProductWrite(
  db: Queryable,
  storeCode: string,
  count: number,
): Promise<ProductWriteSession> {
  await repositoriesOf(db).products.lockStore(storeCode);
  if (count < AUDIT_TAKEOVER_MIN) return { audit: undefined };
  await raiseWorkMem(db, LARGE_WRITE_WORK_MEM);
  return { audit: await takeOverProductAudit(db) };
}

/** The row trigger audits the transaction's later product writes again (deletes, other writers). */
export async function endProductWrite(db: Queryable, session: ProductWriteSession): Promise<void> {
  if (session.audit) await handBackProductAudit(db, session.audit);
}

/**
 * Writes one chunk (a JSON array of changes of distinct product codes: ProductChunk) in one statement; answers the
 * created or changed products in history order.
 */
export function writeChunk(
  db: Queryable,
  session: ProductWriteSession,
  write: ChunkWrite,
  changes: string,
): Promise<WrittenProduct[]> {
  return writeProductChunk(db, write, changes, session.audit);
}

/** Records the update task that took each change to its tags. */
export async function setTaskIds(db: Queryable, ids: string[], taskIds: number[]): Promise<void> {
  if (ids.length === 0) return;
  await repositoriesOf(db).productUpdates.setTaskIds(ids, taskIds);
}
