// generated, do not edit: run `npm run codegen`
// The rows of the tables (every schema with x-table), per entity:
// - `<Title>Row`: the row as its table holds it and the console receives it as JSON (times as ISO strings);
// - `<Title>Record`: the same row as the server reads it from the database (pg, PGlite): its timestamptz,
//   timestamp and date columns as Date objects (`StoredRow`);
// - `<Title>Internal`: its x-internal columns (never sent to the console), which a read has only with
//   `{ internal: true }`; `WithoutInternal<<Title>Record, <Title>Internal>` is a row read without them.
import type * as Entity from './types';

/** a row as its table holds it: the `Always` columns set, the others set or null (never absent) */
export type TableRow<T, Always extends keyof T> = { [P in Always]-?: NonNullable<T[P]> } & {
  [P in Exclude<keyof T, Always>]-?: NonNullable<T[P]> | null;
};

/** a row as the server reads it from the database: its `Dates` columns are Date objects (null where the row allows it) */
export type StoredRow<R, Dates extends keyof R> = {
  [P in keyof R]: P extends Dates ? (null extends R[P] ? Date | null : Date) : R[P];
};

/** a row read without `{ internal: true }`: its x-internal columns (`Internal`, the entity's `<Title>Internal`) may be absent */
export type WithoutInternal<R, Internal extends keyof R> = Omit<R, Internal> & Partial<Pick<R, Internal>>;

/** a row of accounts (account) */
export type AccountRow = TableRow<Pick<Entity.Account, 'email' | 'name' | 'role_id' | 'mobile' | 'store' | 'enableWholeStore' | 'ssoOnly' | 'locked' | 'weakPwd' | 'forceChange' | 'lastPwdChanged' | 'failCount' | 'locale' | 'passwordHash' | 'adfs' | 'createdAt' | 'updatedAt' | 'id'>, 'email' | 'name' | 'role_id'>;
/** a row of accounts as the server reads it (its times as Dates) */
export type AccountRecord = StoredRow<AccountRow, 'lastPwdChanged' | 'createdAt' | 'updatedAt'>;
/** the x-internal columns of accounts: read only with `{ internal: true }` */
export type AccountInternal = 'failCount' | 'locale' | 'passwordHash' | 'id';

/** a row of alarm_history (alarm) */
export type AlarmRow = TableRow<Pick<Entity.Alarm, 'id' | 'location' | 'type' | 'class' | 'alarmType' | 'alarmTime' | 'updatedAt' | 'sourceType' | 'sourceId' | 'data'>, 'id' | 'location' | 'type' | 'class' | 'alarmType' | 'alarmTime' | 'updatedAt'>;
/** a row of alarm_history as the server reads it (its times as Dates) */
export type AlarmRecord = StoredRow<AlarmRow, 'alarmTime' | 'updatedAt'>;

/** a row of alarm_notification_contents (alarmContent) */
export type AlarmContentRow = TableRow<Pick<Entity.AlarmContent, 'type' | 'title' | 'detail' | 'subject' | 'body' | 'updatedAt'>, 'type' | 'title' | 'detail' | 'subject' | 'body' | 'updatedAt'>;
/** a row of alarm_notification_contents as the server reads it (its times as Dates) */
export type AlarmContentRecord = StoredRow<AlarmContentRow, 'updatedAt'>;

/** a row of alarm_notification_settings (alarmNotification) */
export type AlarmNotificationRow = TableRow<Pick<Entity.AlarmNotification, 'type' | 'enabled' | 'members' | 'addresses' | 'class' | 'updatedAt'>, 'type' | 'enabled' | 'members' | 'addresses' | 'class' | 'updatedAt'>;
/** a row of alarm_notification_settings as the server reads it (its times as Dates) */
export type AlarmNotificationRecord = StoredRow<AlarmNotificationRow, 'updatedAt'>;

/** a row of alias_config (alias) */
export type AliasRow = TableRow<Pick<Entity.Alias, 'index' | 'name' | 'key' | 'chart'>, 'index'>;
/** a row of alias_config as the server reads it (its times as Dates) */
export type AliasRecord = StoredRow<AliasRow, never>;

