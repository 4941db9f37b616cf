// The store migration file (docs/api.md 'Store migration'): everything of one store that this server holds
// (the store, and every row of the store-scoped tables: gateways, tags, products, update tasks and their tags,
// families, second codes, channel and predefined gateway settings, histories, promotions, alarms, ...), the
// accounts whose store list names it (without their password hashes) and their roles. JSON, gzip-compressed on
// export (plain JSON is read too), with a format name and a version. An uploaded file is untrusted: it is read and
// checked on a worker thread (server/settings/migrationFile.ts), then imported in ONE transaction (a failure
// leaves nothing behind): the store's rows, and its accounts without a password, each mailed a link to choose one.
import { gzipSync } from 'node:zlib';
import type { MigrationResult } from '../../domain/generated/calls.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { normalisePrivileges, SUPER_ROLE_ID } from '../auth/privileges.ts';
import { queueLinkMail, type LinkMail, type QueuedMail } from '../auth/passwordReset.ts';
import { createRepositories, type Repositories } from '../repositories/index.ts';
import { DEFAULT_TARGET, SCRIPT_KINDS } from '../repositories/scriptKinds.ts';
import {
  MIGRATION_FORMAT,
  MIGRATION_VERSION,
  type MigrationAccount,
  type MigrationFile,
  type MigrationJob,
  type ReadMigration,
} from './migrationFile.ts';
import type { MigrationReader } from './migrationReader.ts';
import { insertChunks, insertRows, storeRowsOf, storeTables } from '../repositories/storeRows.ts';

/** a reason the import refuses the file or the data (answered as 'Migration failed : {reason}') */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

/** the mail of an account the migration added: it has no password on this server until it uses the link */
const moved = (storeCode: string): LinkMail => ({
  subject: 'Your account on a new server',
  body: (link, minutes) =>
    `Your account was moved to this server with the store ${storeCode}. It has no password here yet: ` +
    `to choose one, open this link within ${minutes} minutes:\n${link}\n\n` +
    "The link works once. Once it has expired, ask for a new one with 'Forgot password' on the login page.\n",
});

