// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

export type PromotionOfStoreAnswer = StorePromotions;
export type PromotionSaveAnswer = StorePromotions;
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
export type UpdateTaskRefreshAnswer = TaskResent;
export type UpdateTaskRevertAnswer = TaskReverted;

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
export interface LayoutNamesAnswer {
  /**
   * @maxItems 100000
   */
  data: LayoutName[];
}
export interface ProductStoreListAnswer {
  /**
   * @maxItems 100000
   */
  data: ProductStoreEntry[];
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
export interface UpdateTaskRefreshBody {
  storeCode: string;
  internalTaskId: number;
}
export interface UpdateTaskRevertParams {
  taskId: number;
  storeCode: string;
}

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
  'layout.names': {
    answers: { 200: LayoutNamesAnswer; };
  };
  'productStore.list': {
    answers: { 200: ProductStoreListAnswer; };
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
  'updateTask.refresh': {
    body: UpdateTaskRefreshBody;
    answers: { 200: UpdateTaskRefreshAnswer; };
  };
  'updateTask.revert': {
    params: UpdateTaskRevertParams;
    answers: { 200: UpdateTaskRevertAnswer; };
  };
}

export type CallName = keyof CallTypes;
