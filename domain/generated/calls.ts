// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

/**
 * the reset link's email and token with the new password; allOf checks the fields one by one in that order, so a refusal names the first
 */
export type PasswordReset = {
  email: string;
} & {
  token: string;
} & {
  password: string;
} & PasswordReset1;
/**
 * a new account's email, name, mobile and password (checked in this order); allOf checks the fields one by one in that order, so a refusal names the first
 */
export type SignupForm = {
  email: string;
} & {
  name: string;
} & {
  mobile: string;
} & {
  password: string;
} & SignupForm1;
/**
 * the table search of the system alarm history, with the stores to show (storeList: a list of store codes, or a text: a JSON list or codes separated by commas; none: every store of the session)
 */
export type SystemAlarmSearch = TableSearch & {
  storeList?: string[] | (string | null);
};
/**
 * a content to save; preview: true answers the texts filled with the sample values, unsaved
 */
export type AlarmContentInput = AlarmTexts & AlarmContentInput1;
/**
 * a content to save with the alarm type it is for
 */
export type AlarmContentNamed = AlarmContentInput & AlarmContentNamed1;
/**
 * the notification setting of every alarm type, in catalogue order
 *
 * @maxItems 1000
 */
export type AlarmNotificationSettings = AlarmNotificationSetting[];
/**
 * the whole alias configuration, each entry the fields of x-forms.aliasRow (checked by its generated validator, other fields dropped)
 *
 * @maxItems 255
 *
 *
 * Items: an entry: the fields of x-forms.aliasRow, checked by its generated validator (other fields dropped)
 */
export type AliasRowList = {
  [k: string]: unknown;
}[];
export type CheckState = 'ok' | 'failing';
/**
 * product codes (trimmed, blank ones and repeats left out by the handler)
 *
 * @maxItems 10000
 */
export type ProductCodeList = string[];
/**
 * the table conventions of the store pickers: start, length (1 to 200, default 50), filter_text (the code or the name contains it, case-insensitive), filter_storeCode (these codes only: the chosen stores to name)
 */
export type StoreOptionSearch = TableSearch & StoreOptionSearch1;
/**
 * an event a subscription may receive; webhook.test is sent only by 'send a test event'
 */
export type WebhookEventType =
  | 'alarm.raised'
  | 'updateTask.finished'
  | 'delivery.targetMissed'
  | 'battery.lowListChanged'
  | 'productFile.imported'
  | 'productFile.failed'
  | 'gateway.offline'
  | 'gateway.online'
  | 'webhook.test';
export type AccountSearchBody = TableSearch;
export type AccountGetOneAnswer = AccountView;
export type AccountCreateBody = Entity.AccountPublic;
export type AccountCreateAnswer = AccountView;
export type AccountUpdateBody = Entity.AccountPublic;
export type AccountUpdateAnswer = AccountView;
export type AccountLoginBody = LoginCredentials;
export type AccountLoginAnswer = SessionUserInfo | TwoFactorChallenge;
export type AccountSessionAnswer = SessionUserInfo;
export type AccountUnlockBody = AccountEmail;
export type AccountResetBody = AccountEmail;
export type AccountResetAnswer = TemporaryPassword;
export type AccountForgetPasswordBody = PasswordForget;
export type AccountForgetPasswordAnswer = CodeMessage;
export type AccountResetPasswordBody = PasswordReset;
export type AccountResetPasswordAnswer = CodeMessage;
export type AccountSignupBody = SignupForm;
export type AccountSignupAnswer = CodeMessage;
export type AlarmSystemSearchBody = SystemAlarmSearch;
/**
 * @maxItems 1000
 */
export type AlarmContentListAnswer = AlarmContentStored[];
export type AlarmContentGetAnswer = AlarmContentStored;
export type AlarmContentSaveBody = AlarmContentInput;
export type AlarmContentSaveAnswer = AlarmContentAnswer;
export type AlarmContentSaveNamedBody = AlarmContentNamed;
export type AlarmContentSaveNamedAnswer = AlarmContentAnswer;
export type AlarmNotificationSearchBody = TableSearch;
export type AlarmNotificationListAnswer = AlarmNotificationSettings;
export type AlarmNotificationSaveBody = AlarmNotificationInput | AlarmNotificationInput[];
export type AlarmNotificationSaveAnswer = AlarmNotificationSettings;
export type AlarmSettingConfigAnswer = AlarmConfig;
export type AlarmSettingGetAnswer = AlarmSettingValues;
export type AlarmSettingSaveBody = AlarmSettingInput;
export type AlarmSettingSaveAnswer = AlarmSettingValues;
export type AliasGetAnswer = AliasList;
export type AliasSaveBody = AliasRows | AliasRowList;
export type AliasSaveAnswer = AliasList;
export type AmacSearchBody = TableSearch;
export type AmacCreateBody = Entity.AmacPublic;
export type AmacCreateAnswer = Entity.AmacPublic;
export type AmacUpdateBody = Entity.AmacPublic;
export type AmacUpdateAnswer = Entity.AmacPublic;
export type AmacListAnswer = AmacList;
export type ApiTokenSearchBody = TableSearch;
export type ApiTokenCreateBody = ApiTokenCreate;
export type ApiTokenCreateAnswer = ApiTokenCreated;
export type ApiTokenRevokeAnswer = ApiTokenRow;
export type AppFileActivateAnswer = Entity.AppFilePublic;
export type AppFileUploadAnswer = Entity.AppFilePublic;
export type AuditLogSearchBody = TableSearch;
export type AuditLogSearchAnswer = AuditPage;
export type AuditLogExportBody = TableSearch;
export type BatteryForecastTagAnswer = BatteryTagDetail;
export type BatteryForecastSwapListAnswer = BatterySwapList;
export type BatteryForecastTagSearchBody = TableSearch;
export type BatteryStoreSearchBody = TableSearch;
export type BatteryStoreListAnswer = BatteryStores;
export type BatteryStoreMailSettingAnswer = BatteryMailSetting;
export type BatteryStoreSaveMailSettingAnswer = BatteryMailSetting;
export type ChannelSettingGetOneAnswer = ChannelSettings;
export type ChannelSettingCreateBody = ChannelSettingsInput;
export type ChannelSettingCreateAnswer = ChannelSettingsSaved;
export type DashboardSearchBody = TableSearch;
export type DashboardGetOneAnswer = DashboardView;
export type DashboardCreateBody = Entity.DashboardPublic;
export type DashboardCreateAnswer = DashboardView;
export type DashboardUpdateBody = Entity.DashboardPublic;
export type DashboardUpdateAnswer = DashboardView;
export type DashboardDuplicateBody = DashboardName;
export type DashboardDuplicateAnswer = DashboardView;
export type DashboardImportAnswer = DashboardView;
export type DashboardStatsQueryAnswer = StatsAnswer;
export type DashboardFiguresAnswer = DashboardFigures;
/**
 * @maxItems 100000
 */
export type DashboardShareRolesAnswer = ShareRole[];
export type DashboardVersionAnswer = DashboardVersion;
export type DashboardRestoreAnswer = DashboardView;
/**
 * @maxItems 100
 */
export type DashboardStartersAnswer = DashboardStarter[];
export type DashboardCopyStarterBody = DashboardName;
export type DashboardCopyStarterAnswer = DashboardView;
/**
 * @maxItems 1000
 */
export type DashboardAlertsAnswer = PanelAlertState[];
export type DeliveryStoreSearchBody = TableSearch;
export type DeliveryStoreListAnswer = DeliveryStores;
export type DeliveryStoreDetailAnswer = DeliveryDetail;
export type DeliveryStoreLateBody = TableSearch;
export type DownloadTaskStartBody = DownloadRequest;
export type DownloadTaskPollAnswer = Entity.DownloadTaskPublic;
export type FamilyProductSearchBody = TableSearch;
export type FamilyProductSearch2Body = TableSearch;
export type FamilyProductFindAnswer = FamilyRecord;
export type FamilyProductFindInFirstStoreAnswer = FamilyRecord;
export type FamilyProductSaveAnswer = FamilySaveAnswer;
export type FamilyProductImportFileAnswer = FamilyImportAnswer;
export type FamilyProductImportFileAnswer400 = FamilyImportRefusal;
export type FamilyProductDeleteManyAnswer = FamilyDeleteAnswer;
export type GatewaySearchBody = TableSearch;
export type GatewayGetOneAnswer = GatewayRow;
export type GatewayOfStoreAnswer = StoreWithGateways;
export type GatewayStoreConfigAnswer = StoreGateways;
export type GatewayConfigAnswer = GatewayConfig;
export type GatewayUpdateBody = GatewayConfigInput;
export type GatewayUpdateAnswer = GatewayConfig;
export type GatewayUpdateAllBody = GatewayConfigList;
export type GatewayUpdateAllAnswer = GatewayUpdateAll;
export type GatewayLinkCheckAnswer = LinkCheck;
export type GatewayRebootAnswer = LinkCheck;
export type GatewayRegisterOeplBody = OeplAddress;
export type GatewayRegisterOeplAnswer = OeplRegistered;
export type GatewayUnregisterOeplAnswer = OeplUnregistered;
export type GatewaySystemStatusQuery = TimeWindow;
export type GatewaySystemStatusAnswer = GatewaySystemStatus;
export type GatewayAlarmSearchBody = TableSearch;
export type GatewayPredefinedSearchQuery = PredefinedSearchQuery;
export type GatewayPredefinedCreateBody =
  | unknown[]
  | {
      /**
       * @maxItems 100000
       */
      rows?: unknown[];
    };
export type GatewayPredefinedCreateAnswer = PredefinedCount;
export type HealthLiveAnswer = Liveness;
export type HealthReadyAnswer = Readiness;
export type HealthReadyAnswer503 = Readiness;
export type IdentityProviderSearchBody = TableSearch;
export type IdentityProviderCreateBody = IdentityProviderInput;
export type IdentityProviderCreateAnswer = IdentityProviderRow;
export type IdentityProviderUpdateBody = IdentityProviderInput;
export type IdentityProviderUpdateAnswer = IdentityProviderRow;
export type IdentityProviderExchangeBody = SsoExchange;
export type IdentityProviderExchangeAnswer = SessionUserInfo;
export type LayoutPaperNamesAnswer = PaperLayoutNames;
export type LoginHistorySearchBody = TableSearch;
export type MailOutboxSearchBody = TableSearch;
export type PaperStoreSearchBody = TableSearch;
export type PaperStoreListAnswer = PaperStoreSummaries;
export type PaperTaskSearchBody = TableSearch;
export type PaperTaskGetOneAnswer = PaperTaskAnswer;
export type PaperTaskRowSearchBody = TableSearch;
export type PaperUploadSearchBody = TableSearch;
export type PaperUploadGetOneAnswer = PaperUploadAnswer;
export type PaperUploadUploadAnswer = PaperUploadAnswer;
export type PlusDeviceSearchBody = TableSearch;
export type PlusDeviceShowAnswer = PlusDeviceShowView;
export type PlusDeviceSaveShowBody = PlusDeviceShowBody;
export type PlusDeviceSaveShowAnswer = PlusDeviceShowView;
export type PlusDeviceApplyTemplateBody = PlusTemplateApply;
export type PlusDeviceApplyTemplateAnswer = PlusTemplateApplied;
export type PlusDeviceApplyTemplateAnswer400 = PlusTemplateMisfit;
export type PlusDeviceApplyTemplateAnswer404 = PlusDevicesMissing;
export type PlusDeviceGetAnswer = PlusDeviceRow;
export type PlusDeviceSaveConfigBody = PlusDeviceConfigBody;
export type PlusDeviceSaveConfigAnswer = PlusDeviceRow;
export type PlusDeviceAssignBody = PlusDeviceProducts;
export type PlusDeviceAssignAnswer = PlusDeviceProductLists;
export type PlusDeviceDeassignBody = PlusDeviceProducts;
export type PlusDeviceDeassignAnswer = PlusDeviceProductLists;
export type PlusDeviceSearchByProductAnswer = PlusDeviceFound;
export type PlusDeviceShowInfoAnswer = PlusDevicesDone;
export type PlusDeviceSyncAnswer = PlusDevicesDone;
export type PlusDeviceSwitchModeAnswer = PlusDevicesDone;
export type PlusDeviceSetShowIdxAnswer = PlusDevicesDone;
export type PlusDeviceUnsetShowIdxAnswer = PlusDevicesDone;
export type PlusMediaSearchBody = TableSearch;
export type PlusMediaUploadForm = PlusMediaFiles;
export type PlusMediaRemoveAnswer409 = PlusMediaInUse;
export type PlusSettingGetAnswer = PlusSettingAnswer;
export type PlusSettingSaveAnswer = PlusSettingAnswer;
export type PlusSoftwareSearchBody = TableSearch;
export type PlusSoftwareUploadForm = SoftwareUploadForm;
export type PlusSoftwareUploadAnswer = PlusSoftwareRow;
export type PlusSoftwareUploadApkForm = SoftwareUploadForm;
export type PlusSoftwareUploadApkAnswer = PlusSoftwareRow;
export type PlusTemplateSearchBody = TableSearch;
export type PlusTemplateGetAnswer = TemplateRow;
export type PlusTemplateSaveAnswer = TemplateRow;
export type PlusTemplateRemoveAnswer409 = InUseAnswer;
export type PlusTemplateRemoveManyAnswer409 = InUseAnswer;
export type ProductSearchBody = TableSearch;
/**
 * a list of product codes, or { prCodeList }
 */
export type ProductByCodesBody =
  | ProductCodeList
  | {
      prCodeList: ProductCodeList;
    };
export type ProductFindAnswer = ProductFound;
export type ProductSaveAnswer = ProductWriteOutcome;
export type ProductDeleteManyAnswer = ProductDeleted;
export type ProductDeleteManyAnswer409 = ProductsShown;
export type ProductRemoveUnusedAnswer = ProductDeleted;
export type ProductStoreSearchBody = TableSearch;
export type ProductUpdateProductHistoryBody = TableSearch;
export type ProductUploadSearchBody = TableSearch;
export type ProductUploadGetOneAnswer = ProductUploadDetail;
export type ProductUploadUploadAnswer = ProductUploadDetail;
export type PromotionSearchBody = TableSearch;
export type PromotionOfStoreAnswer = StorePromotions;
export type PromotionSaveAnswer = StorePromotions;
export type RoleGetOneAnswer = RoleView;
export type RoleCreateBody = Entity.RolePublic;
export type RoleCreateAnswer = RoleView;
export type RoleUpdateBody = Entity.RolePublic;
export type RoleUpdateAnswer = RoleView;
export type RolloutStoreVersionAnswer = VersionInfo;
export type RolloutStoreRolloutAnswer = RolloutSummary;
export type RolloutStorePauseAnswer = RolloutSummary;
export type RolloutStoreResumeAnswer = RolloutSummary;
export type RolloutStoreRollbackAnswer = RolloutSummary;
export type RolloutStoreUploadAnswer = RolloutSummary;
export type SecondCodeSearchBody = TableSearch;
export type SensorSearchBody = TableSearch;
export type SensorHistoryQuery = SensorHistoryRange;
export type SensorHistoryAnswer = SensorHistory;
export type SensorAlarmSearchBody = TableSearch;
export type SensorStoreSearchBody = TableSearch;
export type SensorStoreListAnswer = SensorStores;
export type ServerSearchAnswer = ServersByType;
export type ServerGetOneAnswer = ServerRow;
export type ServerHistoryQuery = TimeWindow;
export type ServerHistoryAnswer = ServerHistory;
export type ServerAlarmSearchBody = TableSearch;
export type ServerConfigGetOneAnswer = Entity.ServerConfigPublic;
export type ServerConfigUpdateBody = Entity.ServerConfigPublic;
export type ServerConfigUpdateAnswer = Entity.ServerConfigPublic;
export type ServerConfigSystemAnswer = SystemConfig;
export type ServerConfigSaveSystemBody = SystemConfigInput;
export type ServerConfigSaveSystemAnswer = SystemConfig;
export type SmtpConfigGetAnswer = SmtpSettings;
export type SmtpConfigSaveBody = SmtpInput;
export type SmtpConfigSaveAnswer = SmtpSettings;
export type SmtpConfigTestBody = SmtpInput;
export type SmtpConfigTestAnswer = SmtpTestSent;
export type SmtpConfigTestAnswer502 = SmtpTestFailed;
export type StoreSearchBody = TableSearch;
export type StoreGetOneAnswer = Entity.StorePublic;
export type StoreCreateBody = Entity.StorePublic;
export type StoreCreateAnswer = Entity.StorePublic;
export type StoreUpdateBody = Entity.StorePublic;
export type StoreUpdateAnswer = Entity.StorePublic;
export type StoreSummariesAnswer = StoreSummaries;
export type StoreMigrateAnswer = MigrationResult;
export type StoreMigrateAnswer400 = MigrationRefused;
export type StoreMigrateAnswer413 = MigrationRefused;
export type StoreDashboardAnswer = DashboardStats;
export type StoreExceptionsAnswer = ExceptionStats;
export type StoreListAnswer = StoreRecords;
export type StoreConfigSearchBody = TableSearch;
export type StoreStatusListBody = TableSearch;
export type StoreOptionsBody = StoreOptionSearch;
export type TagSearchBody = TableSearch;
export type TagStoreListSearchBody = TableSearch;
export type TagAvailabilitySearchBody = TableSearch;
export type TagUpdateHistoryBody = TableSearch;
export type TagBatteryHistoryBody = TableSearch;
export type TagResetHistoryBody = TableSearch;
export type TagTemperatureHistoryBody = TableSearch;
export type TagAlarmHistoryBody = TableSearch;
export type TagAssignBody = AssignRequest;
export type TagAssignAnswer = AssignResult;
export type TagAssignMultipleBody = AssignMultipleRequest;
export type TagAssignMultipleAnswer = AssignResult;
export type TagProductTagsAnswer = ProductTagsAnswer;
export type TagLedBody = LedCommands;
export type TagLedAnswer = TagTask;
export type TagChangePageBody = PageCommands;
export type TagChangePageAnswer = TagTask;
export type TagDeassignBody = StoreTags;
export type TagDeassignAnswer = TagTask;
export type TagReassignBody = StoreTags;
export type TagReassignAnswer = TagTask;
export type TagReassignAllBody = StoreOnly;
export type TagReassignAllAnswer = TagTask;
export type TagStartStatusCheckBody = StatusCheckStart;
export type TagStartStatusCheckAnswer = StatusCheckStarted;
export type TagPreviewAnswer = TagPreview;
export type TagStopStatusCheckBody = StoreOnly;
export type TagExceptionListQuery = ExceptionListPaging;
export type TagExceptionSearchQuery = ExceptionListTableQuery;
export type TagStoreSearchBody = TableSearch;
export type TwoFactorStatusAnswer = TwoFactorStatus;
export type TwoFactorEnrolStartAnswer = TwoFactorEnrolment;
export type TwoFactorEnrolConfirmBody = TwoFactorCode;
export type TwoFactorEnrolConfirmAnswer = TwoFactorRecoveryCodes;
export type TwoFactorDisableBody = TwoFactorPasswordCode;
export type TwoFactorRecoveryRegenerateBody = TwoFactorCode;
export type TwoFactorRecoveryRegenerateAnswer = TwoFactorRecoveryCodes;
export type TwoFactorLoginCodeBody = TwoFactorLogin;
export type TwoFactorLoginCodeAnswer = SessionUserInfo;
export type TwoFactorResetBody = TwoFactorReset;
export type TwoFactorPolicyAnswer = TwoFactorPolicy;
export type TwoFactorSetPolicyBody = TwoFactorPolicy;
export type TwoFactorSetPolicyAnswer = TwoFactorPolicy;
export type UpdateTaskProductUpdateTaskTagsBody = TableSearch;
export type UpdateTaskAllTasksBody = TableSearch;
export type UpdateTaskStoreTasksBody = TableSearch;
export type UpdateTaskFailedTagsBody = TableSearch;
export type UpdateTaskProductUpdateTasksBody = TableSearch;
export type UpdateTaskRefreshAnswer = TaskResent;
export type UpdateTaskRevertAnswer = TaskReverted;
export type UserScriptThirdPartyAuthGetAnswer = SavedScript;
export type UserScriptThirdPartyAuthSaveBody = ScriptSaveBody;
export type UserScriptThirdPartyAuthSaveAnswer = SavedScript;
export type UserScriptThirdPartyAuthRunBody = ScriptRunBody;
export type UserScriptThirdPartyAuthRunAnswer = ScriptRunAnswer;
/**
 * @maxItems 20
 */
export type UserScriptThirdPartyAuthVersionsAnswer = ScriptVersion[];
export type UserScriptThirdPartyAuthRestoreAnswer = SavedScript;
export type UserScriptPaperParserGetAnswer = SavedScript;
export type UserScriptPaperParserSaveBody = ScriptSaveBody;
export type UserScriptPaperParserSaveAnswer = SavedScript;
export type UserScriptPaperParserRunBody = ScriptRunBody;
export type UserScriptPaperParserRunAnswer = ScriptRunAnswer;
/**
 * @maxItems 20
 */
export type UserScriptPaperParserVersionsAnswer = ScriptVersion[];
export type UserScriptPaperParserRestoreAnswer = SavedScript;
export type UserScriptProductFileParserGetAnswer = SavedScript;
export type UserScriptProductFileParserSaveBody = ScriptSaveBody;
export type UserScriptProductFileParserSaveAnswer = SavedScript;
export type UserScriptProductFileParserRunBody = ScriptRunBody;
export type UserScriptProductFileParserRunAnswer = ScriptRunAnswer;
/**
 * @maxItems 20
 */
export type UserScriptProductFileParserVersionsAnswer = ScriptVersion[];
export type UserScriptProductFileParserRestoreAnswer = SavedScript;
export type UserScriptTagDataDecoratorGetAnswer = SavedScript;
export type UserScriptTagDataDecoratorSaveBody = ScriptSaveBody;
export type UserScriptTagDataDecoratorSaveAnswer = SavedScript;
export type UserScriptTagDataDecoratorRunBody = ScriptRunBody;
export type UserScriptTagDataDecoratorRunAnswer = ScriptRunAnswer;
/**
 * @maxItems 20
 */
export type UserScriptTagDataDecoratorVersionsAnswer = ScriptVersion[];
export type UserScriptTagDataDecoratorRestoreAnswer = SavedScript;
export type UserScriptPlusDataDecoratorGetAnswer = SavedScript;
export type UserScriptPlusDataDecoratorSaveBody = ScriptSaveBody;
export type UserScriptPlusDataDecoratorSaveAnswer = SavedScript;
export type UserScriptPlusDataDecoratorRunBody = ScriptRunBody;
export type UserScriptPlusDataDecoratorRunAnswer = ScriptRunAnswer;
/**
 * @maxItems 20
 */
export type UserScriptPlusDataDecoratorVersionsAnswer = ScriptVersion[];
export type UserScriptPlusDataDecoratorRestoreAnswer = SavedScript;
export type WebhookSearchBody = TableSearch;
export type WebhookCreateBody = WebhookInput;
export type WebhookCreateAnswer = WebhookWithSecret;
export type WebhookUpdateBody = WebhookChange;
export type WebhookUpdateAnswer = WebhookView;
export type WebhookRotateSecretAnswer = WebhookWithSecret;
export type WebhookSendTestAnswer = WebhookQueued;
export type WebhookDeliverySearchBody = TableSearch;
export type WebhookDeliveryResendAnswer = WebhookQueued;

/**
 * the session user info (doc 1 §3, docs/api.md Session): store is the effective store list (every store for role 0 and enableWholeStore), privilege has every key of the privilege tree; answered with Cache-Control: no-store
 */
