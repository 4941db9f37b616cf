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
 * A product of a store (doc 2). prInfo holds up to 255 info entries.
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
  updatedAt?: string;
}

/** Product as the console sees it: without its x-internal fields. */
export type ProductPublic = Product;

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
 * A store and its configuration (doc 1 §3 Store, doc 3 §3 Store). Defaults are doc 3 §9's new-store defaults.
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
 * An electronic shelf label (doc 1 §3 Tag).
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

export type EntityName = 'account' | 'channelSetting' | 'gateway' | 'gatewayPredefined' | 'loginHistory' | 'product' | 'role' | 'server' | 'store' | 'tag';

export const entityNames: readonly EntityName[] = ['account', 'channelSetting', 'gateway', 'gatewayPredefined', 'loginHistory', 'product', 'role', 'server', 'store', 'tag'];

/** Entity id → record type. */
export interface EntityTypes {
  account: Account;
  channelSetting: ChannelSetting;
  gateway: Gateway;
  gatewayPredefined: GatewayPredefined;
  loginHistory: LoginHistory;
  product: Product;
  role: Role;
  server: Server;
  store: Store;
  tag: Tag;
}

/** Entity id → record type without x-internal fields. */
export interface EntityPublicTypes {
  account: AccountPublic;
  channelSetting: ChannelSettingPublic;
  gateway: GatewayPublic;
  gatewayPredefined: GatewayPredefinedPublic;
  loginHistory: LoginHistoryPublic;
  product: ProductPublic;
  role: RolePublic;
  server: ServerPublic;
  store: StorePublic;
  tag: TagPublic;
}
