// Years 0001 to 0099 are years as written in every date the console reads (issue 33 §5): new Date(y, …) read them
// as 1900 to 1999, so a typed 0001-01-01 was refused by the date field and became 1901 in filters.
import { describe, expect, it } from 'vitest';
import { localDate } from '../../domain/calendarDay';
import { parseDateText } from '../../src/layout/DateField';
import { toEpochSeconds } from '../../src/providers/filterBuilder';
import { rangeToEpoch } from '../../src/shared/history/dateRange';

describe('dates of years 0001 to 0099', () => {
  it('the date field takes them', () => {
    expect(parseDateText('0001-01-01', 'date')).toBe('0001-01-01');
    expect(parseDateText('0099-12-31 23:59:59', 'datetime')).toBe('0099-12-31T23:59:59');
    expect(parseDateText('0001-02-29', 'date')).toBeUndefined();
  });

  it('the filters and the history ranges read them as written', () => {
    const seconds = Math.floor(localDate(1, 1, 1).getTime() / 1000);
    expect(new Date(seconds * 1000).getFullYear()).toBe(1);
    expect(toEpochSeconds('0001-01-01 00:00:00')).toBe(seconds);
    expect(rangeToEpoch({ from: '0001-01-01', to: '' })).toEqual({ filter_startDate: seconds });
  });
});