export interface SessionUserInfo {
  email: string;
  name: string;
  accessToken: string;
  authenticated: true;
  role_id: number;
  store: string[];
  enableWholeStore: boolean;
  privilege: {
    [k: string]: {
      read: boolean;
      write: boolean;
    };
  };
  systemConfig: SystemConfig;
  /**
   * the version of systemConfig; every answer to a session carries the current one (X-System-Config-Version)
   */
  systemConfigVersion: string;
  weakPwd: boolean;
  expireSoon: boolean;
  forceChange: boolean;
  adfs: boolean;
  /**
   * the two-factor policy requires this account to enrol: every call but the enrolment, the password change and logout is 403 until it has
   */
  twoFactorEnrol?: boolean;
}
/**
 * { email, password, locale? } (locale: en_US, ja_JP or ko_KR, the interface language kept for the account's mails); checked by the server after the login throttle counted the attempt (domain/credentialRules.ts loginBody: 'Enter Email', 'Enter Password', else validation.invalidValue)
 */
export interface LoginCredentials {
  /**
   * the account's email (at most 254 characters)
   */
  email?: {
    [k: string]: unknown;
  };
  /**
   * at most 200 characters
   */
  password?: {
    [k: string]: unknown;
  };
  /**
   * en_US, ja_JP or ko_KR
   */
  locale?: {
    [k: string]: unknown;
  };
}
/**
 * an account as the server answers it: its table row without the x-internal columns (a column the row leaves empty is null)
 */
export interface AccountView {
  email: string;
  name: string;
  role_id: number;
  mobile: string | null;
  store: string[] | null;
  enableWholeStore: boolean | null;
  locked: boolean | null;
  weakPwd: boolean | null;
  forceChange: boolean | null;
  lastPwdChanged: string | null;
  adfs: boolean | null;
  createdAt: string | null;
  updatedAt: string | null;
}
/**
 * an account named by its email
 */
export interface AccountEmail {
  email: string;
}
/**
 * the email to mail a single-use password reset link to
 */
export interface PasswordForget {
  email: string;
}
export interface PasswordReset1 {
  email: string;
  token: string;
  password: string;
}
export interface SignupForm1 {
  email: string;
  name: string;
  mobile: string;
  password: string;
}
/**
 * the account reset and its temporary password (answered once)
 */
export interface TemporaryPassword {
  email: string;
  password: string;
}
/**
 * an outcome (code 1: done, 0: refused) with its message
 */
export interface CodeMessage {
  code: 0 | 1;
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
}
/**
 * an alarm of one server's, gateway's or sensor's alarm history (server/repositories/servers.ts alarmHistoryMeta)
 */
export interface AlarmHistoryRow {
  id: number;
  location: string;
  type: string;
  class: 1 | 2 | 3;
  alarmType: string;
  alarmTime: string;
  updatedAt: string;
  data: {} | null;
}
/**
 * an alarm of the system alarm history (server/repositories/statsAlarms.ts); a sourceId naming an account is masked without member read
 */
export interface SystemAlarmRow {
  id: number;
  location: string;
  type: string;
  class: 1 | 2 | 3;
  alarmType: string;
  alarmTime: string;
  updatedAt: string;
  sourceType: string | null;
  sourceId: string | null;
  data: {} | null;
}
/**
 * the texts of a type's notification content: none blank (the spec's messages)
 */
export interface AlarmTexts {
  title: string;
  detail: string;
  subject: string;
  body: string;
}
export interface AlarmContentInput1 {
  preview?: boolean;
}
export interface AlarmContentNamed1 {
  type?: string;
}
/**
 * a type's notification content: stored (custom) or built in
 */
export interface AlarmContentStored {
  type: string;
  title: string;
  detail: string;
  subject: string;
  body: string;
  custom: boolean;
}
/**
 * a saved content (custom), or a preview's texts filled with the sample values (no custom)
 */
export interface AlarmContentAnswer {
  type: string;
  title: string;
  detail: string;
  subject: string;
  body: string;
  custom?: boolean;
}
/**
 * an alarm type's notification setting to save: members must be accounts, addresses emails (the spec's messages name the one refused)
 */
export interface AlarmNotificationInput {
  type?: string;
  enabled?: boolean | null;
  /**
   * @maxItems 100
   */
  members?: string[] | null;
  /**
   * @maxItems 100
   */
  addresses?: string[] | null;
  class?: 1 | 2 | 3 | null;
}
/**
 * an alarm type's notification setting (updatedAt null: never set, not mailed)
 */
export interface AlarmNotificationSetting {
  type: string;
  enabled: boolean;
  /**
   * @maxItems 100
   */
  members: string[];
  /**
   * @maxItems 100
   */
  addresses: string[];
  class: 1 | 2 | 3;
  updatedAt?: string | null;
}
/**
 * the alarm setting, every field (defaults where never saved)
 */
export interface AlarmSettingValues {
  memoryThreshold: number;
  diskThreshold: number;
  progressThreshold: number;
  totalTagsThreshold: number;
  receiveCriticalOnly: boolean;
}
/**
 * fields of the alarm setting to change; a field not sent (or null) keeps its value
 */
export interface AlarmSettingInput {
  memoryThreshold?: number | null;
  diskThreshold?: number | null;
  progressThreshold?: number | null;
  totalTagsThreshold?: number | null;
  receiveCriticalOnly?: boolean | null;
}
/**
 * the alarm types (with class and cause), the content title and detail of each, the variables of titles, details, subjects and bodies (with the preview's sample values), admin (the role 0 accounts' emails, masked without member read) and server (this server's address in mails)
 */
export interface AlarmConfig {
  /**
   * @maxItems 1000
   */
  types: {
    type: string;
    class: 1 | 2 | 3;
    cause: string;
  }[];
  content: {
    [k: string]: {
      title: string;
      detail: string;
    };
  };
  /**
   * @maxItems 1000
   */
  variables: {
    name: string;
    description: string;
    sample: string;
  }[];
  /**
   * @maxItems 100000
   */
  admin: string[];
  server: string;
}
/**
 * the alias configuration, index order (key and chart always answered)
 */
export interface AliasList {
  /**
   * @maxItems 255
   *
   * Items: an entry: the fields of x-forms.aliasRow, key and chart always answered (a field added to the form comes too, null where unset)
   */
  data: {
    index: number;
    name: string;
    key?: boolean;
    chart?: boolean;
    [k: string]: unknown;
  }[];
}
/**
 * the whole alias configuration under data
 */
export interface AliasRows {
  data: AliasRowList;
}
/**
 * every abstract-code mapping
 */
export interface AmacList {
  /**
   * @maxItems 100000
   */
  data: Entity.AmacPublic[];
}
/**
 * Every error answer (docs/api.md "Errors"): the English text, the locales key it comes from, its arguments, and on a refused input the field it names (body.product[0].duration).
 */
export interface ApiError {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  field?: string;
}
/**
 * The table conventions (server/db/search.ts, docs/api.md "Tables"): start, length (-1 = every row), order [{ column, dir }], filter_<field> and condition_<field> (~ or ==), filter_startDate / filter_endDate (epoch seconds); a call adds its own fields.
 */
export interface TableSearch {
  start?: number;
  length?: number;
  /**
   * @maxItems 1000
   */
  order?: {
    column?: string | number;
    dir?: string;
  }[];
  filter_startDate?: number;
  filter_endDate?: number;
  /**
   * This interface was referenced by `TableSearch`'s JSON-Schema definition
   * via the `patternProperty` "^(filter|condition)_".
   */
  [k: string]:
    | string
    | number
    | boolean
    | null
    | (string | number | boolean | null)[]
    | {
        column?: string | number;
        dir?: string;
      }[]
    | undefined;
}
/**
 * A success answer carrying a message (server/http/messages.ts messageBody): the English text, its locales key and arguments.
 */
export interface MessageAnswer {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
}
/**
 * an API token as its table lists it (never its secret or hash)
 */
export interface ApiTokenRow {
  id: number;
  name: string;
  role_id: number;
  /**
   * the first characters of the secret (esl_ and four more), to recognise it in lists
   */
  prefix?: string | null;
  /**
   * @maxItems 10000
   */
  store?: string[] | null;
  enableWholeStore?: boolean | null;
  createdBy?: string | null;
  createdAt?: string | null;
  /**
   * null: never (role 0 only)
   */
  expiresAt?: string | null;
  /**
   * recorded at most once a minute
   */
  lastUsedAt?: string | null;
  lastUsedIp?: string | null;
  revokedAt?: string | null;
  revokedBy?: string | null;
}
/**
 * a new API token: expiresInDays 1..730 (default 90), null = never (role 0 only)
 */
export interface ApiTokenCreate {
  name: string;
  role_id: number;
  /**
   * @maxItems 10000
   */
  store?: string[];
  enableWholeStore?: boolean;
  expiresInDays?: number | null;
}
/**
 * the token made (its row) with its secret, answered this once only
 */
export interface ApiTokenCreated {
  id: number;
  name: string;
  role_id: number;
  /**
   * esl_ + base62 of 32 random bytes: send it as Authorization: Bearer <secret>
   */
  secret: string;
  /**
   * the first characters of the secret (esl_ and four more), to recognise it in lists
   */
  prefix?: string | null;
  /**
   * @maxItems 10000
   */
  store?: string[] | null;
  enableWholeStore?: boolean | null;
  createdBy?: string | null;
  createdAt?: string | null;
  /**
   * null: never (role 0 only)
   */
  expiresAt?: string | null;
  /**
   * recorded at most once a minute
   */
  lastUsedAt?: string | null;
  lastUsedIp?: string | null;
  revokedAt?: string | null;
  revokedBy?: string | null;
}
/**
 * an audit row
 */
export interface AuditRow {
  id: number;
  /**
   * when the change was made (the clock of the database)
   */
  at: string;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'action'
    | 'signIn'
    | 'signInFailed'
    | 'signOut'
    | 'twoFactorEnrolled'
    | 'twoFactorDisabled'
    | 'twoFactorReset'
    | 'twoFactorFailed';
  /**
   * the account's email, `token:<id>:<name>` for an API token, or the email a sign-in named
   */
  actor?: string | null;
  /**
   * account: a person's session; token: an API token; anonymous: a call without a session (a sign-in)
   */
  actorKind?: 'account' | 'token' | 'anonymous' | null;
  sourceIp?: string | null;
  /**
   * the request's id (its answer's X-Request-Id header): the rows of one request belong together
   */
  requestId?: string | null;
  /**
   * the call of the contract (schemas x-calls), e.g. product.update
   */
  call?: string | null;
  /**
   * METHOD and route template
   */
  route?: string | null;
  /**
   * the entity changed (schema $id); for an action, the call's entity
   */
  entity?: string | null;
  /**
   * its key (a composite key's parts joined by /)
   */
  entityKey?: string | null;
  storeCode?: string | null;
  /**
   * { field: [before, after] } of the fields that changed; secrets as "***"
   */
  changes?: {} | null;
}
export interface AuditPage {
  recordsTotal: number;
  recordsFiltered: number;
  /**
   * true: more rows match than recordsFiltered says
   */
  recordsCapped?: boolean;
  data: AuditRow[];
}
/**
 * a tag's forecast as the battery job saved it
 */
export interface BatteryTagForecast {
  state: 'forecast' | 'low' | 'tooFewReadings' | 'noDrain';
  level: number | null;
  ratePerMonth: number | null;
  forecastAt: string | null;
  readings: number;
  replacedAt: string | null;
  lastReadingAt: string | null;
  computedAt: string | null;
}
/**
 * one tag's battery readings, forecast and fitted line
 */
export interface BatteryTagDetail {
  tagId: string;
  storeCode: string;
  tagMac: string | null;
  tagType: string | null;
  gwMac: string | null;
  prCode: string | null;
  prName: string | null;
  aisle: string | null;
  threshold: number;
  /**
   * null until the battery job has seen the tag
   */
  forecast: BatteryTagForecast | null;
  /**
   * the readings of the history window, oldest first
   *
   * @maxItems 100000
   */
  readings: {
    at: string;
    battery: number;
  }[];
  /**
   * the fitted line from the first reading of the fit to the forecast date (or the last reading)
   *
   * @maxItems 2
   */
  fit: {
    at: string;
    level: number;
  }[];
}
/**
 * a tag of the swap list
 */
export interface BatterySwapRow {
  tagId: string;
  tagMac: string | null;
  prCode: string | null;
  prName: string | null;
  gwMac: string | null;
  aisle: string | null;
  level: number | null;
  ratePerMonth: number | null;
  forecastAt: string | null;
  state: 'forecast' | 'low' | 'tooFewReadings' | 'noDrain';
}
/**
 * the store's tags to change within a period, by aisle (the printable swap list)
 */
export interface BatterySwapList {
  storeCode: string;
  storeName: string | null;
  within: 'thisWeek' | 'nextWeek' | 'thisMonth';
  /**
   * yyyy-mm-dd, the database's time zone
   */
  today: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekFrom: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekTo: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  monthTo: string;
  /**
   * the tags by aisle (aisles in order, the tags without one last), each group by forecast date
   *
   * @maxItems 100000
   */
  groups: {
    aisle: string | null;
    /**
     * @maxItems 100000
     */
    tags: BatterySwapRow[];
  }[];
}
/**
 * a tag of a store's forecast list
 */
export interface BatteryListRow {
  tagId: string;
  storeCode: string;
  tagMac: string | null;
  tagType: string | null;
  gwMac: string | null;
  prCode: string | null;
  prName: string | null;
  aisle: string | null;
  level: number | null;
  ratePerMonth: number | null;
  forecastAt: string | null;
  state: 'forecast' | 'low' | 'tooFewReadings' | 'noDrain';
  readings: number;
  replacedAt: string | null;
  lastReadingAt: string | null;
  computedAt: string | null;
}
/**
 * the period boundaries (yyyy-mm-dd, the database's time zone): this week ends before nextWeekFrom, next week is nextWeekFrom to nextWeekTo, this month ends on monthTo
 */
export interface BatteryCalendar {
  /**
   * yyyy-mm-dd, the database's time zone
   */
  today: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekFrom: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekTo: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  monthTo: string;
}
/**
 * a store with its battery counts
 */
export interface BatteryStoreSummary {
  storeCode: string;
  storeName: string | null;
  thisWeek: number;
  nextWeek: number;
  thisMonth: number;
  low: number;
  tooFewReadings: number;
  tags: number;
}
/**
 * every store of the session with its counts, and the calendar
 */
export interface BatteryStores {
  /**
   * yyyy-mm-dd, the database's time zone
   */
  today: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekFrom: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  nextWeekTo: string;
  /**
   * yyyy-mm-dd, the database's time zone
   */
  monthTo: string;
  /**
   * @maxItems 100000
   */
  data: BatteryStoreSummary[];
}
/**
 * the session's own weekly swap-list mail opt-in (one per member)
 */
export interface BatteryMailSetting {
  enabled: boolean;
  /**
   * ISO weekday the mails go out from (1 = Monday)
   */
  weekday: number;
  hour: number;
  /**
   * the ISO week (IYYY-IW) they went out last
   */
  sentWeek: string | null;
}
/**
 * a gwIndex's data and event channels: the fields of x-forms.channelRow (a field added to the form comes too)
 */
export interface ChannelListRow {
  gwIndex: number;
  dataChannel: number;
  eventChannel: number;
  [k: string]: unknown;
}
/**
 * a store's channel settings per gwIndex (outbandEnable: channels 27 to 31 allowed)
 */
export interface ChannelSettings {
  storeCode: string;
  outbandEnable: boolean;
  /**
   * @maxItems 100000
   */
  channelList: ChannelListRow[];
}
/**
 * the saved channel settings and how many gateways took them
 */
export interface ChannelSettingsSaved {
  storeCode: string;
  outbandEnable: boolean;
  /**
   * @maxItems 100000
   */
  channelList: ChannelListRow[];
  changedGateways: number;
}
/**
 * a store's new channel settings; each row is checked by x-forms.channelRow's generated validator (its messages)
 */
export interface ChannelSettingsInput {
  storeCode: string;
  /**
   * @maxItems 100000
   */
  channelList: unknown[];
}
/**
 * a dashboard as answered: may the session change it, the owner's email masked as other accounts' emails are without member read (the session's own kept), the names of the roles it is shared with
 */
export interface DashboardView {
  id: number;
  name: string;
  owner: string | null;
  ownerName: string | null;
  builtIn: boolean;
  /**
   * @maxItems 1000
   */
  sharedRoles?: number[];
  /**
   * @maxItems 1000
   */
  sharedRoleNames?: string[];
  variables?: {
    /**
     * @maxItems 10000
     */
    stores?: string[];
    /**
     * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
     */
    range?: {
      from?: string;
      to?: string;
      last?: '1h' | '24h' | '7d' | '30d';
    };
  };
  layouts?: {
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    lg: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
    /**
     * @maxItems 50
     *
     * Items: A react-grid-layout item: panel id, column, row, width, height.
     */
    sm: {
      i: string;
      x: number;
      y: number;
      w: number;
      h: number;
    }[];
  };
  /**
   * @maxItems 50
   */
  panels?: {
    id: string;
    kind: 'number' | 'doughnut' | 'bar' | 'line' | 'table' | 'map' | 'spec' | 'text' | 'gauge';
    title: string;
    spec?:
      | 'updateRates'
      | 'serverStatus'
      | 'gatewayStatus'
      | 'tagStatus'
      | 'tagTypes'
      | 'firmwareVersions'
      | 'storeBars'
      | 'dailyUpdated'
      | 'alarmTable'
      | 'storeSummary';
    /**
     * A StatsQuery (POST /stats/query): checked in full by the query compiler.
     */
    query?: {
      entity: string;
      measure: {
        fn: 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max' | 'percentile';
        field?: string;
        p?: number;
      };
      /**
       * 0 to 2 groupable fields
       */
      groupBy?: string[];
      bucket?: {
        field: string;
        unit: 'hour' | 'day' | 'week';
      };
      /**
       * filter field → value or list of values (the entity list's filters): an equality filter at most 10,000 values (as stores), a contains filter at most 20, each value at most 256 characters (server/stats/query/parse.ts)
       */
      filters?: {
        [k: string]: unknown;
      };
      /**
       * @maxItems 10000
       */
      stores?: string[];
      from?: string;
      to?: string;
      sort?: 'value-desc' | 'value-asc' | 'key';
      limit?: number;
    };
    options: {
      unit?: string;
      /**
       * @maxItems 32
       */
      colors?: string[];
      /**
       * @maxItems 32
       */
      thresholds?: {
        value: number;
        color: string;
      }[];
      stacked?: boolean;
      /**
       * a doughnut, bar or line panel's groups drawn before one "Others" for the rest (issue 39; default: 10 bars, 7 slices or lines)
       */
      topN?: number;
      /**
       * a text panel's content, Markdown (rendered without raw HTML)
       */
      markdown?: string;
      /**
       * a gauge's lowest value (default 0)
       */
      min?: number;
      /**
       * a gauge's highest value (default 100); its colour bands are the thresholds
       */
      max?: number;
      refreshSeconds: number;
      /**
       * @maxItems 10000
       */
      pinStores?: string[];
      /**
       * A time range: from/to (ISO) or the last hours/days ('1h', '24h', '7d', '30d').
       */
      pinRange?: {
        from?: string;
        to?: string;
        last?: '1h' | '24h' | '7d' | '30d';
      };
    };
    /**
     * An alert rule on a number, bar or line panel: when the panel's value (number: its figure; bar: the highest bar above, the lowest below; line: the same over the last bucket) stays above/below threshold for forMinutes, the panel-alerts job raises PANEL THRESHOLD, and PANEL THRESHOLD CLEARED when it falls back (docs/api.md). Evaluated with the owner's role and stores.
     */
    alert?: {
      enabled: boolean;
      comparison: 'above' | 'below';
      threshold: number;
      forMinutes: number;
    };
  }[];
  createdAt?: string;
  updatedAt?: string;
  editable: boolean;
}
/**
 * the name of a new dashboard (none or blank: the original's, the starter's)
 */
export interface DashboardName {
  name?: string;
}
/**
 * one group's value: the groupBy fields' values, in order, and the measure (null: no rows)
 */
export interface StatsRow {
  /**
   * @maxItems 16
   */
  key: (string | number | boolean | null)[];
  value: number | null;
}
/**
 * the answer of POST /stats/query: one value per group key (the groupBy fields' values, in order)
 */
export interface StatsAnswer {
  /**
   * @maxItems 100000
   */
  rows: StatsRow[];
  truncated: boolean;
  /**
   * @maxItems 16
   */
  groupBy: string[];
}
/**
 * a panel's figures over the viewer's part of the stores asked, with the stores they cover (null: every store of the viewer)
 */
export interface DashboardFigures {
  /**
   * @maxItems 100000
   */
  rows: StatsRow[];
  truncated: boolean;
  /**
   * @maxItems 16
   */
  groupBy: string[];
  /**
   * @maxItems 100000
   */
  stores: string[] | null;
}
/**
 * a field a panel may query ('time': a date-time column)
 */
export interface CatalogueField {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'time';
  groupable: boolean;
  measurable: boolean;
  filterable: boolean;
  filter?: '~' | '==';
  label: string;
}
/**
 * an entity a panel may query (store: the field holding the store code, when the rows carry one)
 */
export interface CatalogueEntity {
  entity: string;
  label: string;
  privilege: string;
  time: string;
  /**
   * @maxItems 100
   */
  timeFields: string[];
  store?: string;
  /**
   * @maxItems 1000
   */
  fields: CatalogueField[];
}
/**
 * a role a dashboard may be shared with: id and name only
 */
export interface ShareRole {
  id: number;
  name: string;
}
/**
 * a saved version: who saved it (email masked as other accounts' emails are without member read; null: deleted account) and when, the dashboard's name then
 */
export interface DashboardVersionRow {
  version: number;
  savedBy: string | null;
  savedByName: string | null;
  savedAt: string;
  name: string;
}
/**
 * a saved version with its full definition
 */
export interface DashboardVersion {
  version: number;
  savedBy: string | null;
  savedByName: string | null;
  savedAt: string;
  name: string;
  definition: Entity.DashboardFilePublic;
}
/**
 * a starter dashboard of ordinary panels, to copy and edit
 */
export interface DashboardStarter {
  key: string;
  name: string;
  description: string;
  definition: Entity.DashboardFilePublic;
}
/**
 * a panel's alert rule as the panel-alerts job last evaluated it (since, evaluatedAt null: not evaluated yet; error: why the last evaluation gave no value)
 */
export interface PanelAlertState {
  panelId: string;
  state: 'ok' | 'pending' | 'firing';
  since: string | null;
  lastValue: number | null;
  evaluatedAt: string | null;
  error: string | null;
}
/**
 * a store's delivery figures of a day (the map and the table)
 */
export interface DeliveryStoreDay {
  storeCode: string;
  storeName: string | null;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  /**
   * yyyy-mm-dd
   */
  day: string;
  count: number;
  withinTarget: number;
  failed: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  successRate: number | null;
  targetPercent: number;
  targetMinutes: number;
  met: boolean | null;
  status: 'MET' | 'MISSED' | 'NONE';
  yesterdayP95: number | null;
  trend: 'up' | 'down' | 'flat' | null;
  rolledAt: string | null;
}
/**
 * the delivery target: percent of the updates within minutes
 */
export interface DeliveryTarget {
  percent: number;
  minutes: number;
}
/**
 * every store of the session on a day
 */
export interface DeliveryStores {
  /**
   * yyyy-mm-dd
   */
  day: string;
  /**
   * yyyy-mm-dd
   */
  today: string;
  target: DeliveryTarget;
  /**
   * @maxItems 100000
   */
  data: DeliveryStoreDay[];
}
/**
 * a store's delivery day with its 30 days, histogram and causes
 */
