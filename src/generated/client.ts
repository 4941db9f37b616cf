// generated, do not edit: run `npm run codegen`
// The typed calls of the server, from each schema's x-api and x-calls (scripts/codegen/clientFile.ts), and
// their react-query keys. The console calls the server only through these and the data provider.
import { callApi, type CallInit, type SavedFile } from '../providers/httpClient';
import type { SearchBody } from '../../domain/search';
import type { AccountCreateAnswer, AccountCreateBody, AccountDeleteAnswer, AccountForgetPasswordAnswer, AccountForgetPasswordBody, AccountGetOneAnswer, AccountLoginAnswer, AccountLoginBody, AccountLogoutAnswer, AccountResetAnswer, AccountResetBody, AccountResetPasswordAnswer, AccountResetPasswordBody, AccountSearchAnswer, AccountSearchBody, AccountSessionAnswer, AccountSignupAnswer, AccountSignupBody, AccountUnlockAnswer, AccountUnlockBody, AccountUpdateAnswer, AccountUpdateBody, AlarmContentGetAnswer, AlarmContentListAnswer, AlarmContentSaveAnswer, AlarmContentSaveBody, AlarmContentSaveNamedAnswer, AlarmContentSaveNamedBody, AlarmNotificationListAnswer, AlarmNotificationSaveAnswer, AlarmNotificationSaveBody, AlarmNotificationSearchAnswer, AlarmNotificationSearchBody, AlarmSettingConfigAnswer, AlarmSettingGetAnswer, AlarmSettingSaveAnswer, AlarmSettingSaveBody, AlarmSystemSearchAnswer, AlarmSystemSearchBody, AliasGetAnswer, AliasSaveAnswer, AliasSaveBody, AmacCreateAnswer, AmacListAnswer, AmacUpdateAnswer, ApiTokenCreateAnswer, ApiTokenCreateBody, ApiTokenRevokeAnswer, ApiTokenSearchAnswer, ApiTokenSearchBody, AppFileActivateAnswer, AppFileDeleteAnswer, AppFileSearchAnswer, AppFileUploadAnswer, AppFileUploadForm, AuditLogExportBody, AuditLogSearchAnswer, AuditLogSearchBody, BatteryForecastSwapListAnswer, BatteryForecastSwapListQuery, BatteryForecastTagAnswer, BatteryForecastTagSearchAnswer, BatteryForecastTagSearchBody, BatteryStoreListAnswer, BatteryStoreMailSettingAnswer, BatteryStoreSaveMailSettingAnswer, BatteryStoreSaveMailSettingBody, BatteryStoreSearchAnswer, ChannelSettingCreateAnswer, ChannelSettingCreateBody, ChannelSettingGetOneAnswer, ChannelSettingGetOneQuery, DashboardAlertsAnswer, DashboardCatalogueAnswer, DashboardCopyStarterAnswer, DashboardCopyStarterBody, DashboardCreateAnswer, DashboardCreateBody, DashboardDeleteAnswer, DashboardDuplicateAnswer, DashboardDuplicateBody, DashboardFiguresAnswer, DashboardFiguresBody, DashboardGetOneAnswer, DashboardImportAnswer, DashboardImportBody, DashboardRestoreAnswer, DashboardSearchAnswer, DashboardSearchBody, DashboardShareRolesAnswer, DashboardStartersAnswer, DashboardStatsQueryAnswer, DashboardStatsQueryBody, DashboardUpdateAnswer, DashboardUpdateBody, DashboardVersionAnswer, DashboardVersionsAnswer, DashboardVersionsQuery, DeliveryStoreCsvQuery, DeliveryStoreDetailAnswer, DeliveryStoreDetailQuery, DeliveryStoreLateAnswer, DeliveryStoreLateBody, DeliveryStoreLateCsvQuery, DeliveryStoreListAnswer, DeliveryStoreListQuery, DeliveryStoreSearchAnswer, DeliveryStoreSearchBody, DownloadTaskPollAnswer, DownloadTaskStartAnswer, DownloadTaskStartBody, FamilyProductDeleteManyAnswer, FamilyProductDeleteManyBody, FamilyProductFindAnswer, FamilyProductFindInFirstStoreAnswer, FamilyProductImportFileAnswer, FamilyProductImportFileBody, FamilyProductOfProductAnswer, FamilyProductSaveAnswer, FamilyProductSaveBody, FamilyProductSearchAnswer, GatewayAlarmSearchAnswer, GatewayAlarmSearchBody, GatewayConfigAnswer, GatewayGetOneAnswer, GatewayLinkCheckAnswer, GatewayOfStoreAnswer, GatewayPredefinedCreateAnswer, GatewayPredefinedCreateBody, GatewayPredefinedRemoveAnswer, GatewayPredefinedSearchAnswer, GatewayPredefinedSearchQuery, GatewayRebootAnswer, GatewayRegisterOeplAnswer, GatewayRegisterOeplBody, GatewayRemoveAnswer, GatewaySearchAnswer, GatewayStoreConfigAnswer, GatewaySystemStatusAnswer, GatewaySystemStatusQuery, GatewayUnregisterOeplAnswer, GatewayUpdateAllAnswer, GatewayUpdateAllBody, GatewayUpdateAnswer, GatewayUpdateBody, HealthLiveAnswer, HealthReadyAnswer, IdentityProviderCallbackQuery, IdentityProviderChoicesAnswer, IdentityProviderCreateAnswer, IdentityProviderCreateBody, IdentityProviderDeleteAnswer, IdentityProviderExchangeAnswer, IdentityProviderExchangeBody, IdentityProviderSearchAnswer, IdentityProviderSearchBody, IdentityProviderUpdateAnswer, IdentityProviderUpdateBody, LayoutNamesAnswer, LayoutPaperNamesAnswer, LoginHistorySearchAnswer, LoginHistorySearchBody, MailOutboxSearchAnswer, MailOutboxSearchBody, PaperStoreListAnswer, PaperStoreSearchAnswer, PaperTaskGetOneAnswer, PaperTaskRowSearchAnswer, PaperTaskSearchAnswer, PaperUploadGetOneAnswer, PaperUploadSearchAnswer, PaperUploadUploadAnswer, PaperUploadUploadForm, PlusDeviceApplyTemplateAnswer, PlusDeviceApplyTemplateBody, PlusDeviceApplyTemplateQuery, PlusDeviceAssignAnswer, PlusDeviceAssignBody, PlusDeviceBlinkProductAnswer, PlusDeviceBlinkProductBody, PlusDeviceDeassignAnswer, PlusDeviceDeassignBody, PlusDeviceGetAnswer, PlusDevicePictureQuery, PlusDeviceRemoveAnswer, PlusDeviceSaveConfigAnswer, PlusDeviceSaveConfigBody, PlusDeviceSaveShowAnswer, PlusDeviceSaveShowBody, PlusDeviceSearchAnswer, PlusDeviceSearchBody, PlusDeviceSearchByProductAnswer, PlusDeviceSetShowIdxAnswer, PlusDeviceSetShowIdxBody, PlusDeviceShowAnswer, PlusDeviceShowInfoAnswer, PlusDeviceShowInfoBody, PlusDeviceSwitchModeAnswer, PlusDeviceSwitchModeBody, PlusDeviceSyncAnswer, PlusDeviceSyncBody, PlusDeviceUnsetShowIdxAnswer, PlusDeviceUnsetShowIdxBody, PlusMediaFileQuery, PlusMediaListAnswer, PlusMediaRemoveAnswer, PlusMediaSearchAnswer, PlusMediaSearchBody, PlusMediaStoreOverviewAnswer, PlusMediaUploadAnswer, PlusMediaUploadForm, PlusMediaUploadQuery, PlusMediaUsedByAnswer, PlusSettingGetAnswer, PlusSettingSaveAnswer, PlusSettingSaveBody, PlusSoftwareRemoveAnswer, PlusSoftwareSearchAnswer, PlusSoftwareSearchBody, PlusSoftwareUploadAnswer, PlusSoftwareUploadApkAnswer, PlusSoftwareUploadApkForm, PlusSoftwareUploadApkQuery, PlusSoftwareUploadForm, PlusSoftwareUploadQuery, PlusTemplateDevicesAnswer, PlusTemplateGetAnswer, PlusTemplateImportFileAnswer, PlusTemplateImportFileBody, PlusTemplateImportFileQuery, PlusTemplateListAnswer, PlusTemplatePictureQuery, PlusTemplateRemoveAnswer, PlusTemplateRemoveManyAnswer, PlusTemplateRemoveManyBody, PlusTemplateSaveAnswer, PlusTemplateSaveBody, PlusTemplateSaveQuery, PlusTemplateSearchAnswer, PlusTemplateSearchBody, ProductByCodesAnswer, ProductByCodesBody, ProductDeleteManyAnswer, ProductDeleteManyBody, ProductFindAnswer, ProductImageQuery, ProductPreviewEncodedAnswer, ProductPreviewEncodedBody, ProductRemoveUnusedAnswer, ProductRemoveUnusedBody, ProductSaveAnswer, ProductSaveBody, ProductSearchAnswer, ProductStoreListAnswer, ProductStoreSearchAnswer, ProductStoreSearchBody, ProductUpdateProductHistoryAnswer, ProductUpdateProductHistoryBody, ProductUploadGetOneAnswer, ProductUploadSearchAnswer, ProductUploadUploadAnswer, ProductUploadUploadForm, PromotionOfStoreAnswer, PromotionSaveAnswer, PromotionSaveBody, PromotionSearchAnswer, PromotionTypesAnswer, RoleCreateAnswer, RoleCreateBody, RoleDeleteAnswer, RoleGetOneAnswer, RoleSearchAnswer, RoleUpdateAnswer, RoleUpdateBody, RolloutStorePauseAnswer, RolloutStoreResumeAnswer, RolloutStoreRollbackAnswer, RolloutStoreRolloutAnswer, RolloutStoreRolloutsAnswer, RolloutStoreSearchAnswer, RolloutStoreUploadAnswer, RolloutStoreUploadForm, RolloutStoreVersionAnswer, SecondCodeSearchAnswer, SensorAlarmSearchAnswer, SensorAlarmSearchBody, SensorHistoryAnswer, SensorHistoryQuery, SensorSearchAnswer, SensorStoreListAnswer, SensorStoreSearchAnswer, ServerAlarmSearchAnswer, ServerAlarmSearchBody, ServerConfigSaveSystemAnswer, ServerConfigSaveSystemBody, ServerConfigSystemAnswer, ServerConfigUpdateAnswer, ServerGetOneAnswer, ServerHistoryAnswer, ServerHistoryQuery, ServerSearchAnswer, SmtpConfigGetAnswer, SmtpConfigSaveAnswer, SmtpConfigSaveBody, SmtpConfigTestAnswer, SmtpConfigTestBody, StoreConfigSearchAnswer, StoreConfigSearchBody, StoreCreateAnswer, StoreDashboardAnswer, StoreDashboardQuery, StoreExceptionsAnswer, StoreListAnswer, StoreMigrateAnswer, StoreMigrateForm, StoreOptionsAnswer, StoreOptionsBody, StoreStatusListAnswer, StoreStatusListBody, StoreSummariesAnswer, StoreUpdateAnswer, TagAlarmHistoryAnswer, TagAlarmHistoryBody, TagAssignAnswer, TagAssignBody, TagAssignMultipleAnswer, TagAssignMultipleBody, TagAvailabilitySearchAnswer, TagAvailabilitySearchBody, TagAvailabilitySearchQuery, TagBatteryHistoryAnswer, TagBatteryHistoryBody, TagChangePageAnswer, TagChangePageBody, TagCollectingStoresAnswer, TagDeassignAnswer, TagDeassignBody, TagExceptionListAnswer, TagExceptionListQuery, TagExceptionSearchAnswer, TagExceptionSearchQuery, TagLedAnswer, TagLedBody, TagPreviewAnswer, TagPreviewQuery, TagProductTagsAnswer, TagReassignAllAnswer, TagReassignAllBody, TagReassignAnswer, TagReassignBody, TagResetHistoryAnswer, TagResetHistoryBody, TagSearchAnswer, TagStartStatusCheckAnswer, TagStartStatusCheckBody, TagStopStatusCheckAnswer, TagStopStatusCheckBody, TagStoreListSearchAnswer, TagStoreListSearchBody, TagStoreListSearchQuery, TagStoreSearchAnswer, TagStoreSearchBody, TagStoreStatsAnswer, TagTemperatureHistoryAnswer, TagTemperatureHistoryBody, TagTypeInfoAnswer, TagTypesInUseAnswer, TagUpdateHistoryAnswer, TagUpdateHistoryBody, TwoFactorDisableAnswer, TwoFactorDisableBody, TwoFactorEnrolConfirmAnswer, TwoFactorEnrolConfirmBody, TwoFactorEnrolStartAnswer, TwoFactorLoginCodeAnswer, TwoFactorLoginCodeBody, TwoFactorPolicyAnswer, TwoFactorRecoveryRegenerateAnswer, TwoFactorRecoveryRegenerateBody, TwoFactorResetAnswer, TwoFactorResetBody, TwoFactorSetPolicyAnswer, TwoFactorSetPolicyBody, TwoFactorStatusAnswer, UpdateTaskAllTasksAnswer, UpdateTaskAllTasksBody, UpdateTaskFailListAnswer, UpdateTaskFailListBody, UpdateTaskFailedTagsAnswer, UpdateTaskFailedTagsBody, UpdateTaskProductUpdateTaskTagsAnswer, UpdateTaskProductUpdateTaskTagsBody, UpdateTaskProductUpdateTasksAnswer, UpdateTaskProductUpdateTasksBody, UpdateTaskRefreshAnswer, UpdateTaskRefreshBody, UpdateTaskRevertAnswer, UpdateTaskStoreTasksAnswer, UpdateTaskStoreTasksBody, UserScriptPaperParserGetAnswer, UserScriptPaperParserRestoreAnswer, UserScriptPaperParserRunAnswer, UserScriptPaperParserRunBody, UserScriptPaperParserSaveAnswer, UserScriptPaperParserSaveBody, UserScriptPaperParserVersionsAnswer, UserScriptPlusDataDecoratorGetAnswer, UserScriptPlusDataDecoratorRestoreAnswer, UserScriptPlusDataDecoratorRunAnswer, UserScriptPlusDataDecoratorRunBody, UserScriptPlusDataDecoratorSaveAnswer, UserScriptPlusDataDecoratorSaveBody, UserScriptPlusDataDecoratorVersionsAnswer, UserScriptProductFileParserGetAnswer, UserScriptProductFileParserRestoreAnswer, UserScriptProductFileParserRunAnswer, UserScriptProductFileParserRunBody, UserScriptProductFileParserSaveAnswer, UserScriptProductFileParserSaveBody, UserScriptProductFileParserVersionsAnswer, UserScriptTagDataDecoratorGetAnswer, UserScriptTagDataDecoratorRestoreAnswer, UserScriptTagDataDecoratorRunAnswer, UserScriptTagDataDecoratorRunBody, UserScriptTagDataDecoratorSaveAnswer, UserScriptTagDataDecoratorSaveBody, UserScriptTagDataDecoratorVersionsAnswer, UserScriptThirdPartyAuthGetAnswer, UserScriptThirdPartyAuthRestoreAnswer, UserScriptThirdPartyAuthRunAnswer, UserScriptThirdPartyAuthRunBody, UserScriptThirdPartyAuthSaveAnswer, UserScriptThirdPartyAuthSaveBody, UserScriptThirdPartyAuthVersionsAnswer, WebhookCreateAnswer, WebhookCreateBody, WebhookDeleteAnswer, WebhookDeliveryResendAnswer, WebhookDeliverySearchAnswer, WebhookDeliverySearchBody, WebhookRotateSecretAnswer, WebhookSearchAnswer, WebhookSearchBody, WebhookSendTestAnswer, WebhookUpdateAnswer, WebhookUpdateBody } from '../../domain/generated/calls';
import type { AmacPublic, ServerConfigPublic, StorePublic } from '../../domain/generated/types';

export type { CallInit, SavedFile, SearchBody };

/** a page of a search answer (start, length: recordsFiltered rows match, data holds the page) */
export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

const enc = (value: string | number): string => encodeURIComponent(String(value));

/** the calls of account (schemas/account.schema.json) */
export const accountCalls = {
  /** the x-api search (first alternative): POST /auth/account/search */
  search: (args: { body: AccountSearchBody }, init?: CallInit): Promise<AccountSearchAnswer> =>
    callApi<AccountSearchAnswer>('POST', '/auth/account/search', { body: args.body, ...init }),
  /** the x-api getOne: GET /auth/account/{email} */
  getOne: (args: { email: string | number }, init?: CallInit): Promise<AccountGetOneAnswer> =>
    callApi<AccountGetOneAnswer>('GET', `/auth/account/${enc(args.email)}`, { ...init }),
  /** the x-api create: POST /auth/account */
  create: (args: { body: AccountCreateBody }, init?: CallInit): Promise<AccountCreateAnswer> =>
    callApi<AccountCreateAnswer>('POST', '/auth/account', { body: args.body, ...init }),
  /** the x-api update: PUT /auth/account */
  update: (args: { body: AccountUpdateBody }, init?: CallInit): Promise<AccountUpdateAnswer> =>
    callApi<AccountUpdateAnswer>('PUT', '/auth/account', { body: args.body, ...init }),
  /** the x-api delete: DELETE /auth/account/{email} */
  delete: (args: { email: string | number }, init?: CallInit): Promise<AccountDeleteAnswer> =>
    callApi<AccountDeleteAnswer>('DELETE', `/auth/account/${enc(args.email)}`, { ...init }),
  /** log in: the session user info with a new token, or, for an account with two-factor on, a challenge for POST /auth/login/otp (401 Authentication Failure., 423 locked, 429 throttled) (POST /auth/login) */
  login: (args: { body: AccountLoginBody }, init?: CallInit): Promise<AccountLoginAnswer> =>
    callApi<AccountLoginAnswer>('POST', '/auth/login', { body: args.body, anonymous: true, ...init }),
  /** session check: the session user info of the Access-Token and Access-Email headers (accessToken echoes the one sent), or 401 (GET /auth/login) */
  session: (init?: CallInit): Promise<AccountSessionAnswer> =>
    callApi<AccountSessionAnswer>('GET', '/auth/login', { anonymous: true, ...init }),
  /** log out: the session's token dies (POST /auth/logout) */
  logout: (init?: CallInit): Promise<AccountLogoutAnswer> =>
    callApi<AccountLogoutAnswer>('POST', '/auth/logout', { ...init }),
  /** unlock an account (member write, an account the session may change) (POST /auth/account/unlock) */
  unlock: (args: { body: AccountUnlockBody }, init?: CallInit): Promise<AccountUnlockAnswer> =>
    callApi<AccountUnlockAnswer>('POST', '/auth/account/unlock', { body: args.body, ...init }),
  /** reset an account to a temporary password (answered once), force its change, unlock it, end its sessions (POST /auth/account/reset) */
  reset: (args: { body: AccountResetBody }, init?: CallInit): Promise<AccountResetAnswer> =>
    callApi<AccountResetAnswer>('POST', '/auth/account/reset', { body: args.body, ...init }),
  /** mail a single-use password reset link to an existing account (always answers code 1: no account enumeration) (POST /auth/forget/password) */
  forgetPassword: (args: { body: AccountForgetPasswordBody }, init?: CallInit): Promise<AccountForgetPasswordAnswer> =>
    callApi<AccountForgetPasswordAnswer>('POST', '/auth/forget/password', { body: args.body, anonymous: true, ...init }),
  /** set a new password with the emailed reset link (email, token) (POST /auth/reset/password) */
  resetPassword: (args: { body: AccountResetPasswordBody }, init?: CallInit): Promise<AccountResetPasswordAnswer> =>
    callApi<AccountResetPasswordAnswer>('POST', '/auth/reset/password', { body: args.body, anonymous: true, ...init }),
  /** sign up a new account with the signup role and no store (code 0: the email is registered, or signup is closed) (POST /auth/signup) */
  signup: (args: { body: AccountSignupBody }, init?: CallInit): Promise<AccountSignupAnswer> =>
    callApi<AccountSignupAnswer>('POST', '/auth/signup', { body: args.body, anonymous: true, ...init }),
};

