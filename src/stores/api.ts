// The store area's types and the search of every store of the session (doc 1 §7 Status and lists); the other
// store calls are the generated storeCalls, channelSettingCalls and gatewayPredefinedCalls, called where used.
import type { TableQuery } from '../../domain/stores';
import { storeCalls, type Page } from '../generated/client';
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
