// generated, do not edit: run `npm run codegen`
import type * as Entity from './types';

/** a row as its table holds it: the `Always` columns set, the others set or null (never absent) */
export type TableRow<T, Always extends keyof T> = { [P in Always]-?: NonNullable<T[P]> } & {
  [P in Exclude<keyof T, Always>]-?: NonNullable<T[P]> | null;
};

/** a row of accounts (account) */
export type AccountRow = TableRow<Pick<Entity.Account, 'email' | 'name' | 'role_id' | 'mobile' | 'store' | 'enableWholeStore' | 'locked' | 'weakPwd' | 'forceChange' | 'lastPwdChanged' | 'failCount' | 'locale' | 'passwordHash' | 'adfs' | 'createdAt' | 'updatedAt'>, 'email'>;

/** a row of alarm_history (alarm) */
export type AlarmRow = TableRow<Pick<Entity.Alarm, 'id' | 'location' | 'type' | 'class' | 'alarmType' | 'alarmTime' | 'updatedAt' | 'sourceType' | 'sourceId' | 'data'>, 'id' | 'location' | 'type' | 'class' | 'alarmType' | 'alarmTime' | 'updatedAt'>;

/** a row of alarm_notification_contents (alarmContent) */
export type AlarmContentRow = TableRow<Pick<Entity.AlarmContent, 'type' | 'title' | 'detail' | 'subject' | 'body' | 'updatedAt'>, 'type' | 'title' | 'detail' | 'subject' | 'body' | 'updatedAt'>;

/** a row of alarm_notification_settings (alarmNotification) */
export type AlarmNotificationRow = TableRow<Pick<Entity.AlarmNotification, 'type' | 'enabled' | 'members' | 'addresses' | 'class' | 'updatedAt'>, 'type' | 'enabled' | 'members' | 'addresses' | 'class' | 'updatedAt'>;

/** a row of alias_config (alias) */
export type AliasRow = TableRow<Pick<Entity.Alias, 'index' | 'name' | 'key' | 'chart'>, 'index'>;

/** a row of amac_config (amac) */
export type AmacRow = TableRow<Pick<Entity.Amac, 'abstractData' | 'abstractCode' | 'updatedAt'>, 'abstractCode'>;

/** a row of app_files (appFile) */
export type AppFileRow = TableRow<Pick<Entity.AppFile, '_id' | 'ver' | 'fileName' | 'size' | 'sha256' | 'active' | 'createdBy' | 'updatedAt'>, '_id'>;

/** a row of battery_forecasts (batteryForecast) */
export type BatteryForecastRow = TableRow<Pick<Entity.BatteryForecast, 'tagId' | 'storeCode' | 'tagMac' | 'tagType' | 'gwMac' | 'level' | 'ratePerMonth' | 'forecastAt' | 'state' | 'readings' | 'replacedAt' | 'lastReadingAt' | 'historyId' | 'computedAt'>, 'tagId'>;

/** a row of gateway_channel_settings (channelSetting) */
export type ChannelSettingRow = TableRow<Pick<Entity.ChannelSetting, 'storeCode' | 'gwIndex' | 'dataChannel' | 'eventChannel' | 'updatedAt'>, 'storeCode' | 'gwIndex'>;

/** a row of dashboards (dashboard) */
export type DashboardRow = TableRow<Pick<Entity.Dashboard, 'id' | 'name' | 'owner' | 'builtIn' | 'sharedRoles' | 'variables' | 'layouts' | 'panels' | 'createdAt' | 'updatedAt'>, 'id'>;

/** a row of delivery_attempts (deliveryAttempt) */
export type DeliveryAttemptRow = TableRow<Pick<Entity.DeliveryAttempt, 'taskId' | 'tagId' | 'storeCode' | 'tagMac' | 'gwMac' | 'taskType' | 'askedAt' | 'takenAt' | 'confirmedAt' | 'failedAt' | 'tries' | 'cause' | 'seconds'>, 'taskId' | 'tagId'>;

/** a row of family_products (familyProduct) */
export type FamilyProductRow = TableRow<Pick<Entity.FamilyProduct, 'storeCode' | 'fmPrCode' | 'prCodeList' | 'layoutId' | 'nfc' | 'updatedAt'>, 'storeCode' | 'fmPrCode'>;

/** a row of gateways (gateway) */
export type GatewayRow = TableRow<Pick<Entity.Gateway, 'gwMac' | 'storeCode' | 'gwIndex' | 'channelGroupIndex' | 'tagCount' | 'ip' | 'alternateIp' | 'netmask' | 'defaultGateway' | 'dns' | 'eslServerPort' | 'dataChannel' | 'eventChannel' | 'gmpVersion' | 'grmVersion' | 'status' | 'upLink' | 'downLink' | 'timeSync' | 'diskUsage' | 'ramUsage' | 'serviceStatusList' | 'lastStatusTime' | 'updatedAt' | 'kind' | 'address'>, 'gwMac'>;

