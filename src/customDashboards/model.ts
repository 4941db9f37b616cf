// Pure helpers of the custom dashboards: the query a panel runs under the dashboard's variables, the layouts of a
// new panel, the export file. Tested in model.spec.ts.
import type { CustomDashboard, LayoutItem, Panel, StatsAnswer, StatsQuery } from './api';
import { placeInLayouts } from './layoutPlacement';

export type Range = NonNullable<NonNullable<CustomDashboard['variables']>['range']>;
export interface Variables {
  stores: string[];
  range: Range;
}

const HOURS: Record<string, number> = { '1h': 1, '24h': 24, '7d': 24 * 7, '30d': 24 * 30 };
export const LAST_RANGES: NonNullable<Range['last']>[] = ['1h', '24h', '7d', '30d'];

const pad = (n: number) => String(n).padStart(2, '0');

/** an ISO instant as the date fields' local value ('yyyy-mm-ddThh:ii:ss'); '' for none */
export function isoToLocal(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** a date field's local value as an ISO instant; undefined for none */
export function localToIso(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** an absolute range of the last 24 hours up to the whole minute of `now` (where a custom range starts) */
export function absoluteRange(now: number): Range {
  const to = Math.floor(now / 60_000) * 60_000;
  return { from: new Date(to - 24 * 3600_000).toISOString(), to: new Date(to).toISOString() };
}

/**
 * from/to of a range at `now` (a `last` range counts back from now's whole second: the lists' date filters, where a
 * drill-down takes it, hold whole seconds)
 */
export function rangeBounds(range: Range | undefined, now: number): { from?: string; to?: string } {
  if (!range) return {};
  const second = Math.floor(now / 1000) * 1000;
  if (range.last) return { from: new Date(second - HOURS[range.last] * 3600_000).toISOString() };
  return { from: range.from, to: range.to };
}

/** the query a panel runs: its own, with the dashboard's stores and range unless the panel pins its own */
export function panelQuery(panel: Panel, variables: Variables, now: number): StatsQuery | undefined {
  if (!panel.query) return undefined;
  const options = panel.options ?? {};
  const stores = options.pinStores ?? variables.stores;
  const bounds = rangeBounds(options.pinRange ?? variables.range, now);
  const query: StatsQuery = { ...panel.query };
  if (stores.length > 0) query.stores = stores;
  else delete query.stores;
  if (bounds.from) query.from = bounds.from;
  if (bounds.to) query.to = bounds.to;
  return query;
}

/**
 * the query as its figures were drawn: over the stores the server covered (a dashboard's figures: the viewer's part
 * of the stores asked; null: every store of the viewer), so that a drill-down opens only stores the viewer sees
 */
export function coveredQuery(query: StatsQuery, covered: string[] | null): StatsQuery {
  const drawn: StatsQuery = { ...query };
  if (covered && covered.length > 0) drawn.stores = covered;
  else delete drawn.stores;
  return drawn;
}

/** the label of an answer row's key (its groupBy values, then its bucket) */
export function keyLabel(key: StatsAnswer['rows'][number]['key']): string {
  return key.map((part) => (part === null ? '—' : String(part))).join(' / ');
}

/** a panel's figures as CSV rows: the group columns then the value */
export function answerTable(answer: StatsAnswer, bucketed: boolean): string[][] {
  const head = [...answer.groupBy, ...(bucketed ? ['time'] : []), 'value'];
  return [
    head,
    ...answer.rows.map((row) => [
      ...row.key.map((part) => (part === null ? '' : String(part))),
      String(row.value ?? ''),
    ]),
  ];
}

/** the layouts with a new panel in the first free space: 4 of 12 columns wide (lg), the full 6 (sm) */
export function addToLayouts(
  layouts: { lg: LayoutItem[]; sm: LayoutItem[] },
  id: string,
): { lg: LayoutItem[]; sm: LayoutItem[] } {
  return placeInLayouts(layouts, id, { lg: { w: 4, h: 4 }, sm: { w: 6, h: 4 } });
}

/** the export file (schemas/dashboardFile.schema.json): the dashboard without its server fields */
export function dashboardFile(dashboard: CustomDashboard): Record<string, unknown> {
  const { name, sharedRoles, variables, layouts, panels } = dashboard;
  return { name, sharedRoles, variables, layouts, panels };
}

/** a fresh panel id, unique in the dashboard */
export function newPanelId(panels: Panel[]): string {
  let n = panels.length + 1;
  while (panels.some((panel) => panel.id === `p${n}`)) n += 1;
  return `p${n}`;
}

/** the colour of a figure: the one of the highest threshold it reaches, if any */
export function thresholdColor(panel: Panel, value: number | null): string | undefined {
  const thresholds = [...(panel.options?.thresholds ?? [])].sort((a, b) => a.value - b.value);
  let color: string | undefined;
  for (const threshold of thresholds) if (value !== null && value >= threshold.value) color = threshold.color;
  return color;
}
