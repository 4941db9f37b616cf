-- Dashboard and exception statistics (doc 1 §2.4, §2.5, §3 "Store tag stats"), maintained by the stats task
-- (server/stats/): a full refresh in SQL on a timer, and incremental deltas where the simulator changes tags.
-- Tag status groups: success = OK; inprogress = WIP, UPDATE; error = NG, NG1-3, MISSING, REQ_ONLY, REQ_ONLY2.
CREATE TABLE IF NOT EXISTS store_tag_stats (
  "storeCode" text PRIMARY KEY,
  total integer NOT NULL DEFAULT 0,
  success integer NOT NULL DEFAULT 0,
  inprogress integer NOT NULL DEFAULT 0,
  error integer NOT NULL DEFAULT 0,
  "lowBattery" integer NOT NULL DEFAULT 0,
  "noProduct" integer NOT NULL DEFAULT 0,
  duplicate integer NOT NULL DEFAULT 0,
  -- tags whose updatedAt falls on statsDay (today when statsDay = current_date)
  "todayUpdated" integer NOT NULL DEFAULT 0,
  "productTotal" integer NOT NULL DEFAULT 0,
  "productTodayUpdated" integer NOT NULL DEFAULT 0,
  "statsDay" date NOT NULL DEFAULT current_date,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);

-- countByType and countNgByType of the store tag stats, one row per store and tag type.
CREATE TABLE IF NOT EXISTS store_tag_type_stats (
  "storeCode" text NOT NULL,
  "tagType" text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  error integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("storeCode", "tagType")
);

-- Tag status per gateway (the dashboard's per-gateway bars when one store is selected).
CREATE TABLE IF NOT EXISTS gateway_tag_stats (
  "storeCode" text NOT NULL,
  "gwMac" text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  success integer NOT NULL DEFAULT 0,
  inprogress integer NOT NULL DEFAULT 0,
  error integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("storeCode", "gwMac")
);

-- Daily updated counts (the dashboard's line chart): tag and product updates per store and day. Days before the
-- first refresh are backfilled from the rows' updatedAt; afterwards each update adds one.
CREATE TABLE IF NOT EXISTS store_daily_updates (
  "storeCode" text NOT NULL,
  day date NOT NULL,
  tags integer NOT NULL DEFAULT 0,
  products integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("storeCode", day)
);
CREATE INDEX IF NOT EXISTS store_daily_updates_day_idx ON store_daily_updates (day);

-- The exception lists of one store (GET /store/{store}/list/tag/...).
CREATE INDEX IF NOT EXISTS tags_store_status_idx ON tags ("storeCode", status, "tagId");
CREATE INDEX IF NOT EXISTS tags_store_batt_idx ON tags ("storeCode", "battStatus", "tagId");
CREATE INDEX IF NOT EXISTS tags_store_prcode_idx ON tags ("storeCode", "prCode");
