// Every repository of the server, built once per database (or transaction): the one registry. Code with an app
// uses `app.repos.x`; code inside a transaction uses the repositories bound to it (inTransaction). Construction
// only stores the database handle (and the generated table metadata), so a registry per transaction is cheap.
import type { PlusSetting, PlusSoftware } from '../../domain/generated/types.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityRepository } from '../db/repository.ts';
import { tables } from '../generated/tables.ts';
import { AccountsRepository } from './accounts.ts';
import { ApiTokensRepository } from './apiTokens.ts';
import { IdentityProvidersRepository } from './identityProviders.ts';
import { SsoFlowsRepository } from './ssoFlows.ts';
import { AlarmNotificationsRepository } from './alarmNotifications.ts';
import { AlarmRulesRepository } from './alarmRules.ts';
import { AlarmThrottleRepository } from './alarmThrottle.ts';
import { AlarmsRepository } from './alarms.ts';
import { AppFilesRepository } from './appFiles.ts';
import { BatteryRepository } from './battery.ts';
import { BatteryMailRepository } from './batteryMail.ts';
import { CollectingRepository } from './collecting.ts';
import { DashboardAlertsRepository } from './dashboardAlerts.ts';
import { DashboardsRepository } from './dashboards.ts';
import { DashboardVersionsRepository } from './dashboardVersions.ts';
import { DeliveryRepository } from './delivery.ts';
import { DownloadTasksRepository } from './downloadTasks.ts';
import { FamiliesRepository } from './families.ts';
import { GatewaysRepository } from './gateways.ts';
import { JobRunsRepository } from './jobRuns.ts';
import { LayoutsRepository } from './layouts.ts';
import { LoginHistoryRepository } from './loginHistory.ts';
import { MailOutboxRepository } from './mailOutbox.ts';
import { WebhookDeliveriesRepository } from './webhookDeliveries.ts';
import { WebhookSubscriptionsRepository } from './webhookSubscriptions.ts';
import { OeplRepository } from './oepl.ts';
import { PaperRepository } from './paper.ts';
import { PasswordResetsRepository } from './passwordResets.ts';
import { PlusDeviceShowsRepository } from './plusDeviceShows.ts';
import { PlusDevicesRepository } from './plusDevices.ts';
import { PlusMediaRepository } from './plusMedia.ts';
import { PlusTemplatesRepository } from './plusTemplates.ts';
import { PrintersRepository } from './printers.ts';
import { ProductStoresRepository } from './productStores.ts';
import { ProductUpdatesRepository } from './productUpdates.ts';
import { ProductUploadsRepository } from './productUploads.ts';
import { ProductsRepository } from './products.ts';
import { PromotionsRepository } from './promotions.ts';
import { RolesRepository } from './roles.ts';
import { RolloutsRepository } from './rollouts.ts';
import { SecondCodesRepository } from './secondCodes.ts';
import { SensorStoresRepository } from './sensorStores.ts';
import { SensorsRepository } from './sensors.ts';
import { ServerInstancesRepository } from './serverInstances.ts';
import { ServerLogsRepository } from './serverLogs.ts';
import { ServerSamplesRepository } from './serverSamples.ts';
import { ServersRepository } from './servers.ts';
import { SessionsRepository } from './sessions.ts';
import { StatsAlarmsRepository } from './statsAlarms.ts';
import { StatsDashboardRepository } from './statsDashboard.ts';
import { StatsDeltasRepository } from './statsDeltas.ts';
import { StatsExceptionsRepository } from './statsExceptions.ts';
import { StatsRefreshRepository } from './statsRefresh.ts';
import { StoredFilesRepository } from './storedFiles.ts';
import { StoresRepository } from './stores.ts';
import { SystemConfigRepository } from './systemConfig.ts';
import { TwoFactorRepository } from './twoFactor.ts';
import { TagHistoryRepository } from './tagHistory.ts';
import { TagLookupRepository } from './tagLookup.ts';
import { TagsRepository } from './tags.ts';
import { TagStoreStatsRepository } from './tagsStoreStats.ts';
import { TaskRevertsRepository } from './taskReverts.ts';
import { UpdateTaskTagsRepository } from './updateTaskTags.ts';
import { UpdateTasksRepository } from './updateTasks.ts';
import { UserScriptsRepository } from './userScripts.ts';

