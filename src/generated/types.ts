// generated, do not edit: run `npm run codegen`

/**
 * A member of the console (doc 3 §3 Account).
 */
export interface Account {
  email: string;
  name: string;
  password?: string;
  role_id: number;
  mobile?: string;
  store?: string[];
  enableWholeStore?: boolean;
  locked?: boolean;
  weakPwd?: boolean;
  forceChange?: boolean;
  lastPwdChanged?: string;
  failCount?: number;
  passwordHash?: string;
  adfs?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** Account as the console sees it: without its x-internal fields. */
export type AccountPublic = Omit<Account, 'failCount' | 'passwordHash'>;

/**
 * An alarm of the alarm history (doc 1 §4; server/db/migrations/005_alarm_history.sql): class 1 critical, 2 major, 3 minor. A tag's alarm history (x-lists.alarmHistory, 10 per page) lists the store's alarms raised by or naming the tag.
 */
export interface Alarm {
  id: number;
  location?: string;
  type?: string;
  class?: 1 | 2 | 3;
  alarmType?: string;
  alarmTime?: string;
  updatedAt?: string;
}

/** Alarm as the console sees it: without its x-internal fields. */
export type AlarmPublic = Alarm;

/**
 * An alias configuration entry (doc 1 §3, doc 2 §3): the name of product info entry `index` (prInfo_{index}), whether it is the key entry (exactly one) and whether product update history charts it.
 */
export interface Alias {
  index: number;
  name: string;
  key?: boolean;
  chart?: boolean;
}

/** Alias as the console sees it: without its x-internal fields. */
export type AliasPublic = Alias;

/**
 * Gateway channel setting of a store per gwIndex (doc 1 §3 Channel setting, §5): the data and event channels of the store's gateways with that index. Channels 11 to 26, plus 27 to 31 when the store has outband enabled (checked by the server against the store).
 */
export interface ChannelSetting {
  storeCode: string;
  gwIndex: number;
  dataChannel: number;
  eventChannel: number;
  updatedAt?: string;
}

/** ChannelSetting as the console sees it: without its x-internal fields. */
export type ChannelSettingPublic = ChannelSetting;

/**
 * A family product of a store (doc 2 §3): one ticket showing several products. fmPrCode is the family code a family ticket's tag carries as its product code; prCodeList names the products it shows (its length is the system's familyProductItemCount). The family table (x-list) is the shared list of every store of the session (/family-product) and, under the product table of a store, that store's families (the store columns left out); prCode filters the families listing a product code (a search parameter, no property). x-forms.familyItem is the family modal (doc 2 §5: 'Select a store.', 'Enter Family Code, Please!', 'Enter Product Code, Please!', 'Please enter Layout ID').
 */
export interface FamilyProduct {
  storeCode: string;
  storeName?: string;
  fmPrCode: string;
  /**
   * @maxItems 64
   */
  prCodeList?: string[];
  layoutId?: string;
  nfc?: string;
  updatedAt?: string;
}

/** FamilyProduct as the console sees it: without its x-internal fields. */
export type FamilyProductPublic = FamilyProduct;

/**
 * A gateway (access point) of a store (doc 1 §3 Gateway, doc 3 §3 Gateway config).
 */
export interface Gateway {
  gwMac: string;
  storeCode: string;
  gwIndex?: number;
  channelGroupIndex?: number;
  tagCount?: number;
  ip?: string;
  alternateIp?: string;
  netmask?: string;
  defaultGateway?: string;
  dns?: string;
  eslServerPort?: number;
  dataChannel?: number;
  eventChannel?: number;
  gmpVersion?: string;
  grmVersion?: string;
  status?: 'NORMAL' | 'OFFLINE' | 'ALARM';
  upLink?: 'OK' | 'NG';
  downLink?: 'OK' | 'NG';
  timeSync?: boolean;
  diskUsage?: number;
  ramUsage?: number;
  serviceStatusList?: {
    name?: string;
    status?: string;
  }[];
  lastStatusTime?: string;
  updatedAt?: string;
}

/** Gateway as the console sees it: without its x-internal fields. */
export type GatewayPublic = Gateway;

/**
 * One alarm of a gateway's alarm history (doc 1 §2.7 gateway detail, §7 Histories: POST /history/alarm/gw/{mac}/search, 10 per page, newest first; the class coloured 1 blue, 2 orange, 3 red, doc 1 §4). Stored by the alarm history, not through this schema (no x-table).
 */
export interface GatewayAlarm {
  id: number;
  alarmTime: string;
  location: string;
  type: string;
  alarmType: string;
  class: 1 | 2 | 3;
  updatedAt: string;
}

/** GatewayAlarm as the console sees it: without its x-internal fields. */
export type GatewayAlarmPublic = GatewayAlarm;

/**
 * A predefined gateway configuration uploaded as CSV (doc 1 §2.7, §5, §7 Gateways): applied to the gateway with this MAC. Its rows are validated by the gateway schema's `predefined` form (one rule, one place).
 */
export interface GatewayPredefined {
  gwMac: string;
  storeCode?: string;
  gwIndex?: number;
  channelGroupIndex?: number;
  ip?: string;
  netmask?: string;
  defaultGateway?: string;
  dns?: string;
  eslServerPort?: number;
  dataChannel?: number;
  eventChannel?: number;
  updatedAt?: string;
}

/** GatewayPredefined as the console sees it: without its x-internal fields. */
export type GatewayPredefinedPublic = GatewayPredefined;

/**
 * A label layout (doc 2 §3 Product layoutId, §7 GET /layout/name): what a tag shows of its product, page by page. Boxes are placed in fractions of the label (0 to 1), so one layout renders at every tag resolution; the size family says which labels it was drawn for. A box shows the product info entry at its prInfo index; the alias configuration names the entries (infoList boxes print "name: value" lines).
 */
export interface Layout {
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
   * currency symbol of the price boxes; absent: the store's country decides
   */
  currency?: string;
  /**
   * page 0 is the main page; the others are the sub-pages a page change shows
   */
  pages: LayoutPage[];
  updatedAt?: string;
}
export interface LayoutPage {
  name?: string;
  /**
   * white on black background
   */
  invert?: boolean;
  /**
   * @maxItems 40
   */
  boxes: LayoutBox[];
}
export interface LayoutBox {
  type: 'text' | 'price' | 'unitPrice' | 'code' | 'barcode' | 'promo' | 'nfc' | 'label' | 'rule' | 'infoList';
  x: number;
  y: number;
  w: number;
  h: number;
  /**
   * prInfo index of the product info shown (the alias configuration names it); infoList boxes list the named entries from this index on; code, barcode and nfc use the product itself
   */
  index?: number;
  /**
   * fixed text of a label box, the text a promo box shows, or the caption of a unitPrice box
   */
  text?: string;
  align?: 'left' | 'center' | 'right';
  weight?: 'regular' | 'bold';
  color?: 'black' | 'accent' | 'white';
  fill?: 'black' | 'accent';
  maxLines?: number;
  symbology?: 'auto' | 'ean13' | 'code128';
  /**
   * prInfo index shown when the entry at index is blank (a sale price falling back to the price)
   */
  fallbackIndex?: number;
  /**
   * prInfo index that must be non-blank for the box to show
   */
  whenIndex?: number;
}

/** Layout as the console sees it: without its x-internal fields. */
export type LayoutPublic = Layout;

/**
 * One login or logout attempt (doc 1 §3, doc 3 §3 Login history record). type 0 login, 1 logout.
 */
export interface LoginHistory {
  id?: number;
  ip: string;
  type: 0 | 1;
  email: string;
  success: boolean;
  locked: boolean;
  updatedAt: string;
}

/** LoginHistory as the console sees it: without its x-internal fields. */
export type LoginHistoryPublic = LoginHistory;

/**
 * A product of a store (doc 2 §3). prInfo holds up to 255 info entries. x-forms.productItem is one product of POST /product and of the product modal (doc 2 §5: 'Please enter Product Code', 'Please enter Layout ID'). The product table's filters and sorts are the store-led ones of server/repositories/products.ts (migration 181), so x-list declares them (x-list.filters objects, x-list.sortable) instead of x-filter/x-sortable, which would add an index: every index costs each write of a 100,000-product file. tagCount and tagType are computed by the search (x-db false).
 */
export interface Product {
  storeCode: string;
  prCode: string;
  prName?: string;
  layoutId?: string;
  nfc?: string;
  /**
   * @maxItems 255
   */
  prInfo?: string[];
  tagCount?: number;
  tagType?: string[];
  updatedAt?: string;
}

/** Product as the console sees it: without its x-internal fields. */
export type ProductPublic = Product;

/**
 * One change of a product (doc 2 §3 Product update history row): the product's info after the change, the update task that took it to the product's tags (null when no tag shows it), where the change came from. Written by server/products/applyProductChanges.ts; read by the product update history and by revert. The product's update history table is x-lists.productHistory (status: the change's status on its tags, null when it reached none).
 */
export interface ProductUpdate {
  id?: number;
  storeCode: string;
  prCode: string;
  prName?: string;
  layoutId?: string;
  nfc?: string;
  prInfo?: string[];
  taskId?: number;
  updateId?: string;
  source?: 'console' | 'file' | 'simulator' | 'revert' | 'seed';
  createdBy?: string;
  updatedAt?: string;
  status?: {
    status?: string;
    updatedAt?: string;
  };
}

/** ProductUpdate as the console sees it: without its x-internal fields. */
export type ProductUpdatePublic = ProductUpdate;

/**
 * One product file upload (doc 2 §3 Product file upload history): the row is written when the file is received and finished when its import ends. count is the number of data rows in the file, dataCount the rows imported, error the bad rows ({ line, message }: the first 1,000; errorCount counts them all; line 0 is the whole file). POST /product/file writes it; the upload history and its detail read it. The upload history (x-list) filters the received time by the range parameters startDate / endDate; a row opens the detail, whose facts are the fields shown in `show`.
 */
export interface ProductUpload {
  _id: number;
  fileName: string;
  storeCode: string;
  fileType?: 'csv' | 'txt';
  count?: number;
  dataCount?: number;
  errorCount?: number;
  error?: {
    line: number;
    message: string;
  }[];
  received?: string;
  finished?: string;
  createdBy?: string;
}

/** ProductUpload as the console sees it: without its x-internal fields. */
export type ProductUploadPublic = ProductUpload;

/**
 * A role with its privilege list (doc 3 §3 Role). role_id 0 is the super role.
 */
export interface Role {
  role_id: number;
  name: string;
  privilege: {
    key: string;
    depth: number;
    read: boolean;
    write: boolean;
  }[];
  updatedAt?: string;
}

/** Role as the console sees it: without its x-internal fields. */
export type RolePublic = Role;

/**
 * A second code of a product (doc 2 §1, §3 Second code): maps a store's product code to another code (an alternative barcode). The coop site shows the fields its product master carries with each code (sales type, insert, cease, delete, acquisition and modify dates, program and operator names, DB trigger flag). POST /product/secondCode/search reads them. Their headings are Italian in every locale (x-label app.secondCodes.coop.*); the list adds them on a site whose rules ask for them (src/domain/siteRules.ts).
 */
export interface SecondCode {
  storeCode: string;
  prCode: string;
  secondCode: string;
  salesTypeCode?: string;
  insertDate?: string;
  ceaseDate?: string;
  deleteDate?: string;
  acquisitionDate?: string;
  modifyDate?: string;
  programName?: string;
  operatorName?: string;
  dbTriggerFlag?: string;
}

/** SecondCode as the console sees it: without its x-internal fields. */
export type SecondCodePublic = SecondCode;

/**
 * A proxy, ESL or database server of the installation (doc 1 §3 Server).
 */
export interface Server {
  id: string;
  name: string;
  type: 'proxy' | 'esl' | 'database';
  status: 'NORMAL' | 'ALARM' | 'OFFLINE';
  state?:
    | 'STARTUP'
    | 'RECOVERING'
    | 'STARTUP2'
    | 'UNKNOWN'
    | 'ARBITER'
    | 'DOWN'
    | 'ROLLBACK'
    | 'REMOVED'
    | 'ERROR'
    | 'PRIMARY'
    | 'SECONDARY'
    | 'MASTER'
    | 'LEADER'
    | 'FOLLOWER';
  ip?: string;
  reportTime?: string;
  diskUsage?: {
    used?: number;
    total?: number;
  };
  ramUsage?: {
    used?: number;
    total?: number;
  };
  serviceStatusList?: {
    name?: string;
    status?: string;
  }[];
  networkInformation?: {
    [k: string]: unknown;
  };
  /**
   * whether the server votes only (arbiter) or holds data (member); keeps an arbiter an arbiter while it is DOWN
   */
  replicaRole?: 'member' | 'arbiter';
}

/** Server as the console sees it: without its x-internal fields. */
export type ServerPublic = Omit<Server, 'replicaRole'>;

/**
 * One alarm of a server's alarm history (doc 1 §2.6 server detail, §7 Histories: POST /history/alarm/server/{id}/search, 10 per page, newest first; the class coloured 1 blue, 2 orange, 3 red, doc 1 §4). Stored by the alarm history, not through this schema (no x-table).
 */
export interface ServerAlarm {
  id: number;
  location: string;
  type: string;
  class: 1 | 2 | 3;
  alarmType: string;
  alarmTime: string;
  updatedAt: string;
}

/** ServerAlarm as the console sees it: without its x-internal fields. */
export type ServerAlarmPublic = ServerAlarm;

/**
 * A store and its configuration (doc 1 §3 Store, doc 3 §3 Store). Defaults are doc 3 §9's new-store defaults. x-api.search is the gateway status list of stores, POST /status/store/pagination/{n} with n 0 (1 and 2 are the tag and product store lists).
 */
export interface Store {
  storeCode: string;
  storeName: string;
  address?: string;
  country?: string;
  position?: {
    latitude?: number;
    longitude?: number;
  };
  status?: 'NORMAL' | 'OFFLINE' | 'ALARM';
  gwCount?: number;
  normal?: number;
  offline?: number;
  alarm?: number;
  totalDuration?: number;
  eventDuration?: number;
  cpDuration?: number;
  oneChannelEnable?: boolean;
  channelMaskEnable?: boolean;
  outbandEnable?: boolean;
  notAutoRtnPage?: boolean;
  showMac?: boolean;
  hideLed?: boolean;
  eventLedCtrl?: boolean;
  baseTimeout?: number;
  timeoutTag?: number;
  nfRandomPercent?: number;
  nfRetryCnt?: number;
  nfBasicSleep?: number;
  nfDeepSleepDuration?: number;
  enableTagStatusCheck?: boolean;
  tagStatusCheckDay?: 'SUN' | 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'MANUAL';
  timeServerIp?: string;
  timeServerPort?: number;
  panId?: string;
  updatedAt?: string;
}

/** Store as the console sees it: without its x-internal fields. */
export type StorePublic = Store;

/**
 * An electronic shelf label (doc 1 §3 Tag). The tag detail table of a store (x-list, 25 per page, refreshed every 3 s while a row is WIP, else every 30 s) and tag availability (x-lists.availability: the tags showing a product, in one store or across the session's stores; prCode travels in the search path's query).
 */
export interface Tag {
  tagId: string;
  tagMac: string;
  storeCode: string;
  prCode?: string;
  tagType: string;
  gwMac?: string;
  gwIp?: string;
  operation?: number;
  operationName?: string;
  status?:
    | 'OK'
    | 'NG'
    | 'NG1'
    | 'NG2'
    | 'NG3'
    | 'WIP'
    | 'UPDATE'
    | 'DEASSIGN'
    | 'MISSING'
    | 'REQ_ONLY'
    | 'REQ_ONLY2';
  version?: string;
  rssi?: number;
  battery?: number;
  temperature?: number;
  battStatus?: 'GOOD' | 'LOW';
  updatedAt?: string;
  respondedAt?: string;
}

/** Tag as the console sees it: without its x-internal fields. */
export type TagPublic = Tag;

/**
 * One sample of a tag's battery, reset or temperature history (doc 1 §2.8, §7 Histories; tables of server/db/migrations/171_tag_histories.sql): the three history tables of a tag, 10 per page, newest first.
 */
export interface TagSample {
  battery?: number;
  temperature?: number;
  cnt?: number;
  last_time?: string;
  updatedAt: string;
}

/** TagSample as the console sees it: without its x-internal fields. */
export type TagSamplePublic = TagSample;

/**
 * A label update task of a store (doc 2 §3 Update task): assign, deassign, reassign, LED, page change, product or layout change. Its tags are update task tag rows; the simulator's radio works them (server/sim/tagRadio.ts). The task list across stores (x-lists.task) and a store's product update tasks (x-lists.productTask) refresh every 5 s while a task shown runs, else every 30 s (doc 2 §2); storeName and internalTaskId are answered by the search.
 */
export interface UpdateTask {
  taskId?: number;
  internalTaskId?: number;
  storeCode: string;
  storeName?: string;
  taskType: 'ASSIGN' | 'DEASSIGN' | 'REASSIGN' | 'LED' | 'PAGE' | 'PRODUCT' | 'LAYOUT';
  layoutId?: string;
  priorTaskId?: number;
  /**
   * the product change this task carries (product_updates batch: an upload history _id, or the id of its first product_updates row); null for tag actions
   */
  updateId?: string;
  createdBy?: string;
  productCount?: number;
  totalTags?: number;
  updatedTags?: number;
  failedTags?: number;
  progress?: number;
  startTime?: string;
  endTime?: string;
  timedOut?: boolean;
  /**
   * an administrator (role 0) re-sent its unfinished and failed tags (POST /task/refresh)
   */
  refreshed?: boolean;
  updatedAt?: string;
}

/** UpdateTask as the console sees it: without its x-internal fields. */
export type UpdateTaskPublic = Omit<UpdateTask, 'timedOut'>;

/**
 * One tag of an update task (doc 2 §3 Task tag row) and, with it, one row of the tag's update history (doc 1 §3 Update history row). status: null while the radio works it, OK or NG when it answered, CANCEL (without updatedAt) when a newer task replaced it. prInfo is the product info pushed to the label. Its tables: a tag's update history (x-lists.updateHistory, 10 per page), the tags of a task, its failed tags and the tags of a product update task (25 per page; the search answers the status as result, layoutId as layout and prInfo as prInfo_{index} columns named by the alias configuration).
 */
export interface UpdateTaskTag {
  taskId: number;
  tagId: string;
  storeCode: string;
  tagMac?: string;
  gwMac?: string;
  tagType?: string;
  taskType?: string;
  prCode?: string;
  layoutId?: string;
  layout?: string;
  nfc?: string;
  pageNo?: number;
  led?: {
    [k: string]: unknown;
  };
  prInfo?: string[];
  status?: 'OK' | 'NG' | 'CANCEL';
  result?: 'OK' | 'NG' | 'CANCEL';
  dueAt?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** UpdateTaskTag as the console sees it: without its x-internal fields. */
export type UpdateTaskTagPublic = Omit<UpdateTaskTag, 'dueAt'>;

export type EntityName = 'account' | 'alarm' | 'alias' | 'channelSetting' | 'familyProduct' | 'gateway' | 'gatewayAlarm' | 'gatewayPredefined' | 'layout' | 'loginHistory' | 'product' | 'productUpdate' | 'productUpload' | 'role' | 'secondCode' | 'server' | 'serverAlarm' | 'store' | 'tag' | 'tagSample' | 'updateTask' | 'updateTaskTag';

export const entityNames: readonly EntityName[] = ['account', 'alarm', 'alias', 'channelSetting', 'familyProduct', 'gateway', 'gatewayAlarm', 'gatewayPredefined', 'layout', 'loginHistory', 'product', 'productUpdate', 'productUpload', 'role', 'secondCode', 'server', 'serverAlarm', 'store', 'tag', 'tagSample', 'updateTask', 'updateTaskTag'];

/** Entity id → record type. */
export interface EntityTypes {
  account: Account;
  alarm: Alarm;
  alias: Alias;
  channelSetting: ChannelSetting;
  familyProduct: FamilyProduct;
  gateway: Gateway;
  gatewayAlarm: GatewayAlarm;
  gatewayPredefined: GatewayPredefined;
  layout: Layout;
  loginHistory: LoginHistory;
  product: Product;
  productUpdate: ProductUpdate;
  productUpload: ProductUpload;
  role: Role;
  secondCode: SecondCode;
  server: Server;
  serverAlarm: ServerAlarm;
  store: Store;
  tag: Tag;
  tagSample: TagSample;
  updateTask: UpdateTask;
  updateTaskTag: UpdateTaskTag;
}

/** Entity id → record type without x-internal fields. */
export interface EntityPublicTypes {
  account: AccountPublic;
  alarm: AlarmPublic;
  alias: AliasPublic;
  channelSetting: ChannelSettingPublic;
  familyProduct: FamilyProductPublic;
  gateway: GatewayPublic;
  gatewayAlarm: GatewayAlarmPublic;
  gatewayPredefined: GatewayPredefinedPublic;
  layout: LayoutPublic;
  loginHistory: LoginHistoryPublic;
  product: ProductPublic;
  productUpdate: ProductUpdatePublic;
  productUpload: ProductUploadPublic;
  role: RolePublic;
  secondCode: SecondCodePublic;
  server: ServerPublic;
  serverAlarm: ServerAlarmPublic;
  store: StorePublic;
  tag: TagPublic;
  tagSample: TagSamplePublic;
  updateTask: UpdateTaskPublic;
  updateTaskTag: UpdateTaskTagPublic;
}
