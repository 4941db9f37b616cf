-- Gateway simulation state (server/sim/gateways.ts) beside the gateway entity of schemas/gateway.schema.json:
-- the log-disk percent of the gateway detail gauge (ramdisk logs), the end of a reboot requested through
-- POST /gw/reboot/{mac}, and the end of a simulated outage (no heartbeat: lastStatusTime goes stale).
ALTER TABLE gateways ADD COLUMN IF NOT EXISTS "logDiskUsage" double precision;
ALTER TABLE gateways ADD COLUMN IF NOT EXISTS "rebootUntil" timestamptz;
ALTER TABLE gateways ADD COLUMN IF NOT EXISTS "downUntil" timestamptz;
CREATE INDEX IF NOT EXISTS gateways_store_idx ON gateways ("storeCode", "gwIndex");
