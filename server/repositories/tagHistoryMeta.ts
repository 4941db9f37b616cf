// Table metadata of the per-tag histories (filters and sort of the table conventions; dates apply to the time
// column given with each query). Update history rows are the tag's update task rows (schemas/updateTaskTag).
import type { TableMeta } from '../db/tableMeta.ts';
import { alarmHistoryMeta } from './servers.ts';

export const updateHistoryMeta: TableMeta = {
  entity: 'tagUpdateHistory',
  table: 'update_task_tags',
  key: ['taskId'],
  columns: [
    { name: 'taskId', sqlType: 'bigint', filter: '==', sortable: true },
    { name: 'taskType', sqlType: 'text', filter: '==', sortable: true },
    { name: 'prCode', sqlType: 'text', filter: '~', sortable: true },
    { name: 'layoutId', sqlType: 'text', filter: '==', sortable: true },
    { name: 'status', sqlType: 'text', filter: '==', sortable: true },
    { name: 'createdAt', sqlType: 'timestamptz', sortable: true },
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

function samples(
  entity: string,
  table: string,
  value: { name: string; sqlType: 'integer' | 'double precision' },
): TableMeta {
  return {
    entity,
    table,
    key: ['id'],
    columns: [
      { name: 'id', sqlType: 'bigserial', internal: true },
      { name: value.name, sqlType: value.sqlType, sortable: true },
      { name: 'updatedAt', sqlType: 'timestamptz', sortable: true },
    ],
    defaultSort: { field: 'updatedAt', order: 'DESC' },
  };
}

export const batteryHistoryMeta = samples('tagBatteryHistory', 'tag_battery_history', {
  name: 'battery',
  sqlType: 'integer',
});
export const temperatureHistoryMeta = samples('tagTemperatureHistory', 'tag_temperature_history', {
  name: 'temperature',
  sqlType: 'double precision',
});
export const resetHistoryMeta: TableMeta = {
  ...samples('tagResetHistory', 'tag_reset_history', { name: 'cnt', sqlType: 'integer' }),
  columns: [
    { name: 'id', sqlType: 'bigserial', internal: true },
    { name: 'cnt', sqlType: 'integer', sortable: true },
    { name: 'last_time', sqlType: 'timestamptz', sortable: true },
    { name: 'updatedAt', sqlType: 'timestamptz', sortable: true },
  ],
};
export const tagAlarmHistoryMeta: TableMeta = { ...alarmHistoryMeta, entity: 'tagAlarmHistory' };

/** prInfo [a, b, ...] as prInfo_0, prInfo_1, ... (doc 1 §3 Update history row) */
export function withPrInfoColumns<T extends { prInfo?: unknown }>(
  row: T,
): Omit<T, 'prInfo'> & Record<string, unknown> {
  const { prInfo, ...rest } = row;
  const out: Record<string, unknown> = { ...rest };
  if (Array.isArray(prInfo)) prInfo.forEach((value, index) => (out[`prInfo_${index}`] = value));
  return out as Omit<T, 'prInfo'> & Record<string, unknown>;
}
