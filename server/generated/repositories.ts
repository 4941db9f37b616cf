// generated, do not edit: run `npm run codegen`
import type { AccountRecord, AlarmRecord, AlarmContentRecord, AlarmNotificationRecord, AliasRecord, AmacRecord, ApiTokenRecord, AppFileRecord, AuditLogRecord, BatteryForecastRecord, ChannelSettingRecord, DashboardRecord, DeliveryAttemptRecord, DownloadTaskRecord, FamilyProductRecord, GatewayRecord, GatewayPredefinedRecord, IdentityProviderRecord, LayoutRecord, LoginHistoryRecord, MailOutboxRecord, PaperTaskRecord, PaperTaskRowRecord, PaperUploadRecord, PlusDeviceRecord, PlusMediaRecord, PlusSettingRecord, PlusSoftwareRecord, PlusTemplateRecord, PrinterRecord, ProductRecord, ProductUpdateRecord, ProductUploadRecord, PromotionRecord, RoleRecord, RolloutRecord, RolloutGatewayRecord, SecondCodeRecord, SensorRecord, SensorSampleRecord, ServerRecord, StoreRecord, TagRecord, TwoFactorRecord, UpdateTaskRecord, UpdateTaskTagRecord, UpgradePackageRecord, UserScriptRecord, WebhookRecord, WebhookDeliveryRecord } from '../../domain/generated/rows.ts';
import { accountValidators, alarmValidators, alarmContentValidators, alarmNotificationValidators, aliasValidators, amacValidators, apiTokenValidators, appFileValidators, batteryForecastValidators, channelSettingValidators, dashboardValidators, deliveryAttemptValidators, downloadTaskValidators, familyProductValidators, gatewayValidators, gatewayPredefinedValidators, identityProviderValidators, layoutValidators, loginHistoryValidators, mailOutboxValidators, paperTaskValidators, paperTaskRowValidators, paperUploadValidators, plusDeviceValidators, plusMediaValidators, plusSettingValidators, plusSoftwareValidators, plusTemplateValidators, printerValidators, productValidators, productUpdateValidators, productUploadValidators, promotionValidators, roleValidators, rolloutValidators, rolloutGatewayValidators, secondCodeValidators, sensorValidators, sensorSampleValidators, serverValidators, storeValidators, tagValidators, twoFactorValidators, updateTaskValidators, updateTaskTagValidators, upgradePackageValidators, userScriptValidators, webhookValidators, webhookDeliveryValidators } from '../../domain/generated/validators.ts';
import type { Queryable } from '../db/db.ts';
import { TableRepository } from '../db/tableRepository.ts';
import { tables } from './tables.ts';

/** the table accounts: columns, list allow-lists, paging, validated insert/update */
export class AccountTableBase extends TableRepository<AccountRecord> {
  constructor(db: Queryable) {
    super(db, tables['account'], accountValidators.api);
  }
}

/** the table alarm_history: columns, list allow-lists, paging, validated insert/update */
export class AlarmTableBase extends TableRepository<AlarmRecord> {
  constructor(db: Queryable) {
    super(db, tables['alarm'], alarmValidators.api);
  }
}

/** the table alarm_notification_contents: columns, list allow-lists, paging, validated insert/update */
export class AlarmContentTableBase extends TableRepository<AlarmContentRecord> {
  constructor(db: Queryable) {
    super(db, tables['alarmContent'], alarmContentValidators.api);
  }
}

/** the table alarm_notification_settings: columns, list allow-lists, paging, validated insert/update */
export class AlarmNotificationTableBase extends TableRepository<AlarmNotificationRecord> {
  constructor(db: Queryable) {
    super(db, tables['alarmNotification'], alarmNotificationValidators.api);
  }
}

/** the table alias_config: columns, list allow-lists, paging, validated insert/update */
export class AliasTableBase extends TableRepository<AliasRecord> {
  constructor(db: Queryable) {
    super(db, tables['alias'], aliasValidators.api);
  }
}

