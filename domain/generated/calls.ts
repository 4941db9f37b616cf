// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

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
/**
 * @maxItems 1000
 */
export type AlarmContentListAnswer = AlarmContentStored[];
export type AlarmContentGetAnswer = AlarmContentStored;
export type AlarmContentSaveBody = AlarmContentInput;
export type AlarmContentSaveAnswer = AlarmContentAnswer;
export type AlarmContentSaveNamedBody = AlarmContentNamed;
export type AlarmContentSaveNamedAnswer = AlarmContentAnswer;
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
export interface AlarmContentGetParams {
  type: string;
}
export interface AlarmContentSaveParams {
  type: string;
}

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
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