/** a row of amac_config (amac) */
export type AmacRow = TableRow<Pick<Entity.Amac, 'abstractData' | 'abstractCode' | 'updatedAt'>, 'abstractCode'>;
/** a row of amac_config as the server reads it (its times as Dates) */
export type AmacRecord = StoredRow<AmacRow, 'updatedAt'>;

/** a row of api_token (apiToken) */
export type ApiTokenRow = TableRow<Pick<Entity.ApiToken, 'id' | 'name' | 'prefix' | 'role_id' | 'store' | 'enableWholeStore' | 'createdBy' | 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'lastUsedIp' | 'revokedAt' | 'revokedBy' | 'secretHash'>, 'id' | 'name' | 'prefix' | 'role_id' | 'enableWholeStore' | 'createdBy' | 'createdAt' | 'secretHash'>;
/** a row of api_token as the server reads it (its times as Dates) */
export type ApiTokenRecord = StoredRow<ApiTokenRow, 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'revokedAt'>;
/** the x-internal columns of api_token: read only with `{ internal: true }` */
export type ApiTokenInternal = 'secretHash';

/** a row of app_files (appFile) */
export type AppFileRow = TableRow<Pick<Entity.AppFile, '_id' | 'ver' | 'fileName' | 'size' | 'sha256' | 'active' | 'createdBy' | 'updatedAt'>, '_id'>;
/** a row of app_files as the server reads it (its times as Dates) */
export type AppFileRecord = StoredRow<AppFileRow, 'updatedAt'>;

/** a row of audit_log (auditLog) */
export type AuditLogRow = TableRow<Pick<Entity.AuditLog, 'id' | 'at' | 'actor' | 'actorKind' | 'sourceIp' | 'requestId' | 'call' | 'route' | 'action' | 'entity' | 'entityKey' | 'storeCode' | 'changes'>, 'id' | 'at' | 'action'>;
/** a row of audit_log as the server reads it (its times as Dates) */
export type AuditLogRecord = StoredRow<AuditLogRow, 'at'>;

/** a row of battery_forecasts (batteryForecast) */
export type BatteryForecastRow = TableRow<Pick<Entity.BatteryForecast, 'tagId' | 'storeCode' | 'tagMac' | 'tagType' | 'gwMac' | 'level' | 'ratePerMonth' | 'forecastAt' | 'state' | 'readings' | 'replacedAt' | 'lastReadingAt' | 'historyId' | 'computedAt'>, 'tagId'>;
/** a row of battery_forecasts as the server reads it (its times as Dates) */
export type BatteryForecastRecord = StoredRow<BatteryForecastRow, 'forecastAt' | 'replacedAt' | 'lastReadingAt' | 'computedAt'>;
/** the x-internal columns of battery_forecasts: read only with `{ internal: true }` */
export type BatteryForecastInternal = 'historyId';

/** a row of gateway_channel_settings (channelSetting) */
export type ChannelSettingRow = TableRow<Pick<Entity.ChannelSetting, 'storeCode' | 'gwIndex' | 'dataChannel' | 'eventChannel' | 'updatedAt'>, 'storeCode' | 'gwIndex'>;
/** a row of gateway_channel_settings as the server reads it (its times as Dates) */
export type ChannelSettingRecord = StoredRow<ChannelSettingRow, 'updatedAt'>;

/** a row of dashboards (dashboard) */
export type DashboardRow = TableRow<Pick<Entity.Dashboard, 'id' | 'name' | 'ownerId' | 'builtIn' | 'sharedRoles' | 'variables' | 'layouts' | 'panels' | 'createdAt' | 'updatedAt'>, 'id'>;
/** a row of dashboards as the server reads it (its times as Dates) */
export type DashboardRecord = StoredRow<DashboardRow, 'createdAt' | 'updatedAt'>;
/** the x-internal columns of dashboards: read only with `{ internal: true }` */
export type DashboardInternal = 'ownerId';

