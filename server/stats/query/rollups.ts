// The count rollups of the stats queries (x-stats.rollups; tags: migration 830): triggers append one delta row per
// group and statement; the stats-rollups server job folds each group's rows into one every minute
// (server/repositories/statsQuery/rollups.ts), so a query sums about one row per group.

/** how often the stats-rollups job folds the delta rows */
export const ROLLUP_FOLD_EVERY_MS = 60_000;