/** the react-query keys of account's reads; `all` prefixes every one of them */
export const accountKeys = {
  all: ['account'] as const,
  search: (args: { body: AccountSearchBody }) => ['account', 'search', args] as const,
  getOne: (args: { email: string | number }) => ['account', 'getOne', args] as const,
  session: () => ['account', 'session'] as const,
};

/** the calls of alarm (schemas/alarm.schema.json) */
export const alarmCalls = {
  /** the system alarm history of a store list (storeList) and the SYSTEM alarms, newest first (alarm read or dashboard read; stores outside the session: 403) (POST /history/alarm/system/search) */
  systemSearch: (args: { body: AlarmSystemSearchBody }, init?: CallInit): Promise<AlarmSystemSearchAnswer> =>
    callApi<AlarmSystemSearchAnswer>('POST', '/history/alarm/system/search', { body: args.body, ...init }),
};

/** the react-query keys of alarm's reads; `all` prefixes every one of them */
export const alarmKeys = {
  all: ['alarm'] as const,
  systemSearch: (args: { body: AlarmSystemSearchBody }) => ['alarm', 'systemSearch', args] as const,
};

/** the calls of alarmContent (schemas/alarmContent.schema.json) */
export const alarmContentCalls = {
  /** the notification content of every alarm type (GET /alarm/notification/content) */
  list: (init?: CallInit): Promise<AlarmContentListAnswer> =>
    callApi<AlarmContentListAnswer>('GET', '/alarm/notification/content', { ...init }),
  /** a type's notification content (GET /alarm/notification/content/{type}) */
  get: (args: { type: string | number }, init?: CallInit): Promise<AlarmContentGetAnswer> =>
    callApi<AlarmContentGetAnswer>('GET', `/alarm/notification/content/${enc(args.type)}`, { ...init }),
  /** save (or with preview, only fill in) a type's notification content (POST /alarm/notification/content/{type}) */
  save: (args: { type: string | number; body: AlarmContentSaveBody }, init?: CallInit): Promise<AlarmContentSaveAnswer> =>
    callApi<AlarmContentSaveAnswer>('POST', `/alarm/notification/content/${enc(args.type)}`, { body: args.body, ...init }),
  /** save (or with preview, only fill in) the notification content of the type the body names (POST /alarm/notification/content) */
  saveNamed: (args: { body: AlarmContentSaveNamedBody }, init?: CallInit): Promise<AlarmContentSaveNamedAnswer> =>
    callApi<AlarmContentSaveNamedAnswer>('POST', '/alarm/notification/content', { body: args.body, ...init }),
};

/** the react-query keys of alarmContent's reads; `all` prefixes every one of them */
export const alarmContentKeys = {
  all: ['alarmContent'] as const,
  list: () => ['alarmContent', 'list'] as const,
  get: (args: { type: string | number }) => ['alarmContent', 'get', args] as const,
};

/** the calls of alarmNotification (schemas/alarmNotification.schema.json) */
export const alarmNotificationCalls = {
  /** the x-api search (first alternative): POST /alarm/notification/setting/search */
  search: (args: { body: AlarmNotificationSearchBody }, init?: CallInit): Promise<AlarmNotificationSearchAnswer> =>
    callApi<AlarmNotificationSearchAnswer>('POST', '/alarm/notification/setting/search', { body: args.body, ...init }),
  /** the notification setting of every alarm type (GET /alarm/notification/setting) */
  list: (init?: CallInit): Promise<AlarmNotificationListAnswer> =>
    callApi<AlarmNotificationListAnswer>('GET', '/alarm/notification/setting', { ...init }),
  /** save one notification setting or a list of them; answers every type's setting (POST /alarm/notification/setting) */
  save: (args: { body: AlarmNotificationSaveBody }, init?: CallInit): Promise<AlarmNotificationSaveAnswer> =>
    callApi<AlarmNotificationSaveAnswer>('POST', '/alarm/notification/setting', { body: args.body, ...init }),
};

/** the react-query keys of alarmNotification's reads; `all` prefixes every one of them */
export const alarmNotificationKeys = {
  all: ['alarmNotification'] as const,
  search: (args: { body: AlarmNotificationSearchBody }) => ['alarmNotification', 'search', args] as const,
  list: () => ['alarmNotification', 'list'] as const,
};

/** the calls of alarmSetting (schemas/alarmSetting.schema.json) */
export const alarmSettingCalls = {
  /** the alarm types, their contents, the content variables, the admins' emails and this server's address (GET /alarm/config) */
  config: (init?: CallInit): Promise<AlarmSettingConfigAnswer> =>
    callApi<AlarmSettingConfigAnswer>('GET', '/alarm/config', { ...init }),
  /** the alarm setting (GET /alarm/setting) */
  get: (init?: CallInit): Promise<AlarmSettingGetAnswer> =>
    callApi<AlarmSettingGetAnswer>('GET', '/alarm/setting', { ...init }),
  /** save the alarm setting (fields not sent keep their value) (POST /alarm/setting) */
  save: (args: { body: AlarmSettingSaveBody }, init?: CallInit): Promise<AlarmSettingSaveAnswer> =>
    callApi<AlarmSettingSaveAnswer>('POST', '/alarm/setting', { body: args.body, ...init }),
};

/** the react-query keys of alarmSetting's reads; `all` prefixes every one of them */
export const alarmSettingKeys = {
  all: ['alarmSetting'] as const,
  config: () => ['alarmSetting', 'config'] as const,
  get: () => ['alarmSetting', 'get'] as const,
};

/** the calls of alias (schemas/alias.schema.json) */
export const aliasCalls = {
  /** the alias configuration: the names of the product info entries, index order (GET /config/alias) */
  get: (init?: CallInit): Promise<AliasGetAnswer> =>
    callApi<AliasGetAnswer>('GET', '/config/alias', { ...init }),
  /** replace the whole alias configuration ({ data } or the bare list): indexes 0-254 once each, names not blank, exactly one key entry (else 400 validation error) (POST /config/alias) */
  save: (args: { body: AliasSaveBody }, init?: CallInit): Promise<AliasSaveAnswer> =>
    callApi<AliasSaveAnswer>('POST', '/config/alias', { body: args.body, ...init }),
};

/** the react-query keys of alias's reads; `all` prefixes every one of them */
export const aliasKeys = {
  all: ['alias'] as const,
  get: () => ['alias', 'get'] as const,
};

/** the calls of amac (schemas/amac.schema.json) */
export const amacCalls = {
  /** the x-api search (first alternative): POST /config/amac/search */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<Page<AmacPublic>> =>
    callApi<Page<AmacPublic>>('POST', '/config/amac/search', { body: args.body, ...init }),
  /** the x-api create: POST /config/amac */
  create: (args: { body: Partial<AmacPublic> }, init?: CallInit): Promise<AmacCreateAnswer> =>
    callApi<AmacCreateAnswer>('POST', '/config/amac', { body: args.body, ...init }),
  /** the x-api update: PUT /config/amac */
  update: (args: { body: Partial<AmacPublic> }, init?: CallInit): Promise<AmacUpdateAnswer> =>
    callApi<AmacUpdateAnswer>('PUT', '/config/amac', { body: args.body, ...init }),
  /** the x-api delete: DELETE /config/amac/{abstractCode} */
  delete: (args: { abstractCode: string | number }, init?: CallInit): Promise<unknown> =>
    callApi<unknown>('DELETE', `/config/amac/${enc(args.abstractCode)}`, { ...init }),
  /** every abstract-code mapping (code order) (GET /config/amac) */
  list: (init?: CallInit): Promise<AmacListAnswer> =>
    callApi<AmacListAnswer>('GET', '/config/amac', { ...init }),
};

/** the react-query keys of amac's reads; `all` prefixes every one of them */
export const amacKeys = {
  all: ['amac'] as const,
  search: (args: { body: SearchBody }) => ['amac', 'search', args] as const,
  list: () => ['amac', 'list'] as const,
};

/** the calls of apiToken (schemas/apiToken.schema.json) */
export const apiTokenCalls = {
  /** the x-api search (first alternative): POST /auth/token/search */
  search: (args: { body: ApiTokenSearchBody }, init?: CallInit): Promise<ApiTokenSearchAnswer> =>
    callApi<ApiTokenSearchAnswer>('POST', '/auth/token/search', { body: args.body, ...init }),
  /** create an API token (people only; the grant rule of accounts: never more than the caller holds): the row and its secret, shown once (POST /auth/token) */
  create: (args: { body: ApiTokenCreateBody }, init?: CallInit): Promise<ApiTokenCreateAnswer> =>
    callApi<ApiTokenCreateAnswer>('POST', '/auth/token', { body: args.body, ...init }),
  /** revoke an API token: refused (401) from its next request on, on every instance (POST /auth/token/{id}/revoke) */
  revoke: (args: { id: string | number }, init?: CallInit): Promise<ApiTokenRevokeAnswer> =>
    callApi<ApiTokenRevokeAnswer>('POST', `/auth/token/${enc(args.id)}/revoke`, { ...init }),
};

/** the react-query keys of apiToken's reads; `all` prefixes every one of them */
export const apiTokenKeys = {
  all: ['apiToken'] as const,
  search: (args: { body: ApiTokenSearchBody }) => ['apiToken', 'search', args] as const,
};

/** the calls of appFile (schemas/appFile.schema.json) */
export const appFileCalls = {
  /** the x-api search (first alternative): GET /app/file/list */
  search: (init?: CallInit): Promise<AppFileSearchAnswer> =>
    callApi<AppFileSearchAnswer>('GET', '/app/file/list', { ...init }),
  /** the x-api delete: DELETE /app/file/{_id} */
  delete: (args: { _id: string | number }, init?: CallInit): Promise<AppFileDeleteAnswer> =>
    callApi<AppFileDeleteAnswer>('DELETE', `/app/file/${enc(args._id)}`, { ...init }),
  /** make a mobile app file the active one (GET /app/file/active/{_id}) */
  activate: (args: { _id: string | number }, init?: CallInit): Promise<AppFileActivateAnswer> =>
    callApi<AppFileActivateAnswer>('GET', `/app/file/active/${enc(args._id)}`, { ...init }),
  /** a mobile app file (GET /app/file/{_id}) */
  download: (args: { _id: string | number }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/app/file/${enc(args._id)}`, { as: 'blob', ...init }),
  /** upload a mobile app file (multipart file: mobile_{version_info}.apk) (POST /app/file) */
  upload: (args: { form: AppFileUploadForm }, init?: CallInit): Promise<AppFileUploadAnswer> =>
    callApi<AppFileUploadAnswer>('POST', '/app/file', { form: args.form, ...init }),
};

/** the react-query keys of appFile's reads; `all` prefixes every one of them */
export const appFileKeys = {
  all: ['appFile'] as const,
  search: () => ['appFile', 'search'] as const,
  activate: (args: { _id: string | number }) => ['appFile', 'activate', args] as const,
  download: (args: { _id: string | number }) => ['appFile', 'download', args] as const,
};

/** the calls of auditLog (schemas/auditLog.schema.json) */
export const auditLogCalls = {
  /** the x-api search (first alternative): POST /audit/search */
  search: (args: { body: AuditLogSearchBody }, init?: CallInit): Promise<AuditLogSearchAnswer> =>
    callApi<AuditLogSearchAnswer>('POST', '/audit/search', { body: args.body, ...init }),
  /** the rows a search finds (the same filters), newest first, as CSV: at most 100,000 rows (the filters narrow a larger log) (POST /audit/export) */
  export: (args: { body: AuditLogExportBody }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('POST', '/audit/export', { body: args.body, as: 'blob', ...init }),
};

/** the react-query keys of auditLog's reads; `all` prefixes every one of them */
export const auditLogKeys = {
  all: ['auditLog'] as const,
  search: (args: { body: AuditLogSearchBody }) => ['auditLog', 'search', args] as const,
  export: (args: { body: AuditLogExportBody }) => ['auditLog', 'export', args] as const,
};

/** the calls of backup (schemas/backup.schema.json) */
export const backupCalls = {
  /** a backup archive of the running server (tar: the PGlite database snapshot, the stored files on the data directory, manifest.json; role 0 only); on PostgreSQL 409: back up with `npm run backup` (pg_dump) (GET /system/backup) */
  download: (init?: CallInit): Promise<SavedFile> =>
    callApi<SavedFile>('GET', '/system/backup', { as: 'file', ...init }),
};

/** the react-query keys of backup's reads; `all` prefixes every one of them */
export const backupKeys = {
  all: ['backup'] as const,
  download: () => ['backup', 'download'] as const,
};

/** the calls of batteryForecast (schemas/batteryForecast.schema.json) */
export const batteryForecastCalls = {
  /** one tag's battery history with its forecast (GET /battery/store/{storeCode}/tag/{tagId}) */
  tag: (args: { storeCode: string | number; tagId: string | number }, init?: CallInit): Promise<BatteryForecastTagAnswer> =>
    callApi<BatteryForecastTagAnswer>('GET', `/battery/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}`, { ...init }),
  /** the store's swap list, every tag sorted by forecast date, as CSV (GET /battery/store/{storeCode}/csv) */
  tagCsv: (args: { storeCode: string | number }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/battery/store/${enc(args.storeCode)}/csv`, { as: 'blob', ...init }),
  /** the store's tags to change within a period, by aisle (the printable swap list) (GET /battery/store/{storeCode}/swap) */
  swapList: (args: { storeCode: string | number; query?: BatteryForecastSwapListQuery }, init?: CallInit): Promise<BatteryForecastSwapListAnswer> =>
    callApi<BatteryForecastSwapListAnswer>('GET', `/battery/store/${enc(args.storeCode)}/swap`, { query: args.query, ...init }),
  /** a store's tags with their forecast, soonest first (filter_tagId contains, filter_state forecast|low|tooFewReadings|noDrain, filter_within thisWeek|nextWeek|thisMonth; sorted by forecastAt, tagId, level, ratePerMonth or aisle) (POST /battery/store/{storeCode}/tag/search) */
  tagSearch: (args: { storeCode: string | number; body: BatteryForecastTagSearchBody }, init?: CallInit): Promise<BatteryForecastTagSearchAnswer> =>
    callApi<BatteryForecastTagSearchAnswer>('POST', `/battery/store/${enc(args.storeCode)}/tag/search`, { body: args.body, ...init }),
};

/** the react-query keys of batteryForecast's reads; `all` prefixes every one of them */
export const batteryForecastKeys = {
  all: ['batteryForecast'] as const,
  tag: (args: { storeCode: string | number; tagId: string | number }) => ['batteryForecast', 'tag', args] as const,
  tagCsv: (args: { storeCode: string | number }) => ['batteryForecast', 'tagCsv', args] as const,
  swapList: (args: { storeCode: string | number; query?: BatteryForecastSwapListQuery }) => ['batteryForecast', 'swapList', args] as const,
};