/** a row of delivery_attempts (deliveryAttempt) */
export type DeliveryAttemptRow = TableRow<Pick<Entity.DeliveryAttempt, 'taskId' | 'tagId' | 'storeCode' | 'tagMac' | 'gwMac' | 'taskType' | 'askedAt' | 'takenAt' | 'confirmedAt' | 'failedAt' | 'tries' | 'cause' | 'seconds'>, 'taskId' | 'tagId'>;
/** a row of delivery_attempts as the server reads it (its times as Dates) */
export type DeliveryAttemptRecord = StoredRow<DeliveryAttemptRow, 'askedAt' | 'takenAt' | 'confirmedAt' | 'failedAt'>;

/** a row of download_tasks (downloadTask) */
export type DownloadTaskRow = TableRow<Pick<Entity.DownloadTask, 'taskId' | 'type' | 'email' | 'request' | 'progress' | 'fileName' | 'filePath' | 'error' | 'createdAt' | 'finishedAt' | 'instanceId'>, 'taskId' | 'type' | 'email' | 'request' | 'progress' | 'fileName' | 'createdAt'>;
/** a row of download_tasks as the server reads it (its times as Dates) */
export type DownloadTaskRecord = StoredRow<DownloadTaskRow, 'createdAt' | 'finishedAt'>;
/** the x-internal columns of download_tasks: read only with `{ internal: true }` */
export type DownloadTaskInternal = 'email' | 'request' | 'filePath' | 'createdAt' | 'instanceId';

/** a row of family_products (familyProduct) */
export type FamilyProductRow = TableRow<Pick<Entity.FamilyProduct, 'storeCode' | 'fmPrCode' | 'prCodeList' | 'layoutId' | 'nfc' | 'updatedAt'>, 'storeCode' | 'fmPrCode'>;
/** a row of family_products as the server reads it (its times as Dates) */
export type FamilyProductRecord = StoredRow<FamilyProductRow, 'updatedAt'>;

/** a row of gateways (gateway) */
export type GatewayRow = TableRow<Pick<Entity.Gateway, 'gwMac' | 'storeCode' | 'gwIndex' | 'channelGroupIndex' | 'tagCount' | 'ip' | 'alternateIp' | 'netmask' | 'defaultGateway' | 'dns' | 'eslServerPort' | 'dataChannel' | 'eventChannel' | 'gmpVersion' | 'grmVersion' | 'status' | 'upLink' | 'downLink' | 'timeSync' | 'diskUsage' | 'ramUsage' | 'serviceStatusList' | 'lastStatusTime' | 'updatedAt' | 'kind' | 'address'>, 'gwMac'>;
/** a row of gateways as the server reads it (its times as Dates) */
export type GatewayRecord = StoredRow<GatewayRow, 'lastStatusTime' | 'updatedAt'>;

/** a row of gateway_predefined (gatewayPredefined) */
export type GatewayPredefinedRow = TableRow<Pick<Entity.GatewayPredefined, 'gwMac' | 'storeCode' | 'gwIndex' | 'channelGroupIndex' | 'ip' | 'netmask' | 'defaultGateway' | 'dns' | 'eslServerPort' | 'dataChannel' | 'eventChannel' | 'updatedAt'>, 'gwMac'>;
/** a row of gateway_predefined as the server reads it (its times as Dates) */
export type GatewayPredefinedRecord = StoredRow<GatewayPredefinedRow, 'updatedAt'>;

/** a row of identity_provider (identityProvider) */
export type IdentityProviderRow = TableRow<Pick<Entity.IdentityProvider, 'id' | 'name' | 'issuer' | 'clientId' | 'clientSecretSealed' | 'scopes' | 'emailClaim' | 'rules' | 'createUnknown' | 'enabled' | 'createdAt' | 'updatedAt'>, 'id' | 'name' | 'issuer' | 'clientId' | 'scopes' | 'emailClaim' | 'rules' | 'createUnknown' | 'enabled' | 'createdAt' | 'updatedAt'>;
/** a row of identity_provider as the server reads it (its times as Dates) */
export type IdentityProviderRecord = StoredRow<IdentityProviderRow, 'createdAt' | 'updatedAt'>;
/** the x-internal columns of identity_provider: read only with `{ internal: true }` */
export type IdentityProviderInternal = 'clientSecretSealed';

