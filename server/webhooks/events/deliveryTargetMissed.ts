// delivery.targetMissed (webhookEvents.schema.json#/$defs/deliveryTargetMissed): a store's closed day that missed
// its delivery target, as the delivery job claims it (server/delivery/deliveryJob.ts).
import type { DayFigures } from '../../repositories/delivery.ts';
import type { WebhookEventInput } from '../emit.ts';

export function deliveryTargetMissed(
  day: DayFigures & { successRate: number | null },
  at: Date,
): WebhookEventInput {
  return {
    type: 'delivery.targetMissed',
    store: day.storeCode,
    occurredAt: at,
    data: {
      storeCode: day.storeCode,
      day: day.day,
      targetPercent: day.targetPercent,
      targetMinutes: day.targetMinutes,
      achievedPercent: day.successRate,
      count: day.count,
      withinTarget: day.withinTarget,
      failed: day.failed,
      p95: day.p95,
    },
  };
}
