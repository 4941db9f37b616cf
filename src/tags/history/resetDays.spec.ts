import { describe, expect, it } from 'vitest';
import { resetsPerDay } from './resetDays';

describe('resetsPerDay', () => {
  it('counts resets per local day over at least a week ending on the last day', () => {
    const days = resetsPerDay(
      [
        new Date(2026, 2, 3, 10).toISOString(),
        new Date(2026, 2, 3, 18).toISOString(),
        new Date(2026, 2, 5, 1).toISOString(),
      ],
      new Date(2026, 2, 6, 12),
    );
    expect(days).toHaveLength(7);
    expect(days[0].day).toBe('2026-02-28');
    expect(days.at(-1)).toEqual({ day: '2026-03-06', resets: 0 });
    expect(days.find((d) => d.day === '2026-03-03')?.resets).toBe(2);
    expect(days.find((d) => d.day === '2026-03-05')?.resets).toBe(1);
  });
});
