-- Delivery service levels (issue 27 §1; schemas/deliveryAttempt.schema.json, server/repositories/delivery.ts):
-- a store's attempts of a day in time order; the daily rollups the /delivery table reads (one row per store and
-- day, recomputed by the 'delivery' server job for today and the days not closed yet). Seconds are asked →
-- confirmed; causes counts failures by cause; targetPercent / targetMinutes the target the day was judged by;
-- closed: the day is over and rolled up after its end; alarmedAt: DELIVERY TARGET MISSED raised for it.
CREATE INDEX IF NOT EXISTS delivery_attempts_store_asked_idx ON delivery_attempts ("storeCode", "askedAt");
CREATE INDEX IF NOT EXISTS delivery_attempts_open_idx ON delivery_attempts ("taskId", "tagId")
  WHERE "confirmedAt" IS NULL AND "failedAt" IS NULL;
CREATE TABLE IF NOT EXISTS delivery_daily (
  "storeCode" text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL DEFAULT 0,
  confirmed integer NOT NULL DEFAULT 0,
  "withinTarget" integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  open integer NOT NULL DEFAULT 0,
  p50 double precision,
  p95 double precision,
  p99 double precision,
  causes jsonb NOT NULL DEFAULT '{}',
  "targetPercent" double precision NOT NULL,
  "targetMinutes" double precision NOT NULL,
  closed boolean NOT NULL DEFAULT false,
  "alarmedAt" timestamptz,
  "rolledAt" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("storeCode", day)
);
CREATE INDEX IF NOT EXISTS delivery_daily_day_idx ON delivery_daily (day, "storeCode");