export function createRepositories(db: Queryable) {
  return {
    accounts: new AccountsRepository(db, tables.account),
    roles: new RolesRepository(db, tables.role),
    loginHistory: new LoginHistoryRepository(db, tables.loginHistory),
    sessions: new SessionsRepository(db),
    apiTokens: new ApiTokensRepository(db),
    twoFactor: new TwoFactorRepository(db),
    identityProviders: new IdentityProvidersRepository(db),
    ssoFlows: new SsoFlowsRepository(db),
    systemConfig: new SystemConfigRepository(db),
    mailOutbox: new MailOutboxRepository(db),
    webhookDeliveries: new WebhookDeliveriesRepository(db),
    webhookSubscriptions: new WebhookSubscriptionsRepository(db),
    passwordResets: new PasswordResetsRepository(db),
    alarms: new AlarmsRepository(db),
    alarmRules: new AlarmRulesRepository(db),
    alarmThrottle: new AlarmThrottleRepository(db),
    alarmNotifications: new AlarmNotificationsRepository(db),
    collecting: new CollectingRepository(db),
    stores: new StoresRepository(db, tables.store),
    servers: new ServersRepository(db, tables.server),
    serverInstances: new ServerInstancesRepository(db),
    serverLogs: new ServerLogsRepository(db),
    serverSamples: new ServerSamplesRepository(db),
    gateways: new GatewaysRepository(db, tables.gateway),
    amac: new EntityRepository(db, tables.amac),
    tags: new TagsRepository(db, tables.tag),
    tagStoreStats: new TagStoreStatsRepository(db),
    products: new ProductsRepository(db, tables.product),
    productStores: new ProductStoresRepository(db),
    secondCodes: new SecondCodesRepository(db),
    families: new FamiliesRepository(db, tables.familyProduct),
    promotions: new PromotionsRepository(db),
    layouts: new LayoutsRepository(db),
    productUpdates: new ProductUpdatesRepository(db),
    productUploads: new ProductUploadsRepository(db),
    paper: new PaperRepository(db),
    printers: new PrintersRepository(db),
    updateTasks: new UpdateTasksRepository(db),
    updateTaskTags: new UpdateTaskTagsRepository(db),
    taskReverts: new TaskRevertsRepository(db),
    tagLookup: new TagLookupRepository(db),
    tagHistory: new TagHistoryRepository(db),
    oepl: new OeplRepository(db),
    sensors: new SensorsRepository(db),
    sensorStores: new SensorStoresRepository(db),
    battery: new BatteryRepository(db),
    batteryMail: new BatteryMailRepository(db),
    delivery: new DeliveryRepository(db),
    downloadTasks: new DownloadTasksRepository(db),
    storedFiles: new StoredFilesRepository(db),
    appFiles: new AppFilesRepository(db),
    rollouts: new RolloutsRepository(db),
    jobRuns: new JobRunsRepository(db),
    userScripts: new UserScriptsRepository(db),
    plusDevices: new PlusDevicesRepository(db),
    plusDeviceShows: new PlusDeviceShowsRepository(db),
    plusMedia: new PlusMediaRepository(db),
    plusTemplates: new PlusTemplatesRepository(db),
    plusSettings: new EntityRepository<PlusSetting>(db, tables.plusSetting),
    plusSoftware: new EntityRepository<PlusSoftware>(db, tables.plusSoftware),
    dashboards: new DashboardsRepository(db),
    dashboardVersions: new DashboardVersionsRepository(db),
    dashboardAlerts: new DashboardAlertsRepository(db),
    statsAlarms: new StatsAlarmsRepository(db),
    statsDashboard: new StatsDashboardRepository(db),
    statsDeltas: new StatsDeltasRepository(db),
    statsExceptions: new StatsExceptionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** a database's registry: a transaction's, plus those that open their own transactions (statsRefresh) */
export type AppRepositories = Repositories & { statsRefresh: StatsRefreshRepository };

const registries = new WeakMap<Queryable, Repositories | AppRepositories>();

/**
 * The registry bound to a database or transaction handle, built on first use and then reused: code given only a
 * handle (a job's `db`, a helper's `tx`) reaches the same repositories as `app.repos` / `inTransaction`.
 */
export function repositoriesOf(db: Db): AppRepositories;
export function repositoriesOf(db: Queryable): Repositories;
export function repositoriesOf(db: Queryable): Repositories | AppRepositories {
  let repos = registries.get(db);
  if (!repos) {
    repos =
      'transaction' in db
        ? { ...createRepositories(db), statsRefresh: new StatsRefreshRepository(db as Db) }
        : createRepositories(db);
    registries.set(db, repos);
  }
  return repos;
}

/** Runs fn with repositories bound to one transaction. */
export function inTransaction<T>(db: Db, fn: (repos: Repositories) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(repositoriesOf(tx)));
}
