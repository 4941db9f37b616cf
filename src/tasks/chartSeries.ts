// The series of the product update history chart (doc 2 §2, §3 Alias configuration entry): one line per alias
// whose chart flag is on, its prInfo_{index} values over the product's changes, oldest first; numbers only
// (a value that is not a number leaves a gap rather than a false point).
import type { AliasEntry } from '../tags/history/api';

export interface ChartSeries {
  id: string;
  index: number;
  data: Array<{ x: Date; y: number }>;
}

/** '1,280' and ' 980 ' read as numbers; text such as 'n/a' does not */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

export function chartSeries(
  aliases: AliasEntry[],
  rows: Array<{ updatedAt: string; [prInfo: `prInfo_${number}`]: unknown }>,
): ChartSeries[] {
  const ordered = [...rows].sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
  return aliases
    .filter((alias) => alias.chart)
    .map((alias) => ({
      id: alias.name || `prInfo_${alias.index}`,
      index: alias.index,
      data: ordered.flatMap((row) => {
        const y = numberOf(row[`prInfo_${alias.index}`]);
        return y === undefined ? [] : [{ x: new Date(row.updatedAt), y }];
      }),
    }))
    .filter((series) => series.data.length > 0);
}
