-- Delivery service levels (issue 27 §1): the one rule for a store's day, used by every reader. The success rate is
-- the share of the day's updates confirmed within the target minutes, in percent with one decimal (NULL without
-- updates); the day is MET when that rate reaches the target percent, MISSED when it does not, NONE without
-- updates. The /delivery table and store detail (server/repositories/deliveryReads.ts), the DELIVERY TARGET
-- MISSED alarm (server/repositories/delivery.ts) and the custom dashboards' view below all call these, so the
-- table, the alarm and the panels agree on a day that rounds to its target (94.95 % against 95 %: MET).
CREATE OR REPLACE FUNCTION delivery_success_rate(within numeric, total numeric) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN total > 0 THEN round(100.0 * within / total, 1)::float8 END $$;

CREATE OR REPLACE FUNCTION delivery_status(within numeric, total numeric, target_percent double precision)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN coalesce(total, 0) = 0 THEN 'NONE'
    WHEN delivery_success_rate(within, total) >= target_percent THEN 'MET' ELSE 'MISSED' END $$;

CREATE OR REPLACE VIEW delivery_daily_figures AS
SELECT d."storeCode", d.day::timestamptz AS day, d.count, d.confirmed, d."withinTarget", d.failed, d.open,
  d.p50, d.p95, d.p99, delivery_success_rate(d."withinTarget", d.count) AS "successRate", d."targetPercent",
  d."targetMinutes", delivery_status(d."withinTarget", d.count, d."targetPercent") AS status,
  CASE WHEN delivery_status(d."withinTarget", d.count, d."targetPercent") = 'MISSED' THEN 1 ELSE 0 END AS missed,
  d.closed
FROM delivery_daily d;
