// The custom dashboards' calls beyond the entity's own (schemas/dashboard.schema.json x-calls; docs/api.md "Custom
// dashboards"): the roles one may share with, the version history, the starter dashboards, the figures of a panel
// drawn on a dashboard (the viewer's part of its stores) and the state of the panels' alert rules.
import type { Dashboard, DashboardFile } from './generated/types';
import type { StatsAnswer } from './statsCatalogue';

/** GET /dashboards/share-roles: a role a dashboard may be shared with (every role but role 0: id and name only) */
export interface ShareRole {
  id: number;
  name: string;
}

/** GET /dashboards/{id}/versions: one saved version, newest first (who saved it, when) */
export interface DashboardVersionRow {
  version: number;
  /** the account that saved it (email, masked as other accounts' emails are without member read); null: deleted */
  savedBy: string | null;
  savedByName: string | null;
  savedAt: string;
  /** the dashboard's name in this version */
  name: string;
}

/** GET /dashboards/{id}/versions/{version}: a version with its full definition */
export interface DashboardVersion extends DashboardVersionRow {
  definition: DashboardFile;
}

/** GET /dashboards/starters: a starter dashboard of ordinary panels, to copy and edit (POST .../starters/{key}/copy) */
export interface DashboardStarter {
  key: string;
  name: string;
  description: string;
  definition: DashboardFile;
}

/** POST /dashboards/{id}/figures: a panel's figures over the viewer's part of the stores asked */
export type DashboardFigures = StatsAnswer & {
  /** the stores the figures cover (the asked ones the viewer may see; null: every store of the viewer) */
  stores: string[] | null;
};

/** a panel's alert rule (panels[].alert): its state as the server's panel-alerts job last evaluated it */
export type PanelAlertStateName = 'ok' | 'pending' | 'firing';

/** GET /dashboards/{id}/alerts: one row per panel with an enabled alert rule */
export interface PanelAlertState {
  panelId: string;
  state: PanelAlertStateName;
  /** since when the rule is in this state (ISO); null: not evaluated yet */
  since: string | null;
  /** the value last evaluated; null: none (no rows, or not evaluated yet) */
  lastValue: number | null;
  evaluatedAt: string | null;
  /** why the last evaluation gave no value (a refused or broken query), for the panel's tooltip */
  error: string | null;
}

/** a panel's alert rule as the dashboard stores it */
export type PanelAlert = NonNullable<NonNullable<Dashboard['panels']>[number]['alert']>;

/** a dashboard's panel, as saved */
export type DashboardPanel = NonNullable<Dashboard['panels']>[number];

/** a dashboard's time range: from/to or the last hours/days */
export type DashboardRange = NonNullable<NonNullable<Dashboard['variables']>['range']>;
