-- Sessions: only the sha256 of the token is stored; a session dies at "expiresAt" or on logout.
CREATE TABLE IF NOT EXISTS sessions (
  "tokenHash" text PRIMARY KEY,
  email text NOT NULL,
  ip text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "expiresAt" timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_email_idx ON sessions (email);
CREATE INDEX IF NOT EXISTS sessions_expires_idx ON sessions ("expiresAt");