/** a row of gateway_predefined (gatewayPredefined) */
export type GatewayPredefinedRow = TableRow<Pick<Entity.GatewayPredefined, 'gwMac' | 'storeCode' | 'gwIndex' | 'channelGroupIndex' | 'ip' | 'netmask' | 'defaultGateway' | 'dns' | 'eslServerPort' | 'dataChannel' | 'eventChannel' | 'updatedAt'>, 'gwMac'>;

/** a row of layouts (layout) */
export type LayoutRow = TableRow<Pick<Entity.Layout, 'layoutId' | 'name' | 'family' | 'kind' | 'currency' | 'pages' | 'updatedAt'>, 'layoutId'>;

/** a row of login_history (loginHistory) */
export type LoginHistoryRow = TableRow<Pick<Entity.LoginHistory, 'id' | 'ip' | 'type' | 'email' | 'success' | 'locked' | 'updatedAt'>, 'id'>;

/** a row of mail_outbox (mailOutbox) */
export type MailOutboxRow = TableRow<Pick<Entity.MailOutbox, 'id' | 'to' | 'subject' | 'alarmType' | 'status' | 'attempts' | 'createdAt' | 'sentAt' | 'nextAttemptAt' | 'error' | 'body' | 'claimedBy' | 'claimedAt' | 'alarmId'>, 'id' | 'to' | 'subject' | 'status' | 'attempts' | 'createdAt' | 'nextAttemptAt' | 'body'>;

/** a row of paper_tasks (paperTask) */
export type PaperTaskRow = TableRow<Pick<Entity.PaperTask, '_id' | 'storeCode' | 'taskDes' | 'total' | 'complete' | 'progress' | 'updatedAt' | 'uploadId' | 'createdAt'>, '_id' | 'storeCode' | 'taskDes' | 'total' | 'complete' | 'progress' | 'updatedAt' | 'createdAt'>;

/** a row of paper_task_rows (paperTaskRow) */
export type PaperTaskRowRow = TableRow<Pick<Entity.PaperTaskRow, 'id' | 'taskId' | 'storeCode' | 'rowNo' | 'prCode' | 'prInfo' | 'printerIp' | 'printerName' | 'resultCode' | 'resultMsg' | 'printedTime' | 'dueAt' | 'updatedAt'>, 'id' | 'taskId' | 'storeCode' | 'rowNo' | 'prCode' | 'prInfo' | 'updatedAt'>;

/** a row of paper_uploads (paperUpload) */
export type PaperUploadRow = TableRow<Pick<Entity.PaperUpload, '_id' | 'fileName' | 'storeCode' | 'taskId' | 'taskDes' | 'count' | 'errorCount' | 'error' | 'parser' | 'received' | 'finished' | 'createdBy'>, '_id' | 'fileName' | 'storeCode' | 'count' | 'errorCount' | 'error' | 'received'>;

/** a row of plus_devices (plusDevice) */
export type PlusDeviceRow = TableRow<Pick<Entity.PlusDevice, 'storeCode' | 'mac' | 'name' | 'model' | 'ver' | 'template' | 'status' | 'recvTime' | 'showIdx' | 'mode' | 'infoViewDuration' | 'volume' | 'maxVolume' | 'brightness' | 'tz' | 'networks' | 'screenWidth' | 'screenHeight' | 'products' | 'show' | 'reportedShow' | 'syncedAt' | 'blinkUntil' | 'updatedAt'>, 'storeCode' | 'mac'>;

/** a row of plus_media (plusMedia) */
export type PlusMediaRow = TableRow<Pick<Entity.PlusMedia, '_id' | 'storeCode' | 'type' | 'id' | 'name' | 'contentType' | 'size' | 'width' | 'height' | 'thumbnail' | 'sha256' | 'createdBy' | 'updatedAt'>, '_id'>;

/** a row of plus_settings (plusSetting) */
export type PlusSettingRow = TableRow<Pick<Entity.PlusSetting, 'storeCode' | 'tz' | 'infoViewDuration' | 'defaultTemplate' | 'updatedAt'>, 'storeCode'>;

/** a row of plus_software (plusSoftware) */
export type PlusSoftwareRow = TableRow<Pick<Entity.PlusSoftware, '_id' | 'storeCode' | 'os' | 'model' | 'ver' | 'name' | 'size' | 'sha256' | 'createdBy' | 'updatedAt'>, '_id'>;

/** a row of plus_templates (plusTemplate) */
export type PlusTemplateRow = TableRow<Pick<Entity.PlusTemplate, 'storeCode' | '_id' | 'size' | 'show' | 'updatedAt'>, 'storeCode' | '_id'>;

/** a row of products (product) */
export type ProductRow = TableRow<Pick<Entity.Product, 'storeCode' | 'prCode' | 'prName' | 'layoutId' | 'nfc' | 'prInfo' | 'updatedAt'>, 'storeCode' | 'prCode'>;

/** a row of product_updates (productUpdate) */
export type ProductUpdateRow = TableRow<Pick<Entity.ProductUpdate, 'id' | 'storeCode' | 'prCode' | 'prName' | 'layoutId' | 'nfc' | 'prInfo' | 'taskId' | 'updateId' | 'source' | 'createdBy' | 'updatedAt'>, 'id'>;