/** a row of layouts (layout) */
export type LayoutRow = TableRow<Pick<Entity.Layout, 'layoutId' | 'name' | 'family' | 'kind' | 'currency' | 'pages' | 'updatedAt'>, 'layoutId'>;
/** a row of layouts as the server reads it (its times as Dates) */
export type LayoutRecord = StoredRow<LayoutRow, 'updatedAt'>;

/** a row of login_history (loginHistory) */
export type LoginHistoryRow = TableRow<Pick<Entity.LoginHistory, 'id' | 'ip' | 'type' | 'email' | 'success' | 'locked' | 'updatedAt'>, 'id'>;
/** a row of login_history as the server reads it (its times as Dates) */
export type LoginHistoryRecord = StoredRow<LoginHistoryRow, 'updatedAt'>;

/** a row of mail_outbox (mailOutbox) */
export type MailOutboxRow = TableRow<Pick<Entity.MailOutbox, 'id' | 'to' | 'subject' | 'alarmType' | 'status' | 'attempts' | 'createdAt' | 'sentAt' | 'nextAttemptAt' | 'error' | 'body' | 'claimedBy' | 'claimedAt' | 'alarmId'>, 'id' | 'to' | 'subject' | 'status' | 'attempts' | 'createdAt' | 'nextAttemptAt' | 'body'>;
/** a row of mail_outbox as the server reads it (its times as Dates) */
export type MailOutboxRecord = StoredRow<MailOutboxRow, 'createdAt' | 'sentAt' | 'nextAttemptAt' | 'claimedAt'>;
/** the x-internal columns of mail_outbox: read only with `{ internal: true }` */
export type MailOutboxInternal = 'body' | 'claimedBy' | 'claimedAt' | 'alarmId';

/** a row of paper_tasks (paperTask) */
export type PaperTaskRow = TableRow<Pick<Entity.PaperTask, '_id' | 'storeCode' | 'taskDes' | 'total' | 'complete' | 'progress' | 'updatedAt' | 'uploadId' | 'createdAt'>, '_id' | 'storeCode' | 'taskDes' | 'total' | 'complete' | 'progress' | 'updatedAt' | 'createdAt'>;
/** a row of paper_tasks as the server reads it (its times as Dates) */
export type PaperTaskRecord = StoredRow<PaperTaskRow, 'updatedAt' | 'createdAt'>;

/** a row of paper_task_rows (paperTaskRow) */
export type PaperTaskRowRow = TableRow<Pick<Entity.PaperTaskRow, 'id' | 'taskId' | 'storeCode' | 'rowNo' | 'prCode' | 'prInfo' | 'printerIp' | 'printerName' | 'resultCode' | 'resultMsg' | 'printedTime' | 'dueAt' | 'updatedAt'>, 'id' | 'taskId' | 'storeCode' | 'rowNo' | 'prCode' | 'prInfo' | 'updatedAt'>;
/** a row of paper_task_rows as the server reads it (its times as Dates) */
export type PaperTaskRowRecord = StoredRow<PaperTaskRowRow, 'printedTime' | 'dueAt' | 'updatedAt'>;
/** the x-internal columns of paper_task_rows: read only with `{ internal: true }` */
export type PaperTaskRowInternal = 'id' | 'taskId' | 'storeCode' | 'dueAt';

/** a row of paper_uploads (paperUpload) */
export type PaperUploadRow = TableRow<Pick<Entity.PaperUpload, '_id' | 'fileName' | 'storeCode' | 'taskId' | 'taskDes' | 'count' | 'errorCount' | 'error' | 'parser' | 'received' | 'finished' | 'createdBy'>, '_id' | 'fileName' | 'storeCode' | 'count' | 'errorCount' | 'error' | 'received'>;
/** a row of paper_uploads as the server reads it (its times as Dates) */
export type PaperUploadRecord = StoredRow<PaperUploadRow, 'received' | 'finished'>;

