-- The statistics job's counts of the tags by store, tag type and gateway (server/repositories/statsRefresh.ts,
-- issue 39): without statistics on the three columns together, the planner multiplies their distinct counts and
-- takes the groups for millions (2,000,000 at 20 million tags, for 64,000), so it sorts every tag on disk instead
-- of counting them in a hash table: 20.4 s of the refresh's 28-36 s at 20 million tags, 11.6 s with these
-- statistics (the whole refresh 22-25 s). ANALYZE (autovacuum's, or the chain build's) fills them.
CREATE STATISTICS IF NOT EXISTS tags_store_type_gateway_stats (ndistinct) ON "storeCode", "tagType", "gwMac" FROM tags;