export interface DeliveryDetail {
  storeCode: string;
  storeName: string | null;
  /**
   * yyyy-mm-dd
   */
  day: string;
  /**
   * yyyy-mm-dd
   */
  today: string;
  target: DeliveryTarget;
  /**
   * the day's figures (live today)
   */
  figures: {
    count: number;
    confirmed: number;
    withinTarget: number;
    failed: number;
    open: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    successRate: number | null;
    met: boolean | null;
  };
  /**
   * the 30 days up to the day, oldest first
   *
   * @maxItems 31
   */
  days: {
    /**
     * yyyy-mm-dd
     */
    day: string;
    count: number;
    p95: number | null;
    successRate: number | null;
    met: boolean | null;
  }[];
  /**
   * confirmed delivery times: counts per bucket of the edges (seconds; one more above the last)
   */
  histogram: {
    /**
     * @maxItems 100
     */
    edges: number[];
    /**
     * @maxItems 101
     */
    counts: number[];
  };
  /**
   * @maxItems 100
   */
  causes: {
    cause: 'gatewayOffline' | 'weakSignal' | 'lowBattery' | 'timeout' | 'tagBusy' | 'refused';
    count: number;
  }[];
}
/**
 * a failed or late update of a store's day
 */
export interface DeliveryLateRow {
  taskId: number;
  tagId: string;
  storeCode: string;
  tagMac: string | null;
  gwMac: string | null;
  taskType: string | null;
  askedAt: string;
  takenAt: string | null;
  confirmedAt: string | null;
  failedAt: string | null;
  tries: number | null;
  cause: string | null;
  seconds: number | null;
}
/**
 * a file download request (doc 1 §4): type 0 server log (serverId), 1 gateway log (gwMac), 2 store gateway logs, 3 tag list, 4 product file (2 to 4: storeCode), 5 all-store tag list; filter: the list's filters (kind names the tag list)
 */
export interface DownloadRequest {
  type: 0 | 1 | 2 | 3 | 4 | 5;
  serverId?: string;
  storeCode?: string;
  gwMac?: string;
  filter?: {
    [k: string]: unknown;
  };
}
/**
 * a family of a store as the lookups answer it (absent values null)
 */
export interface FamilyRecord {
  storeCode: string;
  fmPrCode: string;
  /**
   * @maxItems 64
   */
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
  updatedAt: string | null;
}
/**
 * the outcome of a family save or import (server/routes/product/family/saveFamilies.ts)
 */
export interface FamilySaveAnswer {
  storeCode: string;
  saved: number;
  created: number;
  updated: number;
  unchanged: number;
  /**
   * @maxItems 100000
   */
  taskIds: number[];
  tagCount: number;
}
/**
 * a family import's outcome: the saved families and the rows refused (each reason in English and by key)
 */
export interface FamilyImportAnswer {
  storeCode: string;
  saved: number;
  created: number;
  updated: number;
  unchanged: number;
  /**
   * @maxItems 100000
   */
  taskIds: number[];
  tagCount: number;
  fileName: string;
  /**
   * @maxItems 100000
   */
  invalid: {
    line: number;
    reason: string;
    reasonKey: string;
  }[];
}
/**
 * 400 of an import: the error, and when no row is valid, the refused rows
 */
export interface FamilyImportRefusal {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  field?: string;
  /**
   * @maxItems 100000
   */
  invalid?: {
    line: number;
    reason: string;
    reasonKey: string;
  }[];
}
/**
 * the families deleted and how many tags still carry their codes (left as they are)
 */
export interface FamilyDeleteAnswer {
  storeCode: string;
  deleted: number;
  /**
   * @maxItems 20000
   */
  fmPrCodeList: string[];
  tagCount: number;
}
/**
 * a row of the family tables (storeName in the shared list)
 */
export interface FamilyRow {
  storeCode: string;
  storeName?: string | null;
  fmPrCode: string;
  /**
   * @maxItems 64
   */
  prCodeList: string[];
  layoutId: string | null;
  nfc: string | null;
  updatedAt: string | null;
}
/**
 * a gateway as the store status reads it: every field of the gateway (null where unset)
 */
export interface GatewayRow {
  gwMac: string;
  storeCode: string;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  tagCount: number | null;
  ip: string | null;
  alternateIp: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  gmpVersion: string | null;
  grmVersion: string | null;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM' | null;
  upLink: 'OK' | 'NG' | null;
  downLink: 'OK' | 'NG' | null;
  timeSync: boolean | null;
  diskUsage: number | null;
  ramUsage: number | null;
  serviceStatusList:
    | {
        name?: string;
        status?: string;
      }[]
    | null;
  lastStatusTime: string | null;
  updatedAt: string | null;
  /**
   * what the gateway is: 'sim' a simulated gateway, 'oepl' an OpenEPaperLink access point the server polls at its address (issue 27 §3)
   */
  kind: 'sim' | 'oepl' | null;
  /**
   * an OpenEPaperLink access point's host[:port] on the store's network (kind 'oepl')
   */
  address: string | null;
}
/**
 * a gateway's configuration: its MAC, status and the fields of x-forms.config (null where unset; a field added to the form comes too)
 */
export interface GatewayConfig {
  gwMac: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM' | null;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  ip: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  [k: string]: unknown;
}
/**
 * a gateway configuration: the fields of x-forms.config, checked by its generated validator (the console's rules and messages; other fields dropped)
 */
export interface GatewayConfigInput {
  [k: string]: unknown;
}
/**
 * one gateway of an edit all: its MAC and the fields of x-forms.config (checked by its generated validator)
 */
export interface GatewayConfigRow {
  gwMac: string;
}
/**
 * edit all: the store's gateways to configure (every row is checked before anything is written)
 */
export interface GatewayConfigList {
  /**
   * @maxItems 10000
   */
  gwList: GatewayConfigRow[];
}
/**
 * edit all: the MACs configured (gwOK) and not (gwNG: offline or not a gateway of the store), why each was not, in English (messages) and by key (reasons)
 */
export interface GatewayUpdateAll {
  /**
   * @maxItems 10000
   */
  gwOK: string[];
  /**
   * @maxItems 10000
   */
  gwNG: string[];
  messages: {
    [k: string]: string;
  };
  reasons: {
    [k: string]: MessageAnswer;
  };
}
/**
 * a store's gateway configurations, and whether its outband allows channels 27 to 31
 */
export interface StoreGateways {
  storeCode: string;
  outbandEnable: boolean;
  /**
   * @maxItems 10000
   */
  data: GatewayConfig[];
}
/**
 * a store summary (store.schema.json storeSummary's fields: an answer is checked closed, so they are named here, not composed) with its gateways (objList)
 */
export interface StoreWithGateways {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  enableTagStatusCheck: boolean;
  /**
   * @maxItems 10000
   */
  objList: GatewayRow[];
}
/**
 * whether the server reaches the gateway
 */
export interface LinkCheck {
  success: boolean;
}
/**
 * an OpenEPaperLink access point's host[:port] (checked by domain/oeplAddress.ts: the spec's messages)
 */
export interface OeplAddress {
  address?: string;
}
/**
 * the access point registered and polled once (status and tags written); error and errorKey: why the first poll failed, in two words only (unreachable or not an access point)
 */
export interface OeplRegistered {
  gwMac: string;
  storeCode: string;
  kind: 'oepl';
  /**
   * an OpenEPaperLink access point's host[:port] on the store's network (kind 'oepl')
   */
  address: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM' | null;
  tagCount: number;
  tags: number;
  error?: string;
  errorKey?: string;
}
/**
 * the access point removed: how many of its tags stay in the store's list, MISSING
 */
export interface OeplUnregistered {
  gwMac: string;
  tags: number;
}
/**
 * a gateway's memory, ramdisk and log-disk percents now, and its samples of the window
 */
export interface GatewaySystemStatus {
  gwMac: string;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM' | null;
  memory: number | null;
  ramdisk: number | null;
  logDisk: number | null;
  /**
   * @maxItems 100000
   */
  data: {
    time: string;
    memory: number;
    ramdisk: number | null;
    logDisk: number | null;
  }[];
}
/**
 * a time window: start and end, epoch seconds (checked at the edge: start before end)
 */
export interface TimeWindow {
  start?: number;
  end?: number;
}
/**
 * how many predefined rows were written
 */
export interface PredefinedCount {
  count: number;
}
/**
 * the table conventions in the query string of a GET search: start, length, order=<column>:<dir>, filter_<field>, condition_<field>
 */
export interface PredefinedSearchQuery {
  /**
   * 0 to 2147483647 (checked by the table conventions: their message)
   */
  start?: number;
  /**
   * -1 = every row; -1 to 2147483647 (checked by the table conventions: their message)
   */
  length?: number;
  /**
   * <column>:<dir>, e.g. gwMac:desc
   */
  order?: string;
  /**
   * This interface was referenced by `PredefinedSearchQuery`'s JSON-Schema definition
   * via the `patternProperty` "^(filter|condition)_".
   */
  [k: string]: string | number | undefined;
}
/**
 * a predefined gateway configuration as stored
 */
export interface PredefinedRow {
  gwMac: string;
  storeCode: string | null;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  ip: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  updatedAt: string | null;
}
/**
 * the process's liveness: always ok when it answers
 */
export interface Liveness {
  status: CheckState;
  checks: {
    process: CheckState;
  };
}
/**
 * the instance's readiness: status ok when every check is ok, else failing
 */
export interface Readiness {
  status: CheckState;
  checks: {
    database: CheckState;
    migrations: CheckState;
    heartbeat: CheckState;
    pressure: CheckState;
  };
}
/**
 * a provider as role 0 reads it: never its secret, only whether one is set
 */
export interface IdentityProviderRow {
  id: number;
  /**
   * the name the login page shows (Sign in with <name>)
   */
  name: string;
  hasClientSecret: boolean;
  /**
   * the redirect URI to register at the provider
   */
  redirectUri: string;
  /**
   * the issuer URL; its /.well-known/openid-configuration is read through the one way out
   */
  issuer?: string | null;
  clientId?: string | null;
  scopes?: string | null;
  emailClaim?: string | null;
  /**
   * @maxItems 100
   */
  rules?:
    | {
        claim: string;
        value: string;
        role_id: number;
        /**
         * @maxItems 10000
         */
        store?: string[];
        enableWholeStore?: boolean;
      }[]
    | null;
  /**
   * a person with no account is created at the first sign-in (with the mapped role); false: refused
   */
  createUnknown?: boolean | null;
  enabled?: boolean | null;
  createdAt?: string | null;
  updatedAt?: string | null;
}
/**
 * a provider as role 0 writes it; clientSecret absent or empty keeps the stored one, null removes it
 */
export interface IdentityProviderInput {
  /**
   * the name the login page shows (Sign in with <name>)
   */
  name: string;
  /**
   * the issuer URL; its /.well-known/openid-configuration is read through the one way out
   */
  issuer: string;
  clientId: string;
  clientSecret?: string | null;
  scopes?: string;
  emailClaim?: string;
  /**
   * @maxItems 100
   *
   * Items: a claim mapping rule: when the ID token's claim (a string, or a list holding it) equals value ('*': any value), the account gets this role and these stores
   */
  rules?: {
    claim: string;
    value: string;
    role_id: number;
    /**
     * @maxItems 10000
     */
    store?: string[];
    enableWholeStore?: boolean;
  }[];
  createUnknown?: boolean;
  enabled?: boolean;
}
/**
 * an enabled provider as the login page offers it
 */
export interface SsoProviderChoice {
  id: number;
  name: string;
}
export interface SsoExchange {
  code: string;
}
/**
 * a label layout by name (layout pickers)
 */
export interface LayoutName {
  layoutId: string;
  name: string;
  /**
   * the label sizes it was drawn for: small (1.54 to 2.13 inch), medium (2.66 to 2.90), large (3.10 to 4.20), xlarge (5.65 and up)
   */
  family: 'small' | 'medium' | 'large' | 'xlarge';
  /**
   * standard shelf label, promotion label, or freezer label (high contrast, large digits)
   */
  kind: 'standard' | 'promotion' | 'freezer';
  /**
   * how many pages it has
   */
  pages: number;
}
/**
 * a paper template of the print editor (sizes in millimetres)
 */
export interface PaperLayoutName {
  id: string;
  name: string;
  perPage: number;
  page: {
    width: number;
    height: number;
  };
  label: {
    width: number;
    height: number;
  };
}
/**
 * the paper templates of the print editor
 */
export interface PaperLayoutNames {
  /**
   * @maxItems 1000
   */
  data: PaperLayoutName[];
}
/**
 * a login history row as its table holds it (every column but id may be null; the server writes them all)
 */
export interface LoginHistoryRow {
  id: number;
  ip: string | null;
  type: 0 | 1 | null;
  email: string | null;
  success: boolean | null;
  locked: boolean | null;
  updatedAt: string | null;
}
/**
 * a mail of the outbox as its table lists it (without its text and its claim)
 */
export interface MailOutboxRow {
  id: number;
  to: string;
  subject: string;
  alarmType: string | null;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
  error: string | null;
}
/**
 * a store of the paper map: its paper task counters and printer status
 */
export interface PaperStoreSummary {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  totalTaskCount: number;
  totalCompleteCount: number;
  todayTaskCount: number;
  todayCompleteCount: number;
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  updatedAt: string | null;
}
/**
 * the paper summaries of the session's stores
 */
export interface PaperStoreSummaries {
  /**
   * @maxItems 100000
   */
  data: PaperStoreSummary[];
}
/**
 * a paper task as the store's task list and detail show it
 */
export interface PaperTaskAnswer {
  _id: number;
  storeCode: string;
  taskDes: string;
  total: number;
  complete: number;
  progress: number;
  updatedAt: string;
  uploadId: number | null;
  createdAt: string;
}
/**
 * a label of a paper task with its derived result
 */
export interface PaperTaskLabel {
  rowNo: number;
  prCode: string;
  /**
   * @maxItems 100000
   */
  prInfo: string[];
  printerIp: string | null;
  printerName: string | null;
  resultCode: number | null;
  resultMsg: string | null;
  printedTime: string | null;
  updatedAt: string;
  result: 'NONE' | 'SUCCESS' | 'FAIL';
}
/**
 * a paper file upload with its error lines (the detail page, the answer of the upload)
 */
export interface PaperUploadAnswer {
  _id: number;
  fileName: string;
  storeCode: string;
  taskId: number | null;
  taskDes: string | null;
  count: number;
  errorCount: number;
  /**
   * @maxItems 100000
   */
  error: {
    line: number;
    message: string;
  }[];
  parser: string | null;
  received: string;
  finished: string | null;
  createdBy: string | null;
}
/**
 * a paper upload of the history (without its error lines)
 */
export interface PaperUploadListRow {
  _id: number;
  fileName: string;
  storeCode: string;
  taskId: number | null;
  taskDes: string | null;
  count: number;
  errorCount: number;
  parser: string | null;
  received: string;
  finished: string | null;
  createdBy: string | null;
}
/**
 * a product on a device: its slot index and code
 */
export interface PlusDeviceSlot {
  index: number;
  prCode: string;
}
/**
 * a network a device reports
 */
export interface PlusDeviceNetwork {
  type?: string;
  ssid?: string;
  ip?: string;
  rssi?: number;
}
/**
 * a device as the API answers it: its row, _id (the mac) and whether it flashes now (a setting added to x-forms.config, a column of the table, is answered too: additionalProperties)
 */
export interface PlusDeviceRow {
  /**
   * the MAC
   */
  _id: string;
  storeCode: string;
  mac: string;
  name?: string | null;
  model: string;
  ver?: string | null;
  template?: string | null;
  status: string;
  recvTime?: string | null;
  showIdx?: number | null;
  mode?: number | null;
  infoViewDuration?: number | null;
  volume?: number | null;
  maxVolume?: number | null;
  brightness?: number | null;
  tz?: string | null;
  /**
   * @maxItems 1000
   */
  networks?: PlusDeviceNetwork[] | null;
  screenWidth?: number | null;
  screenHeight?: number | null;
  /**
   * @maxItems 100000
   */
  products?: PlusDeviceSlot[] | null;
  /**
   * @maxItems 10000
   */
  show?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  /**
   * @maxItems 10000
   */
  reportedShow?:
    | {
        [k: string]: unknown;
      }[]
    | null;
  syncedAt?: string | null;
  blinkUntil?: string | null;
  updatedAt: string;
  /**
   * it flashes now (blinkProduct)
   */
  blinking: boolean;
  [k: string]: unknown;
}
/**
 * a device's show: what it is given (template: null = custom) and what it reports, with the slide it shows now
 */
export interface PlusDeviceShowView {
  mac: string;
  name: string | null;
  model: string;
  status: string;
  template: string | null;
  /**
   * no template (its own show)
   */
  custom: boolean;
  /**
   * the template size of its screen (null: none fits)
   */
  size: '23.1' | '35.4' | null;
  screenWidth: number;
  screenHeight: number;
  /**
   * @maxItems 10000
   */
  show: {
    [k: string]: unknown;
  }[];
  /**
   * @maxItems 10000
   */
  reportedShow:
    | {
        [k: string]: unknown;
      }[]
    | null;
  syncedAt: string | null;
  synced: boolean;
  showIdx: number | null;
  /**
   * the slide it shows now
   */
  slide: number | null;
}
/**
 * a device's own show
 */
export interface PlusDeviceShowBody {
  /**
   * the screen the show was made for (another than the device's: 400)
   */
  screenWidth?: number | null;
  screenHeight?: number | null;
  /**
   * the slides (checked by the handler: a problem names itself)
   *
   * @maxItems 10000
   */
  show: unknown[];
}
/**
 * apply a template to devices
 */
export interface PlusTemplateApply {
  /**
   * the template ('' or null: none, the show cleared)
   */
  template?: string | null;
  /**
   * the devices' MACs, or all
   */
  macList: 'all' | string[];
  /**
   * 0: devices already following it keep their show
   */
  flag?: 0 | 1;
}
/**
 * the devices given the template's show
 */
export interface PlusTemplateApplied {
  template: string | null;
  count: number;
  /**
   * @maxItems 100000
   */
  macList: string[];
}
/**
 * a refusal of a template: its size does not fit these devices
 */
export interface PlusTemplateMisfit {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  field?: string;
  /**
   * the devices whose screen the template does not fit
   *
   * @maxItems 100000
   */
  devices?: string[];
}
/**
 * an unknown store, template or devices
 */
export interface PlusDevicesMissing {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  field?: string;
  /**
   * the MACs the store does not have
   *
   * @maxItems 100000
   */
  missing?: string[];
}
/**
 * a device's settings (x-forms.config; null or absent: unchanged)
 */
export interface PlusDeviceConfigBody {
  storeCode: string;
  /**
   * the device's MAC (no index digits)
   */
  mac: string;
  /**
   * checked by the handler (x-forms.config)
   */
  name?: string | null;
  /**
   * an IANA zone
   */
  tz?: string | null;
  /**
   * 0 to the device's maxVolume
   */
  volume?: number | null;
  /**
   * 0 to 255
   */
  brightness?: number | null;
}
/**
 * products for devices (a mac with index digits: one slot; deassign ignores product)
 */
export interface PlusDeviceProducts {
  storeCode: string;
  /**
   * the devices (at most 10,000; none: 400)
   *
   * @maxItems 100000
   */
  devList?: {
    /**
     * a MAC, with index digits for one slot
     */
    mac: string;
    /**
     * a product code, or the codes of the slots in order
     */
    product?: string | string[];
  }[];
}
/**
 * the devices' product lists now
 */
export interface PlusDeviceProductLists {
  /**
   * @maxItems 100000
   */
  data: {
    mac: string;
    /**
     * @maxItems 100000
     */
    products: PlusDeviceSlot[];
  }[];
}
/**
 * the devices whose MAC, name or product code holds the term, and the product codes holding it
 */
export interface PlusDeviceFound {
  /**
   * @maxItems 1000
   */
  devList: PlusDeviceRow[];
  /**
   * @maxItems 1000
   */
  prCodeList: string[];
}
/**
 * the devices an action reached
 */
export interface PlusDevicesDone {
  /**
   * @maxItems 100000
   */
  macList: string[];
  count: number;
}
/**
 * a signage media file as stored
 */
export interface PlusMediaRow {
  _id: number;
  storeCode: string;
  type: 'image' | 'video' | 'widget';
  id: number;
  name: string;
  contentType?: string | null;
  size: number;
  width?: number | null;
  height?: number | null;
  thumbnail?: boolean | null;
  sha256?: string | null;
  createdBy?: string | null;
  updatedAt: string;
}
/**
 * a media upload (multipart)
 */
export interface PlusMediaFiles {
  /**
   * JSON: [{ width, height }] of the files in order
   */
  meta?: string;
  /**
   * the files (field file or files; 1 when replacing)
   *
   * @maxItems 10
   */
  files: Blob[];
  /**
   * video thumbnails, in order
   *
   * @maxItems 10
   */
  thumbnail?: Blob[];
}
/**
 * a refusal while templates or devices use the media file
 */
export interface PlusMediaInUse {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  /**
   * @maxItems 100000
   */
  templates: string[];
  /**
   * @maxItems 100000
   */
  devices: UsingDevice[];
}
/**
 * a store of a signage overview: its devices (online, offline; status NORMAL, ALARM or OFFLINE by them) or media counted, its gateway status and position
 */
export interface PlusStoreSummary {
  storeName: string;
  storeCode: string;
  total: number;
  online?: number;
  offline?: number;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  position: {
    latitude: number;
    longitude: number;
  } | null;
}
/**
 * a store's signage settings as stored (or the defaults: storeCode, tz, infoViewDuration)
 */
export interface PlusSettingAnswer {
  storeCode: string;
  tz: string;
  infoViewDuration: number;
  defaultTemplate?: string | null;
  updatedAt?: string | null;
}
/**
 * a signage software package as stored
 */
export interface PlusSoftwareRow {
  _id: number;
  storeCode: string;
  os: string;
  model: string;
  ver: string;
  name: string;
  size: number;
  sha256?: string | null;
  createdBy?: string | null;
  updatedAt: string;
}
/**
 * a software package upload (multipart): os, model and ver, else read from the file name {model}_{os}_{ver}.{ext}
 */
export interface SoftwareUploadForm {
  os?: string;
  model?: string;
  ver?: string;
  file: Blob;
}
/**
 * a signage template: its size, show and slide count (on save: the devices it reached)
 */
export interface TemplateRow {
  storeCode: string;
  _id: string;
  size: '23.1' | '35.4';
  /**
   * @maxItems 10000
   */
  show: {
    [k: string]: unknown;
  }[];
  slides: number;
  updatedAt: string;
  /**
   * on save: the devices following the template that were given its new show
   *
   * @maxItems 100000
   */
  sentTo?: string[];
  /**
   * on save: the devices its new size no longer fits, now custom
   *
   * @maxItems 100000
   */
  unlinked?: string[];
}
/**
 * a device following a template or showing a media file
 */
export interface UsingDevice {
  mac: string;
  name: string | null;
  template: string | null;
}
/**
 * a refusal while devices use the template or media (nothing changed)
 */
export interface InUseAnswer {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  /**
   * @maxItems 100000
   */
  devices: UsingDevice[];
}
/**
 * a product as the store's product table reads it (null where unset), with tagCount and tagType: the tags showing it and their types
 */
export interface ProductRow {
  storeCode: string;
  prCode: string;
  prName?: string | null;
  layoutId?: string | null;
  nfc?: string | null;
  /**
   * @maxItems 255
   */
  prInfo?: string[] | null;
  tagCount: number;
  /**
   * @maxItems 100000
   */
  tagType: string[];
  updatedAt?: string | null;
}
/**
 * a product as the lookups answer it: its stored fields, absent values null
 */
