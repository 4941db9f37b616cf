import { describe, expect, it } from 'vitest';
import { chartSeries, numberOf } from './chartSeries';

const aliases = [
  { index: 0, name: 'Product Name', key: true, chart: false },
  { index: 1, name: 'Price', key: false, chart: true },
  { index: 6, name: 'Stock', key: false, chart: true },
  { index: 9, name: 'Sale Price', key: false, chart: true },
];

describe('chartSeries', () => {
  it('draws the chart aliases oldest first, numbers only, and leaves out aliases without any number', () => {
    const rows = [
      { updatedAt: '2026-01-03T00:00:00Z', prInfo_0: 'Milk', prInfo_1: '1,280', prInfo_6: '7' },
      { updatedAt: '2026-01-01T00:00:00Z', prInfo_0: 'Milk', prInfo_1: '980', prInfo_6: 'n/a', prInfo_9: '' },
    ];
    const series = chartSeries(aliases, rows);
    expect(series.map((s) => s.id)).toEqual(['Price', 'Stock']);
    expect(series[0].data.map((p) => p.y)).toEqual([980, 1280]);
    expect(series[0].data[0].x.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(series[1].data.map((p) => p.y)).toEqual([7]);
  });

  it('reads numbers and refuses text', () => {
    expect(numberOf(' 12.5 ')).toBe(12.5);
    expect(numberOf('-3')).toBe(-3);
    expect(numberOf('12a')).toBeUndefined();
    expect(numberOf('')).toBeUndefined();
    expect(numberOf(undefined)).toBeUndefined();
  });
});
