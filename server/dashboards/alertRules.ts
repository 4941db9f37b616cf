// The alert rules of custom dashboard panels (panels[].alert, issue 38 "Beyond"), as pure rules: which panels carry
// one, the query a rule evaluates (the panel's, under the dashboard's saved variables or the panel's pins, at a
// moment), the value it compares, and the state a rule moves to. The job (alertJob.ts) applies them.
import type { Dashboard } from '../../domain/generated/types.ts';
import type {
  DashboardPanel as Panel,
  DashboardRange,
  PanelAlert,
  PanelAlertStateName,
} from '../../domain/customDashboards.ts';
import type { StatsAnswer } from '../../domain/generated/calls.ts';
import type { StatsQuery } from '../../domain/statsCatalogue.ts';

/** the panel kinds a rule may sit on: those drawing numbers over a threshold */
export const ALERT_KINDS: readonly string[] = ['number', 'bar', 'line'];

const HOURS: Record<string, number> = { '1h': 1, '24h': 24, '7d': 24 * 7, '30d': 24 * 30 };

/** the panels with an enabled rule (of a kind that may carry one, with a query) */
export function alertRulesOf(panels: readonly Panel[]): Array<{ panel: Panel; alert: PanelAlert }> {
  return panels.flatMap((panel) =>
    panel.alert?.enabled && ALERT_KINDS.includes(panel.kind) && panel.query
      ? [{ panel, alert: panel.alert }]
      : [],
  );
}

/** the query a rule evaluates at `now`: the panel's, with its pins or the dashboard's saved stores and range */
export function alertQuery(panel: Panel, variables: Dashboard['variables'], now: Date): StatsQuery {
  const options = panel.options ?? {};
  const stores = options.pinStores ?? variables?.stores ?? [];
  const range: DashboardRange | undefined = options.pinRange ?? variables?.range;
  const query: StatsQuery = { ...panel.query! };
  if (stores.length > 0) query.stores = stores;
  else delete query.stores;
  if (range?.last) query.from = new Date(now.getTime() - HOURS[range.last]! * 3_600_000).toISOString();
  else {
    if (range?.from) query.from = range.from;
    if (range?.to) query.to = range.to;
  }
  return query;
}

/**
 * the value a rule compares: a number panel's figure; a bar panel's highest bar (rule above) or lowest (below); a
 * line panel's the same over its last bucket. null: no figure.
 */
export function ruleValue(
  kind: string,
  alert: PanelAlert,
  answer: StatsAnswer,
  bucketed: boolean,
): number | null {
  let rows = answer.rows.filter((row) => row.value !== null);
  if (kind === 'number') return rows[0]?.value ?? null;
  if (kind === 'line' && bucketed && rows.length > 0) {
    const bucketOf = (row: (typeof rows)[number]) => String(row.key[row.key.length - 1]);
    const last = rows.map(bucketOf).sort().at(-1);
    rows = rows.filter((row) => bucketOf(row) === last);
  }
  const values = rows.map((row) => row.value as number);
  if (values.length === 0) return null;
  return alert.comparison === 'above' ? Math.max(...values) : Math.min(...values);
}

export function crosses(alert: PanelAlert, value: number | null): boolean {
  if (value === null) return false;
  return alert.comparison === 'above' ? value > alert.threshold : value < alert.threshold;
}

export interface RuleState {
  state: PanelAlertStateName;
  since: Date;
}

/**
 * The state after an evaluation at `now`: crossing moves ok to pending, and pending to firing once it has been
 * crossing for forMinutes (at once for 0); not crossing moves back to ok. `fire`: PANEL THRESHOLD is raised now;
 * `resolve`: PANEL THRESHOLD CLEARED.
 */
export function nextState(
  previous: RuleState | undefined,
  crossing: boolean,
  forMinutes: number,
  now: Date,
): RuleState & { fire: boolean; resolve: boolean } {
  if (!crossing) {
    const resolve = previous?.state === 'firing';
    const since = previous?.state === 'ok' ? previous.since : now;
    return { state: 'ok', since, fire: false, resolve };
  }
  if (previous?.state === 'firing') return { ...previous, fire: false, resolve: false };
  const since = previous?.state === 'pending' ? previous.since : now;
  const due = now.getTime() - since.getTime() >= forMinutes * 60_000;
  return due
    ? { state: 'firing', since: now, fire: true, resolve: false }
    : { state: 'pending', since, fire: false, resolve: false };
}