/** the table amac_config: columns, list allow-lists, paging, validated insert/update */
export class AmacTableBase extends TableRepository<AmacRecord> {
  constructor(db: Queryable) {
    super(db, tables['amac'], amacValidators.api);
  }
}

/** the table api_token: columns, list allow-lists, paging, validated insert/update */
export class ApiTokenTableBase extends TableRepository<ApiTokenRecord> {
  constructor(db: Queryable) {
    super(db, tables['apiToken'], apiTokenValidators.api);
  }
}

/** the table app_files: columns, list allow-lists, paging, validated insert/update */
export class AppFileTableBase extends TableRepository<AppFileRecord> {
  constructor(db: Queryable) {
    super(db, tables['appFile'], appFileValidators.api);
  }
}

/** the table audit_log: columns, list allow-lists, paging, validated insert/update */
export class AuditLogTableBase extends TableRepository<AuditLogRecord> {
  constructor(db: Queryable) {
    super(db, tables['auditLog']);
  }
}

/** the table battery_forecasts: columns, list allow-lists, paging, validated insert/update */
export class BatteryForecastTableBase extends TableRepository<BatteryForecastRecord> {
  constructor(db: Queryable) {
    super(db, tables['batteryForecast'], batteryForecastValidators.api);
  }
}

/** the table gateway_channel_settings: columns, list allow-lists, paging, validated insert/update */
export class ChannelSettingTableBase extends TableRepository<ChannelSettingRecord> {
  constructor(db: Queryable) {
    super(db, tables['channelSetting'], channelSettingValidators.api);
  }
}

/** the table dashboards: columns, list allow-lists, paging, validated insert/update */
export class DashboardTableBase extends TableRepository<DashboardRecord> {
  constructor(db: Queryable) {
    super(db, tables['dashboard'], dashboardValidators.api);
  }
}

/** the table delivery_attempts: columns, list allow-lists, paging, validated insert/update */
export class DeliveryAttemptTableBase extends TableRepository<DeliveryAttemptRecord> {
  constructor(db: Queryable) {
    super(db, tables['deliveryAttempt'], deliveryAttemptValidators.api);
  }
}

/** the table download_tasks: columns, list allow-lists, paging, validated insert/update */
export class DownloadTaskTableBase extends TableRepository<DownloadTaskRecord> {
  constructor(db: Queryable) {
    super(db, tables['downloadTask'], downloadTaskValidators.api);
  }
}

/** the table family_products: columns, list allow-lists, paging, validated insert/update */
export class FamilyProductTableBase extends TableRepository<FamilyProductRecord> {
  constructor(db: Queryable) {
    super(db, tables['familyProduct'], familyProductValidators.api);
  }
}

/** the table gateways: columns, list allow-lists, paging, validated insert/update */
export class GatewayTableBase extends TableRepository<GatewayRecord> {
  constructor(db: Queryable) {
    super(db, tables['gateway'], gatewayValidators.api);
  }
}

/** the table gateway_predefined: columns, list allow-lists, paging, validated insert/update */
export class GatewayPredefinedTableBase extends TableRepository<GatewayPredefinedRecord> {
  constructor(db: Queryable) {
    super(db, tables['gatewayPredefined'], gatewayPredefinedValidators.api);
  }
}

/** the table identity_provider: columns, list allow-lists, paging, validated insert/update */
export class IdentityProviderTableBase extends TableRepository<IdentityProviderRecord> {
  constructor(db: Queryable) {
    super(db, tables['identityProvider'], identityProviderValidators.api);
  }
}

/** the table layouts: columns, list allow-lists, paging, validated insert/update */
export class LayoutTableBase extends TableRepository<LayoutRecord> {
  constructor(db: Queryable) {
    super(db, tables['layout'], layoutValidators.api);
  }
}

/** the table login_history: columns, list allow-lists, paging, validated insert/update */
export class LoginHistoryTableBase extends TableRepository<LoginHistoryRecord> {
  constructor(db: Queryable) {
    super(db, tables['loginHistory'], loginHistoryValidators.api);
  }
}

