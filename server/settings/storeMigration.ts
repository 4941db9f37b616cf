// The store migration file (docs/api.md 'Store migration'): everything of one store that this server holds
// (the store, and every row of the store-scoped tables: gateways, tags, products, update tasks and their tags,
// families, second codes, channel and predefined gateway settings, histories, promotions, alarms, ...), the
// accounts whose store list names it and their roles. JSON, gzip-compressed on export (plain JSON is read too),
// with a format name and a version. An import runs in ONE transaction: a failure leaves nothing behind.
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db, Queryable } from '../db/db.ts';
import { normalisePrivileges } from '../auth/privileges.ts';
import { insertRows, storeRowsOf, storeTables } from './storeRows.ts';

export const MIGRATION_FORMAT = 'esl-store-migration';
export const MIGRATION_VERSION = 1;

export interface MigrationFile {
  format: typeof MIGRATION_FORMAT;
  version: number;
  exportedAt: string;
  storeCode: string;
  /** table name → the store's rows */
  tables: Record<string, Array<Record<string, unknown>>>;
  accounts: Array<Record<string, unknown>>;
  roles: Array<Record<string, unknown>>;
}

export interface MigrationResult {
  storeCode: string;
  lastTaskId: number | null;
  tagCount: number;
  productCount: number;
  gwCount: number;
  accountCount: number;
}

/** a reason the import refuses the file or the data (answered as 'Migration failed : {reason}') */
export class MigrationError extends Error {}

