-- API tokens (issue 35; table api_token from schemas/apiToken.schema.json): a request's token is found by the
-- sha256 of its secret, one per secret; lists read the newest first.
CREATE UNIQUE INDEX IF NOT EXISTS api_token_secret_hash ON api_token ("secretHash");
CREATE INDEX IF NOT EXISTS api_token_created ON api_token ("createdAt");
-- The per-token throttle (server/auth/tokenThrottle.ts): one row per token and second, counted by one upsert per
-- request, so that every instance on the database counts the same requests; a token's older seconds are pruned
-- by its next request.
CREATE TABLE IF NOT EXISTS api_token_rate (
  "tokenId" bigint NOT NULL,
  second bigint NOT NULL,
  requests integer NOT NULL,
  PRIMARY KEY ("tokenId", second)
);
