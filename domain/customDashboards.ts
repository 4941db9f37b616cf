// The custom dashboards' calls beyond the entity's own (schemas/dashboard.schema.json x-calls; docs/api.md "Custom
// dashboards"): the roles one may share with, the version history, the starter dashboards, the figures of a panel
// drawn on a dashboard (the viewer's part of its stores) and the state of the panels' alert rules. Their shapes are
// the schema's $defs, generated in domain/generated/calls.ts (ShareRole, DashboardVersionRow, DashboardVersion,
// DashboardStarter, DashboardFigures, PanelAlertState); what a saved dashboard holds is named here.
import type { PanelAlertState } from './generated/calls';
import type { Dashboard } from './generated/types';

/** a panel's alert rule (panels[].alert): its state as the server's panel-alerts job last evaluated it */
export type PanelAlertStateName = PanelAlertState['state'];

/** a panel's alert rule as the dashboard stores it */
export type PanelAlert = NonNullable<NonNullable<Dashboard['panels']>[number]['alert']>;

/** a dashboard's panel, as saved */
export type DashboardPanel = NonNullable<Dashboard['panels']>[number];

/** a dashboard's time range: from/to or the last hours/days */
export type DashboardRange = NonNullable<NonNullable<Dashboard['variables']>['range']>;
