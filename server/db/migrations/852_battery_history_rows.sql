-- Battery replacement forecast (issue 27 §2): the 'battery' job finds the tags whose newest history row (by id, so
-- a backfilled older reading counts too) is not the one their forecast read (battery_forecasts."historyId").
-- (Guarded: a database made of some tables only, as a test fixture makes, may lack the history table.)
DO $$
BEGIN
  IF to_regclass('tag_battery_history') IS NOT NULL THEN
    CREATE INDEX IF NOT EXISTS tag_battery_history_tag_row_idx ON tag_battery_history ("tagId", id DESC);
  END IF;
END $$;
