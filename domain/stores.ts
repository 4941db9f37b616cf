// The store status list's rows and the gateway channel settings (doc 1 §7 Status and lists, Gateways; docs/api.md),
// named by the x-calls of schemas/store.schema.json and schemas/channelSetting.schema.json.
import type { ChannelSetting } from './generated/types';
import type { DeviceStatus } from './deviceStatus';

/** a store of the gateway status list (POST /status/store/pagination/0) */
export interface StoreStatusRow {
  storeCode: string;
  storeName: string;
  status: DeviceStatus;
  gwCount: number;
  normal: number;
  offline: number;
  alarm: number;
  position: { latitude: number; longitude: number } | null;
  outbandEnable?: boolean;
}

/** a search body of a store list: start, length (-1 = all), order, filter_<field> */
export interface TableQuery {
  start: number;
  length: number;
  order?: Array<{ column: string; dir: 'asc' | 'desc' }>;
  [filter: `filter_${string}`]: string | undefined;
}

/** POST /gw/predefined: the rows of a predefined gateway file */
export interface PredefinedRows {
  rows: Array<Record<string, string>>;
}

/** a row of the channel setting dialog: the gwIndex is text while it is typed */
export type ChannelRow = Pick<ChannelSetting, 'dataChannel' | 'eventChannel'> & { gwIndex: number | string };

export interface ChannelSettings {
  storeCode: string;
  outbandEnable: boolean;
  channelList: ChannelRow[];
}
