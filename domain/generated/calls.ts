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
export type SmtpConfigGetAnswer = SmtpSettings;
export type SmtpConfigSaveBody = SmtpInput;
export type SmtpConfigSaveAnswer = SmtpSettings;
export type SmtpConfigTestBody = SmtpInput;
export type SmtpConfigTestAnswer = SmtpTestSent;
export type SmtpConfigTestAnswer502 = SmtpTestFailed;
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
