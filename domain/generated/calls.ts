// generated, do not edit: run `npm run codegen`
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type * as Entity from './types';

export type TagDeassignBody = StoreTags;
export type TagDeassignAnswer = TagTask;
export type TagReassignBody = StoreTags;
export type TagReassignAnswer = TagTask;
export type TagReassignAllBody = StoreOnly;
export type TagReassignAllAnswer = TagTask;
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

/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */
export interface CallTypes {
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
}

export type CallName = keyof CallTypes;
