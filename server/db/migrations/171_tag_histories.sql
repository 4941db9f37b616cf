-- Per-tag histories written by the radio simulation (doc 1 §3 Battery row, Reset row, Temperature row):
-- battery samples, reset counts (cnt resets seen so far, last_time the latest), temperature samples.
CREATE TABLE IF NOT EXISTS tag_battery_history (
  id bigserial PRIMARY KEY,
  "tagId" text NOT NULL,
  "storeCode" text NOT NULL,
  battery integer NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tag_battery_history_tag_idx ON tag_battery_history ("tagId", "updatedAt" DESC);
CREATE TABLE IF NOT EXISTS tag_reset_history (
  id bigserial PRIMARY KEY,
  "tagId" text NOT NULL,
  "storeCode" text NOT NULL,
  cnt integer NOT NULL,
  last_time timestamptz NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tag_reset_history_tag_idx ON tag_reset_history ("tagId", "updatedAt" DESC);
CREATE TABLE IF NOT EXISTS tag_temperature_history (
  id bigserial PRIMARY KEY,
  "tagId" text NOT NULL,
  "storeCode" text NOT NULL,
  temperature double precision NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tag_temperature_history_tag_idx ON tag_temperature_history ("tagId", "updatedAt" DESC);
-- low-battery tag sets per store, to raise an alarm when a store's set changes
CREATE TABLE IF NOT EXISTS store_low_battery_sets (
  "storeCode" text PRIMARY KEY,
  tags text[] NOT NULL DEFAULT '{}',
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