/** the table mail_outbox: columns, list allow-lists, paging, validated insert/update */
export class MailOutboxTableBase extends TableRepository<MailOutboxRecord> {
  constructor(db: Queryable) {
    super(db, tables['mailOutbox'], mailOutboxValidators.api);
  }
}

/** the table paper_tasks: columns, list allow-lists, paging, validated insert/update */
export class PaperTaskTableBase extends TableRepository<PaperTaskRecord> {
  constructor(db: Queryable) {
    super(db, tables['paperTask'], paperTaskValidators.api);
  }
}

/** the table paper_task_rows: columns, list allow-lists, paging, validated insert/update */
export class PaperTaskRowTableBase extends TableRepository<PaperTaskRowRecord> {
  constructor(db: Queryable) {
    super(db, tables['paperTaskRow'], paperTaskRowValidators.api);
  }
}

/** the table paper_uploads: columns, list allow-lists, paging, validated insert/update */
export class PaperUploadTableBase extends TableRepository<PaperUploadRecord> {
  constructor(db: Queryable) {
    super(db, tables['paperUpload'], paperUploadValidators.api);
  }
}

/** the table plus_devices: columns, list allow-lists, paging, validated insert/update */
export class PlusDeviceTableBase extends TableRepository<PlusDeviceRecord> {
  constructor(db: Queryable) {
    super(db, tables['plusDevice'], plusDeviceValidators.api);
  }
}

/** the table plus_media: columns, list allow-lists, paging, validated insert/update */
export class PlusMediaTableBase extends TableRepository<PlusMediaRecord> {
  constructor(db: Queryable) {
    super(db, tables['plusMedia'], plusMediaValidators.api);
  }
}

/** the table plus_settings: columns, list allow-lists, paging, validated insert/update */
export class PlusSettingTableBase extends TableRepository<PlusSettingRecord> {
  constructor(db: Queryable) {
    super(db, tables['plusSetting'], plusSettingValidators.api);
  }
}

/** the table plus_software: columns, list allow-lists, paging, validated insert/update */
export class PlusSoftwareTableBase extends TableRepository<PlusSoftwareRecord> {
  constructor(db: Queryable) {
    super(db, tables['plusSoftware'], plusSoftwareValidators.api);
  }
}

/** the table plus_templates: columns, list allow-lists, paging, validated insert/update */
export class PlusTemplateTableBase extends TableRepository<PlusTemplateRecord> {
  constructor(db: Queryable) {
    super(db, tables['plusTemplate'], plusTemplateValidators.api);
  }
}

/** the table printers: columns, list allow-lists, paging, validated insert/update */
export class PrinterTableBase extends TableRepository<PrinterRecord> {
  constructor(db: Queryable) {
    super(db, tables['printer'], printerValidators.api);
  }
}

/** the table products: columns, list allow-lists, paging, validated insert/update */
export class ProductTableBase extends TableRepository<ProductRecord> {
  constructor(db: Queryable) {
    super(db, tables['product'], productValidators.api);
  }
}

/** the table product_updates: columns, list allow-lists, paging, validated insert/update */
export class ProductUpdateTableBase extends TableRepository<ProductUpdateRecord> {
  constructor(db: Queryable) {
    super(db, tables['productUpdate'], productUpdateValidators.api);
  }
}

/** the table product_uploads: columns, list allow-lists, paging, validated insert/update */
export class ProductUploadTableBase extends TableRepository<ProductUploadRecord> {
  constructor(db: Queryable) {
    super(db, tables['productUpload'], productUploadValidators.api);
  }
}

/** the table promotions: columns, list allow-lists, paging, validated insert/update */
export class PromotionTableBase extends TableRepository<PromotionRecord> {
  constructor(db: Queryable) {
    super(db, tables['promotion'], promotionValidators.api);
  }
}

/** the table roles: columns, list allow-lists, paging, validated insert/update */
export class RoleTableBase extends TableRepository<RoleRecord> {
  constructor(db: Queryable) {
    super(db, tables['role'], roleValidators.api);
  }
}

