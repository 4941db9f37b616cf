// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

export type AccountSearchBody = TableSearch;
export type AccountGetOneAnswer = Entity.AccountPublic;
export type AccountCreateBody = Entity.AccountPublic;
export type AccountCreateAnswer = Entity.AccountPublic;
export type AccountUpdateBody = Entity.AccountPublic;
export type AccountUpdateAnswer = Entity.AccountPublic;
export type AlarmNotificationSearchBody = TableSearch;
export type AmacSearchBody = TableSearch;
export type AmacCreateBody = Entity.AmacPublic;
export type AmacCreateAnswer = Entity.AmacPublic;
export type AmacUpdateBody = Entity.AmacPublic;
export type AmacUpdateAnswer = Entity.AmacPublic;
export type BatteryStoreSearchBody = TableSearch;
export type ChannelSettingGetOneAnswer = Entity.ChannelSettingPublic;
export type ChannelSettingCreateBody = Entity.ChannelSettingPublic;
export type ChannelSettingCreateAnswer = Entity.ChannelSettingPublic;
export type DashboardSearchBody = TableSearch;
export type DashboardGetOneAnswer = Entity.DashboardPublic;
export type DashboardCreateBody = Entity.DashboardPublic;
export type DashboardCreateAnswer = Entity.DashboardPublic;
export type DashboardUpdateBody = Entity.DashboardPublic;
export type DashboardUpdateAnswer = Entity.DashboardPublic;
export type DeliveryStoreSearchBody = TableSearch;
export type FamilyProductSearchBody = TableSearch;
export type FamilyProductSearch2Body = TableSearch;
export type GatewaySearchBody = TableSearch;
export type GatewayGetOneAnswer = Entity.GatewayPublic;
export type GatewayAlarmSearchBody = TableSearch;
export type GatewayPredefinedCreateBody = Entity.GatewayPredefinedPublic;
export type GatewayPredefinedCreateAnswer = Entity.GatewayPredefinedPublic;
export type LoginHistorySearchBody = TableSearch;
export type MailOutboxSearchBody = TableSearch;
export type PaperStoreSearchBody = TableSearch;
export type PaperTaskSearchBody = TableSearch;
export type PaperTaskGetOneAnswer = Entity.PaperTaskPublic;
export type PaperTaskRowSearchBody = TableSearch;
export type PaperUploadSearchBody = TableSearch;
export type PaperUploadGetOneAnswer = Entity.PaperUploadPublic;
export type ProductSearchBody = TableSearch;
export type ProductUploadSearchBody = TableSearch;
export type ProductUploadGetOneAnswer = Entity.ProductUploadPublic;
export type PromotionSearchBody = TableSearch;
export type RoleGetOneAnswer = Entity.RolePublic;
export type RoleCreateBody = Entity.RolePublic;
export type RoleCreateAnswer = Entity.RolePublic;
export type RoleUpdateBody = Entity.RolePublic;
export type RoleUpdateAnswer = Entity.RolePublic;
export type SecondCodeSearchBody = TableSearch;
export type SensorSearchBody = TableSearch;
export type SensorAlarmSearchBody = TableSearch;
export type SensorStoreSearchBody = TableSearch;
export type ServerGetOneAnswer = Entity.ServerPublic;
export type ServerAlarmSearchBody = TableSearch;
export type ServerConfigGetOneAnswer = Entity.ServerConfigPublic;
export type ServerConfigUpdateBody = Entity.ServerConfigPublic;
export type ServerConfigUpdateAnswer = Entity.ServerConfigPublic;
export type StoreSearchBody = TableSearch;
export type StoreGetOneAnswer = Entity.StorePublic;
export type StoreCreateBody = Entity.StorePublic;
export type StoreCreateAnswer = Entity.StorePublic;
export type StoreUpdateBody = Entity.StorePublic;
export type StoreUpdateAnswer = Entity.StorePublic;
export type TagSearchBody = TableSearch;
export type TagDeassignBody = StoreTags;
export type TagDeassignAnswer = TagTask;
export type TagReassignBody = StoreTags;
export type TagReassignAnswer = TagTask;
export type TagReassignAllBody = StoreOnly;
export type TagReassignAllAnswer = TagTask;

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
export interface AccountSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.AccountPublic[];
}
export interface AccountGetOneParams {
  email: string;
}
export interface AccountDeleteParams {
  email: string;
}
export interface AccountDeleteAnswer {
  [k: string]: unknown;
}
export interface AlarmNotificationSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.AlarmNotificationPublic[];
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
export interface AppFileSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.AppFilePublic[];
}
export interface AppFileDeleteParams {
  _id: number;
}
export interface AppFileDeleteAnswer {
  [k: string]: unknown;
}
export interface BatteryStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.BatteryStorePublic[];
}
export interface DashboardSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.DashboardPublic[];
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
export interface DashboardDeleteAnswer {
  [k: string]: unknown;
}
export interface DeliveryStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.DeliveryStorePublic[];
}
export interface FamilyProductSearchParams {
  storeCode: string;
}
export interface FamilyProductSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.FamilyProductPublic[];
}
export interface FamilyProductSearch2Answer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.FamilyProductPublic[];
}
export interface GatewaySearchParams {
  storeCode: string;
}
export interface GatewaySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.GatewayPublic[];
}
export interface GatewayGetOneParams {
  storeCode: string;
  gwMac: string;
}
export interface GatewayAlarmSearchParams {
  gwMac: string;
}
export interface GatewayAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.GatewayAlarmPublic[];
}
export interface GatewayPredefinedSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.GatewayPredefinedPublic[];
}
export interface LoginHistorySearchParams {
  email: string;
}
export interface LoginHistorySearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.LoginHistoryPublic[];
}
export interface MailOutboxSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.MailOutboxPublic[];
}
export interface PaperStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.PaperStorePublic[];
}
export interface PaperTaskSearchParams {
  storeCode: string;
}
export interface PaperTaskSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.PaperTaskPublic[];
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
  data: Entity.PaperTaskRowPublic[];
}
export interface PaperUploadSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.PaperUploadPublic[];
}
export interface PaperUploadGetOneParams {
  _id: number;
}
export interface ProductSearchParams {
  storeCode: string;
}
export interface ProductSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.ProductPublic[];
}
export interface ProductUploadSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.ProductUploadPublic[];
}
export interface ProductUploadGetOneParams {
  _id: number;
}
export interface PromotionSearchParams {
  storeCode: string;
}
export interface PromotionSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.PromotionPublic[];
}
export interface RoleSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.RolePublic[];
}
export interface RoleGetOneParams {
  role_id: number;
}
export interface RoleDeleteParams {
  role_id: number;
}
export interface RoleDeleteAnswer {
  [k: string]: unknown;
}
export interface RolloutStoreSearchParams {
  rolloutId: string;
}
export interface RolloutStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.RolloutStorePublic[];
}
export interface SecondCodeSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.SecondCodePublic[];
}
export interface SensorSearchParams {
  storeCode: string;
}
export interface SensorSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.SensorPublic[];
}
export interface SensorAlarmSearchParams {
  storeCode: string;
  sensorMac: string;
}
export interface SensorAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.SensorAlarmPublic[];
}
export interface SensorStoreSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.SensorStorePublic[];
}
export interface ServerSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.ServerPublic[];
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
export interface ServerAlarmSearchParams {
  serverId: string;
}
export interface ServerAlarmSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.ServerAlarmPublic[];
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
export interface TagSearchParams {
  storeCode: string;
}
export interface TagSearchAnswer {
  recordsTotal: number;
  recordsFiltered: number;
  data: Entity.TagPublic[];
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
  'alarmNotification.search': {
    body: AlarmNotificationSearchBody;
    answers: { 200: AlarmNotificationSearchAnswer; };
  };
  'amac.search': {
    body: AmacSearchBody;
    answers: { 200: AmacSearchAnswer; };
  };
  'amac.create': {
    body: AmacCreateBody;
    answers: { 200: AmacCreateAnswer; };
  };
  'amac.update': {
    body: AmacUpdateBody;
    answers: { 200: AmacUpdateAnswer; };
  };
  'amac.delete': {
    params: AmacDeleteParams;
    answers: { 200: AmacDeleteAnswer; };
  };
  'appFile.search': {
    answers: { 200: AppFileSearchAnswer; };
  };
  'appFile.delete': {
    params: AppFileDeleteParams;
    answers: { 200: AppFileDeleteAnswer; };
  };
  'batteryStore.search': {
    body: BatteryStoreSearchBody;
    answers: { 200: BatteryStoreSearchAnswer; };
  };
  'channelSetting.getOne': {
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
    answers: { 200: DashboardCreateAnswer; };
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
  'deliveryStore.search': {
    body: DeliveryStoreSearchBody;
    answers: { 200: DeliveryStoreSearchAnswer; };
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
  'gateway.search': {
    params: GatewaySearchParams;
    body: GatewaySearchBody;
    answers: { 200: GatewaySearchAnswer; };
  };
  'gateway.getOne': {
    params: GatewayGetOneParams;
    answers: { 200: GatewayGetOneAnswer; };
  };
  'gatewayAlarm.search': {
    params: GatewayAlarmSearchParams;
    body: GatewayAlarmSearchBody;
    answers: { 200: GatewayAlarmSearchAnswer; };
  };
  'gatewayPredefined.search': {
    answers: { 200: GatewayPredefinedSearchAnswer; };
  };
  'gatewayPredefined.create': {
    body: GatewayPredefinedCreateBody;
    answers: { 200: GatewayPredefinedCreateAnswer; };
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
  'product.search': {
    params: ProductSearchParams;
    body: ProductSearchBody;
    answers: { 200: ProductSearchAnswer; };
  };
  'productUpload.search': {
    body: ProductUploadSearchBody;
    answers: { 200: ProductUploadSearchAnswer; };
  };
  'productUpload.getOne': {
    params: ProductUploadGetOneParams;
    answers: { 200: ProductUploadGetOneAnswer; };
  };
  'promotion.search': {
    params: PromotionSearchParams;
    body: PromotionSearchBody;
    answers: { 200: PromotionSearchAnswer; };
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
  'secondCode.search': {
    body: SecondCodeSearchBody;
    answers: { 200: SecondCodeSearchAnswer; };
  };
  'sensor.search': {
    params: SensorSearchParams;
    body: SensorSearchBody;
    answers: { 200: SensorSearchAnswer; };
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
    answers: { 200: StoreCreateAnswer; };
  };
  'store.update': {
    body: StoreUpdateBody;
    answers: { 200: StoreUpdateAnswer; };
  };
  'store.delete': {
    params: StoreDeleteParams;
    answers: { 200: StoreDeleteAnswer; };
  };
  'tag.search': {
    params: TagSearchParams;
    body: TagSearchBody;
    answers: { 200: TagSearchAnswer; };
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
}

export type CallName = keyof CallTypes;
