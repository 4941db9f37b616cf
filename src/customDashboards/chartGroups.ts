// The groups a panel's chart draws and names in its legend (issue 38: a doughnut of about 80 tag types had no
// legend and its labels overlapped into a smudge; issue 39: a bar per store of a chain): the largest groups, the
// rest folded into one "Others" by the one rule of src/shared/charts/topN.ts (how many: the panel's options.topN,
// else the kind's own); each group's colour from the panel's palette, the same in the chart and its legend. The
// chart's text alternative (FiguresTable) and its "See all" table still list every group.
import { BAR_GROUPS, topN, type Combine } from '../shared/charts/topN';
import type { Panel } from './api';

/**
 * the id of the group that stands for the rest, apart from the label it shows ("Others", "その他", "기타"): a group
 * of the answer may well be named like that label, and two groups of one id were two React children of one key
 * and two slices, series or bars of one id for nivo (issue 38 defect 9). No group's name holds a NUL (the
 * database's text cannot), so no group has this id.
 */
export const OTHERS_ID = '\u0000others';

/** the groups a doughnut or a line draws at most, "Others" included */
export const MAX_GROUPS = 8;

/** the groups a panel's chart keeps besides "Others": its own choice, else its kind's */
export function keptCount(panel: Pick<Panel, 'kind' | 'options'>): number {
  const chosen = panel.options?.topN;
  if (typeof chosen === 'number' && chosen >= 1) return chosen;
  return panel.kind === 'bar' ? BAR_GROUPS : MAX_GROUPS - 1;
}

export interface Group<K> {
  /** unique among the groups drawn (OTHERS_ID for "Others") */
  id: string;
  /** what the legend and the tooltip show */
  label: string;
  value: number;
  /** the answer's key of the group (none for "Others": it drills down nowhere) */
  key?: K;
}

/**
 * the largest `n` groups and the rest as one group of id OTHERS_ID labelled `others` (left out when the measure's
 * values cannot be combined); every group in its order when they are n + 1 or fewer
 */
export function foldGroups<K>(
  groups: Group<K>[],
  others: string,
  options: { n?: number; combine?: Combine } = {},
): Group<K>[] {
  const folded = topN(groups, {
    n: options.n ?? MAX_GROUPS - 1,
    value: (group) => group.value,
    combine: options.combine,
  });
  if (folded.rest.length === 0) return folded.shown;
  return folded.others === null
    ? folded.shown
    : [...folded.shown, { id: OTHERS_ID, label: others, value: folded.others }];
}

/** the names kept of several series' totals: the largest n when they are more than n + 1, else all */
export function keptNames(totals: Map<string, number>, n = MAX_GROUPS - 1): Set<string> {
  const folded = topN([...totals.entries()], { n, value: ([, total]) => total });
  return new Set(folded.shown.map(([name]) => name));
}

/** the colour of the n-th group */
export const colorAt = (palette: string[], index: number): string => palette[index % palette.length];
