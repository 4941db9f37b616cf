// The groups a panel's chart draws and names in its legend (issue 38: a doughnut of about 80 tag types had no
// legend and its labels overlapped into a smudge): at most MAX_GROUPS, the largest first, the rest folded into one
// "Others" group; each group's colour from the panel's palette, the same in the chart and its legend. The chart's
// text alternative (FiguresTable) still lists every group.

/** the groups a chart draws at most, "Others" included */
export const MAX_GROUPS = 8;

export interface Group<K> {
  id: string;
  value: number;
  /** the answer's key of the group (none for "Others": it drills down nowhere) */
  key?: K;
}

/** the groups, the largest first when there are more than MAX_GROUPS, the rest summed into `others` */
export function foldGroups<K>(groups: Group<K>[], others: string): Group<K>[] {
  if (groups.length <= MAX_GROUPS) return groups;
  const largest = [...groups].sort((a, b) => b.value - a.value);
  const kept = largest.slice(0, MAX_GROUPS - 1);
  const rest = largest.slice(MAX_GROUPS - 1).reduce((sum, group) => sum + group.value, 0);
  return [...kept, { id: others, value: rest }];
}

/** the names kept of several series' totals (the largest MAX_GROUPS - 1 when they are more than MAX_GROUPS) */
export function keptNames(totals: Map<string, number>): Set<string> {
  if (totals.size <= MAX_GROUPS) return new Set(totals.keys());
  return new Set(
    [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_GROUPS - 1)
      .map(([name]) => name),
  );
}

/** the colour of the n-th group */
export const colorAt = (palette: string[], index: number): string => palette[index % palette.length];
