-- Tag status collection progress (doc 1 §4): who started it, how far the simulator got, and a NOTIFY on every
-- change so each server instance's websocket sends the new list (channel tag_status_collecting).
ALTER TABLE tag_status_collecting ADD COLUMN IF NOT EXISTS "startedBy" text;
ALTER TABLE tag_status_collecting ADD COLUMN IF NOT EXISTS cursor text NOT NULL DEFAULT '';
ALTER TABLE tag_status_collecting ADD COLUMN IF NOT EXISTS total integer NOT NULL DEFAULT 0;
ALTER TABLE tag_status_collecting ADD COLUMN IF NOT EXISTS processed integer NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION tag_status_collecting_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('tag_status_collecting', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER IF EXISTS tag_status_collecting_changed ON tag_status_collecting;
CREATE TRIGGER tag_status_collecting_changed AFTER INSERT OR UPDATE OR DELETE ON tag_status_collecting
  FOR EACH STATEMENT EXECUTE FUNCTION tag_status_collecting_notify();

-- the collection walks a store's tags in tagId order
CREATE INDEX IF NOT EXISTS tags_store_tagid_idx ON tags ("storeCode", "tagId");
