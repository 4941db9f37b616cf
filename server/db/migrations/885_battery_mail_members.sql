-- The weekly battery swap-list mail is each member's own opt-in (issue 33 §4; server/battery/swapMail.ts): an
-- account listed here gets the lists of its own stores (its store list; every store for role 0 and
-- enableWholeStore), once per ISO week ("sentWeek", IYYY-IW, claimed by the job before it queues the mails).
-- Until now one switch (system_config batterySwapMail: enabled, sentWeek) mailed every store's members: where it
-- was on, those members (accounts with a store list) start opted in, with the week it went out; the switch goes.
CREATE TABLE IF NOT EXISTS battery_mail_members (
  email text PRIMARY KEY REFERENCES accounts (email) ON DELETE CASCADE ON UPDATE CASCADE,
  "optedAt" timestamptz NOT NULL DEFAULT now(),
  "sentWeek" text
);
-- (a database without system_config, the hand-written table of 002, has no switch to carry over)
DO $$
BEGIN
  IF to_regclass('system_config') IS NOT NULL THEN
    INSERT INTO battery_mail_members (email, "sentWeek")
      SELECT a.email, c.value ->> 'sentWeek' FROM accounts a
      JOIN system_config c ON c.key = 'batterySwapMail' AND c.value ->> 'enabled' = 'true'
      WHERE jsonb_typeof(a.store) = 'array' AND jsonb_array_length(a.store) > 0
    ON CONFLICT (email) DO NOTHING;
    DELETE FROM system_config WHERE key = 'batterySwapMail';
  END IF;
END $$;