/** a row of plus_devices (plusDevice) */
export type PlusDeviceRow = TableRow<Pick<Entity.PlusDevice, 'storeCode' | 'mac' | 'name' | 'model' | 'ver' | 'template' | 'status' | 'recvTime' | 'showIdx' | 'mode' | 'infoViewDuration' | 'volume' | 'maxVolume' | 'brightness' | 'tz' | 'networks' | 'screenWidth' | 'screenHeight' | 'products' | 'show' | 'reportedShow' | 'syncedAt' | 'blinkUntil' | 'updatedAt'>, 'storeCode' | 'mac'>;
/** a row of plus_devices as the server reads it (its times as Dates) */
export type PlusDeviceRecord = StoredRow<PlusDeviceRow, 'recvTime' | 'syncedAt' | 'blinkUntil' | 'updatedAt'>;

/** a row of plus_media (plusMedia) */
export type PlusMediaRow = TableRow<Pick<Entity.PlusMedia, '_id' | 'storeCode' | 'type' | 'id' | 'name' | 'contentType' | 'size' | 'width' | 'height' | 'thumbnail' | 'sha256' | 'createdBy' | 'updatedAt'>, '_id'>;
/** a row of plus_media as the server reads it (its times as Dates) */
export type PlusMediaRecord = StoredRow<PlusMediaRow, 'updatedAt'>;

/** a row of plus_settings (plusSetting) */
export type PlusSettingRow = TableRow<Pick<Entity.PlusSetting, 'storeCode' | 'tz' | 'infoViewDuration' | 'defaultTemplate' | 'updatedAt'>, 'storeCode'>;
/** a row of plus_settings as the server reads it (its times as Dates) */
export type PlusSettingRecord = StoredRow<PlusSettingRow, 'updatedAt'>;

/** a row of plus_software (plusSoftware) */
export type PlusSoftwareRow = TableRow<Pick<Entity.PlusSoftware, '_id' | 'storeCode' | 'os' | 'model' | 'ver' | 'name' | 'size' | 'sha256' | 'createdBy' | 'updatedAt'>, '_id'>;
/** a row of plus_software as the server reads it (its times as Dates) */
export type PlusSoftwareRecord = StoredRow<PlusSoftwareRow, 'updatedAt'>;

/** a row of plus_templates (plusTemplate) */
export type PlusTemplateRow = TableRow<Pick<Entity.PlusTemplate, 'storeCode' | '_id' | 'size' | 'show' | 'updatedAt'>, 'storeCode' | '_id'>;
/** a row of plus_templates as the server reads it (its times as Dates) */
export type PlusTemplateRecord = StoredRow<PlusTemplateRow, 'updatedAt'>;

/** a row of printers (printer) */
export type PrinterRow = TableRow<Pick<Entity.Printer, 'storeCode' | 'printerIp' | 'printerName' | 'status' | 'updatedAt'>, 'storeCode' | 'printerIp' | 'printerName' | 'status' | 'updatedAt'>;
/** a row of printers as the server reads it (its times as Dates) */
export type PrinterRecord = StoredRow<PrinterRow, 'updatedAt'>;
/** the x-internal columns of printers: read only with `{ internal: true }` */
export type PrinterInternal = 'updatedAt';

/** a row of products (product) */
export type ProductRow = TableRow<Pick<Entity.Product, 'storeCode' | 'prCode' | 'prName' | 'layoutId' | 'nfc' | 'prInfo' | 'updatedAt'>, 'storeCode' | 'prCode'>;
/** a row of products as the server reads it (its times as Dates) */
export type ProductRecord = StoredRow<ProductRow, 'updatedAt'>;

/** a row of product_updates (productUpdate) */
export type ProductUpdateRow = TableRow<Pick<Entity.ProductUpdate, 'id' | 'storeCode' | 'prCode' | 'prName' | 'layoutId' | 'nfc' | 'prInfo' | 'taskId' | 'updateId' | 'source' | 'createdBy' | 'updatedAt'>, 'id'>;
/** a row of product_updates as the server reads it (its times as Dates) */
export type ProductUpdateRecord = StoredRow<ProductUpdateRow, 'updatedAt'>;

