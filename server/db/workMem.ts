// A transaction's work_mem for a large set-based statement (server/products/productRows.ts): raised for the rest of
// the transaction only, never lowered below what the server or the session already has.
import type { Queryable } from './db.ts';

/** work_mem at least `size` (a PostgreSQL size: '32MB') until the transaction ends */
export async function raiseWorkMem(db: Queryable, size: string): Promise<void> {
  await db.query(
    `SELECT set_config('work_mem', $1, true)
     WHERE pg_size_bytes(current_setting('work_mem')) < pg_size_bytes($1)`,
    [size],
  );
}
