// The store area's calls (doc 1 §7 Status and lists, Gateways): thin wrappers of the generated client
// (src/generated/client.ts; schemas/store.schema.json, channelSetting, gatewayPredefined).
import type { ChannelRow, ChannelSettings, TableQuery } from '../../domain/stores';
import { channelSettingCalls, gatewayPredefinedCalls, storeCalls, type Page } from '../generated/client';
import type { StoreStatusRow } from '../../domain/stores';

export type {
  ChannelRow as ChannelSetting,
  ChannelSettings,
  StoreStatusRow,
  TableQuery,
} from '../../domain/stores';
export type { Page } from '../generated/client';

/** the search body of every store of the session (the map and the channel dialog's store choice) */
export const ALL_STORES: TableQuery = { start: 0, length: -1 };

export function searchStores(query: TableQuery, signal?: AbortSignal): Promise<Page<StoreStatusRow>> {
  return storeCalls.search({ body: query }, { signal });
}

export function uploadPredefined(rows: Array<Record<string, string>>): Promise<{ count: number }> {
  return gatewayPredefinedCalls.create({ body: { rows } });
}

export function getChannelSettings(storeCode: string): Promise<ChannelSettings> {
  return channelSettingCalls.getOne({ query: { storeCode } });
}

export function saveChannelSettings(storeCode: string, channelList: ChannelRow[]): Promise<ChannelSettings> {
  return channelSettingCalls.create({ body: { storeCode, channelList } });
}
