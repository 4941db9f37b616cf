// What a line or bar panel draws from its answer's rows: the line's series (the groups before the time bucket,
// the largest kept and the rest summed bucket by bucket into "Others") and the bar's bars (the first group on the
// axis, a second group stacked or grouped, the largest kept and the rest as "Others"), each group in its palette
// colour, "Others" last. Each drawn point or bar segment keeps its answer key for the drill-down.
import type { StatsAnswer } from './api';
import { colorAt, keptNames } from './chartGroups';
import { keyLabel } from './model';

type Row = StatsAnswer['rows'][number];
type RowKey = Row['key'];

export interface LinePoint {
  x: string;
  y: number | null;
  key?: RowKey;
}

export interface LineSeries {
  id: string;
  color: string;
  data: LinePoint[];
}

/** items in their order, those named `others` last */
function othersLast<T>(items: T[], name: (item: T) => string, others: string): T[] {
  return [...items.filter((item) => name(item) !== others), ...items.filter((item) => name(item) === others)];
}

/** a bucket's time on the axis: hour buckets read MM-DD HH:mm, day and week buckets MM-DD */
const bucketLabel = (time: string, unit: string | undefined) =>
  unit === 'hour' ? time.slice(5, 16).replace('T', ' ') : time.slice(5, 10);

/**
 * a line per group (the key's parts before its last, the bucket; `single` names the line of an ungrouped answer),
 * the largest kept and the others summed bucket by bucket into one `others` line
 */
export function lineSeries(
  rows: Row[],
  options: { unit?: string; single: string; others: string; colors: string[] },
): LineSeries[] {
  const { unit, single, others, colors } = options;
  const groupOf = (row: Row) => keyLabel(row.key.slice(0, -1)) || single;
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(groupOf(row), (totals.get(groupOf(row)) ?? 0) + (row.value ?? 0));
  const kept = keptNames(totals);
  const series = new Map<string, LinePoint[]>();
  for (const row of rows) {
    const group = groupOf(row);
    const x = bucketLabel(String(row.key[row.key.length - 1] ?? ''), unit);
    if (kept.has(group)) {
      series.set(group, [...(series.get(group) ?? []), { x, y: row.value, key: row.key }]);
      continue;
    }
    const rest = series.get(others) ?? [];
    const point = rest.find((item) => item.x === x);
    if (point) point.y = (point.y ?? 0) + (row.value ?? 0);
    else series.set(others, [...rest, { x, y: row.value ?? 0 }]);
  }
  return othersLast([...series.entries()], ([id]) => id, others).map(([id, data], index) => ({
    id,
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
  /** the segments' names, "Others" last */
  keys: string[];
  color: (key: string | number) => string;
  /** the answer key of a bar's segment (none for "Others") */
  keyOf: (index: string | number, segment: string | number) => RowKey | undefined;
}

/** the bars of a bar panel: `single` names the segment of an answer with one group */
export function barBars(rows: Row[], options: { single: string; others: string; colors: string[] }): Bars {
  const { single, others, colors } = options;
  const subOf = (row: Row) => (row.key.length > 1 ? keyLabel(row.key.slice(1)) : single);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(subOf(row), (totals.get(subOf(row)) ?? 0) + (row.value ?? 0));
  const kept = keptNames(totals);
  const indexes = new Map<string, Record<string, string | number>>();
  const segments = new Set<string>();
  const rawKeys = new Map<string, RowKey>();
  for (const row of rows) {
    const index = row.key[0] === null || row.key[0] === undefined ? '—' : String(row.key[0]);
    const sub = kept.has(subOf(row)) ? subOf(row) : others;
    segments.add(sub);
    if (sub !== others) rawKeys.set(`${index}\u0000${sub}`, row.key);
    const bar = indexes.get(index) ?? { index };
    bar[sub] = Number(bar[sub] ?? 0) + (row.value ?? 0);
    indexes.set(index, bar);
  }
  const keys = othersLast([...segments], (key) => key, others);
  return {
    data: [...indexes.values()],
    keys,
    color: (key) => colorAt(colors, Math.max(0, keys.indexOf(String(key)))),
    keyOf: (index, segment) => rawKeys.get(`${index}\u0000${segment}`),
  };
}
