// The one rule of the per-group charts (issue 39): the largest n sorted, the rest in "Others" worth what the
// measure allows.
import { describe, expect, it } from 'vitest';
import { combineOf, combineValues, topN } from './topN';

const stores = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `F${String(i + 1).padStart(5, '0')}`,
    value: (i * 37) % 101,
  }));

describe('topN', () => {
  it('keeps every group in its order when they are n + 1 or fewer', () => {
    const items = [3, 1, 2].map((value) => ({ value }));
    expect(topN(items, { n: 2, value: (item) => item.value })).toEqual({
      shown: items,
      rest: [],
      others: null,
    });
  });

  it('keeps the n largest, sorted, and sums the rest of 300 stores', () => {
    const items = stores(300);
    const folded = topN(items, { n: 10, value: (item) => item.value });
    expect(folded.shown).toHaveLength(10);
    expect(folded.rest).toHaveLength(290);
    const values = folded.shown.map((item) => item.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(Math.max(...folded.rest.map((item) => item.value)));
    const total = items.reduce((sum, item) => sum + item.value, 0);
    expect(folded.others).toBe(total - values.reduce((sum, value) => sum + value, 0));
  });

  it('keeps the order of equal values and puts groups without a value last', () => {
    const items = [
      { id: 'a', value: null },
      { id: 'b', value: 5 },
      { id: 'c', value: 5 },
      { id: 'd', value: 1 },
    ];
    const folded = topN(items, { n: 2, value: (item) => item.value });
    expect(folded.shown.map((item) => item.id)).toEqual(['b', 'c']);
    expect(folded.rest.map((item) => item.id)).toEqual(['d', 'a']);
    expect(folded.others).toBe(1);
  });

  it('takes the minimum or the maximum of the rest for those measures', () => {
    const items = [9, 8, 2, 7, 4].map((value) => ({ value }));
    expect(topN(items, { n: 2, value: (item) => item.value, combine: 'min' }).others).toBe(2);
    expect(topN(items, { n: 2, value: (item) => item.value, combine: 'max' }).others).toBe(7);
  });

  it('gives "Others" no value for an average: averages of groups of different sizes do not average', () => {
    const items = [50, 40, 10, 90].map((value) => ({ value }));
    expect(topN(items, { n: 1, value: (item) => item.value, combine: 'none' }).others).toBeNull();
  });
});

describe('combineOf', () => {
  it('adds counts and sums, keeps minimum and maximum, refuses the rest', () => {
    expect(['count', 'sum', 'min', 'max', 'avg', 'percentile', 'countDistinct'].map(combineOf)).toEqual([
      'sum',
      'sum',
      'min',
      'max',
      'none',
      'none',
      'none',
    ]);
  });

  it('leaves out unknown values and has no value without any', () => {
    expect(combineValues([1, null, 2], 'sum')).toBe(3);
    expect(combineValues([null], 'sum')).toBeNull();
  });
});
