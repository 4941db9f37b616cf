-- Custom dashboards (issue 26): the privilege key custom_dashboard joins the privilege tree after dashboard.
-- Every existing role gets on it the access it has on the spec's dashboard (read, write), so whoever could see
-- the dashboard can see the built-in custom dashboards; roles keep their lists in tree order.
UPDATE roles
SET privilege = (
  SELECT jsonb_agg(entry ORDER BY ord)
  FROM (
    SELECT e.value AS entry, e.ordinality * 2 AS ord
    FROM jsonb_array_elements(roles.privilege) WITH ORDINALITY AS e (value, ordinality)
    UNION ALL
    SELECT jsonb_build_object(
             'key', 'custom_dashboard', 'depth', 0,
             'read', coalesce((d.value ->> 'read')::boolean, false) OR coalesce((d.value ->> 'write')::boolean, false),
             'write', coalesce((d.value ->> 'write')::boolean, false)),
           d.ordinality * 2 + 1
    FROM jsonb_array_elements(roles.privilege) WITH ORDINALITY AS d (value, ordinality)
    WHERE d.value ->> 'key' = 'dashboard'
  ) AS merged
)
WHERE jsonb_typeof(privilege) = 'array'
  AND NOT privilege @> '[{"key": "custom_dashboard"}]'::jsonb
  AND privilege @> '[{"key": "dashboard"}]'::jsonb;
