-- Emails are unique whatever their case (issue 21): every route looks an account up by its email trimmed and in
-- lower case, so an account whose email differs from another's by case only could never sign in, be found or be
-- removed; only a store migration file could add one (server/settings/storeMigration.ts now looks accounts up
-- case-insensitively). Such a row is dropped: the lower-case one stays, or else the first of them in byte order.
DELETE FROM accounts a
WHERE a.email <> lower(a.email)
  AND EXISTS (
    SELECT 1 FROM accounts b
    WHERE lower(b.email) = lower(a.email) AND b.email <> a.email
      AND (b.email = lower(b.email) OR b.email COLLATE "C" < a.email COLLATE "C")
  );
CREATE UNIQUE INDEX IF NOT EXISTS accounts_email_lower_key ON accounts (lower(email));
