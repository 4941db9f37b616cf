-- Delivery service levels on the custom dashboards (issue 27 §1; schemas/deliveryDaily.schema.json x-stats): the
-- daily rollups (delivery_daily, migration 840) as the stats queries read them. day as the day's start in the
-- database's time zone (a time field, as the stats queries' from / to and buckets take one); successRate and
-- status as the /delivery table computes them (server/repositories/deliveryReads.ts: the share within target,
-- one decimal, against the target percent; NONE without updates); missed 1 for a day that missed its target,
-- so that a sum counts the days missed. A filter on storeCode reads the rollups' key.
CREATE OR REPLACE VIEW delivery_daily_figures AS
SELECT d."storeCode", d.day::timestamptz AS day, d.count, d.confirmed, d."withinTarget", d.failed, d.open,
  d.p50, d.p95, d.p99, r."successRate", d."targetPercent", d."targetMinutes",
  CASE WHEN d.count = 0 THEN 'NONE' WHEN r."successRate" >= d."targetPercent" THEN 'MET' ELSE 'MISSED' END
    AS status,
  CASE WHEN d.count > 0 AND r."successRate" < d."targetPercent" THEN 1 ELSE 0 END AS missed,
  d.closed
FROM delivery_daily d
CROSS JOIN LATERAL (SELECT CASE WHEN d.count > 0
  THEN round(100.0 * d."withinTarget" / d.count, 1)::float8 END AS "successRate") r;
