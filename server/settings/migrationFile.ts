// Reading a store migration file (docs/api.md 'Store migration'): the file comes from elsewhere and is untrusted.
// This runs on a worker thread (server/settings/migrationReader.ts), never on the API's event loop, and touches no
// database: it inflates the gzip up to the size cap (MIGRATION_MAX_BYTES: zlib stops there), parses the JSON and
// applies the file's rules before the import (server/settings/storeMigration.ts) writes anything:
// - every row is of the file's store: a row without a store code is given it, a row naming another store refuses
//   the whole file (the message shows the row);
// - system scripts (a kind kept once for the server, or a default entry) are left out;
// - accounts keep their email (trimmed, lower case), name, mobile and role only: no password hash, no store list,
//   never the whole-store flag; role 0 accounts and the role 0 entry are left out.
// What was left out is answered as refusals. The rows go back as JSON text in chunks, ready for the database.
import { gunzipSync } from 'node:zlib';

export const MIGRATION_FORMAT = 'esl-store-migration';
export const MIGRATION_VERSION = 1;

type RecordRow = Record<string, unknown>;

/** the file as this server writes it */
export interface MigrationFile {
  format: typeof MIGRATION_FORMAT;
  version: number;
  exportedAt: string;
  storeCode: string;
  /** table name → the store's rows */
  tables: Record<string, RecordRow[]>;
  accounts: RecordRow[];
  roles: RecordRow[];
}

/** something of the file this server left out, and why */
export interface Refusal {
  table: string;
  /** the row's key: an email, a role name, a script's kind and target */
  row: string;
  reason: string;
}

export interface MigrationJob {
  content: Uint8Array;
  /** the largest JSON accepted (inflated) */
  maxBytes: number;
  /** the store-scoped tables of this server, the stores table included, and the column naming the store */
  tables: Array<{ table: string; storeColumn: string }>;
  /** user script kinds kept per store (the others are system scripts) and the default entries' target */
  perStoreKinds: string[];
  defaultTarget: string;
  /** store codes the server uses for itself (the default scripts, system alarms) */
  reservedCodes: string[];
}

export interface TableRows {
  table: string;
  count: number;
  /** every key of its rows */
  keys: string[];
  /** JSON arrays of at most CHUNK_ROWS rows */
  chunks: string[];
}

export interface MigrationAccount {
  email: string;
  name: string;
  mobile: string;
  /** the file's role id */
  role_id: number;
}

export interface ReadMigration {
  storeCode: string;
  /** the update tasks (numbered again by the import) */
  tasks: RecordRow[];
  /** the stores row first, then the other tables' rows */
  tables: TableRows[];
  accounts: MigrationAccount[];
  /** the roles of the file, role 0 excepted */
  roles: RecordRow[];
  refused: Refusal[];
}

export type ReadOutcome =
  { ok: true; file: ReadMigration } | { ok: false; status: 400 | 413; message: string };

export const CHUNK_ROWS = 1000;
const SHOWN_ROW_CHARS = 500;
const NOT_MIGRATION = 'The file is not a store migration file (gzip or JSON).';

class Refused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

export const tooLarge = (maxBytes: number) =>
  `The migration file holds more than ${maxBytes} bytes of JSON (MIGRATION_MAX_BYTES).`;

const isRow = (value: unknown): value is RecordRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (row: unknown) => {
  const text = JSON.stringify(row);
  return text.length > SHOWN_ROW_CHARS ? `${text.slice(0, SHOWN_ROW_CHARS)}…` : text;
};

/** the JSON text: gzip inflated by zlib up to maxBytes (it stops there), or the plain JSON file */
function textOf(content: Uint8Array, maxBytes: number): string {
  let bytes = content;
  if (content[0] === 0x1f && content[1] === 0x8b) {
    try {
      bytes = gunzipSync(content, { maxOutputLength: maxBytes, chunkSize: 64 * 1024 });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new Refused(tooLarge(maxBytes), 413);
      throw new Refused(NOT_MIGRATION);
    }
  }
  if (bytes.byteLength > maxBytes) throw new Refused(tooLarge(maxBytes), 413);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

function parse(text: string): MigrationFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refused(NOT_MIGRATION);
  }
  const file = parsed as Partial<MigrationFile> | null;
  if (!isRow(file) || file.format !== MIGRATION_FORMAT)
    throw new Refused(`The file is not a store migration file (format ${MIGRATION_FORMAT}).`);
  if (file.version !== MIGRATION_VERSION)
    throw new Refused(`Unsupported migration file version ${String(file.version)}.`);
  if (typeof file.storeCode !== 'string' || file.storeCode.trim() === '' || !isRow(file.tables))
    throw new Refused('The migration file holds no store.');
  if (!Array.isArray(file.accounts) || !Array.isArray(file.roles))
    throw new Refused('The migration file holds no account list.');
  return file as MigrationFile;
}

