// The one way a product changes (doc 2 §3, §4; issue 5): console edits, product file imports, the simulator's
// price changes and reverts all come here. Slice A implements it; the signature is the contract.
import type { Db, Queryable } from '../db/db.ts';
import { productsChanged } from '../repositories/productStats.ts';
import {
  beginProductWrite,
  endProductWrite,
  setTaskIds,
  writeChunk,
  type ProductWriteSession,
  type WrittenProduct,
} from './productRows.ts';
import { createProductTasks } from './productTasks.ts';

export interface ProductChange {
  prCode: string;
  prName?: string | null;
  layoutId: string;
  nfc?: string | null;
  /** up to 255 entries (doc 2 §3) */
  prInfo: string[];
  /** the fields a team added to the product schema (server/repositories/productFields.ts); absent ones stay */
  extra?: Record<string, unknown>;
}

/** Changes of distinct, trimmed product codes as one JSON array of ProductChange: a chunk of a product file as
 * its reader hands it out (server/productFiles/fileReader.ts), written as it comes. */
export interface ProductChunk {
  json: string;
  /** the changes in the array */
  count: number;
}

export type ProductChangeSource = 'console' | 'file' | 'simulator' | 'revert' | 'seed';

export interface ProductChangeRequest {
  storeCode: string;
  /** a list (the last change of a code wins), or chunks of distinct codes written as they arrive */
  products: ProductChange[] | AsyncIterable<ProductChunk>;
  createdBy: string;
  source: ProductChangeSource;
  /** the change's identity on the tasks and history rows; default: the id of its first product_updates row */
  updateId?: string;
  priorTaskId?: number | null;
}

export interface ProductChangeResult {
  created: number;
  updated: number;
  /** products whose stored values were already the same: no history row, no task */
  unchanged: number;
  /** PRODUCT task for tags whose layout stays, one LAYOUT task per new layout; empty when no tag shows them */
  taskIds: number[];
  tagCount: number;
  updateId: string | null;
}

/**
 * Products per statement: a 100,000-product file is 10 set-based statements in one transaction (measured on
 * PostgreSQL: 10,000 a statement took less time than 2,500, 5,000, 20,000 or 50,000).
 */
export const PRODUCT_CHUNK = 10_000;

function isDb(db: Queryable): db is Db {
  return typeof (db as Partial<Db>).transaction === 'function';
}

/** The last change of each product code wins; codes are trimmed. */
function distinctByCode(products: ProductChange[]): ProductChange[] {
  const byCode = new Map<string, ProductChange>();
  for (const product of products) {
    const prCode = product.prCode.trim();
    byCode.delete(prCode);
    // (a copy only for a code the trim changed: a file's codes come trimmed)
    byCode.set(prCode, prCode === product.prCode ? product : { ...product, prCode });
  }
  return [...byCode.values()];
}

/** a list of changes as the chunks of at most PRODUCT_CHUNK that are written one statement each */
function* chunksOf(products: ProductChange[]): Iterable<ProductChunk> {
  const distinct = distinctByCode(products);
  for (let i = 0; i < distinct.length; i += PRODUCT_CHUNK) {
    const chunk = distinct.slice(i, i + PRODUCT_CHUNK);
    yield { json: JSON.stringify(chunk), count: chunk.length };
  }
}

/**
 * Upserts the products of one store and takes the changes to their tags, in one transaction (its own when given
 * the Db, the caller's when given a transaction): product rows (set-based, any number of products), statistics
 * deltas, one product_updates row per created or changed product, and update tasks for the tags showing the
 * changed products directly or through a family ticket (product_updates.taskId records the task).
 */
export function applyProductChanges(
  db: Queryable,
  request: ProductChangeRequest,
): Promise<ProductChangeResult> {
  return isDb(db) ? db.transaction((tx) => apply(tx, request)) : apply(db, request);
}

async function apply(tx: Queryable, request: ProductChangeRequest): Promise<ProductChangeResult> {
  const chunks = Array.isArray(request.products) ? chunksOf(request.products) : request.products;
  const context = {
    storeCode: request.storeCode,
    at: new Date().toISOString(),
    updateId: request.updateId ?? null,
    source: request.source,
    createdBy: request.createdBy,
  };
  const written: WrittenProduct[] = [];
  let session: ProductWriteSession | undefined;
  let count = 0;
  for await (const chunk of chunks) {
    // (a chunk is full unless it is the last: the first tells whether the write is a large one)
    session ??= await beginProductWrite(tx, request.storeCode, chunk.count);
    count += chunk.count;
    const rows = await writeChunk(tx, session, context, chunk.json);
    // the change is named after its first history row (the statement gave the chunk's rows that ID)
    if (context.updateId === null && rows.length > 0) context.updateId = rows[0].id;
    for (const row of rows) written.push(row);
  }
  if (session) await endProductWrite(tx, session);
  const created = written.filter((p) => p.created).length;
  const base = {
    created,
    updated: written.length - created,
    unchanged: count - written.length,
    updateId: context.updateId,
  };
  if (written.length === 0) return { ...base, taskIds: [], tagCount: 0 };
  await productsChanged(tx, request.storeCode, written);
  const tasks = await createProductTasks(
    tx,
    {
      storeCode: request.storeCode,
      createdBy: request.createdBy,
      updateId: context.updateId!,
      priorTaskId: request.priorTaskId,
    },
    written,
  );
  const shown = written.filter((p) => tasks.taskOf.has(p.prCode));
  await setTaskIds(
    tx,
    shown.map((p) => p.id),
    shown.map((p) => tasks.taskOf.get(p.prCode)!),
  );
  return { ...base, taskIds: tasks.taskIds, tagCount: tasks.tagCount };
}
