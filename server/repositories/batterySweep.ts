// The statements of the battery job's sweep over the tags (server/battery/batteryJob.ts, through
// BatteryRepository.scanStale and dropOrphans): a range of the tags' key at a time, so a sweep costs the same at any
// fleet size. $1 the last tag id before the range, $2 its last (null: to the end).

/** $3 tags at most in the range, each with whether its forecast is stale */
export const SCAN_STALE_SQL = `WITH scan AS (
     SELECT t."tagId", t."storeCode", t."gwMac" FROM tags t
     WHERE t."tagId" > $1 AND ($2::text IS NULL OR t."tagId" <= $2::text)
     ORDER BY t."tagId" LIMIT $3)
   SELECT s."tagId", (f."tagId" IS NULL OR h.id IS DISTINCT FROM f."historyId"
       OR f."storeCode" IS DISTINCT FROM s."storeCode" OR f."gwMac" IS DISTINCT FROM s."gwMac") AS stale
   FROM scan s
   LEFT JOIN battery_forecasts f ON f."tagId" = s."tagId"
   LEFT JOIN LATERAL (SELECT h.id FROM tag_battery_history h WHERE h."tagId" = s."tagId"
     ORDER BY h.id DESC LIMIT 1) h ON true
   ORDER BY s."tagId"`;

/** the forecasts in the range whose tag is gone; OFFSET 0 keeps the tag lookup a probe of its key a forecast */
export const DROP_ORPHANS_SQL = `DELETE FROM battery_forecasts f
   WHERE f."tagId" > $1 AND ($2::text IS NULL OR f."tagId" <= $2::text)
     AND NOT EXISTS (SELECT 1 FROM tags t WHERE t."tagId" = f."tagId" OFFSET 0)
   RETURNING 1`;
