// The panel-alerts job (issue 38 "Beyond"; run by the job scheduler once per period across the instances,
// server/jobs/serverJobs.ts): evaluates every enabled alert rule of the dashboards' panels with the scope of the
// dashboard's owner (its role's privileges, its stores: a store manager's rule sees only its stores) and moves each
// rule's state (alertRules.ts nextState): PANEL THRESHOLD raised when a rule has crossed its threshold for its
// minutes, PANEL THRESHOLD CLEARED when its value falls back, both through the one alarm raise (alarm history and
// notification mails), SYSTEM, sourceId the owner, data with the dashboard, panel, value, rule and the panel's link.
import type { DashboardPanel } from '../../domain/customDashboards.ts';
import { seesAllStores } from '../auth/session.ts';
import { allows, privilegeDictionary } from '../auth/privileges.ts';
import type { Db } from '../db/db.ts';
import { statsEntities } from '../generated/statsEntities.ts';
import { repositoriesOf } from '../repositories/index.ts';
import { ALARM } from '../repositories/alarms.ts';
import type { AlertedDashboard, AlertStateRecord } from '../repositories/dashboardAlerts.ts';
import { compileStatsQuery } from '../repositories/statsQuery/compile.ts';
import { runStatsQuery } from '../repositories/statsQuery/run.ts';
import { parseStatsQuery } from '../stats/query/parse.ts';
import { alertQuery, alertRulesOf, crosses, nextState, ruleValue } from './alertRules.ts';
import { viewerPart } from './viewerPart.ts';

/** how often the rules are evaluated */
export const PANEL_ALERTS_EVERY_MS = 60_000;

/** the console's address of a panel (src/customDashboards/routes.tsx: /dashboards/:id) */
export const panelLink = (dashboardId: number, panelId: string) =>
  `#/dashboards/${dashboardId}?panel=${encodeURIComponent(panelId)}`;

/** the value of a panel's rule under its owner's scope; a refused or broken query throws (its message kept) */
async function evaluate(
  db: Db,
  dashboard: AlertedDashboard,
  panel: DashboardPanel,
  now: Date,
  timeoutMs: number,
) {
  const query = parseStatsQuery(alertQuery(panel, dashboard.variables, now), statsEntities);
  const privilege = privilegeDictionary(dashboard.ownerRoleId, dashboard.rolePrivilege);
  if (!allows(privilege, query.entity.privilege, 'read'))
    throw new Error(`the owner may not read ${query.entity.privilege}`);
  const owner = { role_id: dashboard.ownerRoleId, enableWholeStore: dashboard.ownerWholeStore };
  const stores = viewerPart(seesAllStores(owner) ? undefined : dashboard.ownerStores, query.stores);
  const answer = await runStatsQuery(db, query, compileStatsQuery(query, stores), timeoutMs);
  return ruleValue(panel.kind, panel.alert!, answer, query.bucket !== undefined);
}

/** One evaluation of every rule at `now` (the job's run, in its transaction). */
export async function evaluatePanelAlerts(db: Db, now: Date, timeoutMs = 5_000): Promise<void> {
  const repos = repositoriesOf(db);
  const dashboards = await repos.dashboardAlerts.alerted();
  const kept: Array<{ dashboardId: number; panelIds: string[] }> = [];
  for (const dashboard of dashboards) {
    const rules = alertRulesOf(dashboard.panels);
    kept.push({ dashboardId: dashboard.id, panelIds: rules.map((r) => r.panel.id) });
    const states = await repos.dashboardAlerts.statesOf(dashboard.id);
    for (const { panel, alert } of rules) {
      const previous = states.get(panel.id);
      let value: number | null = null;
      let error: string | null = null;
      try {
        value = await evaluate(db, dashboard, panel, now, timeoutMs);
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      const next = nextState(previous, crosses(alert, value), alert.forMinutes, now);
      const record: AlertStateRecord = {
        panelId: panel.id,
        state: next.state,
        since: next.since,
        lastValue: value,
        evaluatedAt: now,
        firedAt: next.fire ? now : next.state === 'firing' ? (previous?.firedAt ?? now) : null,
        error,
      };
      await repos.dashboardAlerts.save(dashboard.id, record);
      if (next.fire || next.resolve)
        await repos.alarms.raise({
          location: 'SYSTEM',
          type: next.fire ? ALARM.panelThreshold : ALARM.panelThresholdCleared,
          class: next.fire ? 2 : 1,
          sourceType: 'account',
          sourceId: dashboard.ownerEmail,
          at: now,
          data: {
            dashboardId: dashboard.id,
            dashboard: dashboard.name,
            panelId: panel.id,
            panel: panel.title,
            value,
            comparison: alert.comparison,
            threshold: alert.threshold,
            forMinutes: alert.forMinutes,
            link: panelLink(dashboard.id, panel.id),
          },
        });
    }
  }
  await repos.dashboardAlerts.keepOnly(kept);
}
