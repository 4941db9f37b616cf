// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

export type AppFileActivateAnswer = Entity.AppFilePublic;
export type AppFileUploadAnswer = Entity.AppFilePublic;
export type BatteryForecastTagAnswer = BatteryTagDetail;
export type BatteryForecastSwapListAnswer = BatterySwapList;
export type BatteryStoreListAnswer = BatteryStores;
export type BatteryStoreMailSettingAnswer = BatteryMailSetting;
export type BatteryStoreSaveMailSettingAnswer = BatteryMailSetting;
export type DeliveryStoreListAnswer = DeliveryStores;
export type DeliveryStoreDetailAnswer = DeliveryDetail;
export type DownloadTaskStartBody = DownloadRequest;
export type DownloadTaskPollAnswer = Entity.DownloadTaskPublic;
export type PaperUploadUploadAnswer = PaperUploadAnswer;
export type PlusSettingGetAnswer = PlusSettingAnswer;
export type PlusSettingSaveAnswer = PlusSettingAnswer;
export type PlusSoftwareUploadForm = SoftwareUploadForm;
export type PlusSoftwareUploadAnswer = PlusSoftwareRow;
export type PlusSoftwareUploadApkForm = SoftwareUploadForm;
export type PlusSoftwareUploadApkAnswer = PlusSoftwareRow;
export type PlusTemplateGetAnswer = TemplateRow;
export type PlusTemplateSaveAnswer = TemplateRow;
export type PlusTemplateRemoveAnswer409 = InUseAnswer;
export type PlusTemplateRemoveManyAnswer409 = InUseAnswer;
export type RolloutStoreVersionAnswer = VersionInfo;
export type RolloutStoreRolloutAnswer = RolloutSummary;
export type RolloutStorePauseAnswer = RolloutSummary;
export type RolloutStoreResumeAnswer = RolloutSummary;
export type RolloutStoreRollbackAnswer = RolloutSummary;
export type RolloutStoreUploadAnswer = RolloutSummary;
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
export interface BatteryStoreSaveMailSettingBody {
  enabled: boolean;
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
export interface DownloadTaskStartAnswer {
  taskId: string;
}
export interface DownloadTaskPollParams {
  taskId: string;
}
export interface DownloadTaskFileParams {
  taskId: string;
}
export interface PaperUploadUploadForm {
  storeCode: string;
  /**
   * the task's description; default the file name without its extension
   */
  taskDes?: string;
  file: Blob;
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

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
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
  'paperUpload.upload': {
    form: PaperUploadUploadForm;
    answers: { 200: PaperUploadUploadAnswer; };
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
