-- Password reset links of the forgotten-password mail: only the sha256 of the token is stored; a link is
-- single-use (its row is deleted when used) and dies at "expiresAt". A new request replaces the older links.
CREATE TABLE IF NOT EXISTS password_resets (
  "tokenHash" text PRIMARY KEY,
  email text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "expiresAt" timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS password_resets_email_idx ON password_resets (email);
