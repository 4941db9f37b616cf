-- Stored files in the database (issue 23; server/storage/postgres.ts), shared by every instance on it: a key
-- names a blob whose bytes are chunks of about 1 MB, written and read one at a time. A put writes a new blob and
-- then points the key at it; a put that fails drops its chunks.
CREATE SEQUENCE IF NOT EXISTS stored_file_blobs;

CREATE TABLE IF NOT EXISTS stored_files (
  key text PRIMARY KEY,
  blob bigint NOT NULL,
  size bigint NOT NULL,
  sha256 text NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS stored_file_chunks (
  blob bigint NOT NULL,
  n int NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (blob, n)
);