export interface ProductFound {
  storeCode: string;
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  /**
   * @maxItems 255
   */
  prInfo: string[] | null;
  updatedAt: string | null;
  tagCount?: number | null;
  tagType?: string[] | null;
}
/**
 * how many products a delete removed
 */
export interface ProductDeleted {
  storeCode: string;
  deleted: number;
}
/**
 * 409 of a delete: the products tags still show and how many tags show them
 */
export interface ProductsShown {
  message: string;
  messageKey: string;
  /**
   * @maxItems 100000
   */
  prCodeList: string[];
  tagCount: number;
}
/**
 * the outcome of a product write (server/products/applyProductChanges.ts)
 */
export interface ProductWriteOutcome {
  storeCode: string;
  created: number;
  updated: number;
  unchanged: number;
  /**
   * @maxItems 100000
   */
  taskIds: number[];
  tagCount: number;
  updateId: string | null;
}
/**
 * a store of the product store list with its product statistics (no position, no statistics row yet: null)
 */
export interface ProductStoreEntry {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  /**
   * the store's gateway status: the map markers and toggles
   */
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  productCount: number;
  /**
   * products created or changed today
   */
  todayUpdated: number;
  tagCount: number;
  /**
   * when the store's statistics row last changed
   */
  updatedAt: string | null;
}
/**
 * a product's change with its status on the tags (null: it reached none); prInfo_<n> the info entries one by one
 */
export interface ProductHistoryRow {
  id: number;
  taskId: number | null;
  updateId: string | null;
  prCode: string;
  prName: string | null;
  layoutId: string | null;
  nfc: string | null;
  prInfo: string[] | null;
  source: string | null;
  createdBy: string | null;
  updatedAt: string;
  status: null | {
    status: 'OK' | 'NG' | 'CANCEL' | null;
    updatedAt: string | null;
  };
  /**
   * This interface was referenced by `ProductHistoryRow`'s JSON-Schema definition
   * via the `patternProperty` "^prInfo_[0-9]+$".
   */
  [k: string]:
    | string
    | number
    | null
    | string[]
    | {
        status: 'OK' | 'NG' | 'CANCEL' | null;
        updatedAt: string | null;
      };
}
/**
 * a row of the upload history (finished null while the import runs)
 */
export interface ProductUploadRow {
  _id: number;
  fileName: string;
  storeCode: string;
  fileType: 'csv' | 'txt' | null;
  count: number;
  dataCount: number;
  errorCount: number;
  received: string;
  finished: string | null;
  createdBy: string | null;
}
/**
 * an upload with its error lines (the detail page, the answer of the upload)
 */
export interface ProductUploadDetail {
  _id: number;
  fileName: string;
  storeCode: string;
  fileType: 'csv' | 'txt' | null;
  count: number;
  dataCount: number;
  errorCount: number;
  received: string;
  finished: string | null;
  createdBy: string | null;
  /**
   * @maxItems 100000
   */
  error: {
    line: number;
    message: string;
  }[];
}
/**
 * a promotion type and the caption a label shows when a promotion has no text
 */
export interface PromotionType {
  type: 'SALE' | 'DISCOUNT' | 'CLEARANCE' | 'MEMBER';
  caption: string;
}
/**
 * a promotion as stored (text null when none)
 */
export interface StorePromotion {
  storeCode: string;
  promotionId: string;
  type: string;
  prCode: string;
  promotionPrice: number;
  startDate: string;
  endDate: string;
  text?: string | null;
  updatedAt?: string | null;
}
/**
 * a store's promotions (promotionId order)
 */
export interface StorePromotions {
  storeCode: string;
  /**
   * @maxItems 10000
   */
  data: StorePromotion[];
}
/**
 * a role as the server answers it (its table row)
 */
export interface RoleView {
  role_id: number;
  name: string | null;
  privilege:
    | {
        key: string;
        depth: number;
        read: boolean;
        write: boolean;
      }[]
    | null;
  updatedAt: string | null;
}
/**
 * a store's progress in a rollout (storeName null: a store no longer known); pending counts the gateways updating too
 */
export interface RolloutStoreProgress {
  storeCode: string;
  storeName: string | null;
  total: number;
  done: number;
  failed: number;
  pending: number;
  progress: number;
}
/**
 * a component's version and when it was set (system_config; a rollback restores it)
 */
export interface Versioned {
  version: string;
  updatedAt: string | null;
}
/**
 * the console's version and the gateway software versions (GET /version)
 */
export interface VersionInfo {
  version: string;
  grm: Versioned;
  gmp: Versioned;
}
/**
 * gateways of a rollout by state; progress = answered share in percent
 */
export interface RolloutCounts {
  total: number;
  done: number;
  failed: number;
  pending: number;
  updating: number;
  rolledBack: number;
  progress: number;
}
/**
 * a stage of a rollout (0 the canary, 1.. the waves) with its gateways by state
 */
export interface RolloutStageProgress {
  stage: number;
  total: number;
  done: number;
  failed: number;
  pending: number;
  updating: number;
  rolledBack: number;
  progress: number;
}
/**
 * a staged software rollout as the API answers it: its row (schemas/rollout.schema.json) with stages renamed stageCount, its totals and its progress per stage
 */
export interface RolloutSummary {
  id: number;
  packageId: number;
  component: 'grm' | 'gmp';
  version: string;
  previousConfig: Versioned | null;
  state: 'RUNNING' | 'PAUSED' | 'COMPLETED' | 'ROLLING_BACK' | 'ROLLED_BACK';
  /**
   * the current stage: 0 the canary, 1.. the waves
   */
  stage: number;
  stageCount: number;
  pausedReason: 'operator' | 'failures' | null;
  acceptedStage: number | null;
  failureThreshold: number;
  createdBy: string;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  totals: RolloutCounts;
  /**
   * @maxItems 1000
   */
  stages: RolloutStageProgress[];
}
/**
 * a row of the second code table (absent values null, times as ISO text)
 */
export interface SecondCodeRow {
  storeCode: string;
  prCode: string;
  secondCode: string;
  salesTypeCode?: string | null;
  insertDate?: string | null;
  ceaseDate?: string | null;
  deleteDate?: string | null;
  acquisitionDate?: string | null;
  modifyDate?: string | null;
  programName?: string | null;
  operatorName?: string | null;
  dbTriggerFlag?: string | null;
}
/**
 * a sensor's samples in a range; bucketSeconds: seconds of one point (0 = every sample, else each point is the average of a bucket: whole UTC hours, or multiples of them, for a range over two days)
 */
export interface SensorHistory {
  sensorMac: string;
  storeCode: string;
  operation: 'TEMPERATURE' | 'HUMIDITY';
  minValue: number;
  maxValue: number;
  startDate: string;
  endDate: string;
  bucketSeconds: number;
  /**
   * @maxItems 1000000
   */
  data: {
    sensingTime: string;
    sensingValue: number;
  }[];
}
/**
 * a sensing history's range: epoch seconds or dates (the server's default: the last 24 h); checked at the edge
 */
export interface SensorHistoryRange {
  startDate?: number | string;
  endDate?: number | string;
}
/**
 * a store of the sensor map: its sensors' counts, success rate and status (updatedAt: the latest sensor update)
 */
export interface SensorStoreSummary {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  totalSensorCount: number;
  lowBatteryCount: number;
  successRate: number;
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  updatedAt: string | null;
}
export interface SensorStores {
  /**
   * @maxItems 100000
   */
  data: SensorStoreSummary[];
}
/**
 * a server's system status samples of the window (start, end: epoch seconds; at most 24 hours), each the average of a bucket
 */
export interface ServerHistory {
  id: string;
  start: number;
  end: number;
  /**
   * @maxItems 100000
   */
  data: {
    time: string;
    ramUsage: {
      used: number;
      total: number;
    };
    diskUsage: {
      used: number;
      total: number;
    };
  }[];
}
/**
 * the server list, its rows by server type
 */
export interface ServersByType {
  /**
   * @maxItems 100000
   */
  proxy: ServerRow[];
  /**
   * @maxItems 100000
   */
  database: ServerRow[];
  /**
   * @maxItems 100000
   */
  esl: ServerRow[];
}
/**
 * a server of the list as stored (null where not reported yet)
 */
export interface ServerRow {
  id: string;
  name: string;
  type: 'proxy' | 'esl' | 'database';
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  state:
    | 'STARTUP'
    | 'RECOVERING'
    | 'STARTUP2'
    | 'UNKNOWN'
    | 'ARBITER'
    | 'DOWN'
    | 'ROLLBACK'
    | 'REMOVED'
    | 'ERROR'
    | 'PRIMARY'
    | 'SECONDARY'
    | 'MASTER'
    | 'LEADER'
    | 'FOLLOWER'
    | null;
  ip: string | null;
  reportTime: string | null;
  diskUsage: {
    used: number;
    total: number;
  } | null;
  ramUsage: {
    used: number;
    total: number;
  } | null;
  serviceStatusList:
    | {
        name: string;
        status: string;
      }[]
    | null;
  networkInformation: {} | null;
}
/**
 * the system configuration the console's screens follow (the session user info's systemConfig, doc 1 §3): the site variant ('' the default, or croma, edion, coop, nec), the tag status check, image base update and tag update history flags, the enterprise sign-on provider's logout address (opened on logout of an adfs session), the product codes of a family product and whether the product list links each product to its update history
 */
export interface SystemConfig {
  site: string;
  enableTagStatusCheck: boolean;
  imageBaseUpdate: boolean;
  enableTagUpdateHistory: boolean;
  adfsLogoutUrl: string;
  familyProductItemCount: number;
  enableProductUpdateHistory: boolean;
}
/**
 * the system configuration to change: the site variant (one of the known ones, trimmed), the family size (1-64), the product history flag; at least one of them (else 400 validation error)
 */
export interface SystemConfigInput {
  site?: string;
  familyProductItemCount?: number;
  enableProductUpdateHistory?: boolean;
}
/**
 * SMTP settings as the dialog sends them (PUT /config/smtp, POST /test/smtp): any field may be null or missing; when enable is set, server, port and account are required (domain/smtpRules.ts: the spec's messages); an empty password keeps the stored one. to: the test mail's recipient (the caller when empty)
 */
export interface SmtpInput {
  enable?: boolean | null;
  server?: string | null;
  port?: number | null;
  account?: string | null;
  password?: string | null;
  tls?: boolean | null;
  ssl?: boolean | null;
  to?: string | null;
}
/**
 * the SMTP settings as saved (password answered empty; port null when never set)
 */
export interface SmtpSettings {
  enable: boolean;
  server: string;
  port: number | null;
  account: string;
  password: string;
  tls: boolean;
  ssl: boolean;
}
/**
 * the test mail went: the SMTP server's reply
 */
export interface SmtpTestSent {
  success: true;
  message: string;
}
/**
 * the test mail failed: the SMTP error text
 */
export interface SmtpTestFailed {
  message: string;
}
/**
 * a store summary, computed by SQL: its gateway counters and status (OFFLINE when a gateway is offline, ALARM when one is in alarm)
 */
export interface StoreSummary {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  status: 'NORMAL' | 'OFFLINE' | 'ALARM';
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  enableTagStatusCheck: boolean;
}
/**
 * summaries of the stores the account may see, by store code
 */
export interface StoreSummaries {
  /**
   * @maxItems 100000
   */
  data: StoreSummary[];
}
/**
 * the dashboard of the stores (doc 1 §2.4): only the parts the session may see (servers: server read; gateways: store read; tags: tag read; products and daily: tag and product read)
 */
export interface DashboardStats {
  /**
   * the t asked, echoed
   */
  t: string | null;
  generatedAt: string;
  /**
   * @maxItems 100000
   */
  selected: string[];
  servers?: StatusCounts;
  gateways?: {
    status: StatusCounts;
    /**
     * @maxItems 100000
     */
    gmpVersions: VersionCount[];
    /**
     * @maxItems 100000
     */
    grmVersions: VersionCount[];
  };
  tags?: {
    total: number;
    success: number;
    inprogress: number;
    error: number;
    todayUpdated: number;
    updateRate: number;
    /**
     * @maxItems 100000
     */
    types: {
      tagType: string;
      total: number;
      error: number;
    }[];
    /**
     * @maxItems 100000
     */
    byStore: StoreTagBar[];
    /**
     * @maxItems 100000
     */
    byGateway?: GatewayTagBar[];
  };
  products?: {
    total: number;
    todayUpdated: number;
    updateRate: number;
  };
  /**
   * @maxItems 1000
   */
  daily?: {
    day: string;
    tags: number;
    products: number;
  }[];
  /**
   * @maxItems 1000
   */
  alarms: DashboardAlarm[];
}
/**
 * devices by status
 */
export interface StatusCounts {
  NORMAL: number;
  ALARM: number;
  OFFLINE: number;
  total: number;
}
/**
 * tags by status group
 */
export interface TagCounts {
  total: number;
  success: number;
  inprogress: number;
  error: number;
}
/**
 * a store's tags by status group
 */
export interface StoreTagBar {
  storeCode: string;
  storeName: string | null;
  total: number;
  success: number;
  inprogress: number;
  error: number;
}
/**
 * a gateway's tags by status group
 */
export interface GatewayTagBar {
  gwMac: string;
  total: number;
  success: number;
  inprogress: number;
  error: number;
}
/**
 * devices of a software version
 */
export interface VersionCount {
  version: string;
  count: number;
}
/**
 * a recent alarm
 */
export interface DashboardAlarm {
  location: string;
  type: string;
  class: number;
  updatedAt: string;
  alarmTime: string;
  alarmType: string;
}
/**
 * a gateway of the store that is not NORMAL or not time-synchronised
 */
export interface NgGateway {
  gwMac: string;
  status: string | null;
  timeSync: boolean | null;
  ip: string | null;
  lastStatusTime: string | null;
}
/**
 * the exceptions of a store (doc 1 §2.5)
 */
export interface ExceptionStats {
  storeCode: string;
  totalTags: number;
  errorTags: number;
  noProductTags: number;
  duplicateTags: number;
  batteryNgTags: number;
  totalGWs: number;
  ngGWs: number;
  /**
   * @maxItems 100000
   */
  ngGWDetail: NgGateway[];
}
/**
 * stores as configured
 */
export interface StoreRecords {
  /**
   * @maxItems 100000
   */
  data: Entity.StorePublic[];
}
/**
 * what a store migration file brought
 */
export interface MigrationResult {
  storeCode: string;
  lastTaskId: number | null;
  tagCount: number;
  productCount: number;
  gwCount: number;
  /**
   * the file's accounts taken: the new ones and those the server had (the store added to their list)
   */
  accountCount: number;
  /**
   * rows added per table
   */
  imported: {
    [k: string]: number;
  };
  /**
   * what the file held and the server left out
   *
   * @maxItems 100000
   */
  refused: {
    table: string;
    row: string;
    reason: string;
  }[];
}
/**
 * a refused migration (the shared error answer; error_msg: the reason, for the console's 'Migration failed : {reason}')
 */
export interface MigrationRefused {
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
  field?: string;
  error_msg?: string;
}
/**
 * a store as a picker names it: its code and name
 */
export interface StoreOption {
  storeCode: string;
  storeName?: string | null;
}
export interface StoreOptionSearch1 {
  filter_text?: string;
  /**
   * @maxItems 1000
   */
  filter_storeCode?: string[];
}
/**
 * a tag as the store's tag tables read it: every field of the tag (null where unset)
 */
export interface TagRow {
  tagId: string;
  tagMac: string;
  storeCode: string;
  prCode?: string | null;
  tagType?: string | null;
  gwMac?: string | null;
  gwIp?: string | null;
  operation?: number | null;
  operationName?: string | null;
  status?: string | null;
  version?: string | null;
  rssi?: number | null;
  battery?: number | null;
  temperature?: number | null;
  battStatus?: string | null;
  updatedAt?: string | null;
  respondedAt?: string | null;
}
/**
 * the tags of a store showing a product (directly, or through a family ticket: fmPrCode)
 */
export interface ProductTagsAnswer {
  storeCode: string;
  prCode: string;
  data: {
    matchedPrCode: string;
    tagId: string;
    tagMac: string;
    tagType: string | null;
    prCode: string | null;
    status: string | null;
    gwMac: string | null;
    updatedAt: string | null;
    fmPrCode: string | null;
  }[];
}
/**
 * an update task row of a tag (update_task_tags), its prInfo values as prInfo_<index> columns
 */
export interface TagUpdateHistoryRow {
  taskId: number;
  taskType: string | null;
  prCode: string | null;
  nfc: string | null;
  layoutId: string | null;
  pageNo: number | null;
  status: string | null;
  createdAt: string;
  updatedAt: string | null;
  /**
   * This interface was referenced by `TagUpdateHistoryRow`'s JSON-Schema definition
   * via the `patternProperty` "^prInfo_[0-9]+$".
   */
  [k: string]: string | number | boolean | null;
}
/**
 * a battery reading of a tag
 */
export interface TagBatterySample {
  battery: number;
  updatedAt: string;
}
/**
 * a reset count reading of a tag
 */
export interface TagResetSample {
  cnt: number;
  last_time: string;
  updatedAt: string;
}
/**
 * a temperature reading of a tag
 */
export interface TagTemperatureSample {
  temperature: number;
  updatedAt: string;
}
/**
 * an alarm of the store raised by or naming the tag (alarm.schema.json)
 */
export interface TagAlarmRow {
  id: number;
  location: string;
  type: string;
  class: 1 | 2 | 3;
  alarmType: string;
  alarmTime: string;
  updatedAt: string;
  data: {} | null;
}
/**
 * POST /tag/assign (taskId -1, priorTaskId -1 from the console); each row: tagMac or tagId, and prCode (blank: validation.enterTagId, validation.enterProductCodePlease)
 */
export interface AssignRequest {
  /**
   * ignored by the server beyond a non-negative priorTaskId (-1 from the console)
   */
  taskId?: number | string | null;
  /**
   * ignored by the server beyond a non-negative priorTaskId (-1 from the console)
   */
  priorTaskId?: number | string | null;
  storeCode: string;
  /**
   * assign codes the store has no product for (the operator confirmed)
   */
  force?: boolean;
  /**
   * at least one row (none: validation.enterTagId)
   *
   * @maxItems 10000
   */
  tagList: {
    tagMac?: string | null;
    tagId?: string | null;
    prCode?: string | null;
  }[];
}
/**
 * POST /tag/assign/multiple; each row: tagMac or tagId, prCodeList (trimmed, blanks and duplicates dropped; empty: validation.enterProductCodePlease), fmPrCode, layoutId, nfc
 */
export interface AssignMultipleRequest {
  /**
   * ignored by the server beyond a non-negative priorTaskId (-1 from the console)
   */
  taskId?: number | string | null;
  /**
   * ignored by the server beyond a non-negative priorTaskId (-1 from the console)
   */
  priorTaskId?: number | string | null;
  storeCode: string;
  /**
   * assign codes the store has no product for (the operator confirmed)
   */
  force?: boolean;
  /**
   * at least one row (none: validation.enterTagId)
   *
   * @maxItems 10000
   */
  tagList: {
    tagMac?: string | null;
    tagId?: string | null;
    /**
     * at most 64 (checked by the server: validation.invalidValue)
     */
    prCodeList?: string[] | null;
    fmPrCode?: string | null;
    layoutId?: string | null;
    nfc?: string | null;
  }[];
}
/**
 * the ASSIGN update task: the rows assigned and the tag IDs or MACs the server does not know
 */
export interface AssignResult {
  taskId: number;
  tagCount: number;
  storeCode: string;
  tagList: {
    tagId: string;
    prCode: string;
    layoutId?: string | null;
    nfc?: string | null;
  }[];
  notFound: string[];
}
/**
 * a store's tags, each by its id or MAC (tag actions)
 */
export interface StoreTags {
  storeCode: string;
  /**
   * @maxItems 100000
   */
  tagList: string[];
}
/**
 * a store named by its code
 */
export interface StoreOnly {
  storeCode: string;
}
/**
 * the update task a tag action made
 */
export interface TagTask {
  storeCode: string;
  taskId: number;
  tagCount: number;
}
/**
 * blink the LEDs of the tags showing products (defaults of doc 2 §9: duration 5, state 0, brightness 1, blinking speed 2)
 */
export interface LedCommands {
  storeCode: string;
  /**
   * @maxItems 10000
   */
  product: LedCommand[];
}
/**
 * the LED command for the tags showing a product
 */
export interface LedCommand {
  prCode: string;
  /**
   * seconds (5 when absent)
   */
  duration?: number | null;
  /**
   * the colour (0 when absent)
   */
  ledState?: number | null;
  /**
   * 1 when absent
   */
  ledBrightness?: number | null;
  /**
   * 2 when absent
   */
  blinkingSpeed?: number | null;
}
/**
 * turn the tags showing products to a page
 */
export interface PageCommands {
  storeCode: string;
  /**
   * @maxItems 10000
   */
  product: {
    prCode: string;
    /**
     * the page (0 = main, when absent)
     */
    pageNo?: number | null;
  }[];
}
/**
 * a tag type code decoded (doc 1 §9): size, features, peripherals, resolution, colours
 */
export interface TagTypeInfo {
  tagType: string;
  /**
   * index into the doc 1 §9 size table
   */
  sizeIndex: number;
  /**
   * inches as the table prints them: '2.90', '5.65N'
   */
  size: string;
  /**
   * @maxItems 4
   */
  features: ('LED' | 'COLOR' | 'NFC' | 'FREEZER')[];
  /**
   * the peripherals of the type (LED, NFC)
   *
   * @maxItems 4
   */
  peripheral: string[];
  resolution: {
    width: number;
    height: number;
  };
  /**
   * black and white plus red (colour types) or yellow (freezer types)
   *
   * @maxItems 4
   */
  colors: ('black' | 'white' | 'red' | 'yellow')[];
}
/**
 * a running tag status collection
 */
export interface CollectingStore {
  storeName: string;
  storeCode: string;
  startTime: string;
  checkTime: string | null;
  /**
   * @maxItems 100000
   */
  gwList: string[];
  /**
   * @maxItems 100000
   */
  tagList: string[];
  /**
   * 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan; absent All Tag Status Collect
   */
  cmd?: 0 | 1 | 2;
}
/**
 * start a tag status collection (cmd 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan, absent All Tag Status Collect; tagList: only those tags)
 */
export interface StatusCheckStart {
  storeCode: string;
  cmd?: 0 | 1 | 2 | null;
  /**
   * @maxItems 100000
   */
  tagList?: string[];
}
/**
 * the collection started
 */
export interface StatusCheckStarted {
  storeCode: string;
  startTime: string;
  /**
   * @maxItems 100000
   */
  gwList: string[];
  /**
   * @maxItems 100000
   */
  tagList: string[];
  cmd?: 0 | 1 | 2;
}
/**
 * what a tag shows now: the page it shows (base64 PNG), the layout's other pages in order, and what describes the content
 */
export interface TagPreview {
  tagId: string;
  tagMac: string;
  tagType: string;
  prCode: string | null;
  layoutId: string | null;
  layoutName: string | null;
  /**
   * @maxItems 255
   */
  prInfo: string[];
  /**
   * @maxItems 255
   */
  alias: Entity.AliasPublic[];
  /**
   * the page the tag shows now (0 = main)
   */
  pageNo: number;
  /**
   * that page as a base64 PNG
   */
  encodedImage: string;
  /**
   * @maxItems 16
   */
  subPage: string[];
  /**
   * @maxItems 16
   */
  subPageNo: number[];
}
/**
 * a store with its tag statistics (tagStatus: the map markers and toggles, from the counts)
 */
