-- Stores whose tag status collection is running (doc 1 §2.2, §4); published over the websocket on WS_PORT.
CREATE TABLE IF NOT EXISTS tag_status_collecting (
  "storeCode" text PRIMARY KEY,
  "startTime" timestamptz NOT NULL DEFAULT now(),
  "checkTime" timestamptz,
  "gwList" jsonb NOT NULL DEFAULT '[]',
  "tagList" jsonb NOT NULL DEFAULT '[]',
  cmd integer
);