/** the calls of batteryStore (schemas/batteryStore.schema.json) */
export const batteryStoreCalls = {
  /** the x-api search (first alternative): POST /battery/store/search */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<BatteryStoreSearchAnswer> =>
    callApi<BatteryStoreSearchAnswer>('POST', '/battery/store/search', { body: args.body, ...init }),
  /** every store of the session with its counts (GET /battery/stores) */
  list: (init?: CallInit): Promise<BatteryStoreListAnswer> =>
    callApi<BatteryStoreListAnswer>('GET', '/battery/stores', { ...init }),
  /** every store's counts as CSV (GET /battery/stores/csv) */
  csv: (init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', '/battery/stores/csv', { as: 'blob', ...init }),
  /** the weekly swap-list mail's opt-in (alarm read) (GET /battery/mail/setting) */
  mailSetting: (init?: CallInit): Promise<BatteryStoreMailSettingAnswer> =>
    callApi<BatteryStoreMailSettingAnswer>('GET', '/battery/mail/setting', { ...init }),
  /** opts the weekly swap-list mail in or out (alarm write) (PUT /battery/mail/setting) */
  saveMailSetting: (args: { body: BatteryStoreSaveMailSettingBody }, init?: CallInit): Promise<BatteryStoreSaveMailSettingAnswer> =>
    callApi<BatteryStoreSaveMailSettingAnswer>('PUT', '/battery/mail/setting', { body: args.body, ...init }),
};

/** the react-query keys of batteryStore's reads; `all` prefixes every one of them */
export const batteryStoreKeys = {
  all: ['batteryStore'] as const,
  search: (args: { body: SearchBody }) => ['batteryStore', 'search', args] as const,
  list: () => ['batteryStore', 'list'] as const,
  csv: () => ['batteryStore', 'csv'] as const,
  mailSetting: () => ['batteryStore', 'mailSetting'] as const,
};

/** the calls of channelSetting (schemas/channelSetting.schema.json) */
export const channelSettingCalls = {
  /** the x-api getOne: GET /config/gw/channel */
  getOne: (args: { query?: ChannelSettingGetOneQuery }, init?: CallInit): Promise<ChannelSettingGetOneAnswer> =>
    callApi<ChannelSettingGetOneAnswer>('GET', '/config/gw/channel', { query: args.query, ...init }),
  /** the x-api create: POST /config/gw/channel */
  create: (args: { body: ChannelSettingCreateBody }, init?: CallInit): Promise<ChannelSettingCreateAnswer> =>
    callApi<ChannelSettingCreateAnswer>('POST', '/config/gw/channel', { body: args.body, ...init }),
};

/** the react-query keys of channelSetting's reads; `all` prefixes every one of them */
export const channelSettingKeys = {
  all: ['channelSetting'] as const,
  getOne: (args: { query?: ChannelSettingGetOneQuery }) => ['channelSetting', 'getOne', args] as const,
};

/** the calls of dashboard (schemas/dashboard.schema.json) */
export const dashboardCalls = {
  /** the x-api search (first alternative): POST /dashboards/search */
  search: (args: { body: DashboardSearchBody }, init?: CallInit): Promise<DashboardSearchAnswer> =>
    callApi<DashboardSearchAnswer>('POST', '/dashboards/search', { body: args.body, ...init }),
  /** the x-api getOne: GET /dashboards/{id} */
  getOne: (args: { id: string | number }, init?: CallInit): Promise<DashboardGetOneAnswer> =>
    callApi<DashboardGetOneAnswer>('GET', `/dashboards/${enc(args.id)}`, { ...init }),
  /** the x-api create: POST /dashboards */
  create: (args: { body: DashboardCreateBody }, init?: CallInit): Promise<DashboardCreateAnswer> =>
    callApi<DashboardCreateAnswer>('POST', '/dashboards', { body: args.body, ...init }),
  /** the x-api update: PUT /dashboards/{id} */
  update: (args: { id: string | number; body: DashboardUpdateBody }, init?: CallInit): Promise<DashboardUpdateAnswer> =>
    callApi<DashboardUpdateAnswer>('PUT', `/dashboards/${enc(args.id)}`, { body: args.body, ...init }),
  /** the x-api delete: DELETE /dashboards/{id} */
  delete: (args: { id: string | number }, init?: CallInit): Promise<DashboardDeleteAnswer> =>
    callApi<DashboardDeleteAnswer>('DELETE', `/dashboards/${enc(args.id)}`, { ...init }),
  /** a copy of a dashboard the session may see, owned by the session (the name given, else the original's) (POST /dashboards/{id}/duplicate) */
  duplicate: (args: { id: string | number; body: DashboardDuplicateBody }, init?: CallInit): Promise<DashboardDuplicateAnswer> =>
    callApi<DashboardDuplicateAnswer>('POST', `/dashboards/${enc(args.id)}/duplicate`, { body: args.body, ...init }),
  /** a dashboard from an export file (schemas/dashboardFile.schema.json), owned by the session (POST /dashboards/import) */
  import: (args: { body: DashboardImportBody }, init?: CallInit): Promise<DashboardImportAnswer> =>
    callApi<DashboardImportAnswer>('POST', '/dashboards/import', { body: args.body, ...init }),
  /** the figures of a panel's stats query (x-stats entities) (POST /stats/query) */
  statsQuery: (args: { body: DashboardStatsQueryBody }, init?: CallInit): Promise<DashboardStatsQueryAnswer> =>
    callApi<DashboardStatsQueryAnswer>('POST', '/stats/query', { body: args.body, ...init }),
  /** the entities and fields a panel may query (GET /stats/query/catalogue) */
  catalogue: (init?: CallInit): Promise<DashboardCatalogueAnswer> =>
    callApi<DashboardCatalogueAnswer>('GET', '/stats/query/catalogue', { ...init }),
  /** a panel's figures on a dashboard the session sees (custom_dashboard read): the panel's query as POST /stats/query takes it (stores from the dashboard's variable or the panel's pins), run over the viewer's part of those stores (their intersection with the session's stores; every store of the session when it is empty), never 403 for a store someone else chose; the answer says which stores it covers (POST /dashboards/{id}/figures) */
  figures: (args: { id: string | number; body: DashboardFiguresBody }, init?: CallInit): Promise<DashboardFiguresAnswer> =>
    callApi<DashboardFiguresAnswer>('POST', `/dashboards/${enc(args.id)}/figures`, { body: args.body, ...init }),
  /** the roles a dashboard may be shared with, id and name only (every role but role 0, which sees every dashboard anyway), for custom_dashboard write: no role read needed (GET /dashboards/share-roles) */
  shareRoles: (init?: CallInit): Promise<DashboardShareRolesAnswer> =>
    callApi<DashboardShareRolesAnswer>('GET', '/dashboards/share-roles', { ...init }),
  /** the saved versions of a dashboard the session sees, newest first (start, length: default 0, 25; the last 50 are kept): who saved each and when (GET /dashboards/{id}/versions) */
  versions: (args: { id: string | number; query?: DashboardVersionsQuery }, init?: CallInit): Promise<DashboardVersionsAnswer> =>
    callApi<DashboardVersionsAnswer>('GET', `/dashboards/${enc(args.id)}/versions`, { query: args.query, ...init }),
  /** one saved version with its full definition (name, sharedRoles, variables, layouts, panels) (GET /dashboards/{id}/versions/{version}) */
  version: (args: { id: string | number; version: string | number }, init?: CallInit): Promise<DashboardVersionAnswer> =>
    callApi<DashboardVersionAnswer>('GET', `/dashboards/${enc(args.id)}/versions/${enc(args.version)}`, { ...init }),
  /** the dashboard as it was in that version, saved as a new version (owner or role 0, custom_dashboard write) (POST /dashboards/{id}/versions/{version}/restore) */
  restore: (args: { id: string | number; version: string | number }, init?: CallInit): Promise<DashboardRestoreAnswer> =>
    callApi<DashboardRestoreAnswer>('POST', `/dashboards/${enc(args.id)}/versions/${enc(args.version)}/restore`, { ...init }),
  /** the starter dashboards (store operations, battery and delivery, fleet health), made of ordinary panels only (GET /dashboards/starters) */
  starters: (init?: CallInit): Promise<DashboardStartersAnswer> =>
    callApi<DashboardStartersAnswer>('GET', '/dashboards/starters', { ...init }),
  /** a new dashboard of the session from a starter (the name given, else the starter's): every panel editable (POST /dashboards/starters/{key}/copy) */
  copyStarter: (args: { key: string | number; body: DashboardCopyStarterBody }, init?: CallInit): Promise<DashboardCopyStarterAnswer> =>
    callApi<DashboardCopyStarterAnswer>('POST', `/dashboards/starters/${enc(args.key)}/copy`, { body: args.body, ...init }),
  /** the state of each panel's enabled alert rule (ok, pending, firing; since, last value), as the panel-alerts job last evaluated it (GET /dashboards/{id}/alerts) */
  alerts: (args: { id: string | number }, init?: CallInit): Promise<DashboardAlertsAnswer> =>
    callApi<DashboardAlertsAnswer>('GET', `/dashboards/${enc(args.id)}/alerts`, { ...init }),
};

/** the react-query keys of dashboard's reads; `all` prefixes every one of them */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  search: (args: { body: DashboardSearchBody }) => ['dashboard', 'search', args] as const,
  getOne: (args: { id: string | number }) => ['dashboard', 'getOne', args] as const,
  statsQuery: (args: { body: DashboardStatsQueryBody }) => ['dashboard', 'statsQuery', args] as const,
  catalogue: () => ['dashboard', 'catalogue'] as const,
  figures: (args: { id: string | number; body: DashboardFiguresBody }) => ['dashboard', 'figures', args] as const,
  shareRoles: () => ['dashboard', 'shareRoles'] as const,
  versions: (args: { id: string | number; query?: DashboardVersionsQuery }) => ['dashboard', 'versions', args] as const,
  version: (args: { id: string | number; version: string | number }) => ['dashboard', 'version', args] as const,
  starters: () => ['dashboard', 'starters'] as const,
  alerts: (args: { id: string | number }) => ['dashboard', 'alerts', args] as const,
};

