// battery.lowListChanged (webhookEvents.schema.json#/$defs/batteryLowListChanged): a store's list of LOW battery
// tags differs from the last one known (server/sim/tagRadioAlarms.ts checkLowBattery, run by the battery job).
import type { WebhookEventInput } from '../emit.ts';

/** tag MACs named at most in each list */
export const MAX_NAMED_TAGS = 20;

export function batteryLowListChanged(
  change: { storeCode: string; current: string[]; added: string[]; removed: string[] },
  at: Date,
): WebhookEventInput {
  return {
    type: 'battery.lowListChanged',
    store: change.storeCode,
    occurredAt: at,
    data: {
      storeCode: change.storeCode,
      count: change.current.length,
      added: change.added.slice(0, MAX_NAMED_TAGS),
      addedCount: change.added.length,
      removed: change.removed.slice(0, MAX_NAMED_TAGS),
      removedCount: change.removed.length,
    },
  };
}
