// The one rule of a chart with a group per store, tag type, version… (issue 39: at chain scale a bar per store
// is 300 bars nobody can read; issue 38: a doughnut of about 80 tag types was a smudge): the largest `n` groups,
// sorted by value, then one "Others" that stands for the rest. "Others" is only worth it for two groups or more:
// with n + 1 groups every group is drawn. The chart's "See all" table (SeeAllButton.tsx) lists every group.
//
// What "Others" is worth depends on the measure: a count or a sum is the sum of the rest, a minimum their
// minimum, a maximum their maximum. An average, a percentile or a distinct count of the rest cannot be made from
// the groups' own figures (the average of averages weighs a store of 3 tags like one of 3,000): there "Others"
// has no value (null) and the chart leaves it out rather than draw a wrong one.

/** how the rest's values make the value of "Others" ('none': they cannot, see above) */
export type Combine = 'sum' | 'min' | 'max' | 'none';

/** the groups a bar chart draws besides "Others" */
export const BAR_GROUPS = 10;

export interface TopN<T> {
  /** the groups drawn: every group, or the largest n sorted by value (the largest first) */
  shown: T[];
  /** the groups "Others" stands for (empty: nothing folded) */
  rest: T[];
  /** the value of "Others": combined from the rest, null when the measure cannot be combined (or no rest) */
  others: number | null;
}

/** how a measure's groups combine into "Others" (StatsQuery measure.fn) */
export function combineOf(fn: string | undefined): Combine {
  if (fn === 'count' || fn === 'sum') return 'sum';
  if (fn === 'min' || fn === 'max') return fn;
  return 'none';
}

/** the values combined as `combine` says; null for 'none' or when no value is known */
export function combineValues(values: Array<number | null>, combine: Combine): number | null {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (combine === 'none' || known.length === 0) return null;
  if (combine === 'min') return Math.min(...known);
  if (combine === 'max') return Math.max(...known);
  return known.reduce((sum, value) => sum + value, 0);
}

/**
 * the largest `n` groups by `value` (stable: equal values keep their order; a group without a value last) and the
 * rest folded into "Others"; all of them, in their order, when there are n + 1 or fewer
 */
export function topN<T>(
  items: T[],
  options: { n: number; value: (item: T) => number | null; combine?: Combine },
): TopN<T> {
  const n = Math.max(1, Math.floor(options.n));
  if (items.length <= n + 1) return { shown: items, rest: [], others: null };
  const rank = (item: T) => options.value(item) ?? Number.NEGATIVE_INFINITY;
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(b.item) - rank(a.item) || a.index - b.index)
    .map(({ item }) => item);
  const rest = sorted.slice(n);
  return {
    shown: sorted.slice(0, n),
    rest,
    others: combineValues(rest.map(options.value), options.combine ?? 'sum'),
  };
}
