-- Version history of the custom dashboards (issue 38 §5): every save keeps the definition it replaced, numbered per
-- dashboard (1, 2, ...), with who saved it (accounts.id; NULL once that account is deleted) and when. A restore
-- saves the chosen version as the dashboard's new definition, which keeps the one it replaced as a version too.
-- Bounded: DashboardVersionsRepository keeps the last 50 of a dashboard. Goes with its dashboard.
CREATE TABLE IF NOT EXISTS dashboard_versions (
  "dashboardId" bigint NOT NULL REFERENCES dashboards (id) ON DELETE CASCADE,
  version integer NOT NULL,
  "savedBy" bigint REFERENCES accounts (id) ON DELETE SET NULL,
  "savedAt" timestamptz NOT NULL DEFAULT now(),
  definition jsonb NOT NULL,
  PRIMARY KEY ("dashboardId", version)
);
-- A dashboard saved before this migration starts its history with its current definition as version 1 (saved by
-- its owner, at its last change).
INSERT INTO dashboard_versions ("dashboardId", version, "savedBy", "savedAt", definition)
SELECT id, 1, "ownerId", coalesce("updatedAt", now()),
  jsonb_build_object('name', name, 'sharedRoles', "sharedRoles", 'variables', variables, 'layouts', layouts,
    'panels', panels)
FROM dashboards WHERE NOT coalesce("builtIn", false)
ON CONFLICT DO NOTHING;
