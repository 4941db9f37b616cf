// What a line or bar panel draws from its answer's rows: the line's series (the groups before the time bucket,
// the largest kept and the rest summed bucket by bucket into "Others") and the bar's bars (the first group on the
// axis, a second group stacked or grouped, the largest kept and the rest as "Others"), each group in its palette
// colour, "Others" last (its id OTHERS_ID, its label the caller's: a group may be named like that label). Each drawn
// point or bar segment keeps its answer key for the drill-down. "Others" is
// worth what the rule of src/shared/charts/topN.ts says for the measure (a sum, a minimum, a maximum), and is
// left out where the measure cannot be combined (an average of averages would be wrong).
import { combineValues, topN, type Combine } from '../shared/charts/topN';
import type { StatsAnswer } from './api';
import { colorAt, keptNames, MAX_GROUPS, OTHERS_ID } from './chartGroups';
import { keyLabel } from './model';

type Row = StatsAnswer['rows'][number];
type RowKey = Row['key'];

export interface LinePoint {
  x: string;
  y: number | null;
  key?: RowKey;
}

export interface LineSeries {
  /** the group's name, OTHERS_ID for "Others" */
  id: string;
  /** what the legend shows */
  label: string;
  color: string;
  data: LinePoint[];
}

/** items in their order, "Others" (OTHERS_ID) last */
function othersLast<T>(items: T[], id: (item: T) => string): T[] {
  return [
    ...items.filter((item) => id(item) !== OTHERS_ID),
    ...items.filter((item) => id(item) === OTHERS_ID),
  ];
}

/** a bucket's time on the axis: hour buckets read MM-DD HH:mm, day and week buckets MM-DD */
const bucketLabel = (time: string, unit: string | undefined) =>
  unit === 'hour' ? time.slice(5, 16).replace('T', ' ') : time.slice(5, 10);

/**
 * a line per group (the key's parts before its last, the bucket; `single` names the line of an ungrouped answer),
 * the largest `n` kept and the others combined bucket by bucket into one line (id OTHERS_ID, labelled `others`)
 */
export function lineSeries(
  rows: Row[],
  options: { unit?: string; single: string; others: string; colors: string[]; n?: number; combine?: Combine },
): LineSeries[] {
  const { unit, single, others, colors } = options;
  const groupOf = (row: Row) => keyLabel(row.key.slice(0, -1)) || single;
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(groupOf(row), (totals.get(groupOf(row)) ?? 0) + (row.value ?? 0));
  const kept = keptNames(totals, options.n ?? MAX_GROUPS - 1);
  const series = new Map<string, LinePoint[]>();
  const rest = new Map<string, Array<number | null>>();
  for (const row of rows) {
    const group = groupOf(row);
    const x = bucketLabel(String(row.key[row.key.length - 1] ?? ''), unit);
    if (kept.has(group)) series.set(group, [...(series.get(group) ?? []), { x, y: row.value, key: row.key }]);
    else rest.set(x, [...(rest.get(x) ?? []), row.value]);
  }
  const otherPoints = [...rest.entries()].flatMap(([x, values]) => {
    const y = combineValues(values, options.combine ?? 'sum');
    return y === null ? [] : [{ x, y }];
  });
  if (otherPoints.length) series.set(OTHERS_ID, otherPoints);
  return othersLast([...series.entries()], ([id]) => id).map(([id, data], index) => ({
    id,
    label: id === OTHERS_ID ? others : id,
    color: colorAt(colors, index),
    data,
  }));
}

/** at most about `count` labels of a line's time axis, however many buckets */
export function timeTicks(series: LineSeries[], count = 8): string[] {
  const times = [...new Set(series.flatMap((line) => line.data.map((point) => point.x)))];
  const every = Math.max(1, Math.ceil(times.length / count));
  return times.filter((_, index) => index % every === 0);
}

export interface Bars {
  /** one record per bar on the axis: its `index` and each segment's value by name */
  data: Record<string, string | number>[];
  /** the segments' names, "Others" (OTHERS_ID) last */
  keys: string[];
  color: (key: string | number) => string;
  /** what a bar's index or a segment's name shows: "Others" for OTHERS_ID, else itself */
  label: (key: string | number) => string;
  /** the answer key of a bar's segment (none for "Others") */
  keyOf: (index: string | number, segment: string | number) => RowKey | undefined;
}

/**
 * the bars of a bar panel: `single` names the segment of an answer with one group; the largest `n` bars on the
 * axis (sorted, the largest first, when there are more) and one bar for the rest (index OTHERS_ID, labelled
 * `others`), the segments of a second group folded the same way
 */
export function barBars(
  rows: Row[],
  options: { single: string; others: string; colors: string[]; n?: number; combine?: Combine },
): Bars {
  const { single, others, colors } = options;
  const combine = options.combine ?? 'sum';
  const indexOf = (row: Row) => (row.key[0] === null || row.key[0] === undefined ? '—' : String(row.key[0]));
  const subOf = (row: Row) => (row.key.length > 1 ? keyLabel(row.key.slice(1)) : single);
  const sum = (of: (row: Row) => string) => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(of(row), (totals.get(of(row)) ?? 0) + (row.value ?? 0));
    return totals;
  };
  const axis = topN([...sum(indexOf).entries()], { n: options.n ?? MAX_GROUPS - 1, value: ([, v]) => v });
  const keptBars = new Set(axis.shown.map(([index]) => index));
  const keptSegments = keptNames(sum(subOf));
  // each drawn bar's segments: the values of the rows it stands for, combined once all are in
  const cells = new Map<string, Map<string, Array<number | null>>>();
  for (const [index] of axis.shown) cells.set(index, new Map());
  const segments = new Set<string>();
  const rawKeys = new Map<string, RowKey>();
  for (const row of rows) {
    const index = keptBars.has(indexOf(row)) ? indexOf(row) : OTHERS_ID;
    const sub = keptSegments.has(subOf(row)) ? subOf(row) : OTHERS_ID;
    if (index !== OTHERS_ID && sub !== OTHERS_ID) rawKeys.set(`${index}\u0000${sub}`, row.key);
    const bar = cells.get(index) ?? new Map<string, Array<number | null>>();
    bar.set(sub, [...(bar.get(sub) ?? []), row.value]);
    cells.set(index, bar);
  }
  const data: Record<string, string | number>[] = [];
  for (const [index, bar] of cells) {
    const record: Record<string, string | number> = { index };
    for (const [sub, values] of bar) {
      // one row is its own value; several (a folded bar or segment) combine as the measure allows
      const value = values.length === 1 ? (values[0] ?? 0) : combineValues(values, combine);
      if (value === null) continue;
      record[sub] = value;
      segments.add(sub);
    }
    if (Object.keys(record).length > 1) data.push(record);
  }
  const keys = othersLast([...segments], (key) => key);
  return {
    data: othersLast(data, (bar) => String(bar.index)),
    keys,
    color: (key) => colorAt(colors, Math.max(0, keys.indexOf(String(key)))),
    label: (key) => (key === OTHERS_ID ? others : String(key)),
    keyOf: (index, segment) => rawKeys.get(`${index}\u0000${segment}`),
  };
}