/** a row of product_uploads (productUpload) */
export type ProductUploadRow = TableRow<Pick<Entity.ProductUpload, '_id' | 'fileName' | 'storeCode' | 'fileType' | 'count' | 'dataCount' | 'errorCount' | 'error' | 'received' | 'finished' | 'createdBy'>, '_id'>;

/** a row of promotions (promotion) */
export type PromotionRow = TableRow<Pick<Entity.Promotion, 'storeCode' | 'promotionId' | 'type' | 'prCode' | 'promotionPrice' | 'startDate' | 'endDate' | 'text' | 'updatedAt'>, 'storeCode' | 'promotionId'>;

/** a row of roles (role) */
export type RoleRow = TableRow<Pick<Entity.Role, 'role_id' | 'name' | 'privilege' | 'updatedAt'>, 'role_id'>;

/** a row of second_codes (secondCode) */
export type SecondCodeRow = TableRow<Pick<Entity.SecondCode, 'storeCode' | 'prCode' | 'secondCode' | 'salesTypeCode' | 'insertDate' | 'ceaseDate' | 'deleteDate' | 'acquisitionDate' | 'modifyDate' | 'programName' | 'operatorName' | 'dbTriggerFlag'>, 'storeCode' | 'prCode' | 'secondCode'>;

/** a row of sensors (sensor) */
export type SensorRow = TableRow<Pick<Entity.Sensor, 'sensorMac' | 'storeCode' | 'gwMac' | 'operation' | 'version' | 'battery' | 'rssi' | 'status' | 'minValue' | 'maxValue' | 'sensingValue' | 'sensingTime' | 'updatedAt'>, 'sensorMac' | 'storeCode' | 'operation' | 'status' | 'minValue' | 'maxValue' | 'updatedAt'>;

/** a row of sensor_samples (sensorSample) */
export type SensorSampleRow = TableRow<Pick<Entity.SensorSample, 'sensorMac' | 'sensingTime' | 'sensingValue'>, 'sensorMac' | 'sensingTime' | 'sensingValue'>;

/** a row of servers (server) */
export type ServerRow = TableRow<Pick<Entity.Server, 'id' | 'name' | 'type' | 'status' | 'state' | 'ip' | 'reportTime' | 'diskUsage' | 'ramUsage' | 'serviceStatusList' | 'networkInformation' | 'replicaRole'>, 'id'>;

/** a row of stores (store) */
export type StoreRow = TableRow<Pick<Entity.Store, 'storeCode' | 'storeName' | 'address' | 'country' | 'position' | 'status' | 'gwCount' | 'normal' | 'offline' | 'alarm' | 'totalDuration' | 'eventDuration' | 'cpDuration' | 'oneChannelEnable' | 'channelMaskEnable' | 'outbandEnable' | 'notAutoRtnPage' | 'showMac' | 'hideLed' | 'eventLedCtrl' | 'baseTimeout' | 'timeoutTag' | 'nfRandomPercent' | 'nfRetryCnt' | 'nfBasicSleep' | 'nfDeepSleepDuration' | 'enableTagStatusCheck' | 'tagStatusCheckDay' | 'timeServerIp' | 'timeServerPort' | 'panId' | 'deliveryTargetPercent' | 'deliveryTargetMinutes' | 'updatedAt'>, 'storeCode'>;

/** a row of tags (tag) */
export type TagRow = TableRow<Pick<Entity.Tag, 'tagId' | 'tagMac' | 'storeCode' | 'prCode' | 'tagType' | 'gwMac' | 'gwIp' | 'operation' | 'operationName' | 'status' | 'version' | 'rssi' | 'battery' | 'temperature' | 'battStatus' | 'updatedAt' | 'respondedAt'>, 'tagId'>;

/** a row of update_tasks (updateTask) */
export type UpdateTaskRow = TableRow<Pick<Entity.UpdateTask, 'taskId' | 'storeCode' | 'taskType' | 'layoutId' | 'priorTaskId' | 'updateId' | 'createdBy' | 'productCount' | 'totalTags' | 'updatedTags' | 'failedTags' | 'progress' | 'startTime' | 'endTime' | 'timedOut' | 'refreshed' | 'updatedAt'>, 'taskId'>;

/** a row of update_task_tags (updateTaskTag) */
export type UpdateTaskTagRow = TableRow<Pick<Entity.UpdateTaskTag, 'taskId' | 'tagId' | 'storeCode' | 'tagMac' | 'gwMac' | 'tagType' | 'taskType' | 'prCode' | 'layoutId' | 'nfc' | 'pageNo' | 'led' | 'prInfo' | 'status' | 'dueAt' | 'createdAt' | 'updatedAt'>, 'taskId' | 'tagId'>;

/** a row of user_scripts (userScript) */
export type UserScriptRow = TableRow<Pick<Entity.UserScript, 'kind' | 'target' | 'code' | 'useType' | 'updatedAt' | 'updatedBy'>, 'kind' | 'target'>;
