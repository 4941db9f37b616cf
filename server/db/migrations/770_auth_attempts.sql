-- Throttling of login, signup, forgotten password and reset (server/auth/throttle.ts): one row per counted attempt,
-- keyed by the call and 'address:<client address>' or 'email:<email>', so that every instance on the database sees
-- the same counts. A window's count is the rows younger than AUTH_LIMIT_WINDOW_SECONDS; older rows are pruned.
CREATE TABLE IF NOT EXISTS auth_attempts (
  id bigserial PRIMARY KEY,
  call text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS auth_attempts_key_idx ON auth_attempts (call, key, at);
CREATE INDEX IF NOT EXISTS auth_attempts_at_idx ON auth_attempts (at);