/** the rows of one table, each of the file's store (given it when it names none) */
function storeRows(
  job: MigrationJob,
  storeCode: string,
  table: string,
  rows: unknown,
  refused: Refusal[],
): RecordRow[] {
  const column = job.tables.find((t) => t.table === table)?.storeColumn;
  if (!column) throw new Refused(`This server has no table for ${table} (a newer server's file?).`);
  if (!Array.isArray(rows)) throw new Refused(`${table}: not a list of rows.`);
  const kept: RecordRow[] = [];
  for (const row of rows as unknown[]) {
    if (!isRow(row)) throw new Refused(`${table}: not a row: ${shown(row)}`);
    if (table === 'user_scripts' && isSystemScript(job, row)) {
      refused.push({ table, row: `${String(row.kind)} ${String(row.target)}`, reason: 'a system script' });
      continue;
    }
    const named = row[column];
    if (named === undefined || named === null) kept.push({ ...row, [column]: storeCode });
    else if (named === storeCode) kept.push(row);
    else throw new Refused(`${table}: a row of the store ${String(named)}, not ${storeCode}: ${shown(row)}`);
  }
  return kept;
}

const isSystemScript = (job: MigrationJob, row: RecordRow) =>
  !job.perStoreKinds.includes(String(row.kind)) || row.target === job.defaultTarget;

function chunked(table: string, rows: RecordRow[]): TableRows {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const chunks: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS)
    chunks.push(JSON.stringify(rows.slice(i, i + CHUNK_ROWS)));
  return { table, count: rows.length, keys: [...keys], chunks };
}

function accountsOf(accounts: unknown[], refused: Refusal[]): MigrationAccount[] {
  const kept: MigrationAccount[] = [];
  for (const account of accounts) {
    const email =
      isRow(account) && typeof account.email === 'string' ? account.email.trim().toLowerCase() : '';
    if (!isRow(account) || !email.includes('@') || email.length > 254) {
      refused.push({
        table: 'accounts',
        row: shown(isRow(account) ? account.email : account),
        reason: 'no email',
      });
      continue;
    }
    const role = Number(account.role_id);
    if (role === 0) {
      refused.push({ table: 'accounts', row: email, reason: 'role 0' });
      continue;
    }
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    kept.push({ email, name: text(account.name, email), mobile: text(account.mobile, ''), role_id: role });
  }
  return kept;
}

function rolesOf(roles: unknown[], refused: Refusal[]): RecordRow[] {
  const kept: RecordRow[] = [];
  for (const role of roles) {
    if (!isRow(role)) throw new Refused(`roles: not a row: ${shown(role)}`);
    if (Number(role.role_id) === 0)
      refused.push({ table: 'roles', row: String(role.name), reason: 'role 0' });
    else kept.push(role);
  }
  return kept;
}

export function readMigration(job: MigrationJob): ReadMigration {
  const file = parse(textOf(job.content, job.maxBytes));
  const { storeCode } = file;
  if (job.reservedCodes.includes(storeCode))
    throw new Refused(`The store code ${storeCode} is the server's own and cannot be migrated.`);
  const refused: Refusal[] = [];
  const stores = storeRows(job, storeCode, 'stores', file.tables.stores ?? [], refused);
  if (stores.length === 0) throw new Refused('The migration file holds no store.');
  const tasks = storeRows(job, storeCode, 'update_tasks', file.tables.update_tasks ?? [], refused);
  const tables = [chunked('stores', stores)];
  for (const table of Object.keys(file.tables).sort()) {
    if (table === 'stores' || table === 'update_tasks') continue;
    tables.push(chunked(table, storeRows(job, storeCode, table, file.tables[table], refused)));
  }
  const accounts = accountsOf(file.accounts, refused);
  const roles = rolesOf(file.roles, refused);
  return { storeCode, tasks, tables, accounts, roles, refused };
}

/** the worker thread's job (server/settings/migrationWorker.mjs): a refusal is answered, not thrown */
export default function readMigrationJob(job: MigrationJob): ReadOutcome {
  try {
    return { ok: true, file: readMigration(job) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
