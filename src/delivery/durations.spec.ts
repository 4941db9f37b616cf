import { describe, expect, it } from 'vitest';
import { durationText, targetText, type UnitText } from './durations';
import { bucketLabels, integerTicks } from './DeliveryCharts';

describe('delivery durations', () => {
  it('reads seconds as seconds, minutes and hours', () => {
    expect(durationText(42.4)).toBe('42 s');
    expect(durationText(200)).toBe('3 min 20 s');
    expect(durationText(600)).toBe('10 min');
    expect(durationText(3900)).toBe('1 h 5 min');
    expect(durationText(null)).toBe('');
  });

  it("speaks the console's language through its unit texts", () => {
    const japanese: UnitText = (n, unit) => `${n}${{ s: '秒', min: '分', h: '時間' }[unit]}`;
    expect(durationText(200, japanese)).toBe('3分 20秒');
    expect(durationText(3900, japanese)).toBe('1時間 5分');
    expect(targetText(95, 10, japanese)).toBe('95 % ≤ 10分');
    expect(targetText(95, undefined, japanese)).toBe('');
  });

  it('names the histogram buckets from their edges, one more above the last', () => {
    expect(bucketLabels([30, 60, 3600])).toEqual(['< 30 s', '30 s – 1 min', '1 min – 1 h', '> 1 h']);
  });

  it('ticks a count axis in whole numbers', () => {
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(20)).toEqual([0, 3, 6, 9, 12, 15, 18]);
  });
});