/** a row of product_uploads (productUpload) */
export type ProductUploadRow = TableRow<Pick<Entity.ProductUpload, '_id' | 'fileName' | 'storeCode' | 'fileType' | 'count' | 'dataCount' | 'errorCount' | 'error' | 'received' | 'finished' | 'createdBy'>, '_id'>;
/** a row of product_uploads as the server reads it (its times as Dates) */
export type ProductUploadRecord = StoredRow<ProductUploadRow, 'received' | 'finished'>;

/** a row of promotions (promotion) */
export type PromotionRow = TableRow<Pick<Entity.Promotion, 'storeCode' | 'promotionId' | 'type' | 'prCode' | 'promotionPrice' | 'startDate' | 'endDate' | 'text' | 'updatedAt'>, 'storeCode' | 'promotionId'>;
/** a row of promotions as the server reads it (its times as Dates) */
export type PromotionRecord = StoredRow<PromotionRow, 'startDate' | 'endDate' | 'updatedAt'>;

/** a row of roles (role) */
export type RoleRow = TableRow<Pick<Entity.Role, 'role_id' | 'name' | 'privilege' | 'updatedAt'>, 'role_id'>;
/** a row of roles as the server reads it (its times as Dates) */
export type RoleRecord = StoredRow<RoleRow, 'updatedAt'>;

/** a row of rollouts (rollout) */
export type RolloutRow = TableRow<Pick<Entity.Rollout, 'id' | 'packageId' | 'component' | 'version' | 'previousConfig' | 'state' | 'stage' | 'stages' | 'pausedReason' | 'acceptedStage' | 'failureThreshold' | 'createdBy' | 'startedAt' | 'updatedAt' | 'finishedAt'>, 'id' | 'packageId' | 'component' | 'version' | 'state' | 'stage' | 'stages' | 'failureThreshold' | 'createdBy' | 'startedAt' | 'updatedAt'>;
/** a row of rollouts as the server reads it (its times as Dates) */
export type RolloutRecord = StoredRow<RolloutRow, 'startedAt' | 'updatedAt' | 'finishedAt'>;

/** a row of rollout_gateways (rolloutGateway) */
export type RolloutGatewayRow = TableRow<Pick<Entity.RolloutGateway, 'rolloutId' | 'gwMac' | 'storeCode' | 'stage' | 'state' | 'previousVersion' | 'dueAt' | 'error' | 'updatedAt'>, 'rolloutId' | 'gwMac' | 'storeCode' | 'stage' | 'state' | 'updatedAt'>;
/** a row of rollout_gateways as the server reads it (its times as Dates) */
export type RolloutGatewayRecord = StoredRow<RolloutGatewayRow, 'dueAt' | 'updatedAt'>;

/** a row of second_codes (secondCode) */
export type SecondCodeRow = TableRow<Pick<Entity.SecondCode, 'storeCode' | 'prCode' | 'secondCode' | 'salesTypeCode' | 'insertDate' | 'ceaseDate' | 'deleteDate' | 'acquisitionDate' | 'modifyDate' | 'programName' | 'operatorName' | 'dbTriggerFlag'>, 'storeCode' | 'prCode' | 'secondCode'>;
/** a row of second_codes as the server reads it (its times as Dates) */
export type SecondCodeRecord = StoredRow<SecondCodeRow, 'insertDate' | 'ceaseDate' | 'deleteDate' | 'acquisitionDate' | 'modifyDate'>;

/** a row of sensors (sensor) */
export type SensorRow = TableRow<Pick<Entity.Sensor, 'sensorMac' | 'storeCode' | 'gwMac' | 'operation' | 'version' | 'battery' | 'rssi' | 'status' | 'minValue' | 'maxValue' | 'sensingValue' | 'sensingTime' | 'updatedAt'>, 'sensorMac' | 'storeCode' | 'operation' | 'status' | 'minValue' | 'maxValue' | 'updatedAt'>;
/** a row of sensors as the server reads it (its times as Dates) */
export type SensorRecord = StoredRow<SensorRow, 'sensingTime' | 'updatedAt'>;

