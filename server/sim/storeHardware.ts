// The simulator installs the hardware of a store that has none (docs/api.md "Sensors", "Paper labels"): a store
// created later (POST /config/store, a migration without them, the bench fleet) gets, at the next tick, the demo's
// two printers (<store>-PRN-01/02 at 10.x.8.21/22) and six sensors of STORE_SENSOR_KINDS attached to its gateways
// in turn (none yet: no gateway). They start without samples: the sensors report from their first interval, the
// printers print the store's paper rows, those uploaded before they were fitted included. Set-based in SQL, a bounded number of stores per tick, and
// deterministic: addresses and versions are hashes of the store code and the seed.
import type { Queryable } from '../db/db.ts';
import { STORE_SENSOR_KINDS } from '../repositories/sensorKinds.ts';
import { assignUnassignedRows, installPrinters, installSensors } from './statements/storeHardware.ts';

export class StoreHardwareInstaller {
  constructor(
    private readonly db: Queryable,
    private readonly seed: number,
  ) {}

  async tick(): Promise<void> {
    await installPrinters(this.db, this.seed);
    await installSensors(this.db, this.seed, STORE_SENSOR_KINDS);
    await assignUnassignedRows(this.db);
  }
}
