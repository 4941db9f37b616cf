-- Chunks of a put whose process died midway belong to no stored file: their age lets the storage sweep
-- (server/storage/postgres.ts) drop them once no put could still be writing them.
ALTER TABLE stored_file_chunks ADD COLUMN IF NOT EXISTS "createdAt" timestamptz NOT NULL DEFAULT now();
CREATE INDEX IF NOT EXISTS stored_files_blob ON stored_files (blob);
