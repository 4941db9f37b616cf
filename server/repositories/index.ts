// Every repository of the server, built once per database (or transaction).
import type { Db, Queryable } from '../db/db.ts';
import { tables } from '../generated/tables.ts';
import { AccountsRepository } from './accounts.ts';
import { AlarmsRepository } from './alarms.ts';
import { CollectingRepository } from './collecting.ts';
import { FamiliesRepository } from './families.ts';
import { GatewaysRepository } from './gateways.ts';
import { LoginHistoryRepository } from './loginHistory.ts';
import { MailOutboxRepository } from './mailOutbox.ts';
import { PasswordResetsRepository } from './passwordResets.ts';
import { ProductUpdatesRepository } from './productUpdates.ts';
import { ProductUploadsRepository } from './productUploads.ts';
import { ProductsRepository } from './products.ts';
import { RolesRepository } from './roles.ts';
import { ServersRepository } from './servers.ts';
import { SessionsRepository } from './sessions.ts';
import { StoresRepository } from './stores.ts';
import { SystemConfigRepository } from './systemConfig.ts';
import { TagHistoryRepository } from './tagHistory.ts';
import { TagLookupRepository } from './tagLookup.ts';
import { TagsRepository } from './tags.ts';
import { UpdateTaskTagsRepository } from './updateTaskTags.ts';
import { UpdateTasksRepository } from './updateTasks.ts';

export function createRepositories(db: Queryable) {
  return {
    accounts: new AccountsRepository(db, tables.account),
    roles: new RolesRepository(db, tables.role),
    loginHistory: new LoginHistoryRepository(db, tables.loginHistory),
    sessions: new SessionsRepository(db),
    systemConfig: new SystemConfigRepository(db),
    mailOutbox: new MailOutboxRepository(db),
    passwordResets: new PasswordResetsRepository(db),
    alarms: new AlarmsRepository(db),
    collecting: new CollectingRepository(db),
    stores: new StoresRepository(db, tables.store),
    servers: new ServersRepository(db, tables.server),
    gateways: new GatewaysRepository(db, tables.gateway),
    tags: new TagsRepository(db, tables.tag),
    products: new ProductsRepository(db, tables.product),
    families: new FamiliesRepository(db, tables.familyProduct),
    productUpdates: new ProductUpdatesRepository(db),
    productUploads: new ProductUploadsRepository(db),
    updateTasks: new UpdateTasksRepository(db),
    updateTaskTags: new UpdateTaskTagsRepository(db),
    tagLookup: new TagLookupRepository(db),
    tagHistory: new TagHistoryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs fn with repositories bound to one transaction. */
export function inTransaction<T>(db: Db, fn: (repos: Repositories) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(createRepositories(tx)));
}
