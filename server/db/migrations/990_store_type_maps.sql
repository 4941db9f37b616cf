-- A store's tag counts by type (countByType, countNgByType of GET /status/store/tag) kept with its tag stats as one
-- json value ({"all": {type: tags}, "ng": {type: NG tags}}, types without tags left out), so that the list of
-- every store reads them instead of building them (2,000 stores: 160-200 ms of aggregation a call). Written
-- wherever store_tag_type_stats changes (statsRefresh.ts, statsDeltas.ts), always by store_tag_type_maps(): a
-- VOLATILE function runs its query on a snapshot of its own, taken after the UPDATE that calls it has found its
-- row; when that row changed under the UPDATE, PostgreSQL computes the value again on the newest row. Every writer
-- of a store's type stats writes the store's row after them, so the last one to write it reads the type stats of
-- every writer before it.
CREATE OR REPLACE FUNCTION store_tag_type_maps(code text) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- written without spaces (json_object_agg pads every key and value: a fifth more bytes to every answer)
  RETURN (SELECT format('{"all":{%s},"ng":{%s}}',
      string_agg(to_json(t."tagType")::text || ':' || t.total, ',' ORDER BY t."tagType") FILTER (WHERE t.total > 0),
      string_agg(to_json(t."tagType")::text || ':' || t.error, ',' ORDER BY t."tagType") FILTER (WHERE t.error > 0)
    )::json
    FROM store_tag_type_stats t WHERE t."storeCode" = code);
END $$;

-- (Guarded: a database made of some tables only, as a test fixture makes, may lack the statistics tables.)
DO $$
BEGIN
  IF to_regclass('store_tag_stats') IS NOT NULL AND to_regclass('store_tag_type_stats') IS NOT NULL THEN
    ALTER TABLE store_tag_stats ADD COLUMN IF NOT EXISTS "typeMaps" json;
    UPDATE store_tag_stats SET "typeMaps" = store_tag_type_maps("storeCode");
  END IF;
END $$;
