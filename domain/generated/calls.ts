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
export type AccountUnlockBody = AccountEmail;
export type AccountResetBody = AccountEmail;
export type AccountResetAnswer = TemporaryPassword;
export type AccountForgetPasswordBody = PasswordForget;
export type AccountForgetPasswordAnswer = CodeMessage;
export type AccountResetPasswordBody = PasswordReset;
export type AccountResetPasswordAnswer = CodeMessage;
export type AccountSignupBody = SignupForm;
export type AccountSignupAnswer = CodeMessage;
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
export interface AccountLogoutAnswer {}
export interface AccountUnlockAnswer {}
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