export async function exportStore(db: Queryable, storeCode: string): Promise<MigrationFile> {
  const tables: MigrationFile['tables'] = {};
  for (const t of await storeTables(db)) {
    const rows = (await storeRowsOf(db, t, storeCode)) as Array<Record<string, unknown>>;
    if (rows.length > 0) tables[t.table] = rows;
  }
  const accounts = (
    await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(a) AS row FROM accounts a WHERE a.store ? $1 ORDER BY a.email`,
      [storeCode],
    )
  ).map((r) => r.row);
  const roleIds = [...new Set(accounts.map((a) => Number(a.role_id)).filter((id) => id !== 0))];
  const roles = (
    await db.query<{ row: Record<string, unknown> }>(
      'SELECT to_jsonb(r) AS row FROM roles r WHERE r.role_id = ANY($1) ORDER BY r.role_id',
      [roleIds],
    )
  ).map((r) => r.row);
  return {
    format: MIGRATION_FORMAT,
    version: MIGRATION_VERSION,
    exportedAt: new Date().toISOString(),
    storeCode,
    tables,
    accounts,
    roles,
  };
}

export function encodeMigration(file: MigrationFile): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(file)));
}

export function decodeMigration(content: Buffer): MigrationFile {
  let parsed: unknown;
  try {
    const text = content[0] === 0x1f && content[1] === 0x8b ? gunzipSync(content) : content;
    parsed = JSON.parse(text.toString('utf8'));
  } catch {
    throw new MigrationError('The file is not a store migration file (gzip or JSON).');
  }
  const file = parsed as Partial<MigrationFile> | null;
  if (!file || file.format !== MIGRATION_FORMAT)
    throw new MigrationError(`The file is not a store migration file (format ${MIGRATION_FORMAT}).`);
  if (file.version !== MIGRATION_VERSION)
    throw new MigrationError(`Unsupported migration file version ${String(file.version)}.`);
  const store = file.tables?.stores?.[0];
  if (typeof file.storeCode !== 'string' || !store || store.storeCode !== file.storeCode)
    throw new MigrationError('The migration file holds no store.');
  if (!Array.isArray(file.accounts) || !Array.isArray(file.roles))
    throw new MigrationError('The migration file holds no account list.');
  return file as MigrationFile;
}

async function importInto(tx: Queryable, file: MigrationFile): Promise<MigrationResult> {
  const { storeCode } = file;
  const exists = await tx.query('SELECT 1 FROM stores WHERE "storeCode" = $1', [storeCode]);
  if (exists.length > 0) throw new MigrationError(`The store ${storeCode} already exists on this server.`);
  const known = new Map((await storeTables(tx)).map((t) => [t.table, t]));
  const unknown = Object.keys(file.tables).filter((table) => !known.has(table));
  if (unknown.length > 0)
    throw new MigrationError(`This server has no table for ${unknown.join(', ')} (a newer server's file?).`);
  const rowsOf = (table: string) => file.tables[table] ?? [];
  const insert = async (table: string, rows: object[], returning?: string) => {
    try {
      return await insertRows(tx, table, rows, known.get(table)?.serialColumns ?? [], returning);
    } catch (error) {
      throw new MigrationError(`${table}: ${(error as Error).message}`);
    }
  };

  // the store first, then the update tasks (numbered again by this server), then the rest with the new task ids
  await insert('stores', rowsOf('stores'));
  const tasks = rowsOf('update_tasks');
  const newIds = await insert('update_tasks', tasks, 'taskId');
  const taskIds = new Map(tasks.map((task, i) => [String(task.taskId), newIds[i]]));
  const renumber = (row: Record<string, unknown>) =>
    row.taskId === undefined || row.taskId === null
      ? row
      : { ...row, taskId: taskIds.get(String(row.taskId)) ?? null };
  for (const table of Object.keys(file.tables).sort()) {
    if (table === 'stores' || table === 'update_tasks') continue;
    await insert(table, rowsOf(table).map(renumber));
  }

  // accounts this server lacks, with their roles; accounts it has get the store added to their list
  const roleIds = await importRoles(tx, file.roles, insert);
  let accountCount = 0;
  for (const account of file.accounts) {
    const [found] = await tx.query<{ has: boolean }>(
      'SELECT store ? $2 AS has FROM accounts WHERE email = $1',
      [account.email, storeCode],
    );
    if (!found) await insert('accounts', [{ ...account, role_id: roleIdOf(account, roleIds) }]);
    else if (!found.has)
      await tx.query(`UPDATE accounts SET store = store || to_jsonb($2::text) WHERE email = $1`, [
        account.email,
        storeCode,
      ]);
    accountCount += 1;
  }
  await tx.query(
    `UPDATE stores s SET "gwCount" = (SELECT count(*)::int FROM gateways g WHERE g."storeCode" = s."storeCode")
     WHERE s."storeCode" = $1`,
    [storeCode],
  );
  const ids = newIds.map(Number).filter(Number.isFinite);
  return {
    storeCode,
    lastTaskId: ids.length > 0 ? Math.max(...ids) : null,
    tagCount: rowsOf('tags').length,
    productCount: rowsOf('products').length,
    gwCount: rowsOf('gateways').length,
    accountCount,
  };
}

/**
 * The file's roles on this server, as a map from the file's role_id to this server's. A role id means nothing
 * between servers: a role of this server is reused only when it has the same name and the same privileges;
 * otherwise the role is added under a new id, so an account never gains what its role did not allow.
 */
async function importRoles(
  tx: Queryable,
  roles: MigrationFile['roles'],
  insert: (table: string, rows: object[]) => Promise<unknown>,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const role of roles) {
    const privileges = JSON.stringify(normalisePrivileges(role.privilege));
    const namesakes = await tx.query<{ role_id: number; privilege: unknown }>(
      'SELECT role_id, privilege FROM roles WHERE name = $1 AND role_id <> 0 ORDER BY role_id',
      [role.name],
    );
    const same = namesakes.find((r) => JSON.stringify(normalisePrivileges(r.privilege)) === privileges);
    let id = same?.role_id;
    if (id === undefined) {
      [{ id }] = await tx.query<{ id: number }>('SELECT COALESCE(max(role_id), 0)::int + 1 AS id FROM roles');
      await insert('roles', [{ ...role, role_id: id }]);
    }
    ids.set(Number(role.role_id), Number(id));
  }
  return ids;
}

/** an account's role on this server: the super role stays the super role; any other must be in the file */
function roleIdOf(account: Record<string, unknown>, roleIds: Map<number, number>): number {
  const id = Number(account.role_id);
  if (id === 0) return 0;
  const mapped = roleIds.get(id);
  if (mapped === undefined)
    throw new MigrationError(
      `The role ${String(account.role_id)} of ${String(account.email)} is not in the file.`,
    );
  return mapped;
}

/** imports a migration file in one transaction */
export function importStore(db: Db, content: Buffer): Promise<MigrationResult> {
  const file = decodeMigration(content);
  return db.transaction((tx) => importInto(tx, file));
}
