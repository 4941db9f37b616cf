-- Issue 33 §4: a dashboard is owned by an account (dashboards."ownerId" → accounts.id), no longer by an email
-- string, so that a deleted account's private dashboards do not pass to a new account created later with the same
-- email. accounts.id (bigserial, schemas/account.schema.json) numbers existing accounts as the generated DDL adds it.
-- Existing rows: the email's account (case-insensitive); a dashboard whose email has no account any more goes to
-- the role 0 administrator (the oldest role 0 account), as deleting an account does from now on
-- (DashboardsRepository.handOver, in the account delete's transaction); with no role 0 account it is deleted.
-- The foreign key deletes what is left of a deleted account's dashboards (none once handed over).
CREATE UNIQUE INDEX IF NOT EXISTS accounts_id_key ON accounts (id);
ALTER TABLE dashboards ADD COLUMN IF NOT EXISTS owner text;
UPDATE dashboards d SET "ownerId" = a.id
FROM accounts a
WHERE d."ownerId" IS NULL AND d.owner IS NOT NULL AND lower(a.email) = lower(d.owner);
UPDATE dashboards SET "ownerId" = (
  SELECT id FROM accounts WHERE role_id = 0 ORDER BY "createdAt" NULLS LAST, id LIMIT 1)
WHERE "ownerId" IS NULL AND NOT coalesce("builtIn", false);
DELETE FROM dashboards WHERE "ownerId" IS NULL AND NOT coalesce("builtIn", false);
ALTER TABLE dashboards DROP COLUMN owner;
ALTER TABLE dashboards ADD CONSTRAINT dashboards_owner_account
  FOREIGN KEY ("ownerId") REFERENCES accounts (id) ON DELETE CASCADE;
CREATE INDEX IF NOT EXISTS "dashboards_ownerId_idx" ON dashboards ("ownerId");
