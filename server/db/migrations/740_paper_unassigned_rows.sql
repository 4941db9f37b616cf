-- Paper rows made while their store had no printer yet (a new store before the simulator fitted its printers):
-- the simulator hands them to the store's printers once it has some (server/sim/storeHardware.ts).
CREATE INDEX IF NOT EXISTS paper_task_rows_unassigned_idx ON paper_task_rows ("storeCode", "rowNo")
  WHERE "printerIp" IS NULL AND "resultCode" IS NULL;
