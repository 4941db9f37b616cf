// The gateway area's answers (doc 1 §7 Status, Gateways, Histories; doc 3 §7 gateway config), named by the x-calls
// of schemas/gateway.schema.json.
import type { DeviceStatus } from './deviceStatus';

/** a gateway as its status and configuration read it */
export interface GatewayStatusRow {
  gwMac: string;
  storeCode: string;
  gwIndex: number | null;
  channelGroupIndex: number | null;
  tagCount: number;
  ip: string | null;
  netmask: string | null;
  defaultGateway: string | null;
  dns: string | null;
  eslServerPort: number | null;
  dataChannel: number | null;
  eventChannel: number | null;
  gmpVersion: string | null;
  grmVersion: string | null;
  status: DeviceStatus | null;
  upLink: 'OK' | 'NG' | null;
  downLink: 'OK' | 'NG' | null;
  timeSync: boolean | null;
  lastStatusTime: string | null;
  updatedAt: string | null;
  /** 'sim' a simulated gateway, 'oepl' an OpenEPaperLink access point (issue 27 §3) */
  kind?: 'sim' | 'oepl' | null;
  /** an OpenEPaperLink access point's host[:port] */
  address?: string | null;
  [field: string]: unknown;
}

/** POST /config/store/{storeCode}/gw/oepl: the access point registered, polled once (status, tags written) */
export interface OeplRegisterAnswer {
  gwMac: string;
  storeCode: string;
  kind: 'oepl';
  address: string;
  status: DeviceStatus;
  tagCount: number;
  /** tags of the AP written into the store's tag list by the first poll */
  tags: number;
  /** why the first poll failed, in two words only: unreachable (OFFLINE) or not an access point (ALARM) */
  error?: string;
  /** the i18n key of `error` */
  errorKey?: string;
}

/** DELETE /config/store/{storeCode}/gw/oepl/{gwMac}: how many tags of the AP stay in the store's list, MISSING */
export interface OeplUnregisterAnswer {
  gwMac: string;
  tags: number;
}

export interface StoreWithGateways {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  objList: GatewayStatusRow[];
}

export interface UpdateAllResult {
  gwOK: string[];
  gwNG: string[];
  /** why each MAC of gwNG was not changed, in English */
  messages: Record<string, string>;
  /** the same by key (locales/*.json), which the console translates: { message, messageKey, messageArgs? } */
  reasons: Record<
    string,
    { message: string; messageKey: string; messageArgs?: Record<string, string | number> }
  >;
}

export interface GatewaySystemStatus {
  memory: number | null;
  ramdisk: number | null;
  logDisk: number | null;
  data: Array<{ time: string; memory: number; ramdisk: number | null; logDisk: number | null }>;
}

/** GET /config/store/{storeCode}/gw: the store's gateways as configured, and whether its outband allows channels 27 to 31 */
export interface StoreGatewayConfig {
  outbandEnable: boolean;
  data: GatewayStatusRow[];
}

/** epoch seconds */
export interface TimeWindow {
  start: number;
  end: number;
}
