-- When the statistics refresh last recounted a store's tags (server/repositories/statsRefresh.ts): a round of the
-- stats job recounts the stores refreshed longest ago (never first), up to STATS_ROUND_TAGS tags, so that at chain
-- scale (40 million tags: a 50 s recount of every store) each round reads a slice and every store is recounted in
-- turn. "updatedAt" cannot tell: every delta sets it. (Guarded as 991 is: a test's database may lack the table.)
DO $refreshed$
BEGIN
  IF to_regclass('store_tag_stats') IS NOT NULL THEN
    ALTER TABLE store_tag_stats ADD COLUMN IF NOT EXISTS "refreshedAt" timestamptz;
  END IF;
END
$refreshed$;
