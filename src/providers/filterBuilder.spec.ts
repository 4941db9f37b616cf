import { describe, expect, it } from 'vitest';
import {
  conditionsToListFilter,
  conditionsToSearchBody,
  formatDateTime,
  parseUrlFilters,
  toEpochSeconds,
} from './filterBuilder';

describe('URL filter builder', () => {
  it('equals for a plain value', () => {
    expect(parseUrlFilters('filter_status=NORMAL')).toEqual([{ field: 'status', op: 'eq', value: 'NORMAL' }]);
  });
  it('numbers stay numbers', () => {
    expect(parseUrlFilters('filter_role_id=3')).toEqual([{ field: 'role_id', op: 'eq', value: 3 }]);
  });
  it('comma-separated values make an in-list', () => {
    expect(parseUrlFilters('filter_status=NORMAL,ALARM')).toEqual([
      { field: 'status', op: 'in', value: ['NORMAL', 'ALARM'] },
    ]);
  });
  it('a leading ~ makes a regex', () => {
    expect(parseUrlFilters('filter_name=~^Seoul')).toEqual([{ field: 'name', op: 'regex', value: '^Seoul' }]);
  });
  it('_gte and _lte suffixes make bounds', () => {
    expect(parseUrlFilters('filter_battery_gte=10&filter_battery_lte=50')).toEqual([
      { field: 'battery', op: 'gte', value: 10 },
      { field: 'battery', op: 'lte', value: 50 },
    ]);
  });
  it('date ranges land on updatedAt and status.updatedAt, from yyyy-mm-dd hh:ii:ss or epoch seconds', () => {
    const start = toEpochSeconds('2026-01-02 03:04:05');
    expect(formatDateTime(start)).toBe('2026-01-02 03:04:05');
    expect(parseUrlFilters('filter_startDate=2026-01-02%2003:04:05&filter_endDate=1767400000')).toEqual([
      { field: 'updatedAt', op: 'gte', value: start },
      { field: 'updatedAt', op: 'lte', value: 1767400000 },
    ]);
    expect(parseUrlFilters('filter_statusStartDate=100&filter_statusEndDate=200')).toEqual([
      { field: 'status.updatedAt', op: 'gte', value: 100 },
      { field: 'status.updatedAt', op: 'lte', value: 200 },
    ]);
  });
  it('ignores other parameters, empty values and unreadable dates', () => {
    expect(parseUrlFilters('viewType=table&filter_name=&filter_startDate=yesterday')).toEqual([]);
  });
  it('turns conditions into search body fields', () => {
    expect(
      conditionsToSearchBody(
        parseUrlFilters(
          'filter_status=NORMAL,ALARM&filter_name=~abc&filter_startDate=10&filter_endDate=20&filter_statusEndDate=30&filter_rssi_gte=-70',
        ),
      ),
    ).toEqual({
      filter_status: 'NORMAL,ALARM',
      condition_status: '==',
      filter_name: 'abc',
      condition_name: '~',
      filter_startDate: 10,
      filter_endDate: 20,
      filter_statusEndDate: 30,
      filter_rssi_gte: -70,
    });
  });
  it('turns conditions into a list filter', () => {
    expect(
      conditionsToListFilter(parseUrlFilters('filter_email=a@b.c&filter_startDate=5&filter_status=A,B')),
    ).toEqual({
      email: 'a@b.c',
      startDate: 5,
      status: 'A,B',
    });
  });
});
