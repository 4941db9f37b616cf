-- Alarms raised at most once per key and window across the instances (issue 38 defect 3): API PERMISSION DENIED
-- once per account and route per 10 minutes (server/auth/guard.ts). A raise first claims its key's window here in
-- one statement (insert, or move an expired window on); only the claimant raises. Rows older than a day are dropped
-- by the same statement's caller now and then (AlarmThrottleRepository).
CREATE TABLE IF NOT EXISTS alarm_throttle (
  key text PRIMARY KEY,
  "windowUntil" timestamptz NOT NULL
);