export interface StoreTagStats {
  storeCode: string;
  storeName: string;
  position: {
    latitude: number;
    longitude: number;
  } | null;
  /**
   * the store's gateway status
   */
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  tagStatus?: 'NORMAL' | 'INPROGRESS' | 'ERROR';
  total: number;
  success: number;
  inprogress: number;
  error: number;
  lowBattery: number;
  /**
   * tags per tag type
   */
  countByType: {
    [k: string]: number;
  };
  /**
   * NG tags per tag type
   */
  countNgByType: {
    [k: string]: number;
  };
  updatedAt: string | null;
  todayUpdated: number;
}
/**
 * a tag of an exception list of a store (GET /store/{store}/list/tag/{kind})
 */
export interface TagExceptionRow {
  tagId: string;
  tagMac: string;
  prCode: string | null;
  tagType: string;
  gwMac: string | null;
  status: string | null;
  battery: number | null;
  battStatus: string | null;
  rssi: number | null;
  version: string | null;
  updatedAt: string | null;
}
/**
 * paging of an exception list: start, length (-1 = all, default 25), dir=asc|desc
 */
export interface ExceptionListPaging {
  /**
   * 0 to 2147483647 (checked by the table conventions: their message)
   */
  start?: number;
  /**
   * -1 = every row; -1 to 2147483647 (checked by the table conventions: their message)
   */
  length?: number;
  /**
   * desc reverses the tagId order
   */
  dir?: string;
}
/**
 * the table conventions of a GET search over an exception list: start, length, order=tagId:asc|desc
 */
export interface ExceptionListTableQuery {
  /**
   * 0 to 2147483647 (checked by the table conventions: their message)
   */
  start?: number;
  /**
   * -1 = every row; -1 to 2147483647 (checked by the table conventions: their message)
   */
  length?: number;
  /**
   * tagId:asc or tagId:desc (another order: 400)
   */
  order?: string;
}
/**
 * the caller's two-factor state (never its secret)
 */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /**
   * unused recovery codes
   */
  recoveryLeft: number;
  /**
   * the policy requires two-factor for this account (it cannot be turned off)
   */
  required: boolean;
  /**
   * the server has its two-factor key (TWO_FACTOR_KEY, or the data directory's key on PGlite)
   */
  available: boolean;
}
/**
 * an enrolment's secret, shown this once: base32 for typing, the otpauth:// address and a QR code (SVG) of it
 */
export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}
/**
 * a code of the authenticator app
 */
export interface TwoFactorCode {
  /**
   * 6 digits from the authenticator app (spaces ignored)
   */
  code: string;
}
/**
 * the account's password and a code of the authenticator app (turning two-factor off)
 */
export interface TwoFactorPasswordCode {
  password: string;
  /**
   * 6 digits from the authenticator app (spaces ignored)
   */
  code: string;
}
/**
 * ten single-use recovery codes, answered this once only (stored as scrypt hashes)
 */
export interface TwoFactorRecoveryCodes {
  recoveryCodes: string[];
}
/**
 * the password was right and the account signs in with two factors: no session yet, a single-use challenge for POST /auth/login/otp
 */
export interface TwoFactorChallenge {
  twoFactor: true;
  challenge: string;
  expiresAt: string;
}
/**
 * the second step: the login's challenge and a code of the authenticator app or a recovery code
 */
export interface TwoFactorLogin {
  challenge: string;
  /**
   * 6 digits from the authenticator app (spaces ignored)
   */
  code?: string;
  recoveryCode?: string;
}
/**
 * who must sign in with two factors: nobody, every account, or the accounts of the chosen roles
 */
export interface TwoFactorPolicy {
  mode: 'none' | 'all' | 'roles';
  /**
   * @maxItems 1000
   */
  roles: number[];
}
/**
 * the account whose two-factor is removed
 */
export interface TwoFactorReset {
  email: string;
}
/**
 * an update task as the task lists answer it (server/tasks/taskLists.ts): its counts, progress (percent), times (endTime null while it runs), tagCount = totalTags
 */
export interface TaskRow {
  taskId: number;
  internalTaskId: number;
  storeCode: string;
  storeName: string | null;
  taskType: string;
  layoutId: string | null;
  progress: number;
  updatedTags: number;
  totalTags: number;
  failedTags: number;
  productCount: number;
  tagCount: number;
  startTime: string;
  endTime: string | null;
  refreshed: boolean;
  createdBy: string | null;
  updateId: string | null;
  updatedAt: string;
}
/**
 * a task's tag row (doc 2 §3 Task tag row, server/tasks/taskTags.ts): result null while the radio works it, OK, NG, or CANCEL; layout = layoutId; prInfo also as prInfo_<index> columns
 */
export interface TaskTagRow {
  taskId: number;
  tagId: string;
  tagMac: string | null;
  tagType: string | null;
  prCode: string | null;
  layoutId: string | null;
  layout: string | null;
  nfc: string | null;
  prInfo: (string | number | boolean | null)[] | null;
  result: 'OK' | 'NG' | 'CANCEL' | null;
  createdAt: string;
  updatedAt: string | null;
  /**
   * This interface was referenced by `TaskTagRow`'s JSON-Schema definition
   * via the `patternProperty` "^prInfo_[0-9]+$".
   */
  [k: string]:
    string | number | boolean | null | (string | number | boolean | null)[] | 'OK' | 'NG' | 'CANCEL';
}
/**
 * the refresh task made and its tag count
 */
export interface TaskResent {
  taskId: number;
  tagCount: number;
}
/**
 * the update tasks a revert made, their tags and the products put back
 */
export interface TaskReverted {
  /**
   * @maxItems 100000
   */
  taskIds: number[];
  tagCount: number;
  reverted: number;
}
/**
 * the entry of a target (GET and POST <path>, a restore): a store code or 'default'; updatedAt and updatedBy null until saved
 */
export interface SavedScript {
  kind: 'thirdPartyAuth' | 'paperParser' | 'productFileParser' | 'tagDataDecorator' | 'plusDataDecorator';
  target: string;
  code: string;
  useType: 'none' | 'default' | 'custom';
  updatedAt: string | null;
  updatedBy: string | null;
}
/**
 * what an editor saves (POST <path>): no useType = custom when there is code, else the target's empty use
 */
export interface ScriptSaveBody {
  code?: string | null;
  useType?: 'none' | 'default' | 'custom' | null;
}
/**
 * code run in the sandbox on a sample input (POST <path>/run; no input = {})
 */
export interface ScriptRunBody {
  code: string;
  input?: {
    [k: string]: unknown;
  };
}
/**
 * a run: its output, or its error with the line in the script (and in the sample file), and the time spent
 */
export interface ScriptRunAnswer {
  ok: boolean;
  /**
   * what the script's function answered (any JSON)
   */
  output?: {} | unknown[] | string | number | boolean | null;
  error?: {
    name: string;
    message: string;
    line?: number;
    column?: number;
    fileLine?: number;
  };
  ms: number;
}
/**
 * a replaced version of a script (GET <path>/versions, newest first)
 */
export interface ScriptVersion {
  id: number;
  code: string;
  useType: 'none' | 'default' | 'custom';
  savedAt: string | null;
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string;
}
/**
 * a subscription as its owner writes it (stores: each one the caller holds; none = the caller's stores)
 */
export interface WebhookInput {
  name: string;
  /**
   * https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery
   */
  url: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  events: [
    (
      | 'alarm.raised'
      | 'updateTask.finished'
      | 'delivery.targetMissed'
      | 'battery.lowListChanged'
      | 'productFile.imported'
      | 'productFile.failed'
      | 'gateway.offline'
      | 'gateway.online'
      | 'webhook.test'
    ),
    ...(
      | 'alarm.raised'
      | 'updateTask.finished'
      | 'delivery.targetMissed'
      | 'battery.lowListChanged'
      | 'productFile.imported'
      | 'productFile.failed'
      | 'gateway.offline'
      | 'gateway.online'
      | 'webhook.test'
    )[],
  ];
  /**
   * @maxItems 100
   */
  alarmTypes?: string[] | null;
  /**
   * @maxItems 3
   */
  alarmClasses?: (1 | 2 | 3)[] | null;
  /**
   * @maxItems 10000
   */
  stores?: string[] | null;
}
/**
 * the fields to change (status: active or paused by its owner)
 */
export interface WebhookChange {
  name?: string;
  /**
   * https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery
   */
  url?: string;
  /**
   * @minItems 1
   * @maxItems 20
   */
  events?: [
    (
      | 'alarm.raised'
      | 'updateTask.finished'
      | 'delivery.targetMissed'
      | 'battery.lowListChanged'
      | 'productFile.imported'
      | 'productFile.failed'
      | 'gateway.offline'
      | 'gateway.online'
      | 'webhook.test'
    ),
    ...(
      | 'alarm.raised'
      | 'updateTask.finished'
      | 'delivery.targetMissed'
      | 'battery.lowListChanged'
      | 'productFile.imported'
      | 'productFile.failed'
      | 'gateway.offline'
      | 'gateway.online'
      | 'webhook.test'
    )[],
  ];
  /**
   * @maxItems 100
   */
  alarmTypes?: string[] | null;
  /**
   * @maxItems 3
   */
  alarmClasses?: (1 | 2 | 3)[] | null;
  /**
   * @maxItems 10000
   */
  stores?: string[] | null;
  /**
   * paused by its owner, or by the server after 24 hours of failing deliveries
   */
  status?: 'active' | 'paused';
}
/**
 * a subscription as the calls answer it (never its secret)
 */
export interface WebhookView {
  id: number | null;
  name: string | null;
  /**
   * https (http only when WEBHOOK_ALLOW_HTTP is set); its address is checked at every delivery
   */
  url: string | null;
  /**
   * @minItems 1
   * @maxItems 20
   */
  events:
    | [
        (
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        ),
        ...(
          | 'alarm.raised'
          | 'updateTask.finished'
          | 'delivery.targetMissed'
          | 'battery.lowListChanged'
          | 'productFile.imported'
          | 'productFile.failed'
          | 'gateway.offline'
          | 'gateway.online'
          | 'webhook.test'
        )[],
      ]
    | null;
  /**
   * alarm.raised only for these alarm types; null = every type
   *
   * @maxItems 100
   */
  alarmTypes?: string[] | null;
  /**
   * alarm.raised only for these classes; null = every class
   *
   * @maxItems 3
   */
  alarmClasses?: (1 | 2 | 3)[] | null;
  /**
   * the stores chosen (each one its owner holds); null = every store its owner holds
   *
   * @maxItems 10000
   */
  stores?: string[] | null;
  /**
   * paused by its owner, or by the server after 24 hours of failing deliveries
   */
  status: 'active' | 'paused' | null;
  pausedReason?: 'owner' | 'failing' | null;
  /**
   * until when deliveries are also signed with the secret before the last rotation
   */
  previousSecretUntil?: string | null;
  /**
   * the first failed attempt of the current run of failures; null when the last attempt succeeded
   */
  failingSince?: string | null;
  createdBy: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}
/**
 * a subscription with its signing secret, answered once (creation, rotation)
 */
export interface WebhookWithSecret {
  webhook: WebhookView;
  /**
   * whsec_… : keep it, it is not shown again
   */
  secret: string;
}
export interface WebhookQueued {
  deliveryId: number;
  eventId: string;
}
/**
 * a delivery as its subscription's table lists it (without its payload)
 */
export interface WebhookDeliveryRow {
  id: number | null;
  subscriptionId: number | null;
  /**
   * the event's id (a UUID), the same for every subscription it went to; a resend keeps it
   */
  eventId: string | null;
  type:
    | 'alarm.raised'
    | 'updateTask.finished'
    | 'delivery.targetMissed'
    | 'battery.lowListChanged'
    | 'productFile.imported'
    | 'productFile.failed'
    | 'gateway.offline'
    | 'gateway.online'
    | 'webhook.test'
    | null;
  store?: string | null;
  occurredAt: string | null;
  /**
   * the body sent: { id, type, occurredAt, store?, data }
   */
  payload?: {} | null;
  status: 'pending' | 'sending' | 'sent' | 'failed' | null;
  attempts: number | null;
  nextAttemptAt: string | null;
  /**
   * the first attempt: retries go on for 24 hours after it
   */
  firstAttemptAt?: string | null;
  lastAttemptAt?: string | null;
  /**
   * the receiver's HTTP status of the last attempt
   */
  answerCode?: number | null;
  /**
   * the last attempt's duration
   */
  durationMs?: number | null;
  /**
   * why the last attempt failed (network error, timeout, status)
   */
  error?: string | null;
  createdAt: string | null;
  sentAt?: string | null;
}
/**
 * The body of every webhook delivery (docs/api.md "Webhooks"): the event's id (the same for every subscription it went to, and for a delivery sent again), its type, when it happened, the store it concerns (absent for an event of the whole system) and its data, shaped by the type's schema (alarmRaised for alarm.raised, ...). Never a session token or a secret.
 */
export interface WebhookEnvelope {
  /**
   * the event's id: receivers drop an id they have seen (a delivery may come twice)
   */
  id: string;
  /**
   * the event type; its data schema is the type in camelCase without the dot
   */
  type:
    | 'alarm.raised'
    | 'updateTask.finished'
    | 'delivery.targetMissed'
    | 'battery.lowListChanged'
    | 'productFile.imported'
    | 'productFile.failed'
    | 'gateway.offline'
    | 'gateway.online'
    | 'webhook.test';
  /**
   * when the cause happened (ISO 8601, UTC)
   */
  occurredAt: string;
  /**
   * the store code the event concerns; absent for an event of the whole system
   */
  store?: string;
  /**
   * the event's data (the event type's schema)
   */
  data: {
    [k: string]: unknown;
  };
}
/**
 * alarm.raised: an alarm was recorded in the alarm history (any rule, any source; doc 3 §8 types). A subscription may choose alarm types and classes.
 */
export interface AlarmRaised {
  /**
   * the alarm history row's id
   */
  alarmId: number;
  /**
   * the alarm type (GW STATUS ABNORMAL, LOW BATTERY LIST CHANGED, ...)
   */
  type: string;
  /**
   * 1 SYSTEM, 2 WARNING, 3 CRITICAL
   */
  class: 1 | 2 | 3;
  /**
   * the class's name
   */
  alarmType: 'SYSTEM' | 'WARNING' | 'CRITICAL';
  /**
   * the store code, or SYSTEM for an alarm of the whole system
   */
  location: string;
  /**
   * what raised it: gw, server, tag, account, sensor, task
   */
  sourceType: string | null;
  /**
   * the source's id (a gateway MAC, a server, an account's email)
   */
  sourceId: string | null;
  /**
   * the alarm's own details, as the alarm history shows them (per type; may be null)
   */
  data: {
    [k: string]: unknown;
  };
  /**
   * when the alarm was raised
   */
  raisedAt: string;
}
/**
 * updateTask.finished: every tag of an update task answered or failed (the simulator's radio or an OpenEPaperLink access point), or its open rows were failed (cancelled, access point removed).
 */
export interface UpdateTaskFinished {
  /**
   * the update task's id
   */
  taskId: number;
  /**
   * the task's store
   */
  storeCode: string;
  /**
   * the task's kind (PRODUCT_UPDATE, LED, REFRESH, ...)
   */
  taskType: string;
  /**
   * tags updated
   */
  success: number;
  /**
   * tags that failed
   */
  failed: number;
  /**
   * tags of the task
   */
  total: number;
  /**
   * when the task started
   */
  startedAt: string;
  /**
   * when its last tag closed
   */
  finishedAt: string;
}
/**
 * delivery.targetMissed: a store's closed day missed its delivery service level (issue 27: the share of label updates shown within the target minutes); raised once per store and day by the delivery job.
 */
export interface DeliveryTargetMissed {
  /**
   * the store
   */
  storeCode: string;
  /**
   * the day (the store's, YYYY-MM-DD)
   */
  day: string;
  /**
   * the target share of updates within the target time
   */
  targetPercent: number;
  /**
   * the target time in minutes
   */
  targetMinutes: number;
  /**
   * the share achieved (null when no attempt)
   */
  achievedPercent: number | null;
  /**
   * updates attempted that day
   */
  count: number;
  /**
   * updates shown within the target time
   */
  withinTarget: number;
  /**
   * updates that failed
   */
  failed: number;
  /**
   * the 95th percentile of the delivery time that day, as the delivery figures give it (null when none)
   */
  p95: number | null;
}
/**
 * battery.lowListChanged: the list of a store's tags with a LOW battery changed (tags added, removed, or the list emptied); once per change.
 */
export interface BatteryLowListChanged {
  /**
   * the store
   */
  storeCode: string;
  /**
   * tags with a low battery now
   */
  count: number;
  /**
   * tag MACs new to the list (at most 20)
   *
   * @maxItems 20
   */
  added: string[];
  /**
   * tags new to the list
   */
  addedCount: number;
  /**
   * tag MACs gone from the list (at most 20)
   *
   * @maxItems 20
   */
  removed: string[];
  /**
   * tags gone from the list
   */
  removedCount: number;
}
/**
 * productFile.imported: a product file upload finished and applied at least one row.
 */
export interface ProductFileImported {
  /**
   * the upload's id (product file history)
   */
  uploadId: number;
  /**
   * the store
   */
  storeCode: string;
  /**
   * the file's name
   */
  fileName: string;
  /**
   * data rows read
   */
  rowsRead: number;
  /**
   * rows applied
   */
  rowsApplied: number;
  /**
   * rows refused (see the upload's errors in the console)
   */
  rowsRefused: number;
  /**
   * when the import finished
   */
  finishedAt: string;
}
/**
 * productFile.failed: a product file upload finished without applying any row (not UTF-8, no valid row, parser exception, the import failed).
 */
export interface ProductFileFailed {
  /**
   * the upload's id (product file history)
   */
  uploadId: number;
  /**
   * the store
   */
  storeCode: string;
  /**
   * the file's name
   */
  fileName: string;
  /**
   * data rows read
   */
  rowsRead: number;
  /**
   * rows refused
   */
  rowsRefused: number;
  /**
   * the first error (line 0 = the whole file)
   */
  error: string;
  /**
   * when the import finished
   */
  finishedAt: string;
}
/**
 * gateway.offline: a gateway (a simulated one, an OpenEPaperLink access point) went OFFLINE: once per outage, when the change is detected.
 */
export interface GatewayOffline {
  /**
   * the gateway's store
   */
  storeCode: string;
  /**
   * the gateway's MAC
   */
  gwMac: string;
  /**
   * the gateway's kind (null: a simulated or collected gateway, oepl: an OpenEPaperLink access point)
   */
  kind: string | null;
  /**
   * when the server found it OFFLINE
   */
  at: string;
}
/**
 * gateway.online: an OFFLINE gateway answers again: once per outage's end.
 */
export interface GatewayOnline {
  /**
   * the gateway's store
   */
  storeCode: string;
  /**
   * the gateway's MAC
   */
  gwMac: string;
  /**
   * when it was seen again
   */
  at: string;
  /**
   * the gateway's kind (null: a simulated or collected gateway, oepl: an OpenEPaperLink access point)
   */
  kind: string | null;
}
/**
 * webhook.test: the test event sent from the console ("send a test event") to check a receiver.
 */
export interface WebhookTest {
  /**
   * the subscription's id
   */
  subscriptionId: number;
  /**
   * a fixed text
   */
  message: string;
}
export interface AccountSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: AccountView[];
}
export interface AccountGetOneParams {
  email: string;
}
export interface AccountDeleteParams {
  email: string;
}
export interface AccountDeleteAnswer {}
export interface AccountLogoutAnswer {}
export interface AccountUnlockAnswer {}
export interface AlarmSystemSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: SystemAlarmRow[];
}
export interface AlarmContentGetParams {
  type: string;
}
export interface AlarmContentSaveParams {
  type: string;
}
export interface AlarmNotificationSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: AlarmNotificationSetting[];
}
export interface AmacSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.AmacPublic[];
}
export interface AmacDeleteParams {
  abstractCode: string;
}
export interface AmacDeleteAnswer {
  [k: string]: unknown;
}
export interface ApiTokenSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: ApiTokenRow[];
}
export interface ApiTokenRevokeParams {
  id: number;
}
export interface AppFileSearchAnswer {
  data: Entity.AppFilePublic[];
}
export interface AppFileDeleteParams {
  /**
   * the file's _id (not a number: 404)
   */
  _id: string;
}
export interface AppFileDeleteAnswer {}
export interface AppFileActivateParams {
  /**
   * the file's _id (not a number: 404)
   */
  _id: string;
}
export interface AppFileDownloadParams {
  /**
   * the file's _id (not a number: 404)
   */
  _id: string;
}
export interface AppFileUploadForm {
  file: Blob;
}
export interface BatteryForecastTagParams {
  storeCode: string;
  tagId: string;
}
export interface BatteryForecastTagCsvParams {
  storeCode: string;
}
export interface BatteryForecastSwapListParams {
  storeCode: string;
}
export interface BatteryForecastSwapListQuery {
  /**
   * thisWeek (default), nextWeek or thisMonth (another: 400 naming them)
   */
  within?: string;
}
export interface BatteryForecastTagSearchParams {
  storeCode: string;
}
export interface BatteryForecastTagSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: BatteryListRow[];
}
export interface BatteryStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: BatteryStoreSummary[];
}
export interface BatteryStoreSaveMailSettingBody {
  enabled: boolean;
}
export interface ChannelSettingGetOneQuery {
  storeCode: string;
}
export interface DashboardSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: DashboardView[];
}
export interface DashboardGetOneParams {
  id: number;
}
export interface DashboardUpdateParams {
  id: number;
}
export interface DashboardDeleteParams {
  id: number;
}
export interface DashboardDeleteAnswer {}
export interface DashboardDuplicateParams {
  id: number;
}
/**
 * a dashboard export file (dashboardFile.schema.json), checked by the server: a refused field is named in the message (panels: validation error)
 */
export interface DashboardImportBody {
  [k: string]: unknown;
}
/**
 * a StatsQuery (dashboard panels[].query): { entity, measure: { fn, field?, p? }, groupBy?, bucket?: { field, unit }, filters?, stores?, from?, to?, sort?, limit? }, checked by the server's stats query parser (docs/api.md, Custom dashboards)
 */
export interface DashboardStatsQueryBody {
  [k: string]: unknown;
}
export interface DashboardCatalogueAnswer {
  /**
   * @maxItems 1000
   */
  entities: CatalogueEntity[];
}
export interface DashboardFiguresParams {
  id: number;
}
/**
 * a StatsQuery (dashboard panels[].query): { entity, measure: { fn, field?, p? }, groupBy?, bucket?: { field, unit }, filters?, stores?, from?, to?, sort?, limit? }, checked by the server's stats query parser (docs/api.md, Custom dashboards)
 */
