-- System status samples for the 24 hour charts of server detail and gateway detail (doc 1 §3).
CREATE TABLE IF NOT EXISTS server_status_samples (
  "serverId" text NOT NULL,
  time timestamptz NOT NULL,
  "ramUsage" jsonb NOT NULL,
  "diskUsage" jsonb NOT NULL,
  PRIMARY KEY ("serverId", time)
);
CREATE INDEX IF NOT EXISTS server_status_samples_time_idx ON server_status_samples (time);

CREATE TABLE IF NOT EXISTS gateway_status_samples (
  "gwMac" text NOT NULL,
  time timestamptz NOT NULL,
  memory double precision NOT NULL,
  disk jsonb NOT NULL,
  PRIMARY KEY ("gwMac", time)
);
CREATE INDEX IF NOT EXISTS gateway_status_samples_time_idx ON gateway_status_samples (time);