/** the table rollouts: columns, list allow-lists, paging, validated insert/update */
export class RolloutTableBase extends TableRepository<RolloutRecord> {
  constructor(db: Queryable) {
    super(db, tables['rollout'], rolloutValidators.api);
  }
}

/** the table rollout_gateways: columns, list allow-lists, paging, validated insert/update */
export class RolloutGatewayTableBase extends TableRepository<RolloutGatewayRecord> {
  constructor(db: Queryable) {
    super(db, tables['rolloutGateway'], rolloutGatewayValidators.api);
  }
}

/** the table second_codes: columns, list allow-lists, paging, validated insert/update */
export class SecondCodeTableBase extends TableRepository<SecondCodeRecord> {
  constructor(db: Queryable) {
    super(db, tables['secondCode'], secondCodeValidators.api);
  }
}

/** the table sensors: columns, list allow-lists, paging, validated insert/update */
export class SensorTableBase extends TableRepository<SensorRecord> {
  constructor(db: Queryable) {
    super(db, tables['sensor'], sensorValidators.api);
  }
}

/** the table sensor_samples: columns, list allow-lists, paging, validated insert/update */
export class SensorSampleTableBase extends TableRepository<SensorSampleRecord> {
  constructor(db: Queryable) {
    super(db, tables['sensorSample'], sensorSampleValidators.api);
  }
}

/** the table servers: columns, list allow-lists, paging, validated insert/update */
export class ServerTableBase extends TableRepository<ServerRecord> {
  constructor(db: Queryable) {
    super(db, tables['server'], serverValidators.api);
  }
}

/** the table stores: columns, list allow-lists, paging, validated insert/update */
export class StoreTableBase extends TableRepository<StoreRecord> {
  constructor(db: Queryable) {
    super(db, tables['store'], storeValidators.api);
  }
}

/** the table tags: columns, list allow-lists, paging, validated insert/update */
export class TagTableBase extends TableRepository<TagRecord> {
  constructor(db: Queryable) {
    super(db, tables['tag'], tagValidators.api);
  }
}

/** the table two_factor: columns, list allow-lists, paging, validated insert/update */
export class TwoFactorTableBase extends TableRepository<TwoFactorRecord> {
  constructor(db: Queryable) {
    super(db, tables['twoFactor'], twoFactorValidators.api);
  }
}

/** the table update_tasks: columns, list allow-lists, paging, validated insert/update */
export class UpdateTaskTableBase extends TableRepository<UpdateTaskRecord> {
  constructor(db: Queryable) {
    super(db, tables['updateTask'], updateTaskValidators.api);
  }
}

/** the table update_task_tags: columns, list allow-lists, paging, validated insert/update */
export class UpdateTaskTagTableBase extends TableRepository<UpdateTaskTagRecord> {
  constructor(db: Queryable) {
    super(db, tables['updateTaskTag'], updateTaskTagValidators.api);
  }
}

/** the table upgrade_packages: columns, list allow-lists, paging, validated insert/update */
export class UpgradePackageTableBase extends TableRepository<UpgradePackageRecord> {
  constructor(db: Queryable) {
    super(db, tables['upgradePackage'], upgradePackageValidators.api);
  }
}

/** the table user_scripts: columns, list allow-lists, paging, validated insert/update */
export class UserScriptTableBase extends TableRepository<UserScriptRecord> {
  constructor(db: Queryable) {
    super(db, tables['userScript'], userScriptValidators.api);
  }
}

/** the table webhook_subscription: columns, list allow-lists, paging, validated insert/update */
export class WebhookTableBase extends TableRepository<WebhookRecord> {
  constructor(db: Queryable) {
    super(db, tables['webhook'], webhookValidators.api);
  }
}

/** the table webhook_delivery: columns, list allow-lists, paging, validated insert/update */
export class WebhookDeliveryTableBase extends TableRepository<WebhookDeliveryRecord> {
  constructor(db: Queryable) {
    super(db, tables['webhookDelivery'], webhookDeliveryValidators.api);
  }
}
