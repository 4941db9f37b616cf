import { describe, expect, it } from 'vitest';
import { localDate, localDayStart, shiftDay, utcDayStart } from './calendarDay';

describe('calendar days', () => {
  it('reads years 0001 to 0099 as written, not as 1900 to 1999', () => {
    expect(utcDayStart('0001-01-01')?.getUTCFullYear()).toBe(1);
    expect(utcDayStart('0099-12-31')?.toISOString()).toBe('0099-12-31T00:00:00.000Z');
    expect(localDayStart('0012-03-04')?.getFullYear()).toBe(12);
    expect(localDayStart('0012-03-04')?.getDate()).toBe(4);
  });

  it('refuses days outside the calendar', () => {
    for (const text of ['0000-01-01', '0001-02-29', '2026-13-01', '2026-02-30', '26-01-01', ' 2026-01-01'])
      expect(utcDayStart(text), text).toBeUndefined();
    expect(utcDayStart('2024-02-29')).toBeDefined();
  });

  it('shifts within 0001-01-01 … 9999-12-31', () => {
    expect(shiftDay('0001-01-02', -1)).toBe('0001-01-01');
    expect(shiftDay('0001-01-01', -1)).toBeUndefined();
    expect(shiftDay('9999-12-31', 1)).toBeUndefined();
    expect(shiftDay('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('local dates', () => {
  it('keep years 0001 to 0099 and roll over like new Date', () => {
    const date = localDate(1, 2, 3, 4, 5, 6);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual(
      [1, 1, 3, 4, 5],
    );
    expect(localDate(2026, 13, 1).getFullYear()).toBe(2027);
  });
});
