// The charts' time axis: labels in the console's format, and a day is never labelled twice (the update-history
// chart showed '2026-11-22' twice when five ticks fell on a span of a few days).
import { describe, expect, it } from 'vitest';
import { timeAxis } from './timeAxis';

describe('timeAxis', () => {
  const at = (...moments: Date[]) => moments;
  const labels = (axis: ReturnType<typeof timeAxis>) =>
    Array.isArray(axis.tickValues) ? axis.tickValues.map(axis.format) : [];

  it('shows seconds within an hour and minutes within two days (yyyy-mm-dd hh:ii:ss pieces, 24-hour)', () => {
    const evening = new Date(2026, 10, 22, 18, 8, 1);
    expect(timeAxis(at(evening, new Date(2026, 10, 22, 18, 20))).format(evening)).toBe('18:08:01');
    expect(timeAxis(at(evening, new Date(2026, 10, 23, 20, 0))).format(evening)).toBe('11-22 18:08');
  });

  it.each([
    ['two and a half days', new Date(2026, 10, 21, 9, 0), new Date(2026, 10, 23, 21, 0)],
    ['nine days', new Date(2026, 10, 14, 12, 0), new Date(2026, 10, 23, 12, 0)],
    ['forty days', new Date(2026, 9, 14, 12, 0), new Date(2026, 10, 23, 12, 0)],
  ])('labels a span of %s with days, each day once, inside the span', (_, first, last) => {
    const axis = timeAxis(at(first, last));
    const shown = labels(axis);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.length).toBeLessThanOrEqual(5);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.every((label) => /^\d{4}-\d{2}-\d{2}$/.test(label))).toBe(true);
    for (const tick of axis.tickValues as Date[]) {
      expect(tick.getTime()).toBeGreaterThanOrEqual(first.getTime());
      expect(tick.getTime()).toBeLessThanOrEqual(last.getTime());
    }
  });
});
