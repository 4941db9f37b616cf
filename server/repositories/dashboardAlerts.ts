// The alert rules of custom dashboard panels (panels[].alert; migration 892, table dashboard_alert_states): the
// dashboards whose panels carry an enabled rule, with their owner's scope (role privileges, stores) for the
// panel-alerts job (server/dashboards/alertJob.ts), and each rule's state as the job last evaluated it.
import type { Queryable } from '../db/db.ts';
import type { Dashboard } from '../../domain/generated/types.ts';
import type { PanelAlertStateName } from '../../domain/customDashboards.ts';
import type { PanelAlertState } from '../../domain/generated/calls.ts';

/** a dashboard with alert rules, and its owner's scope */
export interface AlertedDashboard {
  id: number;
  name: string;
  variables: Dashboard['variables'];
  panels: NonNullable<Dashboard['panels']>;
  ownerEmail: string;
  ownerRoleId: number;
  ownerStores: string[];
  ownerWholeStore: boolean;
  /** the owner's role's privilege list (roles.privilege) */
  rolePrivilege: unknown;
}

/** a rule's stored state */
export interface AlertStateRecord {
  panelId: string;
  state: PanelAlertStateName;
  since: Date;
  lastValue: number | null;
  evaluatedAt: Date;
  firedAt: Date | null;
  error: string | null;
}

export class DashboardAlertsRepository {
  constructor(readonly db: Queryable) {}

  /** The dashboards that have a panel with an enabled alert rule, with their owner (owned dashboards only). */
  async alerted(): Promise<AlertedDashboard[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT d.id::float8 AS id, d.name, d.variables, d.panels, a.email AS "ownerEmail", a.role_id AS "ownerRoleId",
         coalesce(a.store, '[]'::jsonb) AS "ownerStores", coalesce(a."enableWholeStore", false) AS "ownerWholeStore",
         r.privilege AS "rolePrivilege"
       FROM dashboards d JOIN accounts a ON a.id = d."ownerId" LEFT JOIN roles r ON r.role_id = a.role_id
       WHERE d.panels @> '[{"alert": {"enabled": true}}]'::jsonb
       ORDER BY d.id`,
    );
    return rows.map((row) => ({ ...(row as unknown as AlertedDashboard), id: Number(row.id) }));
  }

  /** The stored states of a dashboard's rules, by panel id. */
  async statesOf(dashboardId: number): Promise<Map<string, AlertStateRecord>> {
    const rows = await this.db.query<AlertStateRecord>(
      `SELECT "panelId", state, since, "lastValue", "evaluatedAt", "firedAt", error
       FROM dashboard_alert_states WHERE "dashboardId" = $1`,
      [dashboardId],
    );
    return new Map(rows.map((row) => [row.panelId, row]));
  }

  /** Writes a rule's state. */
  async save(dashboardId: number, state: AlertStateRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard_alert_states ("dashboardId", "panelId", state, since, "lastValue", "evaluatedAt", "firedAt", error)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("dashboardId", "panelId") DO UPDATE SET state = excluded.state, since = excluded.since,
         "lastValue" = excluded."lastValue", "evaluatedAt" = excluded."evaluatedAt", "firedAt" = excluded."firedAt",
         error = excluded.error`,
      [
        dashboardId,
        state.panelId,
        state.state,
        state.since,
        state.lastValue,
        state.evaluatedAt,
        state.firedAt,
        state.error,
      ],
    );
  }

  /** Drops the states of rules no longer enabled on a dashboard (every dashboard not listed: all its states). */
  async keepOnly(kept: Array<{ dashboardId: number; panelIds: string[] }>): Promise<void> {
    const keys = kept.flatMap((k) => k.panelIds.map((p) => `${k.dashboardId}/${p}`));
    await this.db.query(
      `DELETE FROM dashboard_alert_states WHERE NOT ("dashboardId"::text || '/' || "panelId" = ANY($1::text[]))`,
      [keys],
    );
  }

  /** The states of a dashboard's rules, as GET /dashboards/{id}/alerts answers them. */
  async answer(dashboardId: number): Promise<PanelAlertState[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT "panelId", state, since, "lastValue", "evaluatedAt", error FROM dashboard_alert_states
       WHERE "dashboardId" = $1 ORDER BY "panelId"`,
      [dashboardId],
    );
    const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
    return rows.map((row) => ({
      panelId: String(row.panelId),
      state: row.state as PanelAlertStateName,
      since: iso(row.since),
      lastValue: row.lastValue === null ? null : Number(row.lastValue),
      evaluatedAt: iso(row.evaluatedAt),
      error: (row.error as string | null) ?? null,
    }));
  }
}