export async function exportStore(db: Queryable, storeCode: string): Promise<MigrationFile> {
  const tables: MigrationFile['tables'] = {};
  for (const t of await storeTables(db)) {
    const rows = (await storeRowsOf(db, t, storeCode)) as Array<Record<string, unknown>>;
    if (rows.length > 0) tables[t.table] = rows;
  }
  const repos = createRepositories(db);
  const accounts = await repos.accounts.exportOfStore(storeCode);
  const roleIds = [...new Set(accounts.map((a) => Number(a.role_id)).filter((id) => id !== 0))];
  const roles = await repos.roles.exportOf(roleIds);
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

/** the file read and checked on the reader's thread; a refusal throws MigrationError */
export async function readUpload(
  db: Queryable,
  reader: MigrationReader,
  content: Uint8Array,
  maxBytes: number,
): Promise<ReadMigration> {
  const job: MigrationJob = {
    content,
    maxBytes,
    tables: (await storeTables(db)).map(({ table, storeColumn }) => ({ table, storeColumn })),
    perStoreKinds: Object.values(SCRIPT_KINDS)
      .filter((kind) => kind.perStore)
      .map((kind) => kind.kind),
    defaultTarget: DEFAULT_TARGET,
    reservedCodes: [DEFAULT_TARGET, 'SYSTEM'],
  };
  const outcome = await reader.read(job);
  if (!outcome.ok) throw new MigrationError(outcome.message, outcome.status);
  return outcome.file;
}

interface Imported {
  result: MigrationResult;
  /** the link mails queued for the new accounts */
  mails: QueuedMail[];
}

async function importInto(
  tx: Queryable,
  file: ReadMigration,
  config: Pick<Config, 'publicUrl' | 'resetLinkMinutes'>,
): Promise<Imported> {
  const { storeCode } = file;
  const repos = createRepositories(tx);
  if (await repos.stores.exists(storeCode))
    throw new MigrationError(`The store ${storeCode} already exists on this server.`);
  const known = new Map((await storeTables(tx)).map((t) => [t.table, t]));
  const serial = (table: string) => known.get(table)?.serialColumns ?? [];
  const failing = async <T>(table: string, insert: () => Promise<T>): Promise<T> => {
    try {
      return await insert();
    } catch (error) {
      throw new MigrationError(`${table}: ${(error as Error).message}`);
    }
  };
  const imported: Record<string, number> = {};

  // the store first, then the update tasks (numbered again by this server), then the rest with the new task ids
  const [stores, ...others] = file.tables;
  await failing('stores', () => insertChunks(tx, 'stores', stores, serial('stores')));
  imported.stores = stores.count;
  const newIds = await failing('update_tasks', () =>
    insertRows(tx, 'update_tasks', file.tasks, serial('update_tasks'), 'taskId'),
  );
  if (file.tasks.length > 0) imported.update_tasks = file.tasks.length;
  const ids = Object.fromEntries(file.tasks.map((task, i) => [String(task.taskId), newIds[i]]));
  for (const rows of others) {
    await failing(rows.table, () =>
      insertChunks(tx, rows.table, rows, serial(rows.table), { column: 'taskId', ids }),
    );
    if (rows.count > 0) imported[rows.table] = rows.count;
  }

  const accounts = await importAccounts(tx, file, config, (table, insert) => failing(table, insert));
  imported.accounts = accounts.added;
  imported.roles = accounts.roles;
  await repos.stores.recountGateways(storeCode);
  const count = (table: string) => file.tables.find((t) => t.table === table)?.count ?? 0;
  const taskIds = newIds.map(Number).filter(Number.isFinite);
  return {
    result: {
      storeCode,
      lastTaskId: taskIds.length > 0 ? Math.max(...taskIds) : null,
      tagCount: count('tags'),
      productCount: count('products'),
      gwCount: count('gateways'),
      accountCount: accounts.taken,
      imported,
      refused: file.refused,
    },
    mails: accounts.mails,
  };
}

/**
 * The file's accounts: one this server has (whatever the case of its email) gets the store added to its list and
 * nothing else; a new one comes with its name, mobile and matched role, this store only and no password, and is
 * mailed a link to choose one.
 */
async function importAccounts(
  tx: Queryable,
  file: ReadMigration,
  config: Pick<Config, 'publicUrl' | 'resetLinkMinutes'>,
  failing: <T>(table: string, insert: () => Promise<T>) => Promise<T>,
): Promise<{ taken: number; added: number; roles: number; mails: QueuedMail[] }> {
  const { storeCode } = file;
  const repos = createRepositories(tx);
  const roles = new RoleMatcher(tx, repos, file.roles, failing);
  const mails: QueuedMail[] = [];
  let taken = 0;
  for (const account of file.accounts) {
    const found = await repos.accounts.storedEmail(account.email);
    taken += 1;
    if (found) {
      await repos.accounts.addStore(found, storeCode);
      continue;
    }
    const row = { ...newAccount(account, storeCode), role_id: await roles.idOf(account) };
    await failing('accounts', () => insertRows(tx, 'accounts', [row], [], 'email'));
    mails.push(await queueLinkMail(repos, config, account.email, moved(storeCode)));
  }
  return { taken, added: mails.length, roles: roles.added, mails };
}

const newAccount = (account: MigrationAccount, storeCode: string) => ({
  email: account.email,
  name: account.name,
  mobile: account.mobile,
  store: [storeCode],
  enableWholeStore: false,
  passwordHash: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

/**
 * The file's roles on this server, matched when an account needs one. A role id means nothing between servers: a
 * role of this server is reused only when it has the same name and the same privileges; otherwise the role is
 * added under a new id, so an account never gains what its role did not allow. Never role 0.
 */
class RoleMatcher {
  private readonly ids = new Map<number, number>();
  added = 0;

  constructor(
    private readonly tx: Queryable,
    private readonly repos: Repositories,
    private readonly roles: ReadMigration['roles'],
    private readonly failing: <T>(table: string, insert: () => Promise<T>) => Promise<T>,
  ) {}

  async idOf(account: MigrationAccount): Promise<number> {
    const known = this.ids.get(account.role_id);
    if (known !== undefined) return known;
    const role = this.roles.find((r) => Number(r.role_id) === account.role_id);
    if (!role)
      throw new MigrationError(`The role ${String(account.role_id)} of ${account.email} is not in the file.`);
    const privilege = normalisePrivileges(role.privilege);
    const namesakes = await this.repos.roles.namesakes(String(role.name), SUPER_ROLE_ID);
    const same = namesakes.find(
      (r) => JSON.stringify(normalisePrivileges(r.privilege)) === JSON.stringify(privilege),
    );
    let id = same?.role_id;
    if (id === undefined) {
      id = await this.repos.roles.nextId();
      const row = { ...role, role_id: id, privilege };
      await this.failing('roles', () => insertRows(this.tx, 'roles', [row], [], 'role_id'));
      this.added += 1;
    }
    this.ids.set(account.role_id, Number(id));
    return Number(id);
  }
}

/** imports a read migration file in one transaction; answers what it did and the link mails it queued */
export function importStore(
  db: Db,
  file: ReadMigration,
  config: Pick<Config, 'publicUrl' | 'resetLinkMinutes'>,
): Promise<Imported> {
  return db.transaction((tx) => importInto(tx, file, config));
}
