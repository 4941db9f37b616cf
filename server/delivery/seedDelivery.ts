// The demo's delivery history (issue 27 §1): the update rows the demo seed wrote for its past days
// (server/seed/tagHistory.ts, createdBy 'seed') become delivery attempts as the radio would have recorded them
// (server/seed/statements/delivery.ts: confirmed or failed with a cause from the tag), and those days are rolled
// up, so /delivery has history from the first start: those days of the stores it wrote attempts for (the demo
// seeded into a chain's database leaves the chain's stores alone: rolling every store's days up took minutes at 2,000
// stores). Idempotent (existing attempts stay).
import type { Queryable } from '../db/db.ts';
import { DEFAULT_DELIVERY_TARGET, FAILED_TRIES, type DeliveryTarget } from '../repositories/delivery.ts';
import { insertSeedAttempts } from '../seed/statements/delivery.ts';
import { LOW_BATTERY } from '../sim/tagRadioOutcome.ts';
import { WEAK_SIGNAL_DBM } from '../sim/tagRadioDelivery.ts';
import { repositoriesOf } from '../repositories/index.ts';

export async function seedDeliveryHistory(
  db: Queryable,
  target: DeliveryTarget = DEFAULT_DELIVERY_TARGET,
  now = new Date(),
): Promise<void> {
  const range = await insertSeedAttempts(db, {
    failedTries: FAILED_TRIES,
    lowBattery: LOW_BATTERY,
    weakSignalDbm: WEAK_SIGNAL_DBM,
  });
  if (range?.from && range.to && range.stores.length > 0)
    await repositoriesOf(db).delivery.rollup(now, range.from, range.to, target, range.stores);
}