/** the calls of deliveryStore (schemas/deliveryStore.schema.json) */
export const deliveryStoreCalls = {
  /** the x-api search (first alternative): POST /delivery/store/search */
  search: (args: { body: DeliveryStoreSearchBody }, init?: CallInit): Promise<DeliveryStoreSearchAnswer> =>
    callApi<DeliveryStoreSearchAnswer>('POST', '/delivery/store/search', { body: args.body, ...init }),
  /** every store of the session on a day (the map) (GET /delivery/stores) */
  list: (args: { query?: DeliveryStoreListQuery }, init?: CallInit): Promise<DeliveryStoreListAnswer> =>
    callApi<DeliveryStoreListAnswer>('GET', '/delivery/stores', { query: args.query, ...init }),
  /** a store's day with its 30 days, histogram and causes (GET /delivery/store/{storeCode}) */
  detail: (args: { storeCode: string | number; query?: DeliveryStoreDetailQuery }, init?: CallInit): Promise<DeliveryStoreDetailAnswer> =>
    callApi<DeliveryStoreDetailAnswer>('GET', `/delivery/store/${enc(args.storeCode)}`, { query: args.query, ...init }),
  /** every store of the day as CSV (GET /delivery/stores/csv) */
  csv: (args: { query?: DeliveryStoreCsvQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', '/delivery/stores/csv', { query: args.query, as: 'blob', ...init }),
  /** a store's failed or late updates of a day as CSV (cause filters) (GET /delivery/store/{storeCode}/late/csv) */
  lateCsv: (args: { storeCode: string | number; query?: DeliveryStoreLateCsvQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/delivery/store/${enc(args.storeCode)}/late/csv`, { query: args.query, as: 'blob', ...init }),
  /** a store's failed or late updates of a day (failed, confirmed after the target minutes, or open past them): day or filter_day, filter_cause; sorted by askedAt, seconds, tagId or tries (POST /delivery/store/{storeCode}/late/search) */
  late: (args: { storeCode: string | number; body: DeliveryStoreLateBody }, init?: CallInit): Promise<DeliveryStoreLateAnswer> =>
    callApi<DeliveryStoreLateAnswer>('POST', `/delivery/store/${enc(args.storeCode)}/late/search`, { body: args.body, ...init }),
};

/** the react-query keys of deliveryStore's reads; `all` prefixes every one of them */
export const deliveryStoreKeys = {
  all: ['deliveryStore'] as const,
  search: (args: { body: DeliveryStoreSearchBody }) => ['deliveryStore', 'search', args] as const,
  list: (args: { query?: DeliveryStoreListQuery }) => ['deliveryStore', 'list', args] as const,
  detail: (args: { storeCode: string | number; query?: DeliveryStoreDetailQuery }) => ['deliveryStore', 'detail', args] as const,
  csv: (args: { query?: DeliveryStoreCsvQuery }) => ['deliveryStore', 'csv', args] as const,
  lateCsv: (args: { storeCode: string | number; query?: DeliveryStoreLateCsvQuery }) => ['deliveryStore', 'lateCsv', args] as const,
};

/** the calls of downloadTask (schemas/downloadTask.schema.json) */
export const downloadTaskCalls = {
  /** start a download task (POST /file/download) */
  start: (args: { body: DownloadTaskStartBody }, init?: CallInit): Promise<DownloadTaskStartAnswer> =>
    callApi<DownloadTaskStartAnswer>('POST', '/file/download', { body: args.body, ...init }),
  /** a download task's progress (POST /file/download/task/{taskId}) */
  poll: (args: { taskId: string | number }, init?: CallInit): Promise<DownloadTaskPollAnswer> =>
    callApi<DownloadTaskPollAnswer>('POST', `/file/download/task/${enc(args.taskId)}`, { ...init }),
  /** the file of a finished download task (GET /file/download/task/{taskId}) */
  file: (args: { taskId: string | number }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/file/download/task/${enc(args.taskId)}`, { as: 'blob', ...init }),
};

/** the react-query keys of downloadTask's reads; `all` prefixes every one of them */
export const downloadTaskKeys = {
  all: ['downloadTask'] as const,
  file: (args: { taskId: string | number }) => ['downloadTask', 'file', args] as const,
};

/** the calls of familyProduct (schemas/familyProduct.schema.json) */
export const familyProductCalls = {
  /** the x-api search (first alternative): POST /status/store/{storeCode}/product/family/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<FamilyProductSearchAnswer> =>
    callApi<FamilyProductSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/product/family/search`, { body: args.body, ...init }),
  /** the families containing a product (GET /product/family/findByPrCode/{prCode}/store/{storeCode}) */
  ofProduct: (args: { prCode: string | number; storeCode: string | number }, init?: CallInit): Promise<FamilyProductOfProductAnswer> =>
    callApi<FamilyProductOfProductAnswer>('GET', `/product/family/findByPrCode/${enc(args.prCode)}/store/${enc(args.storeCode)}`, { ...init }),
  /** a family of a store (GET /product/family/{fmPrCode}/store/{storeCode}) */
  find: (args: { fmPrCode: string | number; storeCode: string | number }, init?: CallInit): Promise<FamilyProductFindAnswer> =>
    callApi<FamilyProductFindAnswer>('GET', `/product/family/${enc(args.fmPrCode)}/store/${enc(args.storeCode)}`, { ...init }),
  /** a family of the session's first store (an empty store segment: doc 2 §7 'an empty store becomes a default') (GET /product/family/{fmPrCode}/store) */
  findInFirstStore: (args: { fmPrCode: string | number }, init?: CallInit): Promise<FamilyProductFindInFirstStoreAnswer> =>
    callApi<FamilyProductFindInFirstStoreAnswer>('GET', `/product/family/${enc(args.fmPrCode)}/store`, { ...init }),
  /** create or update a family of a store (POST /product/family) */
  save: (args: { body: FamilyProductSaveBody }, init?: CallInit): Promise<FamilyProductSaveAnswer> =>
    callApi<FamilyProductSaveAnswer>('POST', '/product/family', { body: args.body, ...init }),
  /** save the families of a family file (POST /product/family/import) */
  importFile: (args: { body: FamilyProductImportFileBody }, init?: CallInit): Promise<FamilyProductImportFileAnswer> =>
    callApi<FamilyProductImportFileAnswer>('POST', '/product/family/import', { body: args.body, ...init }),
  /** delete families of a store (POST /product/family/delete) */
  deleteMany: (args: { body: FamilyProductDeleteManyBody }, init?: CallInit): Promise<FamilyProductDeleteManyAnswer> =>
    callApi<FamilyProductDeleteManyAnswer>('POST', '/product/family/delete', { body: args.body, ...init }),
};

/** the react-query keys of familyProduct's reads; `all` prefixes every one of them */
export const familyProductKeys = {
  all: ['familyProduct'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['familyProduct', 'search', args] as const,
  ofProduct: (args: { prCode: string | number; storeCode: string | number }) => ['familyProduct', 'ofProduct', args] as const,
  find: (args: { fmPrCode: string | number; storeCode: string | number }) => ['familyProduct', 'find', args] as const,
  findInFirstStore: (args: { fmPrCode: string | number }) => ['familyProduct', 'findInFirstStore', args] as const,
};

/** the calls of gateway (schemas/gateway.schema.json) */
export const gatewayCalls = {
  /** the x-api search (first alternative): POST /status/store/{storeCode}/gw/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<GatewaySearchAnswer> =>
    callApi<GatewaySearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/gw/search`, { body: args.body, ...init }),
  /** the x-api getOne: GET /status/store/{storeCode}/gw/{gwMac} */
  getOne: (args: { storeCode: string | number; gwMac: string | number }, init?: CallInit): Promise<GatewayGetOneAnswer> =>
    callApi<GatewayGetOneAnswer>('GET', `/status/store/${enc(args.storeCode)}/gw/${enc(args.gwMac)}`, { ...init }),
  /** one store summary with its gateways (objList) (GET /status/store/{storeCode}) */
  ofStore: (args: { storeCode: string | number }, init?: CallInit): Promise<GatewayOfStoreAnswer> =>
    callApi<GatewayOfStoreAnswer>('GET', `/status/store/${enc(args.storeCode)}`, { ...init }),
  /** a store's gateway configurations, and whether its outband allows channels 27 to 31 (GET /config/store/{storeCode}/gw) */
  storeConfig: (args: { storeCode: string | number }, init?: CallInit): Promise<GatewayStoreConfigAnswer> =>
    callApi<GatewayStoreConfigAnswer>('GET', `/config/store/${enc(args.storeCode)}/gw`, { ...init }),
  /** one gateway's configuration (GET /config/store/{storeCode}/gw/{gwMac}) */
  config: (args: { storeCode: string | number; gwMac: string | number }, init?: CallInit): Promise<GatewayConfigAnswer> =>
    callApi<GatewayConfigAnswer>('GET', `/config/store/${enc(args.storeCode)}/gw/${enc(args.gwMac)}`, { ...init }),
  /** edit one gateway's configuration; an offline gateway cannot take it (409); channels 27 to 31 need the store's outband (PUT /config/store/{storeCode}/gw/{gwMac}) */
  update: (args: { storeCode: string | number; gwMac: string | number; body: GatewayUpdateBody }, init?: CallInit): Promise<GatewayUpdateAnswer> =>
    callApi<GatewayUpdateAnswer>('PUT', `/config/store/${enc(args.storeCode)}/gw/${enc(args.gwMac)}`, { body: args.body, ...init }),
  /** edit all: offline and unknown gateways are listed in gwNG, unchanged; channels 27 to 31 need the store's outband (400, nothing written) (PUT /config/store/{storeCode}/gw) */
  updateAll: (args: { storeCode: string | number; body: GatewayUpdateAllBody }, init?: CallInit): Promise<GatewayUpdateAllAnswer> =>
    callApi<GatewayUpdateAllAnswer>('PUT', `/config/store/${enc(args.storeCode)}/gw`, { body: args.body, ...init }),
  /** delete a gateway of a store (an OpenEPaperLink access point is unregistered) (DELETE /config/store/{storeCode}/gw/{gwMac}) */
  remove: (args: { storeCode: string | number; gwMac: string | number }, init?: CallInit): Promise<GatewayRemoveAnswer> =>
    callApi<GatewayRemoveAnswer>('DELETE', `/config/store/${enc(args.storeCode)}/gw/${enc(args.gwMac)}`, { ...init }),
  /** whether the server reaches the gateway; an offline gateway fails (GET /check/link/gw/{gwMac}) */
  linkCheck: (args: { gwMac: string | number }, init?: CallInit): Promise<GatewayLinkCheckAnswer> =>
    callApi<GatewayLinkCheckAnswer>('GET', `/check/link/gw/${enc(args.gwMac)}`, { ...init }),
  /** reboot a gateway: offline for 10 to 30 seconds; an offline gateway cannot be reached (success false) (POST /gw/reboot/{gwMac}) */
  reboot: (args: { gwMac: string | number }, init?: CallInit): Promise<GatewayRebootAnswer> =>
    callApi<GatewayRebootAnswer>('POST', `/gw/reboot/${enc(args.gwMac)}`, { ...init }),
  /** register an OpenEPaperLink access point (polled at once); 400 for an address the server must not connect to, 409 when registered already (POST /config/store/{storeCode}/gw/oepl) */
  registerOepl: (args: { storeCode: string | number; body: GatewayRegisterOeplBody }, init?: CallInit): Promise<GatewayRegisterOeplAnswer> =>
    callApi<GatewayRegisterOeplAnswer>('POST', `/config/store/${enc(args.storeCode)}/gw/oepl`, { body: args.body, ...init }),
  /** unregister an OpenEPaperLink access point (its tags stay, MISSING) (DELETE /config/store/{storeCode}/gw/oepl/{gwMac}) */
  unregisterOepl: (args: { storeCode: string | number; gwMac: string | number }, init?: CallInit): Promise<GatewayUnregisterOeplAnswer> =>
    callApi<GatewayUnregisterOeplAnswer>('DELETE', `/config/store/${enc(args.storeCode)}/gw/oepl/${enc(args.gwMac)}`, { ...init }),
  /** a gateway's system status: memory, ramdisk and log-disk percents and its samples of the window (start, end: epoch seconds; default and at most the last 24 hours) (GET /system/status/gw/{gwMac}) */
  systemStatus: (args: { gwMac: string | number; query?: GatewaySystemStatusQuery }, init?: CallInit): Promise<GatewaySystemStatusAnswer> =>
    callApi<GatewaySystemStatusAnswer>('GET', `/system/status/gw/${enc(args.gwMac)}`, { query: args.query, ...init }),
};

/** the react-query keys of gateway's reads; `all` prefixes every one of them */
export const gatewayKeys = {
  all: ['gateway'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['gateway', 'search', args] as const,
  getOne: (args: { storeCode: string | number; gwMac: string | number }) => ['gateway', 'getOne', args] as const,
  ofStore: (args: { storeCode: string | number }) => ['gateway', 'ofStore', args] as const,
  storeConfig: (args: { storeCode: string | number }) => ['gateway', 'storeConfig', args] as const,
  config: (args: { storeCode: string | number; gwMac: string | number }) => ['gateway', 'config', args] as const,
  linkCheck: (args: { gwMac: string | number }) => ['gateway', 'linkCheck', args] as const,
  systemStatus: (args: { gwMac: string | number; query?: GatewaySystemStatusQuery }) => ['gateway', 'systemStatus', args] as const,
};

/** the calls of gatewayAlarm (schemas/gatewayAlarm.schema.json) */
export const gatewayAlarmCalls = {
  /** the x-api search (first alternative): POST /history/alarm/gw/{gwMac}/search */
  search: (args: { gwMac: string | number; body: GatewayAlarmSearchBody }, init?: CallInit): Promise<GatewayAlarmSearchAnswer> =>
    callApi<GatewayAlarmSearchAnswer>('POST', `/history/alarm/gw/${enc(args.gwMac)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of gatewayAlarm's reads; `all` prefixes every one of them */
export const gatewayAlarmKeys = {
  all: ['gatewayAlarm'] as const,
  search: (args: { gwMac: string | number; body: GatewayAlarmSearchBody }) => ['gatewayAlarm', 'search', args] as const,
};

/** the calls of gatewayPredefined (schemas/gatewayPredefined.schema.json) */
export const gatewayPredefinedCalls = {
  /** the x-api search (first alternative): GET /gw/predefined/search */
  search: (args: { query?: GatewayPredefinedSearchQuery }, init?: CallInit): Promise<GatewayPredefinedSearchAnswer> =>
    callApi<GatewayPredefinedSearchAnswer>('GET', '/gw/predefined/search', { query: args.query, ...init }),
  /** the x-api create: POST /gw/predefined */
  create: (args: { body: GatewayPredefinedCreateBody }, init?: CallInit): Promise<GatewayPredefinedCreateAnswer> =>
    callApi<GatewayPredefinedCreateAnswer>('POST', '/gw/predefined', { body: args.body, ...init }),
  /** delete the predefined configuration of a MAC (its store in the session's) (DELETE /gw/predefined/{gwMac}) */
  remove: (args: { gwMac: string | number }, init?: CallInit): Promise<GatewayPredefinedRemoveAnswer> =>
    callApi<GatewayPredefinedRemoveAnswer>('DELETE', `/gw/predefined/${enc(args.gwMac)}`, { ...init }),
};

/** the react-query keys of gatewayPredefined's reads; `all` prefixes every one of them */
export const gatewayPredefinedKeys = {
  all: ['gatewayPredefined'] as const,
  search: (args: { query?: GatewayPredefinedSearchQuery }) => ['gatewayPredefined', 'search', args] as const,
};

/** the calls of health (schemas/health.schema.json) */
export const healthCalls = {
  /** liveness: the process runs and answers (200 whatever the database; a liveness probe that fails restarts the process, which cures neither a database outage nor a load peak) (GET /health/live) */
  live: (init?: CallInit): Promise<HealthLiveAnswer> =>
    callApi<HealthLiveAnswer>('GET', '/health/live', { anonymous: true, ...init }),
  /** readiness: the database answers within HEALTH_DB_TIMEOUT_MS (or is busy with earlier statements on PGlite), every migration of this build is applied, this instance's heartbeat is current and the process is not past its load limits; 200 when all are ok, else 503 with Retry-After (GET /health/ready) */
  ready: (init?: CallInit): Promise<HealthReadyAnswer> =>
    callApi<HealthReadyAnswer>('GET', '/health/ready', { anonymous: true, ...init }),
};

/** the react-query keys of health's reads; `all` prefixes every one of them */
export const healthKeys = {
  all: ['health'] as const,
  live: () => ['health', 'live'] as const,
  ready: () => ['health', 'ready'] as const,
};

/** the calls of identityProvider (schemas/identityProvider.schema.json) */
export const identityProviderCalls = {
  /** the x-api search (first alternative): POST /auth/sso/provider/search */
  search: (args: { body: IdentityProviderSearchBody }, init?: CallInit): Promise<IdentityProviderSearchAnswer> =>
    callApi<IdentityProviderSearchAnswer>('POST', '/auth/sso/provider/search', { body: args.body, ...init }),
  /** add an identity provider (role 0); a client secret needs SECRET_KEY set (POST /auth/sso/provider) */
  create: (args: { body: IdentityProviderCreateBody }, init?: CallInit): Promise<IdentityProviderCreateAnswer> =>
    callApi<IdentityProviderCreateAnswer>('POST', '/auth/sso/provider', { body: args.body, ...init }),
  /** change an identity provider (role 0); clientSecret absent or empty keeps it (PUT /auth/sso/provider/{id}) */
  update: (args: { id: string | number; body: IdentityProviderUpdateBody }, init?: CallInit): Promise<IdentityProviderUpdateAnswer> =>
    callApi<IdentityProviderUpdateAnswer>('PUT', `/auth/sso/provider/${enc(args.id)}`, { body: args.body, ...init }),
  /** remove an identity provider (role 0) (DELETE /auth/sso/provider/{id}) */
  delete: (args: { id: string | number }, init?: CallInit): Promise<IdentityProviderDeleteAnswer> =>
    callApi<IdentityProviderDeleteAnswer>('DELETE', `/auth/sso/provider/${enc(args.id)}`, { ...init }),
  /** the enabled providers' ids and names, for the login page's buttons (GET /auth/sso/providers) */
  choices: (init?: CallInit): Promise<IdentityProviderChoicesAnswer> =>
    callApi<IdentityProviderChoicesAnswer>('GET', '/auth/sso/providers', { anonymous: true, ...init }),
  /** begin a sign-in: 302 to the provider's authorization endpoint (code flow, PKCE S256, state, nonce); an error redirects to the login page with a message key (GET /auth/sso/{id}/start) */
  start: (args: { id: string | number }, init?: CallInit): Promise<void> =>
    callApi<void>('GET', `/auth/sso/${enc(args.id)}/start`, { anonymous: true, ...init }),
  /** the redirect URI: the provider's answer is validated (state, PKCE, nonce, ID token signature, issuer, audience, expiry); 302 to /#/sso?code=<one-time code> or ?error=<message key> (GET /auth/sso/callback) */
  callback: (args: { query?: IdentityProviderCallbackQuery }, init?: CallInit): Promise<void> =>
    callApi<void>('GET', '/auth/sso/callback', { query: args.query, anonymous: true, ...init }),
  /** the session user info of a one-time sign-in code (valid one minute, once) (POST /auth/sso/exchange) */
  exchange: (args: { body: IdentityProviderExchangeBody }, init?: CallInit): Promise<IdentityProviderExchangeAnswer> =>
    callApi<IdentityProviderExchangeAnswer>('POST', '/auth/sso/exchange', { body: args.body, anonymous: true, ...init }),
};

/** the react-query keys of identityProvider's reads; `all` prefixes every one of them */
export const identityProviderKeys = {
  all: ['identityProvider'] as const,
  search: (args: { body: IdentityProviderSearchBody }) => ['identityProvider', 'search', args] as const,
  choices: () => ['identityProvider', 'choices'] as const,
  start: (args: { id: string | number }) => ['identityProvider', 'start', args] as const,
  callback: (args: { query?: IdentityProviderCallbackQuery }) => ['identityProvider', 'callback', args] as const,
};

/** the calls of layout (schemas/layout.schema.json) */
export const layoutCalls = {
  /** the paper templates of the print editor (GET /paper/layout/name) */
  paperNames: (init?: CallInit): Promise<LayoutPaperNamesAnswer> =>
    callApi<LayoutPaperNamesAnswer>('GET', '/paper/layout/name', { ...init }),
  /** the label layouts' ids and names (product forms, tag lists) (GET /layout/name) */
  names: (init?: CallInit): Promise<LayoutNamesAnswer> =>
    callApi<LayoutNamesAnswer>('GET', '/layout/name', { ...init }),
};

/** the react-query keys of layout's reads; `all` prefixes every one of them */
export const layoutKeys = {
  all: ['layout'] as const,
  paperNames: () => ['layout', 'paperNames'] as const,
  names: () => ['layout', 'names'] as const,
};

/** the calls of loginHistory (schemas/loginHistory.schema.json) */
export const loginHistoryCalls = {
  /** the x-api search (first alternative): POST /auth/account/history/{email}/search */
  search: (args: { email: string | number; body: LoginHistorySearchBody }, init?: CallInit): Promise<LoginHistorySearchAnswer> =>
    callApi<LoginHistorySearchAnswer>('POST', `/auth/account/history/${enc(args.email)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of loginHistory's reads; `all` prefixes every one of them */
export const loginHistoryKeys = {
  all: ['loginHistory'] as const,
  search: (args: { email: string | number; body: LoginHistorySearchBody }) => ['loginHistory', 'search', args] as const,
};

/** the calls of mailOutbox (schemas/mailOutbox.schema.json) */
export const mailOutboxCalls = {
  /** the x-api search (first alternative): POST /mail/outbox/search */
  search: (args: { body: MailOutboxSearchBody }, init?: CallInit): Promise<MailOutboxSearchAnswer> =>
    callApi<MailOutboxSearchAnswer>('POST', '/mail/outbox/search', { body: args.body, ...init }),
};

/** the react-query keys of mailOutbox's reads; `all` prefixes every one of them */
export const mailOutboxKeys = {
  all: ['mailOutbox'] as const,
  search: (args: { body: MailOutboxSearchBody }) => ['mailOutbox', 'search', args] as const,
};

/** the calls of paperStore (schemas/paperStore.schema.json) */
export const paperStoreCalls = {
  /** the x-api search (first alternative): POST /status/store/pagination/4 */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<PaperStoreSearchAnswer> =>
    callApi<PaperStoreSearchAnswer>('POST', '/status/store/pagination/4', { body: args.body, ...init }),
  /** the paper summaries of the session stores (the map) (GET /status/paper) */
  list: (init?: CallInit): Promise<PaperStoreListAnswer> =>
    callApi<PaperStoreListAnswer>('GET', '/status/paper', { ...init }),
};

/** the react-query keys of paperStore's reads; `all` prefixes every one of them */
export const paperStoreKeys = {
  all: ['paperStore'] as const,
  search: (args: { body: SearchBody }) => ['paperStore', 'search', args] as const,
  list: () => ['paperStore', 'list'] as const,
};

/** the calls of paperTask (schemas/paperTask.schema.json) */
export const paperTaskCalls = {
  /** the x-api search (first alternative): POST /paper/task/store/{storeCode}/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<PaperTaskSearchAnswer> =>
    callApi<PaperTaskSearchAnswer>('POST', `/paper/task/store/${enc(args.storeCode)}/search`, { body: args.body, ...init }),
  /** the x-api getOne: GET /paper/task/{_id}/store/{storeCode} */
  getOne: (args: { _id: string | number; storeCode: string | number }, init?: CallInit): Promise<PaperTaskGetOneAnswer> =>
    callApi<PaperTaskGetOneAnswer>('GET', `/paper/task/${enc(args._id)}/store/${enc(args.storeCode)}`, { ...init }),
};

/** the react-query keys of paperTask's reads; `all` prefixes every one of them */
export const paperTaskKeys = {
  all: ['paperTask'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['paperTask', 'search', args] as const,
  getOne: (args: { _id: string | number; storeCode: string | number }) => ['paperTask', 'getOne', args] as const,
};

/** the calls of paperTaskRow (schemas/paperTaskRow.schema.json) */
export const paperTaskRowCalls = {
  /** the x-api search (first alternative): POST /paper/task/{taskId}/store/{storeCode}/search */
  search: (args: { taskId: string | number; storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<PaperTaskRowSearchAnswer> =>
    callApi<PaperTaskRowSearchAnswer>('POST', `/paper/task/${enc(args.taskId)}/store/${enc(args.storeCode)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of paperTaskRow's reads; `all` prefixes every one of them */
export const paperTaskRowKeys = {
  all: ['paperTaskRow'] as const,
  search: (args: { taskId: string | number; storeCode: string | number; body: SearchBody }) => ['paperTaskRow', 'search', args] as const,
};

/** the calls of paperUpload (schemas/paperUpload.schema.json) */
export const paperUploadCalls = {
  /** the x-api search (first alternative): POST /paper/file/upload/history/search */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<PaperUploadSearchAnswer> =>
    callApi<PaperUploadSearchAnswer>('POST', '/paper/file/upload/history/search', { body: args.body, ...init }),
  /** the x-api getOne: GET /paper/file/upload/history/detail/{_id} */
  getOne: (args: { _id: string | number }, init?: CallInit): Promise<PaperUploadGetOneAnswer> =>
    callApi<PaperUploadGetOneAnswer>('GET', `/paper/file/upload/history/detail/${enc(args._id)}`, { ...init }),
  /** upload a paper file to a store (multipart storeCode, taskDes and file: .csv or .txt); answers the finished upload (POST /paper/file) */
  upload: (args: { form: PaperUploadUploadForm }, init?: CallInit): Promise<PaperUploadUploadAnswer> =>
    callApi<PaperUploadUploadAnswer>('POST', '/paper/file', { form: args.form, ...init }),
};

/** the react-query keys of paperUpload's reads; `all` prefixes every one of them */
export const paperUploadKeys = {
  all: ['paperUpload'] as const,
  search: (args: { body: SearchBody }) => ['paperUpload', 'search', args] as const,
  getOne: (args: { _id: string | number }) => ['paperUpload', 'getOne', args] as const,
};

/** the calls of plusDevice (schemas/plusDevice.schema.json) */
export const plusDeviceCalls = {
  /** A store's device table (table conventions; filter_mac, name, template, status) (POST /status/store/{storeCode}/plus/device/search) */
  search: (args: { storeCode: string | number; body: PlusDeviceSearchBody }, init?: CallInit): Promise<PlusDeviceSearchAnswer> =>
    callApi<PlusDeviceSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/plus/device/search`, { body: args.body, ...init }),
  /** a device's show (GET /plus/store/{storeCode}/device/{mac}/show) */
  show: (args: { storeCode: string | number; mac: string | number }, init?: CallInit): Promise<PlusDeviceShowAnswer> =>
    callApi<PlusDeviceShowAnswer>('GET', `/plus/store/${enc(args.storeCode)}/device/${enc(args.mac)}/show`, { ...init }),
  /** give a device its own show (POST /plus/store/{storeCode}/device/{mac}/show) */
  saveShow: (args: { storeCode: string | number; mac: string | number; body: PlusDeviceSaveShowBody }, init?: CallInit): Promise<PlusDeviceSaveShowAnswer> =>
    callApi<PlusDeviceSaveShowAnswer>('POST', `/plus/store/${enc(args.storeCode)}/device/${enc(args.mac)}/show`, { body: args.body, ...init }),
  /** apply a template to devices ('' clears it; update false: the devices get their show at their next sync) (POST /plus/store/{storeCode}/device/list/template) */
  applyTemplate: (args: { storeCode: string | number; query?: PlusDeviceApplyTemplateQuery; body: PlusDeviceApplyTemplateBody }, init?: CallInit): Promise<PlusDeviceApplyTemplateAnswer> =>
    callApi<PlusDeviceApplyTemplateAnswer>('POST', `/plus/store/${enc(args.storeCode)}/device/list/template`, { query: args.query, body: args.body, ...init }),
  /** the PNG of what a device shows now (?slide=n another of its reported show) (GET /plus/store/{storeCode}/device/{mac}/picture) */
  picture: (args: { storeCode: string | number; mac: string | number; query?: PlusDevicePictureQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/plus/store/${enc(args.storeCode)}/device/${enc(args.mac)}/picture`, { query: args.query, as: 'blob', ...init }),
  /** one device, with blinking (GET /status/store/{storeCode}/plus/device/{mac}) */
  get: (args: { storeCode: string | number; mac: string | number }, init?: CallInit): Promise<PlusDeviceGetAnswer> =>
    callApi<PlusDeviceGetAnswer>('GET', `/status/store/${enc(args.storeCode)}/plus/device/${enc(args.mac)}`, { ...init }),
  /** a device's settings (x-forms.config) (POST /plus/device/config) */
  saveConfig: (args: { body: PlusDeviceSaveConfigBody }, init?: CallInit): Promise<PlusDeviceSaveConfigAnswer> =>
    callApi<PlusDeviceSaveConfigAnswer>('POST', '/plus/device/config', { body: args.body, ...init }),
  /** remove a device (DELETE /plus/store/{storeCode}/device/{mac}) */
  remove: (args: { storeCode: string | number; mac: string | number }, init?: CallInit): Promise<PlusDeviceRemoveAnswer> =>
    callApi<PlusDeviceRemoveAnswer>('DELETE', `/plus/store/${enc(args.storeCode)}/device/${enc(args.mac)}`, { ...init }),
  /** assign products to devices (a mac with index digits: one slot) (POST /plus/assign) */
  assign: (args: { body: PlusDeviceAssignBody }, init?: CallInit): Promise<PlusDeviceAssignAnswer> =>
    callApi<PlusDeviceAssignAnswer>('POST', '/plus/assign', { body: args.body, ...init }),
  /** take the products off devices (a mac with index digits: one slot) (POST /plus/deassign) */
  deassign: (args: { body: PlusDeviceDeassignBody }, init?: CallInit): Promise<PlusDeviceDeassignAnswer> =>
    callApi<PlusDeviceDeassignAnswer>('POST', '/plus/deassign', { body: args.body, ...init }),
  /** blink the devices showing a product (POST /plus/store/{storeCode}/blink/product) */
  blinkProduct: (args: { storeCode: string | number; body: PlusDeviceBlinkProductBody }, init?: CallInit): Promise<PlusDeviceBlinkProductAnswer> =>
    callApi<PlusDeviceBlinkProductAnswer>('POST', `/plus/store/${enc(args.storeCode)}/blink/product`, { body: args.body, ...init }),
  /** the devices showing a product code (GET /plus/store/{storeCode}/device/search/{term}) */
  searchByProduct: (args: { storeCode: string | number; term: string | number }, init?: CallInit): Promise<PlusDeviceSearchByProductAnswer> =>
    callApi<PlusDeviceSearchByProductAnswer>('GET', `/plus/store/${enc(args.storeCode)}/device/search/${enc(args.term)}`, { ...init }),
  /** show the info view on devices for a duration (s) (POST /plus/store/{storeCode}/device/show/info) */
  showInfo: (args: { storeCode: string | number; body: PlusDeviceShowInfoBody }, init?: CallInit): Promise<PlusDeviceShowInfoAnswer> =>
    callApi<PlusDeviceShowInfoAnswer>('POST', `/plus/store/${enc(args.storeCode)}/device/show/info`, { body: args.body, ...init }),
  /** send devices their show again (POST /plus/store/{storeCode}/device/sync) */
  sync: (args: { storeCode: string | number; body: PlusDeviceSyncBody }, init?: CallInit): Promise<PlusDeviceSyncAnswer> =>
    callApi<PlusDeviceSyncAnswer>('POST', `/plus/store/${enc(args.storeCode)}/device/sync`, { body: args.body, ...init }),
  /** switch devices to a mode (POST /plus/store/{storeCode}/switch/mode) */
  switchMode: (args: { storeCode: string | number; body: PlusDeviceSwitchModeBody }, init?: CallInit): Promise<PlusDeviceSwitchModeAnswer> =>
    callApi<PlusDeviceSwitchModeAnswer>('POST', `/plus/store/${enc(args.storeCode)}/switch/mode`, { body: args.body, ...init }),
  /** fix the slide devices show (POST /plus/store/{storeCode}/set/showIdx) */
  setShowIdx: (args: { storeCode: string | number; body: PlusDeviceSetShowIdxBody }, init?: CallInit): Promise<PlusDeviceSetShowIdxAnswer> =>
    callApi<PlusDeviceSetShowIdxAnswer>('POST', `/plus/store/${enc(args.storeCode)}/set/showIdx`, { body: args.body, ...init }),
  /** let devices play their whole show again (POST /plus/store/{storeCode}/unset/showIdx) */
  unsetShowIdx: (args: { storeCode: string | number; body: PlusDeviceUnsetShowIdxBody }, init?: CallInit): Promise<PlusDeviceUnsetShowIdxAnswer> =>
    callApi<PlusDeviceUnsetShowIdxAnswer>('POST', `/plus/store/${enc(args.storeCode)}/unset/showIdx`, { body: args.body, ...init }),
};

/** the react-query keys of plusDevice's reads; `all` prefixes every one of them */
export const plusDeviceKeys = {
  all: ['plusDevice'] as const,
  show: (args: { storeCode: string | number; mac: string | number }) => ['plusDevice', 'show', args] as const,
  picture: (args: { storeCode: string | number; mac: string | number; query?: PlusDevicePictureQuery }) => ['plusDevice', 'picture', args] as const,
  get: (args: { storeCode: string | number; mac: string | number }) => ['plusDevice', 'get', args] as const,
  searchByProduct: (args: { storeCode: string | number; term: string | number }) => ['plusDevice', 'searchByProduct', args] as const,
};

/** the calls of plusMedia (schemas/plusMedia.schema.json) */
export const plusMediaCalls = {
  /** A store's media table (table conventions; filter_name) (POST /status/store/{storeCode}/plus/{type}/search) */
  search: (args: { storeCode: string | number; type: string | number; body: PlusMediaSearchBody }, init?: CallInit): Promise<PlusMediaSearchAnswer> =>
    callApi<PlusMediaSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/plus/${enc(args.type)}/search`, { body: args.body, ...init }),
  /** upload media files of a type (id: the one they replace) (POST /plus/store/{storeCode}/{type}/file) */
  upload: (args: { storeCode: string | number; type: string | number; query?: PlusMediaUploadQuery; form: PlusMediaUploadForm }, init?: CallInit): Promise<PlusMediaUploadAnswer> =>
    callApi<PlusMediaUploadAnswer>('POST', `/plus/store/${enc(args.storeCode)}/${enc(args.type)}/file`, { query: args.query, form: args.form, ...init }),
  /** a media file (GET /plus/store/{storeCode}/{type}/file/{id}) */
  file: (args: { storeCode: string | number; type: string | number; id: string | number; query?: PlusMediaFileQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/plus/store/${enc(args.storeCode)}/${enc(args.type)}/file/${enc(args.id)}`, { query: args.query, as: 'blob', ...init }),
  /** a video thumbnail (GET /plus/store/{storeCode}/video/file/{id}/thumbnail) */
  thumbnail: (args: { storeCode: string | number; id: string | number }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/plus/store/${enc(args.storeCode)}/video/file/${enc(args.id)}/thumbnail`, { as: 'blob', ...init }),
  /** delete a media file (409 while templates or devices use it) (DELETE /plus/store/{storeCode}/{type}/file/{id}) */
  remove: (args: { storeCode: string | number; type: string | number; id: string | number }, init?: CallInit): Promise<PlusMediaRemoveAnswer> =>
    callApi<PlusMediaRemoveAnswer>('DELETE', `/plus/store/${enc(args.storeCode)}/${enc(args.type)}/file/${enc(args.id)}`, { ...init }),
  /** a store's media of a type (GET /plus/store/{storeCode}/{type}/list) */
  list: (args: { storeCode: string | number; type: string | number }, init?: CallInit): Promise<PlusMediaListAnswer> =>
    callApi<PlusMediaListAnswer>('GET', `/plus/store/${enc(args.storeCode)}/${enc(args.type)}/list`, { ...init }),
  /** the devices and templates using a media file (finder: findByImage, findByVideo or findByWidget; another: 404) (GET /plus/device/{finder}/{id}/store/{storeCode}) */
  usedBy: (args: { finder: string | number; id: string | number; storeCode: string | number }, init?: CallInit): Promise<PlusMediaUsedByAnswer> =>
    callApi<PlusMediaUsedByAnswer>('GET', `/plus/device/${enc(args.finder)}/${enc(args.id)}/store/${enc(args.storeCode)}`, { ...init }),
};

/** the react-query keys of plusMedia's reads; `all` prefixes every one of them */
export const plusMediaKeys = {
  all: ['plusMedia'] as const,
  file: (args: { storeCode: string | number; type: string | number; id: string | number; query?: PlusMediaFileQuery }) => ['plusMedia', 'file', args] as const,
  thumbnail: (args: { storeCode: string | number; id: string | number }) => ['plusMedia', 'thumbnail', args] as const,
  list: (args: { storeCode: string | number; type: string | number }) => ['plusMedia', 'list', args] as const,
  usedBy: (args: { finder: string | number; id: string | number; storeCode: string | number }) => ['plusMedia', 'usedBy', args] as const,
};

/** the calls of plusMediaStore (schemas/plusMediaStore.schema.json) */
export const plusMediaStoreCalls = {
  /** the stores of a signage overview map with their devices or media counted (GET /status/store/plus/{kind}) */
  overview: (args: { kind: string | number }, init?: CallInit): Promise<PlusMediaStoreOverviewAnswer> =>
    callApi<PlusMediaStoreOverviewAnswer>('GET', `/status/store/plus/${enc(args.kind)}`, { ...init }),
};

/** the react-query keys of plusMediaStore's reads; `all` prefixes every one of them */
export const plusMediaStoreKeys = {
  all: ['plusMediaStore'] as const,
  overview: (args: { kind: string | number }) => ['plusMediaStore', 'overview', args] as const,
};

/** the calls of plusSetting (schemas/plusSetting.schema.json) */
export const plusSettingCalls = {
  /** the store's signage settings (the defaults when none are stored) (GET /plus/store/{storeCode}/setting) */
  get: (args: { storeCode: string | number }, init?: CallInit): Promise<PlusSettingGetAnswer> =>
    callApi<PlusSettingGetAnswer>('GET', `/plus/store/${enc(args.storeCode)}/setting`, { ...init }),
  /** save the store's signage settings (tz an IANA zone; defaultTemplate one of the store's templates, '' or null clears it) (POST /plus/store/{storeCode}/setting) */
  save: (args: { storeCode: string | number; body: PlusSettingSaveBody }, init?: CallInit): Promise<PlusSettingSaveAnswer> =>
    callApi<PlusSettingSaveAnswer>('POST', `/plus/store/${enc(args.storeCode)}/setting`, { body: args.body, ...init }),
};

/** the react-query keys of plusSetting's reads; `all` prefixes every one of them */
export const plusSettingKeys = {
  all: ['plusSetting'] as const,
  get: (args: { storeCode: string | number }) => ['plusSetting', 'get', args] as const,
};

/** the calls of plusSoftware (schemas/plusSoftware.schema.json) */
export const plusSoftwareCalls = {
  /** A store's S/W packages (table conventions; filter_os, model, ver; 10 per page) (POST /status/store/{storeCode}/plus/sw/search) */
  search: (args: { storeCode: string | number; body: PlusSoftwareSearchBody }, init?: CallInit): Promise<PlusSoftwareSearchAnswer> =>
    callApi<PlusSoftwareSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/plus/sw/search`, { body: args.body, ...init }),
  /** upload a software package (?id replaces one) (POST /plus/store/{storeCode}/sw/file) */
  upload: (args: { storeCode: string | number; query?: PlusSoftwareUploadQuery; form: PlusSoftwareUploadForm }, init?: CallInit): Promise<PlusSoftwareUploadAnswer> =>
    callApi<PlusSoftwareUploadAnswer>('POST', `/plus/store/${enc(args.storeCode)}/sw/file`, { query: args.query, form: args.form, ...init }),
  /** upload a software package (the spec's other spelling of upload) (POST /plus/store/{storeCode}/apk/file) */
  uploadApk: (args: { storeCode: string | number; query?: PlusSoftwareUploadApkQuery; form: PlusSoftwareUploadApkForm }, init?: CallInit): Promise<PlusSoftwareUploadApkAnswer> =>
    callApi<PlusSoftwareUploadApkAnswer>('POST', `/plus/store/${enc(args.storeCode)}/apk/file`, { query: args.query, form: args.form, ...init }),
  /** delete a software package (DELETE /plus/store/{storeCode}/sw/file/{id}) */
  remove: (args: { storeCode: string | number; id: string | number }, init?: CallInit): Promise<PlusSoftwareRemoveAnswer> =>
    callApi<PlusSoftwareRemoveAnswer>('DELETE', `/plus/store/${enc(args.storeCode)}/sw/file/${enc(args.id)}`, { ...init }),
};

/** the react-query keys of plusSoftware's reads; `all` prefixes every one of them */
export const plusSoftwareKeys = {
  all: ['plusSoftware'] as const,
};

/** the calls of plusTemplate (schemas/plusTemplate.schema.json) */
export const plusTemplateCalls = {
  /** A store's template table (table conventions; filter__id) (POST /status/store/{storeCode}/plus/template/search) */
  search: (args: { storeCode: string | number; body: PlusTemplateSearchBody }, init?: CallInit): Promise<PlusTemplateSearchAnswer> =>
    callApi<PlusTemplateSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/plus/template/search`, { body: args.body, ...init }),
  /** a template (GET /plus/store/{storeCode}/template/{name}) */
  get: (args: { storeCode: string | number; name: string | number }, init?: CallInit): Promise<PlusTemplateGetAnswer> =>
    callApi<PlusTemplateGetAnswer>('GET', `/plus/store/${enc(args.storeCode)}/template/${enc(args.name)}`, { ...init }),
  /** save (or create: ?create=1 refuses an existing name unless &overwrite=1) a template (POST /plus/store/{storeCode}/template/{name}) */
  save: (args: { storeCode: string | number; name: string | number; query?: PlusTemplateSaveQuery; body: PlusTemplateSaveBody }, init?: CallInit): Promise<PlusTemplateSaveAnswer> =>
    callApi<PlusTemplateSaveAnswer>('POST', `/plus/store/${enc(args.storeCode)}/template/${enc(args.name)}`, { query: args.query, body: args.body, ...init }),
  /** delete a template (409 while devices follow it) (DELETE /plus/store/{storeCode}/template/{name}) */
  remove: (args: { storeCode: string | number; name: string | number }, init?: CallInit): Promise<PlusTemplateRemoveAnswer> =>
    callApi<PlusTemplateRemoveAnswer>('DELETE', `/plus/store/${enc(args.storeCode)}/template/${enc(args.name)}`, { ...init }),
  /** delete templates (409, nothing deleted, when one is in use) (POST /plus/store/{storeCode}/template/delete) */
  removeMany: (args: { storeCode: string | number; body: PlusTemplateRemoveManyBody }, init?: CallInit): Promise<PlusTemplateRemoveManyAnswer> =>
    callApi<PlusTemplateRemoveManyAnswer>('POST', `/plus/store/${enc(args.storeCode)}/template/delete`, { body: args.body, ...init }),
  /** import a template file's JSON ({ name, show, size } or a list; ?replace={name} takes show and size) (POST /plus/store/{storeCode}/template/import) */
  importFile: (args: { storeCode: string | number; query?: PlusTemplateImportFileQuery; body: PlusTemplateImportFileBody }, init?: CallInit): Promise<PlusTemplateImportFileAnswer> =>
    callApi<PlusTemplateImportFileAnswer>('POST', `/plus/store/${enc(args.storeCode)}/template/import`, { query: args.query, body: args.body, ...init }),
  /** a template as its JSON file { name, size, show } (GET /plus/store/{storeCode}/template/{name}/export) */
  export: (args: { storeCode: string | number; name: string | number }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/plus/store/${enc(args.storeCode)}/template/${enc(args.name)}/export`, { as: 'blob', ...init }),
  /** a store's templates by name (GET /plus/store/{storeCode}/template/list) */
  list: (args: { storeCode: string | number }, init?: CallInit): Promise<PlusTemplateListAnswer> =>
    callApi<PlusTemplateListAnswer>('GET', `/plus/store/${enc(args.storeCode)}/template/list`, { ...init }),
  /** the devices following a template (GET /plus/device/findByTemplate/{name}/store/{storeCode}) */
  devices: (args: { name: string | number; storeCode: string | number }, init?: CallInit): Promise<PlusTemplateDevicesAnswer> =>
    callApi<PlusTemplateDevicesAnswer>('GET', `/plus/device/findByTemplate/${enc(args.name)}/store/${enc(args.storeCode)}`, { ...init }),
  /** a slide of a template (?slide=n, default 0) as PNG of its size (GET /plus/store/{storeCode}/template/{name}/picture) */
  picture: (args: { storeCode: string | number; name: string | number; query?: PlusTemplatePictureQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/plus/store/${enc(args.storeCode)}/template/${enc(args.name)}/picture`, { query: args.query, as: 'blob', ...init }),
};

/** the react-query keys of plusTemplate's reads; `all` prefixes every one of them */
export const plusTemplateKeys = {
  all: ['plusTemplate'] as const,
  get: (args: { storeCode: string | number; name: string | number }) => ['plusTemplate', 'get', args] as const,
  export: (args: { storeCode: string | number; name: string | number }) => ['plusTemplate', 'export', args] as const,
  list: (args: { storeCode: string | number }) => ['plusTemplate', 'list', args] as const,
  devices: (args: { name: string | number; storeCode: string | number }) => ['plusTemplate', 'devices', args] as const,
  picture: (args: { storeCode: string | number; name: string | number; query?: PlusTemplatePictureQuery }) => ['plusTemplate', 'picture', args] as const,
};

/** the calls of product (schemas/product.schema.json) */
export const productCalls = {
  /** the x-api search (first alternative): POST /status/store/{storeCode}/product/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<ProductSearchAnswer> =>
    callApi<ProductSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/product/search`, { body: args.body, ...init }),
  /** the store's products of a code list (in its order) and the codes it lacks (POST /product/store/{storeCode}/list) */
  byCodes: (args: { storeCode: string | number; body: ProductByCodesBody }, init?: CallInit): Promise<ProductByCodesAnswer> =>
    callApi<ProductByCodesAnswer>('POST', `/product/store/${enc(args.storeCode)}/list`, { body: args.body, ...init }),
  /** the labels as base64 PNGs at the paper label size, in order (100 at most) (POST /product/preview/encoded) */
  previewEncoded: (args: { body: ProductPreviewEncodedBody }, init?: CallInit): Promise<ProductPreviewEncodedAnswer> =>
    callApi<ProductPreviewEncodedAnswer>('POST', '/product/preview/encoded', { body: args.body, ...init }),
  /** a store's product by code (404: none) (GET /product/{prCode}/store/{storeCode}) */
  find: (args: { prCode: string | number; storeCode: string | number }, init?: CallInit): Promise<ProductFindAnswer> =>
    callApi<ProductFindAnswer>('GET', `/product/${enc(args.prCode)}/store/${enc(args.storeCode)}`, { ...init }),
  /** create or update products of a store (POST /product) */
  save: (args: { body: ProductSaveBody }, init?: CallInit): Promise<ProductSaveAnswer> =>
    callApi<ProductSaveAnswer>('POST', '/product', { body: args.body, ...init }),
  /** delete a store's products (POST /product/delete) */
  deleteMany: (args: { body: ProductDeleteManyBody }, init?: CallInit): Promise<ProductDeleteManyAnswer> =>
    callApi<ProductDeleteManyAnswer>('POST', '/product/delete', { body: args.body, ...init }),
  /** delete the listed products (all of the store when empty) no tag shows (POST /product/remove/unused) */
  removeUnused: (args: { body: ProductRemoveUnusedBody }, init?: CallInit): Promise<ProductRemoveUnusedAnswer> =>
    callApi<ProductRemoveUnusedAnswer>('POST', '/product/remove/unused', { body: args.body, ...init }),
  /** the label (as that task pushed it) as PNG (GET /product/{prCode}/store/{storeCode}/image) */
  image: (args: { prCode: string | number; storeCode: string | number; query?: ProductImageQuery }, init?: CallInit): Promise<Blob> =>
    callApi<Blob>('GET', `/product/${enc(args.prCode)}/store/${enc(args.storeCode)}/image`, { query: args.query, as: 'blob', ...init }),
};

/** the react-query keys of product's reads; `all` prefixes every one of them */
export const productKeys = {
  all: ['product'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['product', 'search', args] as const,
  find: (args: { prCode: string | number; storeCode: string | number }) => ['product', 'find', args] as const,
  image: (args: { prCode: string | number; storeCode: string | number; query?: ProductImageQuery }) => ['product', 'image', args] as const,
};

/** the calls of productStore (schemas/productStore.schema.json) */
export const productStoreCalls = {
  /** a page of the session's stores with their product statistics (10 per page; filter_storeName, filter_storeCode, filter_status) (POST /status/store/pagination/2) */
  search: (args: { body: ProductStoreSearchBody }, init?: CallInit): Promise<ProductStoreSearchAnswer> =>
    callApi<ProductStoreSearchAnswer>('POST', '/status/store/pagination/2', { body: args.body, ...init }),
  /** every store of the session with its product statistics (GET /status/product) */
  list: (init?: CallInit): Promise<ProductStoreListAnswer> =>
    callApi<ProductStoreListAnswer>('GET', '/status/product', { ...init }),
};

/** the react-query keys of productStore's reads; `all` prefixes every one of them */
export const productStoreKeys = {
  all: ['productStore'] as const,
  list: () => ['productStore', 'list'] as const,
};

/** the calls of productUpdate (schemas/productUpdate.schema.json) */
export const productUpdateCalls = {
  /** a product update history of a store (POST /history/update/store/{storeCode}/product/{prCode}/search) */
  productHistory: (args: { storeCode: string | number; prCode: string | number; body: ProductUpdateProductHistoryBody }, init?: CallInit): Promise<ProductUpdateProductHistoryAnswer> =>
    callApi<ProductUpdateProductHistoryAnswer>('POST', `/history/update/store/${enc(args.storeCode)}/product/${enc(args.prCode)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of productUpdate's reads; `all` prefixes every one of them */
export const productUpdateKeys = {
  all: ['productUpdate'] as const,
  productHistory: (args: { storeCode: string | number; prCode: string | number; body: ProductUpdateProductHistoryBody }) => ['productUpdate', 'productHistory', args] as const,
};

/** the calls of productUpload (schemas/productUpload.schema.json) */
export const productUploadCalls = {
  /** the x-api search (first alternative): POST /product/file/upload/history/search */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<ProductUploadSearchAnswer> =>
    callApi<ProductUploadSearchAnswer>('POST', '/product/file/upload/history/search', { body: args.body, ...init }),
  /** the x-api getOne: GET /product/file/upload/history/detail/{_id} */
  getOne: (args: { _id: string | number }, init?: CallInit): Promise<ProductUploadGetOneAnswer> =>
    callApi<ProductUploadGetOneAnswer>('GET', `/product/file/upload/history/detail/${enc(args._id)}`, { ...init }),
  /** import a product file into a store (multipart storeCode and file); answers the finished upload (POST /product/file) */
  upload: (args: { form: ProductUploadUploadForm }, init?: CallInit): Promise<ProductUploadUploadAnswer> =>
    callApi<ProductUploadUploadAnswer>('POST', '/product/file', { form: args.form, ...init }),
};

/** the react-query keys of productUpload's reads; `all` prefixes every one of them */
export const productUploadKeys = {
  all: ['productUpload'] as const,
  search: (args: { body: SearchBody }) => ['productUpload', 'search', args] as const,
  getOne: (args: { _id: string | number }) => ['productUpload', 'getOne', args] as const,
};

/** the calls of promotion (schemas/promotion.schema.json) */
export const promotionCalls = {
  /** the x-api search (first alternative): POST /product/promotion/{storeCode}/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<PromotionSearchAnswer> =>
    callApi<PromotionSearchAnswer>('POST', `/product/promotion/${enc(args.storeCode)}/search`, { body: args.body, ...init }),
  /** the promotion types (GET /product/promotion/type) */
  types: (init?: CallInit): Promise<PromotionTypesAnswer> =>
    callApi<PromotionTypesAnswer>('GET', '/product/promotion/type', { ...init }),
  /** a store's promotions (GET /product/promotion/{storeCode}) */
  ofStore: (args: { storeCode: string | number }, init?: CallInit): Promise<PromotionOfStoreAnswer> =>
    callApi<PromotionOfStoreAnswer>('GET', `/product/promotion/${enc(args.storeCode)}`, { ...init }),
  /** save a store's promotions: the list replaces the store's (each row checked by the entity, ids once each, the end after the start) (POST /product/promotion/{storeCode}) */
  save: (args: { storeCode: string | number; body: PromotionSaveBody }, init?: CallInit): Promise<PromotionSaveAnswer> =>
    callApi<PromotionSaveAnswer>('POST', `/product/promotion/${enc(args.storeCode)}`, { body: args.body, ...init }),
};

/** the react-query keys of promotion's reads; `all` prefixes every one of them */
export const promotionKeys = {
  all: ['promotion'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['promotion', 'search', args] as const,
  types: () => ['promotion', 'types'] as const,
  ofStore: (args: { storeCode: string | number }) => ['promotion', 'ofStore', args] as const,
};

/** the calls of role (schemas/role.schema.json) */
export const roleCalls = {
  /** the x-api search (first alternative): GET /auth/role */
  search: (init?: CallInit): Promise<RoleSearchAnswer> =>
    callApi<RoleSearchAnswer>('GET', '/auth/role', { ...init }),
  /** the x-api getOne: GET /auth/role/{role_id} */
  getOne: (args: { role_id: string | number }, init?: CallInit): Promise<RoleGetOneAnswer> =>
    callApi<RoleGetOneAnswer>('GET', `/auth/role/${enc(args.role_id)}`, { ...init }),
  /** the x-api create: POST /auth/role */
  create: (args: { body: RoleCreateBody }, init?: CallInit): Promise<RoleCreateAnswer> =>
    callApi<RoleCreateAnswer>('POST', '/auth/role', { body: args.body, ...init }),
  /** the x-api update: POST /auth/role */
  update: (args: { body: RoleUpdateBody }, init?: CallInit): Promise<RoleUpdateAnswer> =>
    callApi<RoleUpdateAnswer>('POST', '/auth/role', { body: args.body, ...init }),
  /** the x-api delete: DELETE /auth/role/{role_id} */
  delete: (args: { role_id: string | number }, init?: CallInit): Promise<RoleDeleteAnswer> =>
    callApi<RoleDeleteAnswer>('DELETE', `/auth/role/${enc(args.role_id)}`, { ...init }),
};

/** the react-query keys of role's reads; `all` prefixes every one of them */
export const roleKeys = {
  all: ['role'] as const,
  search: () => ['role', 'search'] as const,
  getOne: (args: { role_id: string | number }) => ['role', 'getOne', args] as const,
};

/** the calls of rolloutStore (schemas/rolloutStore.schema.json) */
export const rolloutStoreCalls = {
  /** the x-api search (first alternative): GET /upgrade/rollout/{rolloutId}/store */
  search: (args: { rolloutId: string | number }, init?: CallInit): Promise<RolloutStoreSearchAnswer> =>
    callApi<RolloutStoreSearchAnswer>('GET', `/upgrade/rollout/${enc(args.rolloutId)}/store`, { ...init }),
  /** the console, GRM and GMP versions (GET /version) */
  version: (init?: CallInit): Promise<RolloutStoreVersionAnswer> =>
    callApi<RolloutStoreVersionAnswer>('GET', '/version', { anonymous: true, ...init }),
  /** the latest rollout of each component (GET /upgrade/rollout) */
  rollouts: (init?: CallInit): Promise<RolloutStoreRolloutsAnswer> =>
    callApi<RolloutStoreRolloutsAnswer>('GET', '/upgrade/rollout', { ...init }),
  /** a rollout with its progress per stage (GET /upgrade/rollout/{id}) */
  rollout: (args: { id: string | number }, init?: CallInit): Promise<RolloutStoreRolloutAnswer> =>
    callApi<RolloutStoreRolloutAnswer>('GET', `/upgrade/rollout/${enc(args.id)}`, { ...init }),
  /** pause a running rollout (POST /upgrade/rollout/{id}/pause) */
  pause: (args: { id: string | number }, init?: CallInit): Promise<RolloutStorePauseAnswer> =>
    callApi<RolloutStorePauseAnswer>('POST', `/upgrade/rollout/${enc(args.id)}/pause`, { ...init }),
  /** resume a paused rollout (POST /upgrade/rollout/{id}/resume) */
  resume: (args: { id: string | number }, init?: CallInit): Promise<RolloutStoreResumeAnswer> =>
    callApi<RolloutStoreResumeAnswer>('POST', `/upgrade/rollout/${enc(args.id)}/resume`, { ...init }),
  /** roll a rollout back to the versions the gateways had (POST /upgrade/rollout/{id}/rollback) */
  rollback: (args: { id: string | number }, init?: CallInit): Promise<RolloutStoreRollbackAnswer> =>
    callApi<RolloutStoreRollbackAnswer>('POST', `/upgrade/rollout/${enc(args.id)}/rollback`, { ...init }),
  /** upload a GRM or GMP package (multipart file): its rollout starts (POST /upgrade/file) */
  upload: (args: { form: RolloutStoreUploadForm }, init?: CallInit): Promise<RolloutStoreUploadAnswer> =>
    callApi<RolloutStoreUploadAnswer>('POST', '/upgrade/file', { form: args.form, ...init }),
};

/** the react-query keys of rolloutStore's reads; `all` prefixes every one of them */
export const rolloutStoreKeys = {
  all: ['rolloutStore'] as const,
  search: (args: { rolloutId: string | number }) => ['rolloutStore', 'search', args] as const,
  version: () => ['rolloutStore', 'version'] as const,
  rollouts: () => ['rolloutStore', 'rollouts'] as const,
  rollout: (args: { id: string | number }) => ['rolloutStore', 'rollout', args] as const,
};

/** the calls of secondCode (schemas/secondCode.schema.json) */
export const secondCodeCalls = {
  /** the x-api search (first alternative): POST /product/secondCode/search */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<SecondCodeSearchAnswer> =>
    callApi<SecondCodeSearchAnswer>('POST', '/product/secondCode/search', { body: args.body, ...init }),
};

/** the react-query keys of secondCode's reads; `all` prefixes every one of them */
export const secondCodeKeys = {
  all: ['secondCode'] as const,
  search: (args: { body: SearchBody }) => ['secondCode', 'search', args] as const,
};

/** the calls of sensor (schemas/sensor.schema.json) */
export const sensorCalls = {
  /** the x-api search (first alternative): POST /status/store/{storeCode}/sensor/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<SensorSearchAnswer> =>
    callApi<SensorSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/sensor/search`, { body: args.body, ...init }),
  /** a sensor's sensing history (startDate, endDate: epoch seconds or dates); an unknown store or sensor: 404 (GET /history/store/{storeCode}/sensor/{sensorMac}) */
  history: (args: { storeCode: string | number; sensorMac: string | number; query?: SensorHistoryQuery }, init?: CallInit): Promise<SensorHistoryAnswer> =>
    callApi<SensorHistoryAnswer>('GET', `/history/store/${enc(args.storeCode)}/sensor/${enc(args.sensorMac)}`, { query: args.query, ...init }),
};

/** the react-query keys of sensor's reads; `all` prefixes every one of them */
export const sensorKeys = {
  all: ['sensor'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['sensor', 'search', args] as const,
  history: (args: { storeCode: string | number; sensorMac: string | number; query?: SensorHistoryQuery }) => ['sensor', 'history', args] as const,
};

/** the calls of sensorAlarm (schemas/sensorAlarm.schema.json) */
export const sensorAlarmCalls = {
  /** the x-api search (first alternative): POST /history/alarm/store/{storeCode}/sensor/{sensorMac}/search */
  search: (args: { storeCode: string | number; sensorMac: string | number; body: SensorAlarmSearchBody }, init?: CallInit): Promise<SensorAlarmSearchAnswer> =>
    callApi<SensorAlarmSearchAnswer>('POST', `/history/alarm/store/${enc(args.storeCode)}/sensor/${enc(args.sensorMac)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of sensorAlarm's reads; `all` prefixes every one of them */
export const sensorAlarmKeys = {
  all: ['sensorAlarm'] as const,
  search: (args: { storeCode: string | number; sensorMac: string | number; body: SensorAlarmSearchBody }) => ['sensorAlarm', 'search', args] as const,
};

/** the calls of sensorStore (schemas/sensorStore.schema.json) */
export const sensorStoreCalls = {
  /** the x-api search (first alternative): POST /status/store/pagination/3 */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<SensorStoreSearchAnswer> =>
    callApi<SensorStoreSearchAnswer>('POST', '/status/store/pagination/3', { body: args.body, ...init }),
  /** the sensor summaries of the session's stores (the map) (GET /status/sensor) */
  list: (init?: CallInit): Promise<SensorStoreListAnswer> =>
    callApi<SensorStoreListAnswer>('GET', '/status/sensor', { ...init }),
};

/** the react-query keys of sensorStore's reads; `all` prefixes every one of them */
export const sensorStoreKeys = {
  all: ['sensorStore'] as const,
  search: (args: { body: SearchBody }) => ['sensorStore', 'search', args] as const,
  list: () => ['sensorStore', 'list'] as const,
};

/** the calls of server (schemas/server.schema.json) */
export const serverCalls = {
  /** the x-api search (first alternative): GET /status/server */
  search: (init?: CallInit): Promise<ServerSearchAnswer> =>
    callApi<ServerSearchAnswer>('GET', '/status/server', { ...init }),
  /** the x-api getOne: GET /status/server/{id} */
  getOne: (args: { id: string | number }, init?: CallInit): Promise<ServerGetOneAnswer> =>
    callApi<ServerGetOneAnswer>('GET', `/status/server/${enc(args.id)}`, { ...init }),
  /** the x-api delete: DELETE /status/server/{id} */
  delete: (args: { id: string | number }, init?: CallInit): Promise<unknown> =>
    callApi<unknown>('DELETE', `/status/server/${enc(args.id)}`, { ...init }),
  /** a server's 24 hour system status (start, end: epoch seconds; default the last 24 hours, a longer window keeps its last 24) (GET /system/status/server/{id}) */
  history: (args: { id: string | number; query?: ServerHistoryQuery }, init?: CallInit): Promise<ServerHistoryAnswer> =>
    callApi<ServerHistoryAnswer>('GET', `/system/status/server/${enc(args.id)}`, { query: args.query, ...init }),
};

/** the react-query keys of server's reads; `all` prefixes every one of them */
export const serverKeys = {
  all: ['server'] as const,
  search: () => ['server', 'search'] as const,
  getOne: (args: { id: string | number }) => ['server', 'getOne', args] as const,
  history: (args: { id: string | number; query?: ServerHistoryQuery }) => ['server', 'history', args] as const,
};

/** the calls of serverAlarm (schemas/serverAlarm.schema.json) */
export const serverAlarmCalls = {
  /** the x-api search (first alternative): POST /history/alarm/server/{serverId}/search */
  search: (args: { serverId: string | number; body: ServerAlarmSearchBody }, init?: CallInit): Promise<ServerAlarmSearchAnswer> =>
    callApi<ServerAlarmSearchAnswer>('POST', `/history/alarm/server/${enc(args.serverId)}/search`, { body: args.body, ...init }),
};

/** the react-query keys of serverAlarm's reads; `all` prefixes every one of them */
export const serverAlarmKeys = {
  all: ['serverAlarm'] as const,
  search: (args: { serverId: string | number; body: ServerAlarmSearchBody }) => ['serverAlarm', 'search', args] as const,
};

/** the calls of serverConfig (schemas/serverConfig.schema.json) */
export const serverConfigCalls = {
  /** the x-api getOne: GET /config/server */
  getOne: (init?: CallInit): Promise<ServerConfigPublic> =>
    callApi<ServerConfigPublic>('GET', '/config/server', { ...init }),
  /** the x-api update: PUT /config/server */
  update: (args: { body: Partial<ServerConfigPublic> }, init?: CallInit): Promise<ServerConfigUpdateAnswer> =>
    callApi<ServerConfigUpdateAnswer>('PUT', '/config/server', { body: args.body, ...init }),
  /** the system configuration (site variant and flags), for the accounts of the console's screens (GET /config/system) */
  system: (init?: CallInit): Promise<ServerConfigSystemAnswer> =>
    callApi<ServerConfigSystemAnswer>('GET', '/config/system', { ...init }),
  /** set the site variant, the family size and the product history flag (open sessions see it at their next call) (PUT /config/system) */
  saveSystem: (args: { body: ServerConfigSaveSystemBody }, init?: CallInit): Promise<ServerConfigSaveSystemAnswer> =>
    callApi<ServerConfigSaveSystemAnswer>('PUT', '/config/system', { body: args.body, ...init }),
};

/** the react-query keys of serverConfig's reads; `all` prefixes every one of them */
export const serverConfigKeys = {
  all: ['serverConfig'] as const,
  getOne: () => ['serverConfig', 'getOne'] as const,
  system: () => ['serverConfig', 'system'] as const,
};

/** the calls of smtpConfig (schemas/smtpConfig.schema.json) */
export const smtpConfigCalls = {
  /** the SMTP settings (password answered empty) (GET /config/smtp) */
  get: (init?: CallInit): Promise<SmtpConfigGetAnswer> =>
    callApi<SmtpConfigGetAnswer>('GET', '/config/smtp', { ...init }),
  /** save the SMTP settings (mails use them at once); answers them, password empty (PUT /config/smtp) */
  save: (args: { body: SmtpConfigSaveBody }, init?: CallInit): Promise<SmtpConfigSaveAnswer> =>
    callApi<SmtpConfigSaveAnswer>('PUT', '/config/smtp', { body: args.body, ...init }),
  /** send a test mail with the settings of the body (not saved) to `to` or the caller; 502 with the SMTP error text (POST /test/smtp) */
  test: (args: { body: SmtpConfigTestBody }, init?: CallInit): Promise<SmtpConfigTestAnswer> =>
    callApi<SmtpConfigTestAnswer>('POST', '/test/smtp', { body: args.body, ...init }),
};

/** the react-query keys of smtpConfig's reads; `all` prefixes every one of them */
export const smtpConfigKeys = {
  all: ['smtpConfig'] as const,
  get: () => ['smtpConfig', 'get'] as const,
};

/** the calls of store (schemas/store.schema.json) */
export const storeCalls = {
  /** the x-api search (first alternative): POST /status/store/pagination/0 */
  search: (args: { body: SearchBody }, init?: CallInit): Promise<Page<StorePublic>> =>
    callApi<Page<StorePublic>>('POST', '/status/store/pagination/0', { body: args.body, ...init }),
  /** the x-api getOne: GET /config/store/{storeCode} */
  getOne: (args: { storeCode: string | number }, init?: CallInit): Promise<StorePublic> =>
    callApi<StorePublic>('GET', `/config/store/${enc(args.storeCode)}`, { ...init }),
  /** the x-api update: PUT /config/store */
  update: (args: { body: Partial<StorePublic> }, init?: CallInit): Promise<StoreUpdateAnswer> =>
    callApi<StoreUpdateAnswer>('PUT', '/config/store', { body: args.body, ...init }),
  /** the x-api create: POST /config/store */
  create: (args: { body: Partial<StorePublic> }, init?: CallInit): Promise<StoreCreateAnswer> =>
    callApi<StoreCreateAnswer>('POST', '/config/store', { body: args.body, ...init }),
  /** the x-api delete: DELETE /config/store/{storeCode} */
  delete: (args: { storeCode: string | number }, init?: CallInit): Promise<unknown> =>
    callApi<unknown>('DELETE', `/config/store/${enc(args.storeCode)}`, { ...init }),
  /** summaries of the stores the account may see (the dashboard's table, the signage overview) (GET /status/store) */
  summaries: (init?: CallInit): Promise<StoreSummariesAnswer> =>
    callApi<StoreSummariesAnswer>('GET', '/status/store', { ...init }),
  /** a store's migration file (gzip JSON, attachment; role 0 only); an unknown store: 400 (GET /config/store/{storeCode}/export) */
  export: (args: { storeCode: string | number }, init?: CallInit): Promise<SavedFile> =>
    callApi<SavedFile>('GET', `/config/store/${enc(args.storeCode)}/export`, { as: 'file', ...init }),
  /** import a store migration file (multipart files; role 0); a refused file answers 400 or 413 with the reason also in error_msg (POST /upload/database) */
  migrate: (args: { form: StoreMigrateForm }, init?: CallInit): Promise<StoreMigrateAnswer> =>
    callApi<StoreMigrateAnswer>('POST', '/upload/database', { form: args.form, ...init }),
  /** the dashboard of the stores (all of the session when none) at refresh t (echoed; a key without t names the latest) (GET /stats/dashboard) */
  dashboard: (args: { query?: StoreDashboardQuery }, init?: CallInit): Promise<StoreDashboardAnswer> =>
    callApi<StoreDashboardAnswer>('GET', '/stats/dashboard', { query: args.query, ...init }),
  /** the exceptions of a store (GET /stats/exceptions/store/{storeCode}) */
  exceptions: (args: { storeCode: string | number }, init?: CallInit): Promise<StoreExceptionsAnswer> =>
    callApi<StoreExceptionsAnswer>('GET', `/stats/exceptions/store/${enc(args.storeCode)}`, { ...init }),
  /** the account's stores (GET /config/store) */
  list: (init?: CallInit): Promise<StoreListAnswer> =>
    callApi<StoreListAnswer>('GET', '/config/store', { ...init }),
  /** a page of the account's stores (the store configuration table) (POST /config/store/search) */
  configSearch: (args: { body: StoreConfigSearchBody }, init?: CallInit): Promise<StoreConfigSearchAnswer> =>
    callApi<StoreConfigSearchAnswer>('POST', '/config/store/search', { body: args.body, ...init }),
  /** the gateway status list of the stores, as POST /status/store/pagination/0 (POST /config/store/pagination) */
  statusList: (args: { body: StoreStatusListBody }, init?: CallInit): Promise<StoreStatusListAnswer> =>
    callApi<StoreStatusListAnswer>('POST', '/config/store/pagination', { body: args.body, ...init }),
  /** the store pickers' search (any session): a page of the stores the session may see, by code, whose code or name contains filter_text; filter_storeCode names chosen stores (POST /store/options/search) */
  options: (args: { body: StoreOptionsBody }, init?: CallInit): Promise<StoreOptionsAnswer> =>
    callApi<StoreOptionsAnswer>('POST', '/store/options/search', { body: args.body, ...init }),
};

/** the react-query keys of store's reads; `all` prefixes every one of them */
export const storeKeys = {
  all: ['store'] as const,
  search: (args: { body: SearchBody }) => ['store', 'search', args] as const,
  getOne: (args: { storeCode: string | number }) => ['store', 'getOne', args] as const,
  summaries: () => ['store', 'summaries'] as const,
  export: (args: { storeCode: string | number }) => ['store', 'export', args] as const,
  dashboard: (args: { query?: StoreDashboardQuery }) => ['store', 'dashboard', args] as const,
  exceptions: (args: { storeCode: string | number }) => ['store', 'exceptions', args] as const,
  list: () => ['store', 'list'] as const,
};

/** the calls of tag (schemas/tag.schema.json) */
export const tagCalls = {
  /** the x-api search (first alternative): POST /status/store/{storeCode}/tag/search */
  search: (args: { storeCode: string | number; body: SearchBody }, init?: CallInit): Promise<TagSearchAnswer> =>
    callApi<TagSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/tag/search`, { body: args.body, ...init }),
  /** Tags of a store by product code (query prCode, or body prCode; a product's tags include the family tickets listing it) or body tagIdList / tagMacList (an array or a comma list); tag or product read (POST /status/store/{storeCode}/tag/list/search) */
  storeListSearch: (args: { storeCode: string | number; query?: TagStoreListSearchQuery; body: TagStoreListSearchBody }, init?: CallInit): Promise<TagStoreListSearchAnswer> =>
    callApi<TagStoreListSearchAnswer>('POST', `/status/store/${enc(args.storeCode)}/tag/list/search`, { query: args.query, body: args.body, ...init }),
  /** Tag availability across the session's stores (or body storeList, an array or a comma list; a store outside them: 403) by product code (query or body prCode) or body tagIdList / tagMacList (none of them: 400) (POST /status/store/tag/list/search) */
  availabilitySearch: (args: { query?: TagAvailabilitySearchQuery; body: TagAvailabilitySearchBody }, init?: CallInit): Promise<TagAvailabilitySearchAnswer> =>
    callApi<TagAvailabilitySearchAnswer>('POST', '/status/store/tag/list/search', { query: args.query, body: args.body, ...init }),
  /** a tag's update history (POST /history/update/store/{storeCode}/tag/{tagId}/search) */
  updateHistory: (args: { storeCode: string | number; tagId: string | number; body: TagUpdateHistoryBody }, init?: CallInit): Promise<TagUpdateHistoryAnswer> =>
    callApi<TagUpdateHistoryAnswer>('POST', `/history/update/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}/search`, { body: args.body, ...init }),
  /** a tag's battery history (POST /history/battery/store/{storeCode}/tag/{tagId}/search) */
  batteryHistory: (args: { storeCode: string | number; tagId: string | number; body: TagBatteryHistoryBody }, init?: CallInit): Promise<TagBatteryHistoryAnswer> =>
    callApi<TagBatteryHistoryAnswer>('POST', `/history/battery/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}/search`, { body: args.body, ...init }),
  /** a tag's reset history (POST /history/reset/store/{storeCode}/tag/{tagId}/search) */
  resetHistory: (args: { storeCode: string | number; tagId: string | number; body: TagResetHistoryBody }, init?: CallInit): Promise<TagResetHistoryAnswer> =>
    callApi<TagResetHistoryAnswer>('POST', `/history/reset/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}/search`, { body: args.body, ...init }),
  /** a tag's temperature history (POST /history/temperature/store/{storeCode}/tag/{tagId}/search) */
  temperatureHistory: (args: { storeCode: string | number; tagId: string | number; body: TagTemperatureHistoryBody }, init?: CallInit): Promise<TagTemperatureHistoryAnswer> =>
    callApi<TagTemperatureHistoryAnswer>('POST', `/history/temperature/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}/search`, { body: args.body, ...init }),
  /** a tag's alarm history (tagId: the tag's MAC) (POST /history/alarm/store/{storeCode}/tag/{tagId}/search) */
  alarmHistory: (args: { storeCode: string | number; tagId: string | number; body: TagAlarmHistoryBody }, init?: CallInit): Promise<TagAlarmHistoryAnswer> =>
    callApi<TagAlarmHistoryAnswer>('POST', `/history/alarm/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}/search`, { body: args.body, ...init }),
  /** assign products to tags (an ASSIGN update task); each row names its tag by tagMac or tagId; unknown tags are listed in notFound (POST /tag/assign) */
  assign: (args: { body: TagAssignBody }, init?: CallInit): Promise<TagAssignAnswer> =>
    callApi<TagAssignAnswer>('POST', '/tag/assign', { body: args.body, ...init }),
  /** assign a family (or several products) to tags (an ASSIGN update task; a row with fmPrCode saves the family) (POST /tag/assign/multiple) */
  assignMultiple: (args: { body: TagAssignMultipleBody }, init?: CallInit): Promise<TagAssignMultipleAnswer> =>
    callApi<TagAssignMultipleAnswer>('POST', '/tag/assign/multiple', { body: args.body, ...init }),
  /** the tags of a store showing a product (GET /tag/assign/findByPrCode/{prCode}/store/{storeCode}) */
  productTags: (args: { prCode: string | number; storeCode: string | number }, init?: CallInit): Promise<TagProductTagsAnswer> =>
    callApi<TagProductTagsAnswer>('GET', `/tag/assign/findByPrCode/${enc(args.prCode)}/store/${enc(args.storeCode)}`, { ...init }),
  /** blink the LEDs of the tags showing products (POST /tag/led) */
  led: (args: { body: TagLedBody }, init?: CallInit): Promise<TagLedAnswer> =>
    callApi<TagLedAnswer>('POST', '/tag/led', { body: args.body, ...init }),
  /** turn the tags showing products to a page (POST /tag/page/individual) */
  changePage: (args: { body: TagChangePageBody }, init?: CallInit): Promise<TagChangePageAnswer> =>
    callApi<TagChangePageAnswer>('POST', '/tag/page/individual', { body: args.body, ...init }),
  /** every store of the session with its tag statistics (GET /status/store/tag) */
  storeStats: (init?: CallInit): Promise<TagStoreStatsAnswer> =>
    callApi<TagStoreStatsAnswer>('GET', '/status/store/tag', { ...init }),
  /** take the products off tags (POST /tag/deassign) */
  deassign: (args: { body: TagDeassignBody }, init?: CallInit): Promise<TagDeassignAnswer> =>
    callApi<TagDeassignAnswer>('POST', '/tag/deassign', { body: args.body, ...init }),
  /** send tags their products again (POST /tag/reassign) */
  reassign: (args: { body: TagReassignBody }, init?: CallInit): Promise<TagReassignAnswer> =>
    callApi<TagReassignAnswer>('POST', '/tag/reassign', { body: args.body, ...init }),
  /** send every tag of a store its product again (POST /tag/reassign/all) */
  reassignAll: (args: { body: TagReassignAllBody }, init?: CallInit): Promise<TagReassignAllAnswer> =>
    callApi<TagReassignAllAnswer>('POST', '/tag/reassign/all', { body: args.body, ...init }),
  /** start a tag status collection (POST /tag/status/check) */
  startStatusCheck: (args: { body: TagStartStatusCheckBody }, init?: CallInit): Promise<TagStartStatusCheckAnswer> =>
    callApi<TagStartStatusCheckAnswer>('POST', '/tag/status/check', { body: args.body, ...init }),
  /** the tag types with their screens and features (GET /tag/type/info) */
  typeInfo: (init?: CallInit): Promise<TagTypeInfoAnswer> =>
    callApi<TagTypeInfoAnswer>('GET', '/tag/type/info', { ...init }),
  /** the tag types of the session stores, decoded (an unknown code: only tagType) (GET /tag/type) */
  typesInUse: (init?: CallInit): Promise<TagTypesInUseAnswer> =>
    callApi<TagTypesInUseAnswer>('GET', '/tag/type', { ...init }),
  /** what a tag shows (t: no cached answer) (GET /preview/store/{storeCode}/tag/{tagId}) */
  preview: (args: { storeCode: string | number; tagId: string | number; query?: TagPreviewQuery }, init?: CallInit): Promise<TagPreviewAnswer> =>
    callApi<TagPreviewAnswer>('GET', `/preview/store/${enc(args.storeCode)}/tag/${enc(args.tagId)}`, { query: args.query, ...init }),
  /** the stores collecting tag status now (public) (GET /tag/status/collecting/store) */
  collectingStores: (init?: CallInit): Promise<TagCollectingStoresAnswer> =>
    callApi<TagCollectingStoresAnswer>('GET', '/tag/status/collecting/store', { anonymous: true, ...init }),
  /** stop a store tag status collection (POST /tag/status/check/stop) */
  stopStatusCheck: (args: { body: TagStopStatusCheckBody }, init?: CallInit): Promise<TagStopStatusCheckAnswer> =>
    callApi<TagStopStatusCheckAnswer>('POST', '/tag/status/check/stop', { body: args.body, ...init }),
  /** the tags of a store of one exception kind (error, noproduct, lowbattery, duplicate), tagId order, 25 per page (start, length, dir) (GET /store/{store}/list/tag/{kind}) */
  exceptionList: (args: { store: string | number; kind: string | number; query?: TagExceptionListQuery }, init?: CallInit): Promise<TagExceptionListAnswer> =>
    callApi<TagExceptionListAnswer>('GET', `/store/${enc(args.store)}/list/tag/${enc(args.kind)}`, { query: args.query, ...init }),
  /** the same exception list in the table conventions of a GET search (start, length, order=tagId:asc|desc) (GET /store/{store}/list/tag/{kind}/search) */
  exceptionSearch: (args: { store: string | number; kind: string | number; query?: TagExceptionSearchQuery }, init?: CallInit): Promise<TagExceptionSearchAnswer> =>
    callApi<TagExceptionSearchAnswer>('GET', `/store/${enc(args.store)}/list/tag/${enc(args.kind)}/search`, { query: args.query, ...init }),
};

/** the react-query keys of tag's reads; `all` prefixes every one of them */
export const tagKeys = {
  all: ['tag'] as const,
  search: (args: { storeCode: string | number; body: SearchBody }) => ['tag', 'search', args] as const,
  storeListSearch: (args: { storeCode: string | number; query?: TagStoreListSearchQuery; body: TagStoreListSearchBody }) => ['tag', 'storeListSearch', args] as const,
  availabilitySearch: (args: { query?: TagAvailabilitySearchQuery; body: TagAvailabilitySearchBody }) => ['tag', 'availabilitySearch', args] as const,
  updateHistory: (args: { storeCode: string | number; tagId: string | number; body: TagUpdateHistoryBody }) => ['tag', 'updateHistory', args] as const,
  batteryHistory: (args: { storeCode: string | number; tagId: string | number; body: TagBatteryHistoryBody }) => ['tag', 'batteryHistory', args] as const,
  resetHistory: (args: { storeCode: string | number; tagId: string | number; body: TagResetHistoryBody }) => ['tag', 'resetHistory', args] as const,
  temperatureHistory: (args: { storeCode: string | number; tagId: string | number; body: TagTemperatureHistoryBody }) => ['tag', 'temperatureHistory', args] as const,
  alarmHistory: (args: { storeCode: string | number; tagId: string | number; body: TagAlarmHistoryBody }) => ['tag', 'alarmHistory', args] as const,
  productTags: (args: { prCode: string | number; storeCode: string | number }) => ['tag', 'productTags', args] as const,
  storeStats: () => ['tag', 'storeStats'] as const,
  typeInfo: () => ['tag', 'typeInfo'] as const,
  typesInUse: () => ['tag', 'typesInUse'] as const,
  preview: (args: { storeCode: string | number; tagId: string | number; query?: TagPreviewQuery }) => ['tag', 'preview', args] as const,
  collectingStores: () => ['tag', 'collectingStores'] as const,
  exceptionList: (args: { store: string | number; kind: string | number; query?: TagExceptionListQuery }) => ['tag', 'exceptionList', args] as const,
  exceptionSearch: (args: { store: string | number; kind: string | number; query?: TagExceptionSearchQuery }) => ['tag', 'exceptionSearch', args] as const,
};

/** the calls of tagStore (schemas/tagStore.schema.json) */
export const tagStoreCalls = {
  /** a page of the session's stores with their tag statistics (10 per page; filter_storeName, filter_storeCode, filter_status) (POST /status/store/pagination/1) */
  search: (args: { body: TagStoreSearchBody }, init?: CallInit): Promise<TagStoreSearchAnswer> =>
    callApi<TagStoreSearchAnswer>('POST', '/status/store/pagination/1', { body: args.body, ...init }),
};

/** the react-query keys of tagStore's reads; `all` prefixes every one of them */
export const tagStoreKeys = {
  all: ['tagStore'] as const,
};

/** the calls of twoFactor (schemas/twoFactor.schema.json) */
export const twoFactorCalls = {
  /** the caller's two-factor state (GET /auth/twofactor) */
  status: (init?: CallInit): Promise<TwoFactorStatusAnswer> =>
    callApi<TwoFactorStatusAnswer>('GET', '/auth/twofactor', { ...init }),
  /** start an enrolment: a new secret, shown this once (409 when two-factor is already on) (POST /auth/twofactor/enrol) */
  enrolStart: (init?: CallInit): Promise<TwoFactorEnrolStartAnswer> =>
    callApi<TwoFactorEnrolStartAnswer>('POST', '/auth/twofactor/enrol', { ...init }),
  /** confirm the enrolment with a first code: two-factor is on, ten recovery codes answered once (400 wrong code) (POST /auth/twofactor/enrol/confirm) */
  enrolConfirm: (args: { body: TwoFactorEnrolConfirmBody }, init?: CallInit): Promise<TwoFactorEnrolConfirmAnswer> =>
    callApi<TwoFactorEnrolConfirmAnswer>('POST', '/auth/twofactor/enrol/confirm', { body: args.body, ...init }),
  /** turn two-factor off with the password and a code (409 when the policy requires it) (POST /auth/twofactor/disable) */
  disable: (args: { body: TwoFactorDisableBody }, init?: CallInit): Promise<TwoFactorDisableAnswer> =>
    callApi<TwoFactorDisableAnswer>('POST', '/auth/twofactor/disable', { body: args.body, ...init }),
  /** ten new recovery codes for a code (the old ones die), answered once (POST /auth/twofactor/recovery) */
  recoveryRegenerate: (args: { body: TwoFactorRecoveryRegenerateBody }, init?: CallInit): Promise<TwoFactorRecoveryRegenerateAnswer> =>
    callApi<TwoFactorRecoveryRegenerateAnswer>('POST', '/auth/twofactor/recovery', { body: args.body, ...init }),
  /** the second step of a login: the challenge with a code or a recovery code gives the session user info (401 wrong or used code, dead challenge; 423 locked; 429 throttled) (POST /auth/login/otp) */
  loginCode: (args: { body: TwoFactorLoginCodeBody }, init?: CallInit): Promise<TwoFactorLoginCodeAnswer> =>
    callApi<TwoFactorLoginCodeAnswer>('POST', '/auth/login/otp', { body: args.body, anonymous: true, ...init }),
  /** role 0: remove another account's two-factor (it enrols again when the policy requires); recorded as a security event (POST /auth/twofactor/reset) */
  reset: (args: { body: TwoFactorResetBody }, init?: CallInit): Promise<TwoFactorResetAnswer> =>
    callApi<TwoFactorResetAnswer>('POST', '/auth/twofactor/reset', { body: args.body, ...init }),
  /** who must sign in with two factors (GET /auth/twofactor/policy) */
  policy: (init?: CallInit): Promise<TwoFactorPolicyAnswer> =>
    callApi<TwoFactorPolicyAnswer>('GET', '/auth/twofactor/policy', { ...init }),
  /** role 0: set who must sign in with two factors (from their next sign-in) (PUT /auth/twofactor/policy) */
  setPolicy: (args: { body: TwoFactorSetPolicyBody }, init?: CallInit): Promise<TwoFactorSetPolicyAnswer> =>
    callApi<TwoFactorSetPolicyAnswer>('PUT', '/auth/twofactor/policy', { body: args.body, ...init }),
};

/** the react-query keys of twoFactor's reads; `all` prefixes every one of them */
export const twoFactorKeys = {
  all: ['twoFactor'] as const,
  status: () => ['twoFactor', 'status'] as const,
  policy: () => ['twoFactor', 'policy'] as const,
};

/** the calls of updateTask (schemas/updateTask.schema.json) */
export const updateTaskCalls = {
  /** the tags of a product update task (PRODUCT, LAYOUT) and their results (POST /history/update/store/{storeCode}/task/{taskId}/search) */
  productUpdateTaskTags: (args: { storeCode: string | number; taskId: string | number; body: UpdateTaskProductUpdateTaskTagsBody }, init?: CallInit): Promise<UpdateTaskProductUpdateTaskTagsAnswer> =>
    callApi<UpdateTaskProductUpdateTaskTagsAnswer>('POST', `/history/update/store/${enc(args.storeCode)}/task/${enc(args.taskId)}/search`, { body: args.body, ...init }),
  /** the update tasks of the session's stores (filter_storeCode narrows them, filter_taskType, filter_taskId, filter_updateId) (POST /history/task/search) */
  allTasks: (args: { body: UpdateTaskAllTasksBody }, init?: CallInit): Promise<UpdateTaskAllTasksAnswer> =>
    callApi<UpdateTaskAllTasksAnswer>('POST', '/history/task/search', { body: args.body, ...init }),
  /** the store's tasks of a type (UPDATE = PRODUCT and LAYOUT); a task id instead of a type: that task's tags (doc 2 §7 sends it as form data length=-1) (POST /history/store/{storeCode}/task/{taskType}/search) */
  storeTasks: (args: { storeCode: string | number; taskType: string | number; body: UpdateTaskStoreTasksBody }, init?: CallInit): Promise<UpdateTaskStoreTasksAnswer> =>
    callApi<UpdateTaskStoreTasksAnswer>('POST', `/history/store/${enc(args.storeCode)}/task/${enc(args.taskType)}/search`, { body: args.body, ...init }),
  /** a task's failed (NG) tags (taskType: the task id) (POST /history/store/{storeCode}/task/{taskType}/fail/search) */
  failedTags: (args: { storeCode: string | number; taskType: string | number; body: UpdateTaskFailedTagsBody }, init?: CallInit): Promise<UpdateTaskFailedTagsAnswer> =>
    callApi<UpdateTaskFailedTagsAnswer>('POST', `/history/store/${enc(args.storeCode)}/task/${enc(args.taskType)}/fail/search`, { body: args.body, ...init }),
  /** the store's product update tasks (PRODUCT, LAYOUT) (POST /history/update/task/store/{storeCode}/search) */
  productUpdateTasks: (args: { storeCode: string | number; body: UpdateTaskProductUpdateTasksBody }, init?: CallInit): Promise<UpdateTaskProductUpdateTasksAnswer> =>
    callApi<UpdateTaskProductUpdateTasksAnswer>('POST', `/history/update/task/store/${enc(args.storeCode)}/search`, { body: args.body, ...init }),
  /** a task's failed tags among the named ones (tagMacList or tagIdList; doc 2 §7 'task fail list', the path is ours) (POST /task/fail/list) */
  failList: (args: { body: UpdateTaskFailListBody }, init?: CallInit): Promise<UpdateTaskFailListAnswer> =>
    callApi<UpdateTaskFailListAnswer>('POST', '/task/fail/list', { body: args.body, ...init }),
  /** send a task's failed and unfinished tags again (role 0 only) (POST /task/refresh) */
  refresh: (args: { body: UpdateTaskRefreshBody }, init?: CallInit): Promise<UpdateTaskRefreshAnswer> =>
    callApi<UpdateTaskRefreshAnswer>('POST', '/task/refresh', { body: args.body, ...init }),
  /** put a task's products back as they were before it (POST /revert/task/{taskId}/store/{storeCode}) */
  revert: (args: { taskId: string | number; storeCode: string | number }, init?: CallInit): Promise<UpdateTaskRevertAnswer> =>
    callApi<UpdateTaskRevertAnswer>('POST', `/revert/task/${enc(args.taskId)}/store/${enc(args.storeCode)}`, { ...init }),
};

/** the react-query keys of updateTask's reads; `all` prefixes every one of them */
export const updateTaskKeys = {
  all: ['updateTask'] as const,
  productUpdateTaskTags: (args: { storeCode: string | number; taskId: string | number; body: UpdateTaskProductUpdateTaskTagsBody }) => ['updateTask', 'productUpdateTaskTags', args] as const,
  allTasks: (args: { body: UpdateTaskAllTasksBody }) => ['updateTask', 'allTasks', args] as const,
  storeTasks: (args: { storeCode: string | number; taskType: string | number; body: UpdateTaskStoreTasksBody }) => ['updateTask', 'storeTasks', args] as const,
  failedTags: (args: { storeCode: string | number; taskType: string | number; body: UpdateTaskFailedTagsBody }) => ['updateTask', 'failedTags', args] as const,
  productUpdateTasks: (args: { storeCode: string | number; body: UpdateTaskProductUpdateTasksBody }) => ['updateTask', 'productUpdateTasks', args] as const,
  failList: (args: { body: UpdateTaskFailListBody }) => ['updateTask', 'failList', args] as const,
};

/** the calls of userScript (schemas/userScript.schema.json) */
export const userScriptCalls = {
  /** the third-party authentication script (setting read) (GET /auth/3rd/party) */
  thirdPartyAuthGet: (init?: CallInit): Promise<UserScriptThirdPartyAuthGetAnswer> =>
    callApi<UserScriptThirdPartyAuthGetAnswer>('GET', '/auth/3rd/party', { ...init }),
  /** save the third-party authentication script (setting write); code in use is loaded in the sandbox first (POST /auth/3rd/party) */
  thirdPartyAuthSave: (args: { body: UserScriptThirdPartyAuthSaveBody }, init?: CallInit): Promise<UserScriptThirdPartyAuthSaveAnswer> =>
    callApi<UserScriptThirdPartyAuthSaveAnswer>('POST', '/auth/3rd/party', { body: args.body, ...init }),
  /** run code as the third-party authentication script in the sandbox on a sample input (POST /auth/3rd/party/run) */
  thirdPartyAuthRun: (args: { body: UserScriptThirdPartyAuthRunBody }, init?: CallInit): Promise<UserScriptThirdPartyAuthRunAnswer> =>
    callApi<UserScriptThirdPartyAuthRunAnswer>('POST', '/auth/3rd/party/run', { body: args.body, ...init }),
  /** the replaced versions of the third-party authentication script, newest first (GET /auth/3rd/party/versions) */
  thirdPartyAuthVersions: (init?: CallInit): Promise<UserScriptThirdPartyAuthVersionsAnswer> =>
    callApi<UserScriptThirdPartyAuthVersionsAnswer>('GET', '/auth/3rd/party/versions', { ...init }),
  /** save a replaced version of the third-party authentication script again (POST /auth/3rd/party/versions/{id}/restore) */
  thirdPartyAuthRestore: (args: { id: string | number }, init?: CallInit): Promise<UserScriptThirdPartyAuthRestoreAnswer> =>
    callApi<UserScriptThirdPartyAuthRestoreAnswer>('POST', `/auth/3rd/party/versions/${enc(args.id)}/restore`, { ...init }),
  /** a store's (or the default) paper parser script (setting read) (GET /paper/parser/store/{target}) */
  paperParserGet: (args: { target: string | number }, init?: CallInit): Promise<UserScriptPaperParserGetAnswer> =>
    callApi<UserScriptPaperParserGetAnswer>('GET', `/paper/parser/store/${enc(args.target)}`, { ...init }),
  /** save a store's (or the default) paper parser script (setting write); code in use is loaded in the sandbox first (POST /paper/parser/store/{target}) */
  paperParserSave: (args: { target: string | number; body: UserScriptPaperParserSaveBody }, init?: CallInit): Promise<UserScriptPaperParserSaveAnswer> =>
    callApi<UserScriptPaperParserSaveAnswer>('POST', `/paper/parser/store/${enc(args.target)}`, { body: args.body, ...init }),
  /** run code as a store's (or the default) paper parser script in the sandbox on a sample input (POST /paper/parser/store/{target}/run) */
  paperParserRun: (args: { target: string | number; body: UserScriptPaperParserRunBody }, init?: CallInit): Promise<UserScriptPaperParserRunAnswer> =>
    callApi<UserScriptPaperParserRunAnswer>('POST', `/paper/parser/store/${enc(args.target)}/run`, { body: args.body, ...init }),
  /** the replaced versions of a store's (or the default) paper parser script, newest first (GET /paper/parser/store/{target}/versions) */
  paperParserVersions: (args: { target: string | number }, init?: CallInit): Promise<UserScriptPaperParserVersionsAnswer> =>
    callApi<UserScriptPaperParserVersionsAnswer>('GET', `/paper/parser/store/${enc(args.target)}/versions`, { ...init }),
  /** save a replaced version of a store's (or the default) paper parser script again (POST /paper/parser/store/{target}/versions/{id}/restore) */
  paperParserRestore: (args: { target: string | number; id: string | number }, init?: CallInit): Promise<UserScriptPaperParserRestoreAnswer> =>
    callApi<UserScriptPaperParserRestoreAnswer>('POST', `/paper/parser/store/${enc(args.target)}/versions/${enc(args.id)}/restore`, { ...init }),
  /** a store's (or the default) product file parser script (setting read) (GET /product/file/parser/store/{target}) */
  productFileParserGet: (args: { target: string | number }, init?: CallInit): Promise<UserScriptProductFileParserGetAnswer> =>
    callApi<UserScriptProductFileParserGetAnswer>('GET', `/product/file/parser/store/${enc(args.target)}`, { ...init }),
  /** save a store's (or the default) product file parser script (setting write); code in use is loaded in the sandbox first (POST /product/file/parser/store/{target}) */
  productFileParserSave: (args: { target: string | number; body: UserScriptProductFileParserSaveBody }, init?: CallInit): Promise<UserScriptProductFileParserSaveAnswer> =>
    callApi<UserScriptProductFileParserSaveAnswer>('POST', `/product/file/parser/store/${enc(args.target)}`, { body: args.body, ...init }),
  /** run code as a store's (or the default) product file parser script in the sandbox on a sample input (POST /product/file/parser/store/{target}/run) */
  productFileParserRun: (args: { target: string | number; body: UserScriptProductFileParserRunBody }, init?: CallInit): Promise<UserScriptProductFileParserRunAnswer> =>
    callApi<UserScriptProductFileParserRunAnswer>('POST', `/product/file/parser/store/${enc(args.target)}/run`, { body: args.body, ...init }),
  /** the replaced versions of a store's (or the default) product file parser script, newest first (GET /product/file/parser/store/{target}/versions) */
  productFileParserVersions: (args: { target: string | number }, init?: CallInit): Promise<UserScriptProductFileParserVersionsAnswer> =>
    callApi<UserScriptProductFileParserVersionsAnswer>('GET', `/product/file/parser/store/${enc(args.target)}/versions`, { ...init }),
  /** save a replaced version of a store's (or the default) product file parser script again (POST /product/file/parser/store/{target}/versions/{id}/restore) */
  productFileParserRestore: (args: { target: string | number; id: string | number }, init?: CallInit): Promise<UserScriptProductFileParserRestoreAnswer> =>
    callApi<UserScriptProductFileParserRestoreAnswer>('POST', `/product/file/parser/store/${enc(args.target)}/versions/${enc(args.id)}/restore`, { ...init }),
  /** a store's (or the default) tag data decorator script (setting read) (GET /tag/decorator/store/{target}) */
  tagDataDecoratorGet: (args: { target: string | number }, init?: CallInit): Promise<UserScriptTagDataDecoratorGetAnswer> =>
    callApi<UserScriptTagDataDecoratorGetAnswer>('GET', `/tag/decorator/store/${enc(args.target)}`, { ...init }),
  /** save a store's (or the default) tag data decorator script (setting write); code in use is loaded in the sandbox first (POST /tag/decorator/store/{target}) */
  tagDataDecoratorSave: (args: { target: string | number; body: UserScriptTagDataDecoratorSaveBody }, init?: CallInit): Promise<UserScriptTagDataDecoratorSaveAnswer> =>
    callApi<UserScriptTagDataDecoratorSaveAnswer>('POST', `/tag/decorator/store/${enc(args.target)}`, { body: args.body, ...init }),
  /** run code as a store's (or the default) tag data decorator script in the sandbox on a sample input (POST /tag/decorator/store/{target}/run) */
  tagDataDecoratorRun: (args: { target: string | number; body: UserScriptTagDataDecoratorRunBody }, init?: CallInit): Promise<UserScriptTagDataDecoratorRunAnswer> =>
    callApi<UserScriptTagDataDecoratorRunAnswer>('POST', `/tag/decorator/store/${enc(args.target)}/run`, { body: args.body, ...init }),
  /** the replaced versions of a store's (or the default) tag data decorator script, newest first (GET /tag/decorator/store/{target}/versions) */
  tagDataDecoratorVersions: (args: { target: string | number }, init?: CallInit): Promise<UserScriptTagDataDecoratorVersionsAnswer> =>
    callApi<UserScriptTagDataDecoratorVersionsAnswer>('GET', `/tag/decorator/store/${enc(args.target)}/versions`, { ...init }),
  /** save a replaced version of a store's (or the default) tag data decorator script again (POST /tag/decorator/store/{target}/versions/{id}/restore) */
  tagDataDecoratorRestore: (args: { target: string | number; id: string | number }, init?: CallInit): Promise<UserScriptTagDataDecoratorRestoreAnswer> =>
    callApi<UserScriptTagDataDecoratorRestoreAnswer>('POST', `/tag/decorator/store/${enc(args.target)}/versions/${enc(args.id)}/restore`, { ...init }),
  /** a store's (or the default) signage data decorator script (setting read) (GET /plus/decorator/store/{target}) */
  plusDataDecoratorGet: (args: { target: string | number }, init?: CallInit): Promise<UserScriptPlusDataDecoratorGetAnswer> =>
    callApi<UserScriptPlusDataDecoratorGetAnswer>('GET', `/plus/decorator/store/${enc(args.target)}`, { ...init }),
  /** save a store's (or the default) signage data decorator script (setting write); code in use is loaded in the sandbox first (POST /plus/decorator/store/{target}) */
  plusDataDecoratorSave: (args: { target: string | number; body: UserScriptPlusDataDecoratorSaveBody }, init?: CallInit): Promise<UserScriptPlusDataDecoratorSaveAnswer> =>
    callApi<UserScriptPlusDataDecoratorSaveAnswer>('POST', `/plus/decorator/store/${enc(args.target)}`, { body: args.body, ...init }),
  /** run code as a store's (or the default) signage data decorator script in the sandbox on a sample input (POST /plus/decorator/store/{target}/run) */
  plusDataDecoratorRun: (args: { target: string | number; body: UserScriptPlusDataDecoratorRunBody }, init?: CallInit): Promise<UserScriptPlusDataDecoratorRunAnswer> =>
    callApi<UserScriptPlusDataDecoratorRunAnswer>('POST', `/plus/decorator/store/${enc(args.target)}/run`, { body: args.body, ...init }),
  /** the replaced versions of a store's (or the default) signage data decorator script, newest first (GET /plus/decorator/store/{target}/versions) */
  plusDataDecoratorVersions: (args: { target: string | number }, init?: CallInit): Promise<UserScriptPlusDataDecoratorVersionsAnswer> =>
    callApi<UserScriptPlusDataDecoratorVersionsAnswer>('GET', `/plus/decorator/store/${enc(args.target)}/versions`, { ...init }),
  /** save a replaced version of a store's (or the default) signage data decorator script again (POST /plus/decorator/store/{target}/versions/{id}/restore) */
  plusDataDecoratorRestore: (args: { target: string | number; id: string | number }, init?: CallInit): Promise<UserScriptPlusDataDecoratorRestoreAnswer> =>
    callApi<UserScriptPlusDataDecoratorRestoreAnswer>('POST', `/plus/decorator/store/${enc(args.target)}/versions/${enc(args.id)}/restore`, { ...init }),
};

/** the react-query keys of userScript's reads; `all` prefixes every one of them */
export const userScriptKeys = {
  all: ['userScript'] as const,
  thirdPartyAuthGet: () => ['userScript', 'thirdPartyAuthGet'] as const,
  thirdPartyAuthVersions: () => ['userScript', 'thirdPartyAuthVersions'] as const,
  paperParserGet: (args: { target: string | number }) => ['userScript', 'paperParserGet', args] as const,
  paperParserVersions: (args: { target: string | number }) => ['userScript', 'paperParserVersions', args] as const,
  productFileParserGet: (args: { target: string | number }) => ['userScript', 'productFileParserGet', args] as const,
  productFileParserVersions: (args: { target: string | number }) => ['userScript', 'productFileParserVersions', args] as const,
  tagDataDecoratorGet: (args: { target: string | number }) => ['userScript', 'tagDataDecoratorGet', args] as const,
  tagDataDecoratorVersions: (args: { target: string | number }) => ['userScript', 'tagDataDecoratorVersions', args] as const,
  plusDataDecoratorGet: (args: { target: string | number }) => ['userScript', 'plusDataDecoratorGet', args] as const,
  plusDataDecoratorVersions: (args: { target: string | number }) => ['userScript', 'plusDataDecoratorVersions', args] as const,
};

/** the calls of webhook (schemas/webhook.schema.json) */
export const webhookCalls = {
  /** the x-api search (first alternative): POST /webhooks/search */
  search: (args: { body: WebhookSearchBody }, init?: CallInit): Promise<WebhookSearchAnswer> =>
    callApi<WebhookSearchAnswer>('POST', '/webhooks/search', { body: args.body, ...init }),
  /** subscribe a URL to events; answers the subscription and its signing secret, once (Cache-Control: no-store) (POST /webhooks) */
  create: (args: { body: WebhookCreateBody }, init?: CallInit): Promise<WebhookCreateAnswer> =>
    callApi<WebhookCreateAnswer>('POST', '/webhooks', { body: args.body, ...init }),
  /** change a subscription (name, URL, events, filters, stores; status active or paused) (PUT /webhooks/{id}) */
  update: (args: { id: string | number; body: WebhookUpdateBody }, init?: CallInit): Promise<WebhookUpdateAnswer> =>
    callApi<WebhookUpdateAnswer>('PUT', `/webhooks/${enc(args.id)}`, { body: args.body, ...init }),
  /** delete a subscription and its deliveries (DELETE /webhooks/{id}) */
  delete: (args: { id: string | number }, init?: CallInit): Promise<WebhookDeleteAnswer> =>
    callApi<WebhookDeleteAnswer>('DELETE', `/webhooks/${enc(args.id)}`, { ...init }),
  /** a new signing secret, answered once; deliveries are also signed with the old one for 24 hours (previousSecretUntil) (POST /webhooks/{id}/secret) */
  rotateSecret: (args: { id: string | number }, init?: CallInit): Promise<WebhookRotateSecretAnswer> =>
    callApi<WebhookRotateSecretAnswer>('POST', `/webhooks/${enc(args.id)}/secret`, { ...init }),
  /** queue a webhook.test event to this subscription only (POST /webhooks/{id}/test) */
  sendTest: (args: { id: string | number }, init?: CallInit): Promise<WebhookSendTestAnswer> =>
    callApi<WebhookSendTestAnswer>('POST', `/webhooks/${enc(args.id)}/test`, { ...init }),
};

/** the react-query keys of webhook's reads; `all` prefixes every one of them */
export const webhookKeys = {
  all: ['webhook'] as const,
  search: (args: { body: WebhookSearchBody }) => ['webhook', 'search', args] as const,
};

/** the calls of webhookDelivery (schemas/webhookDelivery.schema.json) */
export const webhookDeliveryCalls = {
  /** the x-api search (first alternative): POST /webhooks/{id}/deliveries/search */
  search: (args: { id: string | number; body: WebhookDeliverySearchBody }, init?: CallInit): Promise<WebhookDeliverySearchAnswer> =>
    callApi<WebhookDeliverySearchAnswer>('POST', `/webhooks/${enc(args.id)}/deliveries/search`, { body: args.body, ...init }),
  /** send a delivery again: a new pending delivery with the same event id and payload, after the subscription's others (POST /webhooks/deliveries/{id}/resend) */
  resend: (args: { id: string | number }, init?: CallInit): Promise<WebhookDeliveryResendAnswer> =>
    callApi<WebhookDeliveryResendAnswer>('POST', `/webhooks/deliveries/${enc(args.id)}/resend`, { ...init }),
};

/** the react-query keys of webhookDelivery's reads; `all` prefixes every one of them */
export const webhookDeliveryKeys = {
  all: ['webhookDelivery'] as const,
  search: (args: { id: string | number; body: WebhookDeliverySearchBody }) => ['webhookDelivery', 'search', args] as const,
};
