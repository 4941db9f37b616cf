-- store_tag_stats is small (a row a store, about 700 bytes with its type maps) and rewritten whole: every store's
-- row by each statistics refresh (every 5 minutes) and a store's row by each delta. With full pages every such
-- update put the new row on another page (no HOT update: 52 of 14,060 at 2,000 stores), and until autovacuum
-- came the table grew by a copy of itself per refresh (10 MB for 2,007 live rows, 1,300 pages read by every
-- GET /status/store/tag and dashboard). Pages half full leave room for the new version beside the old one: the
-- update is HOT (only the primary key is indexed, and the code never changes), and the next read prunes the old.
DO $fillfactor$
BEGIN
  IF to_regclass('store_tag_stats') IS NOT NULL THEN
    ALTER TABLE store_tag_stats SET (fillfactor = 50);
  END IF;
END
$fillfactor$;
