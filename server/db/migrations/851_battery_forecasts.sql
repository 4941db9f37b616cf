-- Battery replacement forecasts (issue 27 §2; schemas/batteryForecast.schema.json makes the table): a store's list
-- sorted by forecast date, the stores' counts by period (state and forecastAt per store), and the job's search for
-- the tags whose history moved (the newest reading of a tag from tag_battery_history_tag_idx, migration 171).
CREATE INDEX IF NOT EXISTS battery_forecasts_store_forecast_idx
  ON battery_forecasts ("storeCode", "forecastAt", "tagId") INCLUDE (state);
