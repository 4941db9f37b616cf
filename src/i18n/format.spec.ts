// The console's one date, time and number format: yyyy-mm-dd hh:ii:ss in local time whatever the language or
// the browser's own locale, never US dates or AM/PM.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAxisNumber, formatDate, formatDateTime, formatNumber, formatTime } from './format';

afterEach(() => localStorage.clear());

describe('format', () => {
  const evening = new Date(2026, 10, 23, 18, 2, 18);

  it('writes a moment as yyyy-mm-dd hh:ii:ss on a 24-hour clock, from a Date, an ISO text or epoch ms', () => {
    for (const value of [evening, evening.toISOString(), evening.getTime()]) {
      expect(formatDateTime(value)).toBe('2026-11-23 18:02:18');
      expect(formatDate(value)).toBe('2026-11-23');
      expect(formatTime(value)).toBe('18:02:18');
    }
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  it('is the same in every language of the console', () => {
    const shown = ['en_US', 'ja_JP', 'ko_KR'].map((locale) => {
      localStorage.setItem('language', locale);
      return formatDateTime(evening);
    });
    expect(new Set(shown).size).toBe(1);
  });

  it('leaves absent or invalid moments empty', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
  });

  it('groups numbers', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    localStorage.setItem('language', 'ja_JP');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it("shortens a value axis's large numbers as each language does, and leaves small ones and non-numbers be", () => {
    const ticks = () => [6_500_000, 12_000, 950, 2.25, -70, 'n/a'].map(formatAxisNumber);
    expect(ticks()).toEqual(['6.5M', '12K', '950', '2.3', '-70', 'n/a']);
    localStorage.setItem('language', 'ja_JP');
    expect(ticks().slice(0, 2)).toEqual(['650万', '1.2万']);
    localStorage.setItem('language', 'ko_KR');
    expect(ticks().slice(0, 2)).toEqual(['650만', '1.2만']);
  });
});