export interface DashboardFiguresBody {
  [k: string]: unknown;
}
export interface DashboardVersionsParams {
  id: number;
}
export interface DashboardVersionsQuery {
  start?: number;
  length?: number;
}
export interface DashboardVersionsAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: DashboardVersionRow[];
}
export interface DashboardVersionParams {
  id: number;
  version: number;
}
export interface DashboardRestoreParams {
  id: number;
  version: number;
}
export interface DashboardCopyStarterParams {
  key: string;
}
export interface DashboardAlertsParams {
  id: number;
}
export interface DeliveryStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: DeliveryStoreDay[];
}
export interface DeliveryStoreListQuery {
  /**
   * yyyy-mm-dd, default today (another: 400)
   */
  day?: string;
}
export interface DeliveryStoreDetailParams {
  storeCode: string;
}
export interface DeliveryStoreDetailQuery {
  /**
   * yyyy-mm-dd, default today (another: 400)
   */
  day?: string;
}
export interface DeliveryStoreCsvQuery {
  /**
   * yyyy-mm-dd, default today (another: 400)
   */
  day?: string;
}
export interface DeliveryStoreLateCsvParams {
  storeCode: string;
}
export interface DeliveryStoreLateCsvQuery {
  /**
   * yyyy-mm-dd, default today (another: 400)
   */
  day?: string;
  /**
   * gatewayOffline, weakSignal, lowBattery, timeout, tagBusy, refused (another: 400)
   */
  cause?: string;
}
export interface DeliveryStoreLateParams {
  storeCode: string;
}
export interface DeliveryStoreLateAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: DeliveryLateRow[];
}
export interface DownloadTaskStartAnswer {
  taskId: string;
}
export interface DownloadTaskPollParams {
  taskId: string;
}
export interface DownloadTaskFileParams {
  taskId: string;
}
export interface FamilyProductSearchParams {
  storeCode: string;
}
export interface FamilyProductSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: FamilyRow[];
}
export interface FamilyProductSearch2Answer {
  recordsTotal: number;
  recordsFiltered: number;
  data: FamilyRow[];
}
export interface FamilyProductOfProductParams {
  prCode: string;
  storeCode: string;
}
export interface FamilyProductOfProductAnswer {
  storeCode: string;
  prCode: string;
  /**
   * @maxItems 100000
   */
  data: FamilyRecord[];
}
export interface FamilyProductFindParams {
  fmPrCode: string;
  storeCode: string;
}
export interface FamilyProductFindInFirstStoreParams {
  fmPrCode: string;
}
/**
 * one family { storeCode, fmPrCode, prCodeList, layoutId, nfc } or { storeCode, family: [...] }; each family is checked by domain/familyRules.ts (the spec's messages)
 */
export interface FamilyProductSaveBody {
  storeCode: string;
  /**
   * @maxItems 20000
   *
   * Items: a family (checked by domain/familyRules.ts)
   */
  family?: {
    [k: string]: unknown;
  }[];
}
export interface FamilyProductImportFileBody {
  storeCode: string;
  /**
   * .csv or .txt
   */
  fileName: string;
  text: string;
}
export interface FamilyProductDeleteManyBody {
  storeCode: string;
  /**
   * the family codes (at least one)
   *
   * @maxItems 20000
   */
  fmPrCodeList: string[];
}
export interface GatewaySearchParams {
  storeCode: string;
}
export interface GatewaySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: GatewayRow[];
}
export interface GatewayGetOneParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewayOfStoreParams {
  storeCode: string;
}
export interface GatewayStoreConfigParams {
  storeCode: string;
}
export interface GatewayConfigParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewayUpdateParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewayUpdateAllParams {
  storeCode: string;
}
export interface GatewayRemoveParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewayRemoveAnswer {}
export interface GatewayLinkCheckParams {
  gwMac: string;
}
export interface GatewayRebootParams {
  gwMac: string;
}
export interface GatewayRegisterOeplParams {
  storeCode: string;
}
export interface GatewayUnregisterOeplParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewaySystemStatusParams {
  gwMac: string;
}
export interface GatewayAlarmSearchParams {
  gwMac: string;
}
export interface GatewayAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: AlarmHistoryRow[];
}
export interface GatewayPredefinedSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PredefinedRow[];
}
export interface GatewayPredefinedRemoveParams {
  gwMac: string;
}
export interface GatewayPredefinedRemoveAnswer {}
export interface IdentityProviderSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: IdentityProviderRow[];
}
export interface IdentityProviderUpdateParams {
  id: number;
}
export interface IdentityProviderDeleteParams {
  id: number;
}
export interface IdentityProviderDeleteAnswer {}
export interface IdentityProviderChoicesAnswer {
  data: SsoProviderChoice[];
}
export interface IdentityProviderStartParams {
  id: number;
}
/**
 * to the provider, or to /#/sso?error=<message key>
 */
export interface IdentityProviderStartAnswer302 {
  [k: string]: unknown;
}
export interface IdentityProviderCallbackQuery {
  state?: string;
  code?: string;
  error?: string;
  error_description?: string;
  iss?: string;
  session_state?: string;
}
/**
 * to /#/sso?code=<one-time code> or /#/sso?error=<message key>
 */
export interface IdentityProviderCallbackAnswer302 {
  [k: string]: unknown;
}
export interface LayoutNamesAnswer {
  /**
   * @maxItems 100000
   */
  data: LayoutName[];
}
export interface LoginHistorySearchParams {
  email: string;
}
export interface LoginHistorySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: LoginHistoryRow[];
}
export interface MailOutboxSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: MailOutboxRow[];
}
export interface PaperStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PaperStoreSummary[];
}
export interface PaperTaskSearchParams {
  storeCode: string;
}
export interface PaperTaskSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PaperTaskAnswer[];
}
export interface PaperTaskGetOneParams {
  _id: number;
  storeCode: string;
}
export interface PaperTaskRowSearchParams {
  /**
   * the paper task (paper_tasks._id; the foreign key in migration 610)
   */
  taskId: number;
  storeCode: string;
}
export interface PaperTaskRowSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PaperTaskLabel[];
}
export interface PaperUploadSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PaperUploadListRow[];
}
export interface PaperUploadGetOneParams {
  _id: number;
}
export interface PaperUploadUploadForm {
  storeCode: string;
  /**
   * the task's description; default the file name without its extension
   */
  taskDes?: string;
  file: Blob;
}
export interface PlusDeviceSearchParams {
  storeCode: string;
}
export interface PlusDeviceSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PlusDeviceRow[];
}
export interface PlusDeviceShowParams {
  storeCode: string;
  /**
   * the device's MAC (colons and dashes allowed; not a MAC: 400)
   */
  mac: string;
}
export interface PlusDeviceSaveShowParams {
  storeCode: string;
  /**
   * the device's MAC (colons and dashes allowed; not a MAC: 400)
   */
  mac: string;
}
export interface PlusDeviceApplyTemplateParams {
  storeCode: string;
}
export interface PlusDeviceApplyTemplateQuery {
  /**
   * false: devices already following it keep their show (else flag decides)
   */
  update?: boolean;
}
export interface PlusDevicePictureParams {
  storeCode: string;
  /**
   * the device's MAC (colons and dashes allowed; not a MAC: 400)
   */
  mac: string;
}
export interface PlusDevicePictureQuery {
  slide?: number;
}
export interface PlusDeviceGetParams {
  storeCode: string;
  /**
   * the device's MAC (not a MAC: 404)
   */
  mac: string;
}
export interface PlusDeviceRemoveParams {
  storeCode: string;
  /**
   * the device's MAC (not a MAC: 404)
   */
  mac: string;
}
export interface PlusDeviceRemoveAnswer {
  mac: string;
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
}
export interface PlusDeviceBlinkProductParams {
  storeCode: string;
}
export interface PlusDeviceBlinkProductBody {
  /**
   * the product code (a list: its first)
   */
  prCode?: string | string[];
}
export interface PlusDeviceBlinkProductAnswer {
  prCode: string;
  /**
   * @maxItems 100000
   */
  devList: string[];
  blinkUntil: string | null;
}
export interface PlusDeviceSearchByProductParams {
  storeCode: string;
  /**
   * blank or over 64 characters: 400
   */
  term: string;
}
export interface PlusDeviceShowInfoParams {
  storeCode: string;
}
export interface PlusDeviceShowInfoBody {
  /**
   * the devices: MACs or { mac } (at most 10,000; none: 400)
   *
   * @maxItems 100000
   */
  devList?: (
    | string
    | {
        mac?: string;
      }
  )[];
  /**
   * seconds
   */
  duration: number;
}
export interface PlusDeviceSyncParams {
  storeCode: string;
}
export interface PlusDeviceSyncBody {
  /**
   * the devices: MACs or { mac } (at most 10,000; none: 400)
   *
   * @maxItems 100000
   */
  devList?: (
    | string
    | {
        mac?: string;
      }
  )[];
}
export interface PlusDeviceSwitchModeParams {
  storeCode: string;
}
export interface PlusDeviceSwitchModeBody {
  /**
   * the devices: MACs or { mac }, or all (none: 400)
   */
  macList?:
    | string
    | (
        | string
        | {
            mac?: string;
          }
      )[];
  /**
   * 0 to 9 (checked by the handler)
   */
  mode?: number;
}
export interface PlusDeviceSetShowIdxParams {
  storeCode: string;
}
export interface PlusDeviceSetShowIdxBody {
  /**
   * the devices: MACs or { mac } (at most 10,000; none: 400)
   *
   * @maxItems 100000
   */
  macList?: (
    | string
    | {
        mac?: string;
      }
  )[];
  /**
   * 0 to 999 (checked by the handler)
   */
  showIdx?: number;
}
export interface PlusDeviceUnsetShowIdxParams {
  storeCode: string;
}
export interface PlusDeviceUnsetShowIdxBody {
  /**
   * the devices: MACs or { mac } (at most 10,000; none: 400)
   *
   * @maxItems 100000
   */
  macList?: (
    | string
    | {
        mac?: string;
      }
  )[];
}
export interface PlusMediaSearchParams {
  storeCode: string;
  /**
   * image, video or widget (another: 404)
   */
  type: string;
}
export interface PlusMediaSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PlusMediaRow[];
}
export interface PlusMediaUploadParams {
  storeCode: string;
  /**
   * image, video or widget (another: 404)
   */
  type: string;
}
export interface PlusMediaUploadQuery {
  /**
   * the id of the file it replaces (not one of the store's: 404)
   */
  id?: string;
}
export interface PlusMediaUploadAnswer {
  /**
   * @maxItems 100000
   */
  data: PlusMediaRow[];
}
export interface PlusMediaFileParams {
  storeCode: string;
  /**
   * image, video or widget (another: 404)
   */
  type: string;
  /**
   * the file's id (not a number: 404)
   */
  id: string;
}
export interface PlusMediaFileQuery {
  /**
   * 1: to show it (Content-Disposition inline)
   */
  inline?: string;
}
export interface PlusMediaThumbnailParams {
  storeCode: string;
  /**
   * the file's id (not a number: 404)
   */
  id: string;
}
export interface PlusMediaRemoveParams {
  storeCode: string;
  /**
   * image, video or widget (another: 404)
   */
  type: string;
  /**
   * the file's id (not a number: 404)
   */
  id: string;
}
export interface PlusMediaRemoveAnswer {}
export interface PlusMediaListParams {
  storeCode: string;
  /**
   * image, video or widget (another: 404)
   */
  type: string;
}
export interface PlusMediaListAnswer {
  /**
   * @maxItems 100000
   */
  data: PlusMediaRow[];
}
export interface PlusMediaUsedByParams {
  finder: string;
  /**
   * the file's id (not a number: 404)
   */
  id: string;
  storeCode: string;
}
export interface PlusMediaUsedByAnswer {
  /**
   * @maxItems 100000
   */
  data: UsingDevice[];
  /**
   * @maxItems 100000
   */
  templates: string[];
}
export interface PlusMediaStoreOverviewParams {
  /**
   * device, image, video, widget or template (another: 404)
   */
  kind: string;
}
export interface PlusMediaStoreOverviewAnswer {
  /**
   * @maxItems 100000
   */
  data: PlusStoreSummary[];
}
export interface PlusSettingGetParams {
  storeCode: string;
}
export interface PlusSettingSaveParams {
  storeCode: string;
}
export interface PlusSettingSaveBody {
  tz?: string | null;
  infoViewDuration?: number | null;
  defaultTemplate?: string | null;
}
export interface PlusSoftwareSearchParams {
  storeCode: string;
}
export interface PlusSoftwareSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: PlusSoftwareRow[];
}
export interface PlusSoftwareUploadParams {
  storeCode: string;
}
export interface PlusSoftwareUploadQuery {
  /**
   * the package it replaces (not one of the store's: 404)
   */
  id?: string;
}
export interface PlusSoftwareUploadApkParams {
  storeCode: string;
}
export interface PlusSoftwareUploadApkQuery {
  /**
   * the package it replaces (not one of the store's: 404)
   */
  id?: string;
}
export interface PlusSoftwareRemoveParams {
  storeCode: string;
  /**
   * the package's _id (not a number: 404)
   */
  id: string;
}
export interface PlusSoftwareRemoveAnswer {
  _id: number;
  message: string;
  messageKey: string;
  messageArgs?: {
    [k: string]: string | number;
  };
}
export interface PlusTemplateSearchParams {
  storeCode: string;
}
export interface PlusTemplateSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TemplateRow[];
}
export interface PlusTemplateGetParams {
  storeCode: string;
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
}
export interface PlusTemplateSaveParams {
  storeCode: string;
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
}
export interface PlusTemplateSaveQuery {
  /**
   * 1: create
   */
  create?: number;
  /**
   * 1: replace an existing one
   */
  overwrite?: number;
}
export interface PlusTemplateSaveBody {
  /**
   * 23.1 (default) or 35.4
   */
  size?: string;
  /**
   * the slides (checked by the handler: a problem names itself)
   *
   * @maxItems 10000
   */
  show?: unknown[];
}
export interface PlusTemplateRemoveParams {
  storeCode: string;
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
}
export interface PlusTemplateRemoveAnswer {}
export interface PlusTemplateRemoveManyParams {
  storeCode: string;
}
export interface PlusTemplateRemoveManyBody {
  /**
   * @maxItems 1000
   */
  idList: string[];
}
export interface PlusTemplateRemoveManyAnswer {
  count: number;
}
export interface PlusTemplateImportFileParams {
  storeCode: string;
}
export interface PlusTemplateImportFileQuery {
  replace?: string;
}
/**
 * the file's JSON (checked by the handler: 'Invalid file format')
 */
