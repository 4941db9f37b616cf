import { describe, expect, it } from 'vitest';
import { dayOf, rangeToEpoch } from './dateRange';

describe('rangeToEpoch', () => {
  it('turns the dates into epoch seconds of the day start and end, local time', () => {
    const { filter_startDate, filter_endDate } = rangeToEpoch({ from: '2026-03-01', to: '2026-03-02' });
    expect(filter_startDate).toBe(new Date(2026, 2, 1).getTime() / 1000);
    expect(filter_endDate).toBe(new Date(2026, 2, 2, 23, 59, 59).getTime() / 1000);
    expect(rangeToEpoch({ from: '', to: 'nonsense' })).toEqual({});
    expect(dayOf(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
