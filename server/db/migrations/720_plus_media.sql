-- Signage media and templates (doc 3 §3; docs/api.md 'Signage media', 'Signage templates'): the number a show
-- object names is unique per store and type; the store's lists read (storeCode, type, id).
CREATE UNIQUE INDEX IF NOT EXISTS plus_media_store_type_id_key ON plus_media ("storeCode", type, id);
CREATE INDEX IF NOT EXISTS plus_templates_store_updated_idx ON plus_templates ("storeCode", "updatedAt");
