// The tag history rows (doc 1 §7 Histories), named by the x-calls of schemas/tag.schema.json.
import type { Alarm } from './generated/types';

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
export type TagAlarmRow = Required<Alarm>;

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
