// A store's day of delivery figures (server/repositories/delivery.ts): what a day's row of delivery_daily holds,
// and the one statement that works the figures out from the attempts (the rollup's and the live day's).
import type { DeliveryCause } from '../../domain/delivery.ts';

export interface DayFigures {
  storeCode: string;
  day: string;
  count: number;
  confirmed: number;
  withinTarget: number;
  failed: number;
  open: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  causes: Partial<Record<DeliveryCause, number>>;
  targetPercent: number;
  targetMinutes: number;
}

/**
 * Stores a rollup statement covers when it rolls up every store: at 2,000 stores x 20,000 tags (2 million attempts
 * a day) a day of every store in one statement took 28.6 s of the 30 s statement timeout and often failed; 200
 * stores take a tenth of it.
 */
export const ROLLUP_STORES = 200;

/** a local day 'yyyy-mm-dd' of the database's time zone for an instant */
export const DAY_OF = (param: string) => `(${param}::timestamptz)::date`;

/**
 * The figures of every store of $1 (NULL: all) and every day from $2 to $3 (dates) that has attempts; $4 / $5 the
 * default target. One statement, one pass over the attempts of those days (delivery_attempts_store_asked_idx).
 */
export const DAY_FIGURES_SQL = `
  WITH target AS (
    SELECT s."storeCode", coalesce(s."deliveryTargetPercent", $4::float8) AS tp,
      coalesce(s."deliveryTargetMinutes", $5::float8) AS tm
    FROM stores s WHERE ($1::text[] IS NULL OR s."storeCode" = ANY($1::text[]))),
  a AS (
    SELECT a."storeCode", (a."askedAt")::date AS day, a."confirmedAt", a."failedAt", a.cause,
      extract(epoch FROM a."confirmedAt" - a."askedAt")::float8 AS secs, t.tm
    FROM delivery_attempts a JOIN target t ON t."storeCode" = a."storeCode"
    WHERE a."askedAt" >= $2::date AND a."askedAt" < $3::date + 1
      AND NOT EXISTS (SELECT 1 FROM update_task_tags u
        WHERE u."taskId" = a."taskId" AND u."tagId" = a."tagId" AND u.status = 'CANCEL')),
  c AS (
    SELECT "storeCode", day, jsonb_object_agg(cause, n) AS causes
    FROM (SELECT "storeCode", day, cause, count(*)::int AS n FROM a
          WHERE cause IS NOT NULL AND "confirmedAt" IS NULL GROUP BY 1, 2, 3) x
    GROUP BY 1, 2)
  SELECT a."storeCode", to_char(a.day, 'YYYY-MM-DD') AS day, count(*)::int AS count,
    count(a."confirmedAt")::int AS confirmed,
    (count(*) FILTER (WHERE a.secs <= a.tm * 60))::int AS "withinTarget",
    (count(*) FILTER (WHERE a."failedAt" IS NOT NULL AND a."confirmedAt" IS NULL))::int AS failed,
    (count(*) FILTER (WHERE a."failedAt" IS NULL AND a."confirmedAt" IS NULL))::int AS open,
    round((percentile_cont(0.5) WITHIN GROUP (ORDER BY a.secs))::numeric, 1)::float8 AS p50,
    round((percentile_cont(0.95) WITHIN GROUP (ORDER BY a.secs))::numeric, 1)::float8 AS p95,
    round((percentile_cont(0.99) WITHIN GROUP (ORDER BY a.secs))::numeric, 1)::float8 AS p99,
    coalesce(min(c.causes::text), '{}')::jsonb AS causes,
    min(t.tp) AS "targetPercent", min(a.tm) AS "targetMinutes"
  FROM a JOIN target t ON t."storeCode" = a."storeCode"
  LEFT JOIN c ON c."storeCode" = a."storeCode" AND c.day = a.day
  GROUP BY a."storeCode", a.day`;
