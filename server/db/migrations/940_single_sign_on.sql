-- Single sign-on (issue 36; table identity_provider from schemas/identityProvider.schema.json).
-- A sign-in under way: kept in the database (not in memory) so that any instance can finish the flow the provider
-- sends back; the state is the key, the PKCE verifier and the nonce are checked by the callback, the browser
-- binding (a cookie's sha256) refuses a callback from another browser; ten minutes at most (expiresAt).
CREATE TABLE IF NOT EXISTS sso_flow (
  state text PRIMARY KEY,
  "providerId" bigint NOT NULL,
  "codeVerifier" text NOT NULL,
  nonce text NOT NULL,
  "browserHash" text NOT NULL,
  "expiresAt" timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_flow_expires ON sso_flow ("expiresAt");
-- The one-time code the console exchanges for its session (the session's token never travels in a URL): the
-- sha256 of the code and the account it signs in; the session is made by the exchange, within a minute, once.
CREATE TABLE IF NOT EXISTS sso_code (
  "codeHash" text PRIMARY KEY,
  email text NOT NULL,
  "expiresAt" timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sso_code_expires ON sso_code ("expiresAt");
-- How a session was opened: its password (or a third-party script), or single sign-on ('sso'). (A database made
-- by hand without the sessions table of 001, tests of early migrations, has none to change.)
DO $sso_sessions$
BEGIN
  IF to_regclass('sessions') IS NOT NULL THEN
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS via text NOT NULL DEFAULT 'password';
  END IF;
END
$sso_sessions$;
