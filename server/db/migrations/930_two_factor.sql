-- Two-factor sign-in (issue 36; table two_factor from schemas/twoFactor.schema.json).
-- A login whose password was right, for an account with two-factor on, gets a challenge instead of a session: only
-- its sha256 is stored, it lives a few minutes and is deleted by the code that completes it (single use).
CREATE TABLE IF NOT EXISTS two_factor_challenge (
  "challengeHash" text PRIMARY KEY,
  email text NOT NULL,
  ip text,
  "expiresAt" timestamptz NOT NULL,
  -- what the password step decided, for the session the code step opens (the password itself is not kept)
  "weakPwd" boolean NOT NULL DEFAULT false,
  "forceChange" boolean NOT NULL DEFAULT false,
  locale text
);
CREATE INDEX IF NOT EXISTS two_factor_challenge_expires ON two_factor_challenge ("expiresAt");
CREATE INDEX IF NOT EXISTS two_factor_challenge_email ON two_factor_challenge (email);
-- A session opened while the policy requires two-factor of an account that has not enrolled: the guard allows it
-- only the enrolment, the password change and logout until the enrolment is confirmed (server/auth/guard.ts).
-- (a database made by hand without the sessions table of 001, tests of early migrations, has none to change)
DO $two_factor_sessions$
BEGIN
  IF to_regclass('sessions') IS NOT NULL THEN
    ALTER TABLE sessions ADD COLUMN IF NOT EXISTS "twoFactorPending" boolean NOT NULL DEFAULT false;
  END IF;
END
$two_factor_sessions$;