/** a row of sensor_samples (sensorSample) */
export type SensorSampleRow = TableRow<Pick<Entity.SensorSample, 'sensorMac' | 'sensingTime' | 'sensingValue'>, 'sensorMac' | 'sensingTime' | 'sensingValue'>;
/** a row of sensor_samples as the server reads it (its times as Dates) */
export type SensorSampleRecord = StoredRow<SensorSampleRow, 'sensingTime'>;

/** a row of servers (server) */
export type ServerRow = TableRow<Pick<Entity.Server, 'id' | 'name' | 'type' | 'status' | 'state' | 'ip' | 'reportTime' | 'diskUsage' | 'ramUsage' | 'serviceStatusList' | 'networkInformation' | 'replicaRole'>, 'id' | 'name' | 'type' | 'status'>;
/** a row of servers as the server reads it (its times as Dates) */
export type ServerRecord = StoredRow<ServerRow, 'reportTime'>;
/** the x-internal columns of servers: read only with `{ internal: true }` */
export type ServerInternal = 'replicaRole';

/** a row of stores (store) */
export type StoreRow = TableRow<Pick<Entity.Store, 'storeCode' | 'storeName' | 'address' | 'country' | 'position' | 'status' | 'gwCount' | 'normal' | 'offline' | 'alarm' | 'totalDuration' | 'eventDuration' | 'cpDuration' | 'oneChannelEnable' | 'channelMaskEnable' | 'outbandEnable' | 'notAutoRtnPage' | 'showMac' | 'hideLed' | 'eventLedCtrl' | 'baseTimeout' | 'timeoutTag' | 'nfRandomPercent' | 'nfRetryCnt' | 'nfBasicSleep' | 'nfDeepSleepDuration' | 'enableTagStatusCheck' | 'tagStatusCheckDay' | 'timeServerIp' | 'timeServerPort' | 'panId' | 'deliveryTargetPercent' | 'deliveryTargetMinutes' | 'updatedAt'>, 'storeCode'>;
/** a row of stores as the server reads it (its times as Dates) */
export type StoreRecord = StoredRow<StoreRow, 'updatedAt'>;

/** a row of tags (tag) */
export type TagRow = TableRow<Pick<Entity.Tag, 'tagId' | 'tagMac' | 'storeCode' | 'prCode' | 'tagType' | 'gwMac' | 'gwIp' | 'operation' | 'operationName' | 'status' | 'version' | 'rssi' | 'battery' | 'temperature' | 'battStatus' | 'updatedAt' | 'respondedAt'>, 'tagId'>;
/** a row of tags as the server reads it (its times as Dates) */
export type TagRecord = StoredRow<TagRow, 'updatedAt' | 'respondedAt'>;

/** a row of two_factor (twoFactor) */
export type TwoFactorRow = TableRow<Pick<Entity.TwoFactor, 'email' | 'enabledAt' | 'secretCipher' | 'pendingCipher' | 'lastStep' | 'recoveryHashes' | 'updatedAt'>, 'email' | 'updatedAt'>;
/** a row of two_factor as the server reads it (its times as Dates) */
export type TwoFactorRecord = StoredRow<TwoFactorRow, 'enabledAt' | 'updatedAt'>;
/** the x-internal columns of two_factor: read only with `{ internal: true }` */
export type TwoFactorInternal = 'secretCipher' | 'pendingCipher' | 'lastStep' | 'recoveryHashes';

/** a row of update_tasks (updateTask) */
export type UpdateTaskRow = TableRow<Pick<Entity.UpdateTask, 'taskId' | 'storeCode' | 'taskType' | 'layoutId' | 'priorTaskId' | 'updateId' | 'createdBy' | 'productCount' | 'totalTags' | 'updatedTags' | 'failedTags' | 'progress' | 'startTime' | 'endTime' | 'timedOut' | 'refreshed' | 'updatedAt'>, 'taskId'>;
/** a row of update_tasks as the server reads it (its times as Dates) */
export type UpdateTaskRecord = StoredRow<UpdateTaskRow, 'startTime' | 'endTime' | 'updatedAt'>;
/** the x-internal columns of update_tasks: read only with `{ internal: true }` */
export type UpdateTaskInternal = 'timedOut';

