// The store area's types and the search of every store of the session (doc 1 §7 Status and lists); the other
// store calls are the generated storeCalls, channelSettingCalls and gatewayPredefinedCalls, called where used.
import type { StoreSearchAnswer } from '../../domain/generated/calls';
import type { SearchBody } from '../../domain/search';
import { storeCalls, type Page } from '../generated/client';

export type { ChannelRow as ChannelSetting } from '../../domain/stores';
type StoreRow = StoreSearchAnswer['data'][number];
/** a store of the gateway status list (POST /status/store/pagination/0): its counters and status always there */
export type StoreStatusRow = Omit<StoreRow, 'position'> &
  Required<Pick<StoreRow, 'status' | 'gwCount' | 'normal' | 'offline' | 'alarm'>> & {
    position?: { latitude: number; longitude: number };
  };
/** a search body of a store list: start, length (-1 = all), order, filter_<field> */
export type TableQuery = SearchBody;
export type { ChannelSettings } from '../../domain/generated/calls';
export type { Page } from '../generated/client';

/** the search body of every store of the session (the map and the channel dialog's store choice) */
export const ALL_STORES: TableQuery = { start: 0, length: -1 };

export function searchStores(query: TableQuery, signal?: AbortSignal): Promise<Page<StoreStatusRow>> {
  return storeCalls.search({ body: query }, { signal }) as Promise<Page<StoreStatusRow>>;
}
