-- Alerts from custom dashboard panels (issue 38 "Beyond"): the state of each panel's alert rule (panels[].alert), as
-- the panel-alerts job (server/dashboards/alertJob.ts, once per period across the instances) last evaluated it:
-- ok, pending (crossed since "since", not yet for forMinutes) or firing (PANEL THRESHOLD raised at "firedAt").
-- Goes with its dashboard; a rule removed from its panel loses its row at the next evaluation.
CREATE TABLE IF NOT EXISTS dashboard_alert_states (
  "dashboardId" bigint NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  "panelId" text NOT NULL,
  state text NOT NULL CHECK (state IN ('ok', 'pending', 'firing')),
  since timestamptz NOT NULL,
  "lastValue" double precision,
  "evaluatedAt" timestamptz NOT NULL,
  "firedAt" timestamptz,
  error text,
  PRIMARY KEY ("dashboardId", "panelId")
);
