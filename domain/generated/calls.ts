// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

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
export type AliasGetAnswer = AliasList;
export type AliasSaveBody = AliasRows | AliasRowList;
export type AliasSaveAnswer = AliasList;
export type TagDeassignBody = StoreTags;
export type TagDeassignAnswer = TagTask;
export type TagReassignBody = StoreTags;
export type TagReassignAnswer = TagTask;
export type TagReassignAllBody = StoreOnly;
export type TagReassignAllAnswer = TagTask;

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

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
  'alias.get': {
    answers: { 200: AliasGetAnswer; };
  };
  'alias.save': {
    body: AliasSaveBody;
    answers: { 200: AliasSaveAnswer; };
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
