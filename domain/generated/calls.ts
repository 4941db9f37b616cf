// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

export type PromotionOfStoreAnswer = StorePromotions;
export type PromotionSaveAnswer = StorePromotions;
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
