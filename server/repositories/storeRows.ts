// Every row of one store, found by the database itself: each table of the current schema with a "storeCode"
// column (gateways, tags, products, update tasks and their tags, families, second codes, channel settings,
// predefined gateways, histories, statistics, promotions, ... and whatever a later migration adds), plus the
// store's alarms (alarm_history.location) and its own user scripts (user_scripts.target; the defaults stay). Used to delete a store and to move it between servers
// (server/settings/storeMigration.ts).
import type { Queryable } from '../db/db.ts';
import { ident } from '../db/sql.ts';

/** transient work of this server, never moved nor kept for a deleted store */
const TRANSIENT = new Set(['download_tasks', 'tag_status_collecting', 'sessions']);
/** this server's record of who changed what (issue 36): kept when a store is deleted, never carried to another
 * server (the importing server records the import itself) */
const SERVER_RECORDS = new Set(['audit_log']);

export interface StoreTable {
  table: string;
  /** the column holding the store code */
  storeColumn: string;
  /** columns filled by a sequence (bigserial): the importing server numbers the rows again */
  serialColumns: string[];
}

/** tables that name the store in another column: its alarms (location) and its own user scripts (target) */
const STORE_COLUMN_OF: Record<string, string> = { alarm_history: 'location', user_scripts: 'target' };

/** the store-scoped tables, the stores table last (for deletes) */
export async function storeTables(db: Queryable): Promise<StoreTable[]> {
  const rows = await db.query<{ table: string; column: string; serial: boolean }>(
    `SELECT c.table_name AS table, c.column_name AS column,
       COALESCE(c.column_default LIKE 'nextval(%', false) AS serial
     FROM information_schema.columns c JOIN information_schema.tables t
       ON t.table_name = c.table_name AND t.table_schema = c.table_schema AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = current_schema()
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, { columns: string[]; serial: string[] }>();
  for (const row of rows) {
    const entry = byTable.get(row.table) ?? { columns: [], serial: [] };
    entry.columns.push(row.column);
    if (row.serial) entry.serial.push(row.column);
    byTable.set(row.table, entry);
  }
  const tables: StoreTable[] = [];
  for (const [table, { columns, serial }] of byTable) {
    if (TRANSIENT.has(table) || SERVER_RECORDS.has(table) || table === 'stores') continue;
    const other = STORE_COLUMN_OF[table];
    const storeColumn = columns.includes('storeCode')
      ? 'storeCode'
      : other && columns.includes(other)
        ? other
        : undefined;
    if (storeColumn) tables.push({ table, storeColumn, serialColumns: serial });
  }
  tables.sort((a, b) => a.table.localeCompare(b.table));
  tables.push({ table: 'stores', storeColumn: 'storeCode', serialColumns: [] });
  return tables;
}

/** the store's rows of one table, as JSON objects */
export async function storeRowsOf(db: Queryable, t: StoreTable, storeCode: string): Promise<object[]> {
  const rows = await db.query<{ row: object }>(
    `SELECT to_jsonb(x) AS row FROM ${ident(t.table)} x WHERE x.${ident(t.storeColumn)} = $1`,
    [storeCode],
  );
  return rows.map((r) => r.row);
}

/** deletes the store and all its rows; answers the rows removed per table */
export async function deleteStoreRows(db: Queryable, storeCode: string): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const t of await storeTables(db)) {
    const rows = await db.query<{ n: number }>(
      `WITH d AS (DELETE FROM ${ident(t.table)} WHERE ${ident(t.storeColumn)} = $1 RETURNING 1)
       SELECT count(*)::int AS n FROM d`,
      [storeCode],
    );
    if (rows[0]?.n) removed[t.table] = rows[0].n;
  }
  return removed;
}

/** the table's columns that some row has (`keys`), without the sequence columns */
async function insertColumns(db: Queryable, table: string, keys: Set<string>, leaveOut: string[]) {
  const columns = await db.query<{ column: string }>(
    `SELECT column_name AS column FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return columns.map((c) => c.column).filter((c) => !leaveOut.includes(c) && keys.has(c));
}

/** a column renumbered on the way in: each old value (a key of `ids`) becomes its new one, an unknown one null */
export interface Renumber {
  column: string;
  ids: Record<string, unknown>;
}

/**
 * Inserts rows given as JSON arrays (chunks) with these keys, leaving out the sequence columns (the table's own
 * sequence numbers them) and keys the table does not have; `renumber` maps a column's values on the way in.
 */
export async function insertChunks(
  db: Queryable,
  table: string,
  rows: { chunks: string[]; keys: string[] },
  leaveOut: string[],
  renumber?: Renumber,
): Promise<void> {
  const columns = await insertColumns(db, table, new Set(rows.keys), leaveOut);
  if (columns.length === 0) return;
  const list = columns.map(ident).join(', ');
  const mapped = renumber && columns.includes(renumber.column) ? renumber : undefined;
  // the renumbered column's value looked up in the map ($2) before the JSON becomes rows
  const source = mapped
    ? `(SELECT coalesce(jsonb_agg(CASE WHEN e ? $3::text THEN e || jsonb_build_object($3::text, $2::jsonb -> (e ->> $3::text)) ELSE e END), '[]'::jsonb)
        FROM jsonb_array_elements($1::jsonb) e)`
    : '$1::jsonb';
  for (const chunk of rows.chunks) {
    await db.query(
      `INSERT INTO ${ident(table)} (${list})
       SELECT ${list} FROM jsonb_populate_recordset(NULL::${ident(table)}, ${source})`,
      mapped ? [chunk, JSON.stringify(mapped.ids), mapped.column] : [chunk],
    );
  }
}

/**
 * Inserts rows (JSON objects) into a table one by one, leaving out the sequence columns and keys the table does
 * not have; answers the new rows' values of `returning` in input order.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: object[],
  leaveOut: string[],
  returning: string,
): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = await insertColumns(db, table, keys, leaveOut);
  if (columns.length === 0) return [];
  const list = columns.map(ident).join(', ');
  const answered: unknown[] = [];
  // one statement per row keeps the order of RETURNING certain
  for (const row of rows) {
    const result = await db.query<{ value: unknown }>(
      `INSERT INTO ${ident(table)} (${list})
       SELECT ${list} FROM jsonb_populate_record(NULL::${ident(table)}, $1::jsonb)
       RETURNING ${ident(returning)} AS value`,
      [JSON.stringify(row)],
    );
    answered.push(result[0]?.value);
  }
  return answered;
}
