-- Account name and role_id and server name, type and status are NOT NULL (issue 24: schemas/account.schema.json and
-- server.schema.json say x-db notNull, and the server's AccountRecord and ServerRecord type them set). A new
-- database gets the constraints from server/generated/schema.sql; one made by an earlier schema.sql, whose
-- statements are all IF NOT EXISTS, has the columns nullable. The generated DDL runs before this (server/db/migrate.ts)
-- and adds no constraint to an existing column, so this fills the nulls an old row may hold and then sets NOT NULL.
-- Every step is idempotent: a second run changes nothing.

-- an account without a name: its email's local part (the whole email if that is empty), at most 100 characters
UPDATE accounts SET name = left(coalesce(nullif(split_part(email, '@', 1), ''), email), 100)
WHERE name IS NULL;

-- an account without a role has had no privileges (its session joins no role, server/repositories/sessions.ts)
-- and, not being role 0, only the stores of its list (or all with enableWholeStore). It gets the lowest role other than 0 that grants nothing (no
-- privilege entry with read or write true, as server/auth/privileges.ts normalisePrivileges reads it), so it keeps
-- exactly that. Not the lowest role: that is 0, the super role. When no such role exists (the production seed makes
-- role 3 'No privileges', a store migration may have replaced it), one is made with the next free id.
INSERT INTO roles (role_id, name, privilege)
SELECT (SELECT coalesce(max(role_id), 0) + 1 FROM roles), 'No privileges', '[]'::jsonb
WHERE EXISTS (SELECT 1 FROM accounts WHERE role_id IS NULL)
  AND NOT EXISTS (
    SELECT 1 FROM roles r
    WHERE r.role_id <> 0
      AND NOT EXISTS (
        SELECT 1
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.privilege) = 'array' THEN r.privilege ELSE '[]'::jsonb END) e
        WHERE e -> 'read' = 'true'::jsonb OR e -> 'write' = 'true'::jsonb
      )
  );
UPDATE accounts SET role_id = (
  SELECT min(r.role_id) FROM roles r
  WHERE r.role_id <> 0
    AND NOT EXISTS (
      SELECT 1
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.privilege) = 'array' THEN r.privilege ELSE '[]'::jsonb END) e
      WHERE e -> 'read' = 'true'::jsonb OR e -> 'write' = 'true'::jsonb
    )
)
WHERE role_id IS NULL;

ALTER TABLE accounts ALTER COLUMN name SET NOT NULL, ALTER COLUMN role_id SET NOT NULL;

-- a server without a name: its id
UPDATE servers SET name = id WHERE name IS NULL;
-- without a status: OFFLINE (no heartbeat state is known; the next report sets it)
UPDATE servers SET status = 'OFFLINE' WHERE status IS NULL;
-- without a type (it was in none of the three lists of the server page): the kind its reported services tell
-- (mongod: database, esl-server: esl, nginx or haproxy: proxy; the profiles of server/sim/serverProfiles.ts),
-- otherwise esl, the system's own server kind, where the operator sees it and can delete it
UPDATE servers s SET type = coalesce(
  (SELECT CASE
            WHEN bool_or(e ->> 'name' = 'mongod') THEN 'database'
            WHEN bool_or(e ->> 'name' = 'esl-server') THEN 'esl'
            WHEN bool_or(e ->> 'name' IN ('nginx', 'haproxy')) THEN 'proxy'
          END
   FROM jsonb_array_elements(
     CASE WHEN jsonb_typeof(s."serviceStatusList") = 'array' THEN s."serviceStatusList" ELSE '[]'::jsonb END
   ) e),
  'esl'
)
WHERE type IS NULL;

ALTER TABLE servers ALTER COLUMN name SET NOT NULL, ALTER COLUMN type SET NOT NULL, ALTER COLUMN status SET NOT NULL;
