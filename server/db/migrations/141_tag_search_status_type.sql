-- Tag search of one store with a status and a tag type filter (POST /status/store/{code}/tag/search, issue 4).
-- Without it PostgreSQL answers "WIP + B154, by tag ID" by AND-ing a bitmap of the store's type with a bitmap of
-- the status over EVERY store (tags_status_idx): at 10 million tags that is 300,000 WIP entries read for 25 rows,
-- the slowest case of the tag search bench (52 ms p95). Led by the store, the status and the type, then the
-- tag ID (the sort the operator asks most, and the key every order ends with), the page is one index range in
-- order and the filtered count an index-only scan of the same range. Other sorts of the same filter sort the
-- few rows this range holds (a status and a type of one store).
CREATE INDEX IF NOT EXISTS tags_store_status_type_tagid_idx ON tags ("storeCode", status, "tagType", "tagId");
