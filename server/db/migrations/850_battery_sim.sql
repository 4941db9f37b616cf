-- Battery replacement forecast (issue 27 §2): the simulator's own state of each tag's battery (server/sim/batteries.ts,
-- server/repositories/batterySim.ts): the true level at `at` (the reading reported adds noise), the battery's
-- number (cycle, +1 at each replacement), the readings reported so far, when the store replaces a LOW battery, and
-- when the tag reports its next reading. A real fleet has no rows here; the forecast reads tag_battery_history only.
CREATE TABLE IF NOT EXISTS sim_tag_batteries (
  "tagId" text PRIMARY KEY,
  "storeCode" text NOT NULL,
  level double precision NOT NULL,
  "at" timestamptz NOT NULL,
  cycle integer NOT NULL DEFAULT 0,
  readings integer NOT NULL DEFAULT 0,
  "replaceAt" timestamptz,
  "nextAt" timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sim_tag_batteries_next_idx ON sim_tag_batteries ("nextAt");