/** a row of update_task_tags (updateTaskTag) */
export type UpdateTaskTagRow = TableRow<Pick<Entity.UpdateTaskTag, 'taskId' | 'tagId' | 'storeCode' | 'tagMac' | 'gwMac' | 'tagType' | 'taskType' | 'prCode' | 'layoutId' | 'nfc' | 'pageNo' | 'led' | 'prInfo' | 'status' | 'dueAt' | 'createdAt' | 'updatedAt'>, 'taskId' | 'tagId'>;
/** a row of update_task_tags as the server reads it (its times as Dates) */
export type UpdateTaskTagRecord = StoredRow<UpdateTaskTagRow, 'dueAt' | 'createdAt' | 'updatedAt'>;
/** the x-internal columns of update_task_tags: read only with `{ internal: true }` */
export type UpdateTaskTagInternal = 'dueAt';

/** a row of upgrade_packages (upgradePackage) */
export type UpgradePackageRow = TableRow<Pick<Entity.UpgradePackage, 'id' | 'component' | 'version' | 'sha256' | 'fileName' | 'size' | 'createdBy' | 'createdAt'>, 'id' | 'component' | 'version' | 'sha256' | 'fileName' | 'size' | 'createdBy' | 'createdAt'>;
/** a row of upgrade_packages as the server reads it (its times as Dates) */
export type UpgradePackageRecord = StoredRow<UpgradePackageRow, 'createdAt'>;

/** a row of user_scripts (userScript) */
export type UserScriptRow = TableRow<Pick<Entity.UserScript, 'kind' | 'target' | 'code' | 'useType' | 'updatedAt' | 'updatedBy'>, 'kind' | 'target'>;
/** a row of user_scripts as the server reads it (its times as Dates) */
export type UserScriptRecord = StoredRow<UserScriptRow, 'updatedAt'>;

/** a row of webhook_subscription (webhook) */
export type WebhookRow = TableRow<Pick<Entity.Webhook, 'id' | 'name' | 'url' | 'events' | 'alarmTypes' | 'alarmClasses' | 'stores' | 'scope' | 'status' | 'pausedReason' | 'secret' | 'previousSecret' | 'previousSecretUntil' | 'failingSince' | 'createdBy' | 'createdAt' | 'updatedAt'>, 'id' | 'name' | 'url' | 'events' | 'status' | 'secret' | 'createdBy' | 'createdAt' | 'updatedAt'>;
/** a row of webhook_subscription as the server reads it (its times as Dates) */
export type WebhookRecord = StoredRow<WebhookRow, 'previousSecretUntil' | 'failingSince' | 'createdAt' | 'updatedAt'>;
/** the x-internal columns of webhook_subscription: read only with `{ internal: true }` */
export type WebhookInternal = 'scope' | 'secret' | 'previousSecret';

/** a row of webhook_delivery (webhookDelivery) */
export type WebhookDeliveryRow = TableRow<Pick<Entity.WebhookDelivery, 'id' | 'subscriptionId' | 'eventId' | 'type' | 'store' | 'occurredAt' | 'payload' | 'status' | 'attempts' | 'nextAttemptAt' | 'firstAttemptAt' | 'lastAttemptAt' | 'answerCode' | 'durationMs' | 'error' | 'createdAt' | 'sentAt' | 'claimedBy' | 'claimedAt'>, 'id' | 'subscriptionId' | 'eventId' | 'type' | 'occurredAt' | 'payload' | 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt'>;
/** a row of webhook_delivery as the server reads it (its times as Dates) */
export type WebhookDeliveryRecord = StoredRow<WebhookDeliveryRow, 'occurredAt' | 'nextAttemptAt' | 'firstAttemptAt' | 'lastAttemptAt' | 'createdAt' | 'sentAt' | 'claimedAt'>;
/** the x-internal columns of webhook_delivery: read only with `{ internal: true }` */
export type WebhookDeliveryInternal = 'claimedBy' | 'claimedAt';