export interface PlusTemplateImportFileBody {
  [k: string]: unknown;
}
export interface PlusTemplateImportFileAnswer {
  /**
   * @maxItems 10000
   */
  data: TemplateRow[];
}
export interface PlusTemplateExportParams {
  storeCode: string;
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
}
export interface PlusTemplateListParams {
  storeCode: string;
}
export interface PlusTemplateListAnswer {
  /**
   * @maxItems 100000
   */
  data: TemplateRow[];
}
export interface PlusTemplateDevicesParams {
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
  storeCode: string;
}
export interface PlusTemplateDevicesAnswer {
  /**
   * @maxItems 100000
   */
  data: UsingDevice[];
}
export interface PlusTemplatePictureParams {
  storeCode: string;
  /**
   * the template's name (blank, too long or with / \\ ? # %: 400)
   */
  name: string;
}
export interface PlusTemplatePictureQuery {
  slide?: number;
}
export interface ProductSearchParams {
  storeCode: string;
}
export interface ProductSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: ProductRow[];
}
export interface ProductByCodesParams {
  storeCode: string;
}
export interface ProductByCodesAnswer {
  storeCode: string;
  /**
   * @maxItems 10000
   */
  data: ProductFound[];
  /**
   * @maxItems 10000
   */
  missing: string[];
}
export interface ProductPreviewEncodedBody {
  storeCode: string;
  /**
   * a paper layout id (domain/paperLayouts.ts): labels at its label size
   */
  paper?: string | null;
  /**
   * the labels (1 to 100)
   *
   * @maxItems 100
   */
  product: {
    prCode?: string | null;
    /**
     * @maxItems 255
     */
    prInfo?: string[] | null;
    layoutId?: string | null;
    tagType?: string | null;
    nfc?: string | null;
    page?: number | null;
  }[];
}
export interface ProductPreviewEncodedAnswer {
  /**
   * @maxItems 100
   */
  data: string[];
}
export interface ProductFindParams {
  prCode: string;
  storeCode: string;
}
export interface ProductSaveBody {
  /**
   * the console's -1 (ignored)
   */
  taskId?: number | string | null;
  /**
   * the task this change follows (-1 or null: none)
   */
  priorTaskId?: number | null;
  storeCode: string;
  /**
   * the products (at least one)
   *
   * @maxItems 100000
   *
   * Items: a product of x-forms.productItem (checked by its generated validator: the spec's messages)
   */
  product: {
    [k: string]: unknown;
  }[];
}
export interface ProductDeleteManyBody {
  storeCode: string;
  prCodeList: ProductCodeList;
}
export interface ProductRemoveUnusedBody {
  storeCode: string;
  prCodeList?: ProductCodeList | null;
}
export interface ProductImageParams {
  prCode: string;
  storeCode: string;
}
export interface ProductImageQuery {
  /**
   * the tag type whose panel the label is drawn for
   */
  tagType?: string;
  /**
   * the update task whose snapshot is drawn
   */
  taskId?: number;
  page?: number;
}
export interface ProductStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: ProductStoreEntry[];
}
export interface ProductStoreListAnswer {
  /**
   * @maxItems 100000
   */
  data: ProductStoreEntry[];
}
export interface ProductUpdateProductHistoryParams {
  storeCode: string;
  prCode: string;
}
export interface ProductUpdateProductHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: ProductHistoryRow[];
}
export interface ProductUploadSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: ProductUploadRow[];
}
export interface ProductUploadGetOneParams {
  _id: number;
}
export interface ProductUploadUploadForm {
  storeCode: string;
  file: Blob;
}
export interface PromotionSearchParams {
  storeCode: string;
}
export interface PromotionSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: StorePromotion[];
}
export interface PromotionTypesAnswer {
  /**
   * @maxItems 100
   */
  data: PromotionType[];
}
export interface PromotionOfStoreParams {
  storeCode: string;
}
export interface PromotionSaveParams {
  storeCode: string;
}
export interface PromotionSaveBody {
  /**
   * @maxItems 10000
   */
  data: {
    [k: string]: unknown;
  }[];
}
export interface RoleSearchAnswer {
  data: RoleView[];
}
export interface RoleGetOneParams {
  /**
   * a role id (not a whole number from 0: 404; past the PostgreSQL integers: 400)
   */
  role_id: string;
}
export interface RoleDeleteParams {
  /**
   * a role id (not a whole number from 0: 404; past the PostgreSQL integers: 400)
   */
  role_id: string;
}
export interface RoleDeleteAnswer {}
export interface RolloutStoreSearchParams {
  rolloutId: number;
}
export interface RolloutStoreSearchAnswer {
  data: RolloutStoreProgress[];
}
export interface RolloutStoreRolloutsAnswer {
  /**
   * @maxItems 100
   */
  data: RolloutSummary[];
}
export interface RolloutStoreRolloutParams {
  id: number;
}
export interface RolloutStorePauseParams {
  id: number;
}
export interface RolloutStoreResumeParams {
  id: number;
}
export interface RolloutStoreRollbackParams {
  id: number;
}
export interface RolloutStoreUploadForm {
  file: Blob;
}
export interface SecondCodeSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: SecondCodeRow[];
}
export interface SensorSearchParams {
  storeCode: string;
}
export interface SensorSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.SensorPublic[];
}
export interface SensorHistoryParams {
  storeCode: string;
  sensorMac: string;
}
export interface SensorAlarmSearchParams {
  storeCode: string;
  sensorMac: string;
}
export interface SensorAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: AlarmHistoryRow[];
}
export interface SensorStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: SensorStoreSummary[];
}
export interface ServerGetOneParams {
  id: string;
}
export interface ServerDeleteParams {
  id: string;
}
export interface ServerDeleteAnswer {
  [k: string]: unknown;
}
export interface ServerHistoryParams {
  id: string;
}
export interface ServerAlarmSearchParams {
  serverId: string;
}
export interface ServerAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: AlarmHistoryRow[];
}
export interface StoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.StorePublic[];
}
export interface StoreGetOneParams {
  storeCode: string;
}
export interface StoreDeleteParams {
  storeCode: string;
}
export interface StoreDeleteAnswer {
  [k: string]: unknown;
}
export interface StoreExportParams {
  storeCode: string;
}
export interface StoreMigrateForm {
  files: Blob;
}
export interface StoreDashboardQuery {
  /**
   * the refresh the console asks for (echoed)
   */
  t?: string;
  /**
   * store codes, comma separated
   */
  stores?: string;
}
export interface StoreExceptionsParams {
  storeCode: string;
}
export interface StoreConfigSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.StorePublic[];
}
export interface StoreStatusListAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.StorePublic[];
}
export interface StoreOptionsAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: StoreOption[];
}
export interface TagSearchParams {
  storeCode: string;
}
export interface TagSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagRow[];
}
export interface TagStoreListSearchParams {
  storeCode: string;
}
export interface TagStoreListSearchQuery {
  prCode?: string;
}
export interface TagStoreListSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagRow[];
}
export interface TagAvailabilitySearchQuery {
  prCode?: string;
}
export interface TagAvailabilitySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagRow[];
}
export interface TagUpdateHistoryParams {
  storeCode: string;
  tagId: string;
}
export interface TagUpdateHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagUpdateHistoryRow[];
}
export interface TagBatteryHistoryParams {
  storeCode: string;
  tagId: string;
}
export interface TagBatteryHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagBatterySample[];
}
export interface TagResetHistoryParams {
  storeCode: string;
  tagId: string;
}
export interface TagResetHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagResetSample[];
}
export interface TagTemperatureHistoryParams {
  storeCode: string;
  tagId: string;
}
export interface TagTemperatureHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagTemperatureSample[];
}
export interface TagAlarmHistoryParams {
  storeCode: string;
  /**
   * the tag's MAC
   */
  tagId: string;
}
export interface TagAlarmHistoryAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagAlarmRow[];
}
export interface TagProductTagsParams {
  prCode: string;
  storeCode: string;
}
export interface TagStoreStatsAnswer {
  /**
   * @maxItems 100000
   */
  data: StoreTagStats[];
}
export interface TagTypeInfoAnswer {
  /**
   * @maxItems 1000
   */
  data: TagTypeInfo[];
}
export interface TagTypesInUseAnswer {
  /**
   * @maxItems 1000
   */
  data: (
    | TagTypeInfo
    | {
        tagType: string;
      }
  )[];
}
export interface TagPreviewParams {
  storeCode: string;
  tagId: string;
}
export interface TagPreviewQuery {
  t?: number;
}
export interface TagCollectingStoresAnswer {
  /**
   * @maxItems 100000
   */
  storeList: CollectingStore[];
}
export interface TagStopStatusCheckAnswer {
  storeCode: string;
  stopped: boolean;
}
export interface TagExceptionListParams {
  store: string;
  /**
   * error, noproduct, lowbattery or duplicate (another: 404)
   */
  kind: string;
}
export interface TagExceptionListAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagExceptionRow[];
}
export interface TagExceptionSearchParams {
  store: string;
  /**
   * error, noproduct, lowbattery or duplicate (another: 404)
   */
  kind: string;
}
export interface TagExceptionSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TagExceptionRow[];
}
export interface TagStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: StoreTagStats[];
}
export interface TwoFactorDisableAnswer {}
export interface TwoFactorResetAnswer {}
export interface UpdateTaskProductUpdateTaskTagsParams {
  storeCode: string;
  /**
   * the task id
   */
  taskId: string;
}
export interface UpdateTaskProductUpdateTaskTagsAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TaskTagRow[];
}
export interface UpdateTaskAllTasksAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TaskRow[];
}
export interface UpdateTaskStoreTasksParams {
  storeCode: string;
  /**
   * a task type (ASSIGN ... LAYOUT, UPDATE), or a task id
   */
  taskType: string;
}
export interface UpdateTaskStoreTasksAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: (TaskRow | TaskTagRow)[];
}
export interface UpdateTaskFailedTagsParams {
  storeCode: string;
  /**
   * the task id
   */
  taskType: string;
}
export interface UpdateTaskFailedTagsAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TaskTagRow[];
}
export interface UpdateTaskProductUpdateTasksParams {
  storeCode: string;
}
export interface UpdateTaskProductUpdateTasksAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: TaskRow[];
}
export interface UpdateTaskFailListBody {
  storeCode: string;
  taskId: number | string;
  /**
   * a list, or a comma list in one text
   *
   * @maxItems 100000
   */
  tagMacList?: (string | number)[] | string | null;
  /**
   * a list, or a comma list in one text
   *
   * @maxItems 100000
   */
  tagIdList?: (string | number)[] | string | null;
}
export interface UpdateTaskFailListAnswer {
  storeCode: string;
  taskId: number;
  data: TaskTagRow[];
}
export interface UpdateTaskRefreshBody {
  storeCode: string;
  internalTaskId: number;
}
export interface UpdateTaskRevertParams {
  taskId: number;
  storeCode: string;
}
export interface UserScriptThirdPartyAuthRestoreParams {
  id: number;
}
export interface UserScriptPaperParserGetParams {
  target: string;
}
export interface UserScriptPaperParserSaveParams {
  target: string;
}
export interface UserScriptPaperParserRunParams {
  target: string;
}
export interface UserScriptPaperParserVersionsParams {
  target: string;
}
export interface UserScriptPaperParserRestoreParams {
  target: string;
  id: number;
}
export interface UserScriptProductFileParserGetParams {
  target: string;
}
export interface UserScriptProductFileParserSaveParams {
  target: string;
}
export interface UserScriptProductFileParserRunParams {
  target: string;
}
export interface UserScriptProductFileParserVersionsParams {
  target: string;
}
export interface UserScriptProductFileParserRestoreParams {
  target: string;
  id: number;
}
export interface UserScriptTagDataDecoratorGetParams {
  target: string;
}
export interface UserScriptTagDataDecoratorSaveParams {
  target: string;
}
export interface UserScriptTagDataDecoratorRunParams {
  target: string;
}
export interface UserScriptTagDataDecoratorVersionsParams {
  target: string;
}
export interface UserScriptTagDataDecoratorRestoreParams {
  target: string;
  id: number;
}
export interface UserScriptPlusDataDecoratorGetParams {
  target: string;
}
export interface UserScriptPlusDataDecoratorSaveParams {
  target: string;
}
export interface UserScriptPlusDataDecoratorRunParams {
  target: string;
}
export interface UserScriptPlusDataDecoratorVersionsParams {
  target: string;
}
export interface UserScriptPlusDataDecoratorRestoreParams {
  target: string;
  id: number;
}
export interface WebhookSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: WebhookView[];
}
export interface WebhookUpdateParams {
  id: number;
}
export interface WebhookDeleteParams {
  id: number;
}
export interface WebhookDeleteAnswer {}
export interface WebhookRotateSecretParams {
  id: number;
}
export interface WebhookSendTestParams {
  id: number;
}
export interface WebhookDeliverySearchParams {
  id: number;
}
export interface WebhookDeliverySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: WebhookDeliveryRow[];
}
export interface WebhookDeliveryResendParams {
  id: number;
}

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
  'account.search': {
    body: AccountSearchBody;
    answers: { 200: AccountSearchAnswer; };
  };
  'account.getOne': {
    params: AccountGetOneParams;
    answers: { 200: AccountGetOneAnswer; };
  };
  'account.create': {
    body: AccountCreateBody;
    answers: { 200: AccountCreateAnswer; };
  };
  'account.update': {
    body: AccountUpdateBody;
    answers: { 200: AccountUpdateAnswer; };
  };
  'account.delete': {
    params: AccountDeleteParams;
    answers: { 200: AccountDeleteAnswer; };
  };
  'account.login': {
    body: AccountLoginBody;
    answers: { 200: AccountLoginAnswer; };
  };
  'account.session': {
    answers: { 200: AccountSessionAnswer; };
  };
  'account.logout': {
    answers: { 200: AccountLogoutAnswer; };
  };
  'account.unlock': {
    body: AccountUnlockBody;
    answers: { 200: AccountUnlockAnswer; };
  };
  'account.reset': {
    body: AccountResetBody;
    answers: { 200: AccountResetAnswer; };
  };
  'account.forgetPassword': {
    body: AccountForgetPasswordBody;
    answers: { 200: AccountForgetPasswordAnswer; };
  };
  'account.resetPassword': {
    body: AccountResetPasswordBody;
    answers: { 200: AccountResetPasswordAnswer; };
  };
  'account.signup': {
    body: AccountSignupBody;
    answers: { 200: AccountSignupAnswer; };
  };
  'alarm.systemSearch': {
    body: AlarmSystemSearchBody;
    answers: { 200: AlarmSystemSearchAnswer; };
  };
  'alarmContent.list': {
    answers: { 200: AlarmContentListAnswer; };
  };
  'alarmContent.get': {
    params: AlarmContentGetParams;
    answers: { 200: AlarmContentGetAnswer; };
  };
  'alarmContent.save': {
    params: AlarmContentSaveParams;
    body: AlarmContentSaveBody;
    answers: { 200: AlarmContentSaveAnswer; };
  };
  'alarmContent.saveNamed': {
    body: AlarmContentSaveNamedBody;
    answers: { 200: AlarmContentSaveNamedAnswer; };
  };
  'alarmNotification.search': {
    body: AlarmNotificationSearchBody;
    answers: { 200: AlarmNotificationSearchAnswer; };
  };
  'alarmNotification.list': {
    answers: { 200: AlarmNotificationListAnswer; };
  };
  'alarmNotification.save': {
    body: AlarmNotificationSaveBody;
    answers: { 200: AlarmNotificationSaveAnswer; };
  };
  'alarmSetting.config': {
    answers: { 200: AlarmSettingConfigAnswer; };
  };
  'alarmSetting.get': {
    answers: { 200: AlarmSettingGetAnswer; };
  };
  'alarmSetting.save': {
    body: AlarmSettingSaveBody;
    answers: { 200: AlarmSettingSaveAnswer; };
  };
  'alias.get': {
    answers: { 200: AliasGetAnswer; };
  };
  'alias.save': {
    body: AliasSaveBody;
    answers: { 200: AliasSaveAnswer; };
  };
  'amac.search': {
    body: AmacSearchBody;
    answers: { 200: AmacSearchAnswer; };
  };
  'amac.create': {
    body: AmacCreateBody;
    answers: { 201: AmacCreateAnswer; };
  };
  'amac.update': {
    body: AmacUpdateBody;
    answers: { 200: AmacUpdateAnswer; };
  };
  'amac.delete': {
    params: AmacDeleteParams;
    answers: { 200: AmacDeleteAnswer; };
  };
  'amac.list': {
    answers: { 200: AmacListAnswer; };
  };
  'apiToken.search': {
    body: ApiTokenSearchBody;
    answers: { 200: ApiTokenSearchAnswer; };
  };
  'apiToken.create': {
    body: ApiTokenCreateBody;
    answers: { 200: ApiTokenCreateAnswer; };
  };
  'apiToken.revoke': {
    params: ApiTokenRevokeParams;
    answers: { 200: ApiTokenRevokeAnswer; };
  };
  'appFile.search': {
    answers: { 200: AppFileSearchAnswer; };
  };
  'appFile.delete': {
    params: AppFileDeleteParams;
    answers: { 200: AppFileDeleteAnswer; };
  };
  'appFile.activate': {
    params: AppFileActivateParams;
    answers: { 200: AppFileActivateAnswer; };
  };
  'appFile.download': {
    params: AppFileDownloadParams;
    answers: { 200: unknown; };
  };
  'appFile.upload': {
    form: AppFileUploadForm;
    answers: { 200: AppFileUploadAnswer; };
  };
  'auditLog.search': {
    body: AuditLogSearchBody;
    answers: { 200: AuditLogSearchAnswer; };
  };
  'auditLog.export': {
    body: AuditLogExportBody;
    answers: { 200: unknown; };
  };
  'backup.download': {
    answers: { 200: unknown; };
  };
  'batteryForecast.tag': {
    params: BatteryForecastTagParams;
    answers: { 200: BatteryForecastTagAnswer; };
  };
  'batteryForecast.tagCsv': {
    params: BatteryForecastTagCsvParams;
    answers: { 200: unknown; };
  };
  'batteryForecast.swapList': {
    params: BatteryForecastSwapListParams;
    query: BatteryForecastSwapListQuery;
    answers: { 200: BatteryForecastSwapListAnswer; };
  };
  'batteryForecast.tagSearch': {
    params: BatteryForecastTagSearchParams;
    body: BatteryForecastTagSearchBody;
    answers: { 200: BatteryForecastTagSearchAnswer; };
  };
  'batteryStore.search': {
    body: BatteryStoreSearchBody;
    answers: { 200: BatteryStoreSearchAnswer; };
  };
  'batteryStore.list': {
    answers: { 200: BatteryStoreListAnswer; };
  };
  'batteryStore.csv': {
    answers: { 200: unknown; };
  };
  'batteryStore.mailSetting': {
    answers: { 200: BatteryStoreMailSettingAnswer; };
  };
  'batteryStore.saveMailSetting': {
    body: BatteryStoreSaveMailSettingBody;
    answers: { 200: BatteryStoreSaveMailSettingAnswer; };
  };
  'channelSetting.getOne': {
    query: ChannelSettingGetOneQuery;
    answers: { 200: ChannelSettingGetOneAnswer; };
  };
  'channelSetting.create': {
    body: ChannelSettingCreateBody;
    answers: { 200: ChannelSettingCreateAnswer; };
  };
  'dashboard.search': {
    body: DashboardSearchBody;
    answers: { 200: DashboardSearchAnswer; };
  };
  'dashboard.getOne': {
    params: DashboardGetOneParams;
    answers: { 200: DashboardGetOneAnswer; };
  };
  'dashboard.create': {
    body: DashboardCreateBody;
    answers: { 201: DashboardCreateAnswer; };
  };
  'dashboard.update': {
    params: DashboardUpdateParams;
    body: DashboardUpdateBody;
    answers: { 200: DashboardUpdateAnswer; };
  };
  'dashboard.delete': {
    params: DashboardDeleteParams;
    answers: { 200: DashboardDeleteAnswer; };
  };
  'dashboard.duplicate': {
    params: DashboardDuplicateParams;
    body: DashboardDuplicateBody;
    answers: { 201: DashboardDuplicateAnswer; };
  };
  'dashboard.import': {
    body: DashboardImportBody;
    answers: { 201: DashboardImportAnswer; };
  };
  'dashboard.statsQuery': {
    body: DashboardStatsQueryBody;
    answers: { 200: DashboardStatsQueryAnswer; };
  };
  'dashboard.catalogue': {
    answers: { 200: DashboardCatalogueAnswer; };
  };
  'dashboard.figures': {
    params: DashboardFiguresParams;
    body: DashboardFiguresBody;
    answers: { 200: DashboardFiguresAnswer; };
  };
  'dashboard.shareRoles': {
    answers: { 200: DashboardShareRolesAnswer; };
  };
  'dashboard.versions': {
    params: DashboardVersionsParams;
    query: DashboardVersionsQuery;
    answers: { 200: DashboardVersionsAnswer; };
  };
  'dashboard.version': {
    params: DashboardVersionParams;
    answers: { 200: DashboardVersionAnswer; };
  };
  'dashboard.restore': {
    params: DashboardRestoreParams;
    answers: { 200: DashboardRestoreAnswer; };
  };
  'dashboard.starters': {
    answers: { 200: DashboardStartersAnswer; };
  };
  'dashboard.copyStarter': {
    params: DashboardCopyStarterParams;
    body: DashboardCopyStarterBody;
    answers: { 201: DashboardCopyStarterAnswer; };
  };
  'dashboard.alerts': {
    params: DashboardAlertsParams;
    answers: { 200: DashboardAlertsAnswer; };
  };
  'deliveryStore.search': {
    body: DeliveryStoreSearchBody;
    answers: { 200: DeliveryStoreSearchAnswer; };
  };
  'deliveryStore.list': {
    query: DeliveryStoreListQuery;
    answers: { 200: DeliveryStoreListAnswer; };
  };
  'deliveryStore.detail': {
    params: DeliveryStoreDetailParams;
    query: DeliveryStoreDetailQuery;
    answers: { 200: DeliveryStoreDetailAnswer; };
  };
  'deliveryStore.csv': {
    query: DeliveryStoreCsvQuery;
    answers: { 200: unknown; };
  };
  'deliveryStore.lateCsv': {
    params: DeliveryStoreLateCsvParams;
    query: DeliveryStoreLateCsvQuery;
    answers: { 200: unknown; };
  };
  'deliveryStore.late': {
    params: DeliveryStoreLateParams;
    body: DeliveryStoreLateBody;
    answers: { 200: DeliveryStoreLateAnswer; };
  };
  'downloadTask.start': {
    body: DownloadTaskStartBody;
    answers: { 200: DownloadTaskStartAnswer; };
  };
  'downloadTask.poll': {
    params: DownloadTaskPollParams;
    answers: { 200: DownloadTaskPollAnswer; };
  };
  'downloadTask.file': {
    params: DownloadTaskFileParams;
    answers: { 200: unknown; };
  };
  'familyProduct.search': {
    params: FamilyProductSearchParams;
    body: FamilyProductSearchBody;
    answers: { 200: FamilyProductSearchAnswer; };
  };
  'familyProduct.search2': {
    body: FamilyProductSearch2Body;
    answers: { 200: FamilyProductSearch2Answer; };
  };
  'familyProduct.ofProduct': {
    params: FamilyProductOfProductParams;
    answers: { 200: FamilyProductOfProductAnswer; };
  };
  'familyProduct.find': {
    params: FamilyProductFindParams;
    answers: { 200: FamilyProductFindAnswer; };
  };
  'familyProduct.findInFirstStore': {
    params: FamilyProductFindInFirstStoreParams;
    answers: { 200: FamilyProductFindInFirstStoreAnswer; };
  };
  'familyProduct.save': {
    body: FamilyProductSaveBody;
    answers: { 200: FamilyProductSaveAnswer; };
  };
  'familyProduct.importFile': {
    body: FamilyProductImportFileBody;
    answers: { 200: FamilyProductImportFileAnswer; 400: FamilyProductImportFileAnswer400; };
  };
  'familyProduct.deleteMany': {
    body: FamilyProductDeleteManyBody;
    answers: { 200: FamilyProductDeleteManyAnswer; };
  };
  'gateway.search': {
    params: GatewaySearchParams;
    body: GatewaySearchBody;
    answers: { 200: GatewaySearchAnswer; };
  };
  'gateway.getOne': {
    params: GatewayGetOneParams;
    answers: { 200: GatewayGetOneAnswer; };
  };
  'gateway.ofStore': {
    params: GatewayOfStoreParams;
    answers: { 200: GatewayOfStoreAnswer; };
  };
  'gateway.storeConfig': {
    params: GatewayStoreConfigParams;
    answers: { 200: GatewayStoreConfigAnswer; };
  };
  'gateway.config': {
    params: GatewayConfigParams;
    answers: { 200: GatewayConfigAnswer; };
  };
  'gateway.update': {
    params: GatewayUpdateParams;
    body: GatewayUpdateBody;
    answers: { 200: GatewayUpdateAnswer; };
  };
  'gateway.updateAll': {
    params: GatewayUpdateAllParams;
    body: GatewayUpdateAllBody;
    answers: { 200: GatewayUpdateAllAnswer; };
  };
  'gateway.remove': {
    params: GatewayRemoveParams;
    answers: { 200: GatewayRemoveAnswer; };
  };
  'gateway.linkCheck': {
    params: GatewayLinkCheckParams;
    answers: { 200: GatewayLinkCheckAnswer; };
  };
  'gateway.reboot': {
    params: GatewayRebootParams;
    answers: { 200: GatewayRebootAnswer; };
  };
  'gateway.registerOepl': {
    params: GatewayRegisterOeplParams;
    body: GatewayRegisterOeplBody;
    answers: { 201: GatewayRegisterOeplAnswer; };
  };
  'gateway.unregisterOepl': {
    params: GatewayUnregisterOeplParams;
    answers: { 200: GatewayUnregisterOeplAnswer; };
  };
  'gateway.systemStatus': {
    params: GatewaySystemStatusParams;
    query: GatewaySystemStatusQuery;
    answers: { 200: GatewaySystemStatusAnswer; };
  };
  'gatewayAlarm.search': {
    params: GatewayAlarmSearchParams;
    body: GatewayAlarmSearchBody;
    answers: { 200: GatewayAlarmSearchAnswer; };
  };
  'gatewayPredefined.search': {
    query: GatewayPredefinedSearchQuery;
    answers: { 200: GatewayPredefinedSearchAnswer; };
  };
  'gatewayPredefined.create': {
    body: GatewayPredefinedCreateBody;
    answers: { 200: GatewayPredefinedCreateAnswer; };
  };
  'gatewayPredefined.remove': {
    params: GatewayPredefinedRemoveParams;
    answers: { 200: GatewayPredefinedRemoveAnswer; };
  };
  'health.live': {
    answers: { 200: HealthLiveAnswer; };
  };
  'health.ready': {
    answers: { 200: HealthReadyAnswer; 503: HealthReadyAnswer503; };
  };
  'identityProvider.search': {
    body: IdentityProviderSearchBody;
    answers: { 200: IdentityProviderSearchAnswer; };
  };
  'identityProvider.create': {
    body: IdentityProviderCreateBody;
    answers: { 200: IdentityProviderCreateAnswer; };
  };
  'identityProvider.update': {
    params: IdentityProviderUpdateParams;
    body: IdentityProviderUpdateBody;
    answers: { 200: IdentityProviderUpdateAnswer; };
  };
  'identityProvider.delete': {
    params: IdentityProviderDeleteParams;
    answers: { 200: IdentityProviderDeleteAnswer; };
  };
  'identityProvider.choices': {
    answers: { 200: IdentityProviderChoicesAnswer; };
  };
  'identityProvider.start': {
    params: IdentityProviderStartParams;
    answers: { 302: IdentityProviderStartAnswer302; };
  };
  'identityProvider.callback': {
    query: IdentityProviderCallbackQuery;
    answers: { 302: IdentityProviderCallbackAnswer302; };
  };
  'identityProvider.exchange': {
    body: IdentityProviderExchangeBody;
    answers: { 200: IdentityProviderExchangeAnswer; };
  };
  'layout.paperNames': {
    answers: { 200: LayoutPaperNamesAnswer; };
  };
  'layout.names': {
    answers: { 200: LayoutNamesAnswer; };
  };
  'loginHistory.search': {
    params: LoginHistorySearchParams;
    body: LoginHistorySearchBody;
    answers: { 200: LoginHistorySearchAnswer; };
  };
  'mailOutbox.search': {
    body: MailOutboxSearchBody;
    answers: { 200: MailOutboxSearchAnswer; };
  };
  'paperStore.search': {
    body: PaperStoreSearchBody;
    answers: { 200: PaperStoreSearchAnswer; };
  };
  'paperStore.list': {
    answers: { 200: PaperStoreListAnswer; };
  };
  'paperTask.search': {
    params: PaperTaskSearchParams;
    body: PaperTaskSearchBody;
    answers: { 200: PaperTaskSearchAnswer; };
  };
  'paperTask.getOne': {
    params: PaperTaskGetOneParams;
    answers: { 200: PaperTaskGetOneAnswer; };
  };
  'paperTaskRow.search': {
    params: PaperTaskRowSearchParams;
    body: PaperTaskRowSearchBody;
    answers: { 200: PaperTaskRowSearchAnswer; };
  };
  'paperUpload.search': {
    body: PaperUploadSearchBody;
    answers: { 200: PaperUploadSearchAnswer; };
  };
  'paperUpload.getOne': {
    params: PaperUploadGetOneParams;
    answers: { 200: PaperUploadGetOneAnswer; };
  };
  'paperUpload.upload': {
    form: PaperUploadUploadForm;
    answers: { 200: PaperUploadUploadAnswer; };
  };
  'plusDevice.search': {
    params: PlusDeviceSearchParams;
    body: PlusDeviceSearchBody;
    answers: { 200: PlusDeviceSearchAnswer; };
  };
  'plusDevice.show': {
    params: PlusDeviceShowParams;
    answers: { 200: PlusDeviceShowAnswer; };
  };
  'plusDevice.saveShow': {
    params: PlusDeviceSaveShowParams;
    body: PlusDeviceSaveShowBody;
    answers: { 200: PlusDeviceSaveShowAnswer; };
  };
  'plusDevice.applyTemplate': {
    params: PlusDeviceApplyTemplateParams;
    query: PlusDeviceApplyTemplateQuery;
    body: PlusDeviceApplyTemplateBody;
    answers: { 200: PlusDeviceApplyTemplateAnswer; 400: PlusDeviceApplyTemplateAnswer400; 404: PlusDeviceApplyTemplateAnswer404; };
  };
  'plusDevice.picture': {
    params: PlusDevicePictureParams;
    query: PlusDevicePictureQuery;
    answers: { 200: unknown; };
  };
  'plusDevice.get': {
    params: PlusDeviceGetParams;
    answers: { 200: PlusDeviceGetAnswer; };
  };
  'plusDevice.saveConfig': {
    body: PlusDeviceSaveConfigBody;
    answers: { 200: PlusDeviceSaveConfigAnswer; };
  };
  'plusDevice.remove': {
    params: PlusDeviceRemoveParams;
    answers: { 200: PlusDeviceRemoveAnswer; };
  };
  'plusDevice.assign': {
    body: PlusDeviceAssignBody;
    answers: { 200: PlusDeviceAssignAnswer; };
  };
  'plusDevice.deassign': {
    body: PlusDeviceDeassignBody;
    answers: { 200: PlusDeviceDeassignAnswer; };
  };
  'plusDevice.blinkProduct': {
    params: PlusDeviceBlinkProductParams;
    body: PlusDeviceBlinkProductBody;
    answers: { 200: PlusDeviceBlinkProductAnswer; };
  };
  'plusDevice.searchByProduct': {
    params: PlusDeviceSearchByProductParams;
    answers: { 200: PlusDeviceSearchByProductAnswer; };
  };
  'plusDevice.showInfo': {
    params: PlusDeviceShowInfoParams;
    body: PlusDeviceShowInfoBody;
    answers: { 200: PlusDeviceShowInfoAnswer; };
  };
  'plusDevice.sync': {
    params: PlusDeviceSyncParams;
    body: PlusDeviceSyncBody;
    answers: { 200: PlusDeviceSyncAnswer; };
  };
  'plusDevice.switchMode': {
    params: PlusDeviceSwitchModeParams;
    body: PlusDeviceSwitchModeBody;
    answers: { 200: PlusDeviceSwitchModeAnswer; };
  };
  'plusDevice.setShowIdx': {
    params: PlusDeviceSetShowIdxParams;
    body: PlusDeviceSetShowIdxBody;
    answers: { 200: PlusDeviceSetShowIdxAnswer; };
  };
  'plusDevice.unsetShowIdx': {
    params: PlusDeviceUnsetShowIdxParams;
    body: PlusDeviceUnsetShowIdxBody;
    answers: { 200: PlusDeviceUnsetShowIdxAnswer; };
  };
  'plusMedia.search': {
    params: PlusMediaSearchParams;
    body: PlusMediaSearchBody;
    answers: { 200: PlusMediaSearchAnswer; };
  };
  'plusMedia.upload': {
    params: PlusMediaUploadParams;
    query: PlusMediaUploadQuery;
    form: PlusMediaUploadForm;
    answers: { 200: PlusMediaUploadAnswer; };
  };
  'plusMedia.file': {
    params: PlusMediaFileParams;
    query: PlusMediaFileQuery;
    answers: { 200: unknown; };
  };
  'plusMedia.thumbnail': {
    params: PlusMediaThumbnailParams;
    answers: { 200: unknown; };
  };
  'plusMedia.remove': {
    params: PlusMediaRemoveParams;
    answers: { 200: PlusMediaRemoveAnswer; 409: PlusMediaRemoveAnswer409; };
  };
  'plusMedia.list': {
    params: PlusMediaListParams;
    answers: { 200: PlusMediaListAnswer; };
  };
  'plusMedia.usedBy': {
    params: PlusMediaUsedByParams;
    answers: { 200: PlusMediaUsedByAnswer; };
  };
  'plusMediaStore.overview': {
    params: PlusMediaStoreOverviewParams;
    answers: { 200: PlusMediaStoreOverviewAnswer; };
  };
  'plusSetting.get': {
    params: PlusSettingGetParams;
    answers: { 200: PlusSettingGetAnswer; };
  };
  'plusSetting.save': {
    params: PlusSettingSaveParams;
    body: PlusSettingSaveBody;
    answers: { 200: PlusSettingSaveAnswer; };
  };
  'plusSoftware.search': {
    params: PlusSoftwareSearchParams;
    body: PlusSoftwareSearchBody;
    answers: { 200: PlusSoftwareSearchAnswer; };
  };
  'plusSoftware.upload': {
    params: PlusSoftwareUploadParams;
    query: PlusSoftwareUploadQuery;
    form: PlusSoftwareUploadForm;
    answers: { 200: PlusSoftwareUploadAnswer; };
  };
  'plusSoftware.uploadApk': {
    params: PlusSoftwareUploadApkParams;
    query: PlusSoftwareUploadApkQuery;
    form: PlusSoftwareUploadApkForm;
    answers: { 200: PlusSoftwareUploadApkAnswer; };
  };
  'plusSoftware.remove': {
    params: PlusSoftwareRemoveParams;
    answers: { 200: PlusSoftwareRemoveAnswer; };
  };
  'plusTemplate.search': {
    params: PlusTemplateSearchParams;
    body: PlusTemplateSearchBody;
    answers: { 200: PlusTemplateSearchAnswer; };
  };
  'plusTemplate.get': {
    params: PlusTemplateGetParams;
    answers: { 200: PlusTemplateGetAnswer; };
  };
  'plusTemplate.save': {
    params: PlusTemplateSaveParams;
    query: PlusTemplateSaveQuery;
    body: PlusTemplateSaveBody;
    answers: { 200: PlusTemplateSaveAnswer; };
  };
  'plusTemplate.remove': {
    params: PlusTemplateRemoveParams;
    answers: { 200: PlusTemplateRemoveAnswer; 409: PlusTemplateRemoveAnswer409; };
  };
  'plusTemplate.removeMany': {
    params: PlusTemplateRemoveManyParams;
    body: PlusTemplateRemoveManyBody;
    answers: { 200: PlusTemplateRemoveManyAnswer; 409: PlusTemplateRemoveManyAnswer409; };
  };
  'plusTemplate.importFile': {
    params: PlusTemplateImportFileParams;
    query: PlusTemplateImportFileQuery;
    body: PlusTemplateImportFileBody;
    answers: { 200: PlusTemplateImportFileAnswer; };
  };
  'plusTemplate.export': {
    params: PlusTemplateExportParams;
    answers: { 200: unknown; };
  };
  'plusTemplate.list': {
    params: PlusTemplateListParams;
    answers: { 200: PlusTemplateListAnswer; };
  };
  'plusTemplate.devices': {
    params: PlusTemplateDevicesParams;
    answers: { 200: PlusTemplateDevicesAnswer; };
  };
  'plusTemplate.picture': {
    params: PlusTemplatePictureParams;
    query: PlusTemplatePictureQuery;
    answers: { 200: unknown; };
  };
  'product.search': {
    params: ProductSearchParams;
    body: ProductSearchBody;
    answers: { 200: ProductSearchAnswer; };
  };
  'product.byCodes': {
    params: ProductByCodesParams;
    body: ProductByCodesBody;
    answers: { 200: ProductByCodesAnswer; };
  };
  'product.previewEncoded': {
    body: ProductPreviewEncodedBody;
    answers: { 200: ProductPreviewEncodedAnswer; };
  };
  'product.find': {
    params: ProductFindParams;
    answers: { 200: ProductFindAnswer; };
  };
  'product.save': {
    body: ProductSaveBody;
    answers: { 200: ProductSaveAnswer; };
  };
  'product.deleteMany': {
    body: ProductDeleteManyBody;
    answers: { 200: ProductDeleteManyAnswer; 409: ProductDeleteManyAnswer409; };
  };
  'product.removeUnused': {
    body: ProductRemoveUnusedBody;
    answers: { 200: ProductRemoveUnusedAnswer; };
  };
  'product.image': {
    params: ProductImageParams;
    query: ProductImageQuery;
    answers: { 200: unknown; };
  };
  'productStore.search': {
    body: ProductStoreSearchBody;
    answers: { 200: ProductStoreSearchAnswer; };
  };
  'productStore.list': {
    answers: { 200: ProductStoreListAnswer; };
  };
  'productUpdate.productHistory': {
    params: ProductUpdateProductHistoryParams;
    body: ProductUpdateProductHistoryBody;
    answers: { 200: ProductUpdateProductHistoryAnswer; };
  };
  'productUpload.search': {
    body: ProductUploadSearchBody;
    answers: { 200: ProductUploadSearchAnswer; };
  };
  'productUpload.getOne': {
    params: ProductUploadGetOneParams;
    answers: { 200: ProductUploadGetOneAnswer; };
  };
  'productUpload.upload': {
    form: ProductUploadUploadForm;
    answers: { 200: ProductUploadUploadAnswer; };
  };
  'promotion.search': {
    params: PromotionSearchParams;
    body: PromotionSearchBody;
    answers: { 200: PromotionSearchAnswer; };
  };
  'promotion.types': {
    answers: { 200: PromotionTypesAnswer; };
  };
  'promotion.ofStore': {
    params: PromotionOfStoreParams;
    answers: { 200: PromotionOfStoreAnswer; };
  };
  'promotion.save': {
    params: PromotionSaveParams;
    body: PromotionSaveBody;
    answers: { 200: PromotionSaveAnswer; };
  };
  'role.search': {
    answers: { 200: RoleSearchAnswer; };
  };
  'role.getOne': {
    params: RoleGetOneParams;
    answers: { 200: RoleGetOneAnswer; };
  };
  'role.create': {
    body: RoleCreateBody;
    answers: { 200: RoleCreateAnswer; };
  };
  'role.update': {
    body: RoleUpdateBody;
    answers: { 200: RoleUpdateAnswer; };
  };
  'role.delete': {
    params: RoleDeleteParams;
    answers: { 200: RoleDeleteAnswer; };
  };
  'rolloutStore.search': {
    params: RolloutStoreSearchParams;
    answers: { 200: RolloutStoreSearchAnswer; };
  };
  'rolloutStore.version': {
    answers: { 200: RolloutStoreVersionAnswer; };
  };
  'rolloutStore.rollouts': {
    answers: { 200: RolloutStoreRolloutsAnswer; };
  };
  'rolloutStore.rollout': {
    params: RolloutStoreRolloutParams;
    answers: { 200: RolloutStoreRolloutAnswer; };
  };
  'rolloutStore.pause': {
    params: RolloutStorePauseParams;
    answers: { 200: RolloutStorePauseAnswer; };
  };
  'rolloutStore.resume': {
    params: RolloutStoreResumeParams;
    answers: { 200: RolloutStoreResumeAnswer; };
  };
  'rolloutStore.rollback': {
    params: RolloutStoreRollbackParams;
    answers: { 200: RolloutStoreRollbackAnswer; };
  };
  'rolloutStore.upload': {
    form: RolloutStoreUploadForm;
    answers: { 200: RolloutStoreUploadAnswer; };
  };
  'secondCode.search': {
    body: SecondCodeSearchBody;
    answers: { 200: SecondCodeSearchAnswer; };
  };
  'sensor.search': {
    params: SensorSearchParams;
    body: SensorSearchBody;
    answers: { 200: SensorSearchAnswer; };
  };
  'sensor.history': {
    params: SensorHistoryParams;
    query: SensorHistoryQuery;
    answers: { 200: SensorHistoryAnswer; };
  };
  'sensorAlarm.search': {
    params: SensorAlarmSearchParams;
    body: SensorAlarmSearchBody;
    answers: { 200: SensorAlarmSearchAnswer; };
  };
  'sensorStore.search': {
    body: SensorStoreSearchBody;
    answers: { 200: SensorStoreSearchAnswer; };
  };
  'sensorStore.list': {
    answers: { 200: SensorStoreListAnswer; };
  };
  'server.search': {
    answers: { 200: ServerSearchAnswer; };
  };
  'server.getOne': {
    params: ServerGetOneParams;
    answers: { 200: ServerGetOneAnswer; };
  };
  'server.delete': {
    params: ServerDeleteParams;
    answers: { 200: ServerDeleteAnswer; };
  };
  'server.history': {
    params: ServerHistoryParams;
    query: ServerHistoryQuery;
    answers: { 200: ServerHistoryAnswer; };
  };
  'serverAlarm.search': {
    params: ServerAlarmSearchParams;
    body: ServerAlarmSearchBody;
    answers: { 200: ServerAlarmSearchAnswer; };
  };
  'serverConfig.getOne': {
    answers: { 200: ServerConfigGetOneAnswer; };
  };
  'serverConfig.update': {
    body: ServerConfigUpdateBody;
    answers: { 200: ServerConfigUpdateAnswer; };
  };
  'serverConfig.system': {
    answers: { 200: ServerConfigSystemAnswer; };
  };
  'serverConfig.saveSystem': {
    body: ServerConfigSaveSystemBody;
    answers: { 200: ServerConfigSaveSystemAnswer; };
  };
  'smtpConfig.get': {
    answers: { 200: SmtpConfigGetAnswer; };
  };
  'smtpConfig.save': {
    body: SmtpConfigSaveBody;
    answers: { 200: SmtpConfigSaveAnswer; };
  };
  'smtpConfig.test': {
    body: SmtpConfigTestBody;
    answers: { 200: SmtpConfigTestAnswer; 502: SmtpConfigTestAnswer502; };
  };
  'store.search': {
    body: StoreSearchBody;
    answers: { 200: StoreSearchAnswer; };
  };
  'store.getOne': {
    params: StoreGetOneParams;
    answers: { 200: StoreGetOneAnswer; };
  };
  'store.create': {
    body: StoreCreateBody;
    answers: { 201: StoreCreateAnswer; };
  };
  'store.update': {
    body: StoreUpdateBody;
    answers: { 200: StoreUpdateAnswer; };
  };
  'store.delete': {
    params: StoreDeleteParams;
    answers: { 200: StoreDeleteAnswer; };
  };
  'store.summaries': {
    answers: { 200: StoreSummariesAnswer; };
  };
  'store.export': {
    params: StoreExportParams;
    answers: { 200: unknown; };
  };
  'store.migrate': {
    form: StoreMigrateForm;
    answers: { 200: StoreMigrateAnswer; 400: StoreMigrateAnswer400; 413: StoreMigrateAnswer413; };
  };
  'store.dashboard': {
    query: StoreDashboardQuery;
    answers: { 200: StoreDashboardAnswer; };
  };
  'store.exceptions': {
    params: StoreExceptionsParams;
    answers: { 200: StoreExceptionsAnswer; };
  };
  'store.list': {
    answers: { 200: StoreListAnswer; };
  };
  'store.configSearch': {
    body: StoreConfigSearchBody;
    answers: { 200: StoreConfigSearchAnswer; };
  };
  'store.statusList': {
    body: StoreStatusListBody;
    answers: { 200: StoreStatusListAnswer; };
  };
  'store.options': {
    body: StoreOptionsBody;
    answers: { 200: StoreOptionsAnswer; };
  };
  'tag.search': {
    params: TagSearchParams;
    body: TagSearchBody;
    answers: { 200: TagSearchAnswer; };
  };
  'tag.storeListSearch': {
    params: TagStoreListSearchParams;
    query: TagStoreListSearchQuery;
    body: TagStoreListSearchBody;
    answers: { 200: TagStoreListSearchAnswer; };
  };
  'tag.availabilitySearch': {
    query: TagAvailabilitySearchQuery;
    body: TagAvailabilitySearchBody;
    answers: { 200: TagAvailabilitySearchAnswer; };
  };
  'tag.updateHistory': {
    params: TagUpdateHistoryParams;
    body: TagUpdateHistoryBody;
    answers: { 200: TagUpdateHistoryAnswer; };
  };
  'tag.batteryHistory': {
    params: TagBatteryHistoryParams;
    body: TagBatteryHistoryBody;
    answers: { 200: TagBatteryHistoryAnswer; };
  };
  'tag.resetHistory': {
    params: TagResetHistoryParams;
    body: TagResetHistoryBody;
    answers: { 200: TagResetHistoryAnswer; };
  };
  'tag.temperatureHistory': {
    params: TagTemperatureHistoryParams;
    body: TagTemperatureHistoryBody;
    answers: { 200: TagTemperatureHistoryAnswer; };
  };
  'tag.alarmHistory': {
    params: TagAlarmHistoryParams;
    body: TagAlarmHistoryBody;
    answers: { 200: TagAlarmHistoryAnswer; };
  };
  'tag.assign': {
    body: TagAssignBody;
    answers: { 200: TagAssignAnswer; };
  };
  'tag.assignMultiple': {
    body: TagAssignMultipleBody;
    answers: { 200: TagAssignMultipleAnswer; };
  };
  'tag.productTags': {
    params: TagProductTagsParams;
    answers: { 200: TagProductTagsAnswer; };
  };
  'tag.led': {
    body: TagLedBody;
    answers: { 200: TagLedAnswer; };
  };
  'tag.changePage': {
    body: TagChangePageBody;
    answers: { 200: TagChangePageAnswer; };
  };
  'tag.storeStats': {
    answers: { 200: TagStoreStatsAnswer; };
  };
  'tag.deassign': {
    body: TagDeassignBody;
    answers: { 200: TagDeassignAnswer; };
  };
  'tag.reassign': {
    body: TagReassignBody;
    answers: { 200: TagReassignAnswer; };
  };
  'tag.reassignAll': {
    body: TagReassignAllBody;
    answers: { 200: TagReassignAllAnswer; };
  };
  'tag.startStatusCheck': {
    body: TagStartStatusCheckBody;
    answers: { 200: TagStartStatusCheckAnswer; };
  };
  'tag.typeInfo': {
    answers: { 200: TagTypeInfoAnswer; };
  };
  'tag.typesInUse': {
    answers: { 200: TagTypesInUseAnswer; };
  };
  'tag.preview': {
    params: TagPreviewParams;
    query: TagPreviewQuery;
    answers: { 200: TagPreviewAnswer; };
  };
  'tag.collectingStores': {
    answers: { 200: TagCollectingStoresAnswer; };
  };
  'tag.stopStatusCheck': {
    body: TagStopStatusCheckBody;
    answers: { 200: TagStopStatusCheckAnswer; };
  };
  'tag.exceptionList': {
    params: TagExceptionListParams;
    query: TagExceptionListQuery;
    answers: { 200: TagExceptionListAnswer; };
  };
  'tag.exceptionSearch': {
    params: TagExceptionSearchParams;
    query: TagExceptionSearchQuery;
    answers: { 200: TagExceptionSearchAnswer; };
  };
  'tagStore.search': {
    body: TagStoreSearchBody;
    answers: { 200: TagStoreSearchAnswer; };
  };
  'twoFactor.status': {
    answers: { 200: TwoFactorStatusAnswer; };
  };
  'twoFactor.enrolStart': {
    answers: { 200: TwoFactorEnrolStartAnswer; };
  };
  'twoFactor.enrolConfirm': {
    body: TwoFactorEnrolConfirmBody;
    answers: { 200: TwoFactorEnrolConfirmAnswer; };
  };
  'twoFactor.disable': {
    body: TwoFactorDisableBody;
    answers: { 200: TwoFactorDisableAnswer; };
  };
  'twoFactor.recoveryRegenerate': {
    body: TwoFactorRecoveryRegenerateBody;
    answers: { 200: TwoFactorRecoveryRegenerateAnswer; };
  };
  'twoFactor.loginCode': {
    body: TwoFactorLoginCodeBody;
    answers: { 200: TwoFactorLoginCodeAnswer; };
  };
  'twoFactor.reset': {
    body: TwoFactorResetBody;
    answers: { 200: TwoFactorResetAnswer; };
  };
  'twoFactor.policy': {
    answers: { 200: TwoFactorPolicyAnswer; };
  };
  'twoFactor.setPolicy': {
    body: TwoFactorSetPolicyBody;
    answers: { 200: TwoFactorSetPolicyAnswer; };
  };
  'updateTask.productUpdateTaskTags': {
    params: UpdateTaskProductUpdateTaskTagsParams;
    body: UpdateTaskProductUpdateTaskTagsBody;
    answers: { 200: UpdateTaskProductUpdateTaskTagsAnswer; };
  };
  'updateTask.allTasks': {
    body: UpdateTaskAllTasksBody;
    answers: { 200: UpdateTaskAllTasksAnswer; };
  };
  'updateTask.storeTasks': {
    params: UpdateTaskStoreTasksParams;
    body: UpdateTaskStoreTasksBody;
    answers: { 200: UpdateTaskStoreTasksAnswer; };
  };
  'updateTask.failedTags': {
    params: UpdateTaskFailedTagsParams;
    body: UpdateTaskFailedTagsBody;
    answers: { 200: UpdateTaskFailedTagsAnswer; };
  };
  'updateTask.productUpdateTasks': {
    params: UpdateTaskProductUpdateTasksParams;
    body: UpdateTaskProductUpdateTasksBody;
    answers: { 200: UpdateTaskProductUpdateTasksAnswer; };
  };
  'updateTask.failList': {
    body: UpdateTaskFailListBody;
    answers: { 200: UpdateTaskFailListAnswer; };
  };
  'updateTask.refresh': {
    body: UpdateTaskRefreshBody;
    answers: { 200: UpdateTaskRefreshAnswer; };
  };
  'updateTask.revert': {
    params: UpdateTaskRevertParams;
    answers: { 200: UpdateTaskRevertAnswer; };
  };
  'userScript.thirdPartyAuthGet': {
    answers: { 200: UserScriptThirdPartyAuthGetAnswer; };
  };
  'userScript.thirdPartyAuthSave': {
    body: UserScriptThirdPartyAuthSaveBody;
    answers: { 200: UserScriptThirdPartyAuthSaveAnswer; };
  };
  'userScript.thirdPartyAuthRun': {
    body: UserScriptThirdPartyAuthRunBody;
    answers: { 200: UserScriptThirdPartyAuthRunAnswer; };
  };
  'userScript.thirdPartyAuthVersions': {
    answers: { 200: UserScriptThirdPartyAuthVersionsAnswer; };
  };
  'userScript.thirdPartyAuthRestore': {
    params: UserScriptThirdPartyAuthRestoreParams;
    answers: { 200: UserScriptThirdPartyAuthRestoreAnswer; };
  };
  'userScript.paperParserGet': {
    params: UserScriptPaperParserGetParams;
    answers: { 200: UserScriptPaperParserGetAnswer; };
  };
  'userScript.paperParserSave': {
    params: UserScriptPaperParserSaveParams;
    body: UserScriptPaperParserSaveBody;
    answers: { 200: UserScriptPaperParserSaveAnswer; };
  };
  'userScript.paperParserRun': {
    params: UserScriptPaperParserRunParams;
    body: UserScriptPaperParserRunBody;
    answers: { 200: UserScriptPaperParserRunAnswer; };
  };
  'userScript.paperParserVersions': {
    params: UserScriptPaperParserVersionsParams;
    answers: { 200: UserScriptPaperParserVersionsAnswer; };
  };
  'userScript.paperParserRestore': {
    params: UserScriptPaperParserRestoreParams;
    answers: { 200: UserScriptPaperParserRestoreAnswer; };
  };
  'userScript.productFileParserGet': {
    params: UserScriptProductFileParserGetParams;
    answers: { 200: UserScriptProductFileParserGetAnswer; };
  };
  'userScript.productFileParserSave': {
    params: UserScriptProductFileParserSaveParams;
    body: UserScriptProductFileParserSaveBody;
    answers: { 200: UserScriptProductFileParserSaveAnswer; };
  };
  'userScript.productFileParserRun': {
    params: UserScriptProductFileParserRunParams;
    body: UserScriptProductFileParserRunBody;
    answers: { 200: UserScriptProductFileParserRunAnswer; };
  };
  'userScript.productFileParserVersions': {
    params: UserScriptProductFileParserVersionsParams;
    answers: { 200: UserScriptProductFileParserVersionsAnswer; };
  };
  'userScript.productFileParserRestore': {
    params: UserScriptProductFileParserRestoreParams;
    answers: { 200: UserScriptProductFileParserRestoreAnswer; };
  };
  'userScript.tagDataDecoratorGet': {
    params: UserScriptTagDataDecoratorGetParams;
    answers: { 200: UserScriptTagDataDecoratorGetAnswer; };
  };
  'userScript.tagDataDecoratorSave': {
    params: UserScriptTagDataDecoratorSaveParams;
    body: UserScriptTagDataDecoratorSaveBody;
    answers: { 200: UserScriptTagDataDecoratorSaveAnswer; };
  };
  'userScript.tagDataDecoratorRun': {
    params: UserScriptTagDataDecoratorRunParams;
    body: UserScriptTagDataDecoratorRunBody;
    answers: { 200: UserScriptTagDataDecoratorRunAnswer; };
  };
  'userScript.tagDataDecoratorVersions': {
    params: UserScriptTagDataDecoratorVersionsParams;
    answers: { 200: UserScriptTagDataDecoratorVersionsAnswer; };
  };
  'userScript.tagDataDecoratorRestore': {
    params: UserScriptTagDataDecoratorRestoreParams;
    answers: { 200: UserScriptTagDataDecoratorRestoreAnswer; };
  };
  'userScript.plusDataDecoratorGet': {
    params: UserScriptPlusDataDecoratorGetParams;
    answers: { 200: UserScriptPlusDataDecoratorGetAnswer; };
  };
  'userScript.plusDataDecoratorSave': {
    params: UserScriptPlusDataDecoratorSaveParams;
    body: UserScriptPlusDataDecoratorSaveBody;
    answers: { 200: UserScriptPlusDataDecoratorSaveAnswer; };
  };
  'userScript.plusDataDecoratorRun': {
    params: UserScriptPlusDataDecoratorRunParams;
    body: UserScriptPlusDataDecoratorRunBody;
    answers: { 200: UserScriptPlusDataDecoratorRunAnswer; };
  };
  'userScript.plusDataDecoratorVersions': {
    params: UserScriptPlusDataDecoratorVersionsParams;
    answers: { 200: UserScriptPlusDataDecoratorVersionsAnswer; };
  };
  'userScript.plusDataDecoratorRestore': {
    params: UserScriptPlusDataDecoratorRestoreParams;
    answers: { 200: UserScriptPlusDataDecoratorRestoreAnswer; };
  };
  'webhook.search': {
    body: WebhookSearchBody;
    answers: { 200: WebhookSearchAnswer; };
  };
  'webhook.create': {
    body: WebhookCreateBody;
    answers: { 201: WebhookCreateAnswer; };
  };
  'webhook.update': {
    params: WebhookUpdateParams;
    body: WebhookUpdateBody;
    answers: { 200: WebhookUpdateAnswer; };
  };
  'webhook.delete': {
    params: WebhookDeleteParams;
    answers: { 200: WebhookDeleteAnswer; };
  };
  'webhook.rotateSecret': {
    params: WebhookRotateSecretParams;
    answers: { 200: WebhookRotateSecretAnswer; };
  };
  'webhook.sendTest': {
    params: WebhookSendTestParams;
    answers: { 201: WebhookSendTestAnswer; };
  };
  'webhookDelivery.search': {
    params: WebhookDeliverySearchParams;
    body: WebhookDeliverySearchBody;
    answers: { 200: WebhookDeliverySearchAnswer; };
  };
  'webhookDelivery.resend': {
    params: WebhookDeliveryResendParams;
    answers: { 201: WebhookDeliveryResendAnswer; };
  };
}

export type CallName = keyof CallTypes;
