// The tag history calls (doc 1 §7 Histories) and the alias configuration list (doc 2 §7 'Alias config list').
import type { Alarm } from '../../generated/types';
import { httpRequest } from '../../providers/httpClient';

export interface Page<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export interface HistoryQuery {
  start: number;
  length: number;
  filter_startDate?: number;
  filter_endDate?: number;
}

export interface UpdateHistoryRow {
  taskId: number;
  taskType: string | null;
  prCode: string | null;
  nfc: string | null;
  layoutId: string | null;
  pageNo: number | null;
  status: string | null;
  createdAt: string;
  updatedAt: string | null;
  [prInfo: `prInfo_${number}`]: string | undefined;
}

/** a row of the tag alarm history: the alarm entity (schemas/alarm.schema.json), every field present */
export type AlarmRow = Required<Alarm>;

export interface BatteryRow {
  battery: number;
  updatedAt: string;
}
export interface ResetRow {
  cnt: number;
  last_time: string;
  updatedAt: string;
}
export interface TemperatureRow {
  temperature: number;
  updatedAt: string;
}

export type { AliasEntry } from '../../providers/sharedQueries';

const post = <T>(path: string, body: HistoryQuery, signal?: AbortSignal) =>
  httpRequest<Page<T>>(path, { method: 'POST', body, signal });

const tagPath = (storeCode: string, tagId: string) =>
  `/store/${encodeURIComponent(storeCode)}/tag/${encodeURIComponent(tagId)}/search`;

export const searchUpdateHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => post<UpdateHistoryRow>(`/history/update${tagPath(storeCode, tagId)}`, q, signal);
export const searchBatteryHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => post<BatteryRow>(`/history/battery${tagPath(storeCode, tagId)}`, q, signal);
export const searchResetHistory = (storeCode: string, tagId: string, q: HistoryQuery, signal?: AbortSignal) =>
  post<ResetRow>(`/history/reset${tagPath(storeCode, tagId)}`, q, signal);
export const searchTemperatureHistory = (
  storeCode: string,
  tagId: string,
  q: HistoryQuery,
  signal?: AbortSignal,
) => post<TemperatureRow>(`/history/temperature${tagPath(storeCode, tagId)}`, q, signal);
export const searchTagAlarms = (storeCode: string, tagMac: string, q: HistoryQuery, signal?: AbortSignal) =>
  post<AlarmRow>(`/history/alarm${tagPath(storeCode, tagMac)}`, q, signal);
