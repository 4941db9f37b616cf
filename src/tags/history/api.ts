// The tag history calls (doc 1 §7 Histories) on the generated client (schemas/tag.schema.json x-calls), and the
// alias configuration list (doc 2 §7 'Alias config list').
import type { HistoryQuery } from '../../../domain/tagHistory';
import { tagCalls } from '../../generated/client';

export type { Page } from '../../generated/client';
export type {
  BatteryRow,
  HistoryQuery,
  ResetRow,
  TagAlarmRow as AlarmRow,
  TemperatureRow,
  UpdateHistoryRow,
} from '../../../domain/tagHistory';
export type { AliasEntry } from '../../providers/sharedQueries';

export const searchUpdateHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => tagCalls.updateHistory({ storeCode, tagId, body: q }, { signal });
export const searchBatteryHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => tagCalls.batteryHistory({ storeCode, tagId, body: q }, { signal });
export const searchResetHistory = (storeCode: string, tagId: string, q: HistoryQuery, signal?: AbortSignal) =>
  tagCalls.resetHistory({ storeCode, tagId, body: q }, { signal });
export const searchTemperatureHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => tagCalls.temperatureHistory({ storeCode, tagId, body: q }, { signal });
export const searchTagAlarms = (storeCode: string, tagMac: string, q: HistoryQuery, signal?: AbortSignal) =>
  tagCalls.alarmHistory({ storeCode, tagId: tagMac, body: q }, { signal });
